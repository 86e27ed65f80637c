package results

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/nilflow"
)

// NilNilFact marks an exported function that returns a call-tool result
// and an error, and on some path returns a nil result with a nil error,
// as in
//
//	func Missing() (*mcp.CallToolResult, error) { return nil, nil }
//
// so that a handler in another package that returns its results,
// `return toolkit.Missing()`, is known to send no result there.
type NilNilFact struct {
	// Index is the index of the call-tool result among the results.
	Index int
}

// AFact marks NilNilFact as an analysis fact.
func (*NilNilFact) AFact() {}

func (*NilNilFact) String() string { return "may return nil, nil" }

// exportNilNil exports a NilNilFact for fn, an exported function of the
// package that is no handler of its own (a handler's (nil, nil) is
// reported where it is).
func (e *engine) exportNilNil(fn *ssa.Function, obj *types.Func) {
	if e.hs != nil && e.hs.Of(fn) != nil {
		return
	}
	res := fn.Signature.Results()
	ri, ei := -1, res.Len()-1
	if ei < 1 || !types.Identical(res.At(ei).Type(), errorType) {
		return
	}
	for i := range ei {
		if returnsResult(fn.Signature, i) {
			ri = i
			break
		}
	}
	if ri < 0 {
		return
	}
	for _, ret := range nilflow.Returns(fn) {
		if ei < len(ret.Results) && e.nilNil(ret, ri, ei, 1) {
			e.pass.ExportObjectFact(obj, &NilNilFact{Index: ri})
			return
		}
	}
}

// importedNilNil reports whether fn, a function of another package,
// returns a nil result (its result ri) with a nil error on some path.
func (e *engine) importedNilNil(fn *ssa.Function, ri int) bool {
	obj, ok := fn.Object().(*types.Func)
	if !ok || obj.Pkg() == nil || obj.Pkg() == e.pass.Pkg {
		return false
	}
	f := new(NilNilFact)
	return e.pass.ImportObjectFact(obj.Origin(), f) && f.Index == ri
}
