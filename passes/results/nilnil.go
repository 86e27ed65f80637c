package results

import (
	"go/types"
	"slices"

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
	// NilParams are the error parameters (indexes into the SSA
	// parameters, receiver first) that are nil on every path that
	// returns (nil, nil): `func Handle(err error) (*R, error) { if err ==
	// nil { return nil, nil } … }` does not return (nil, nil) to a caller
	// that passes a checked error.
	NilParams []int
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
	var fact *NilNilFact
	for _, ret := range nilflow.Returns(fn) {
		if ei < len(ret.Results) && e.nilNil(ret, ri, ei, 1) {
			nilParams := nilErrorParams(fn, ret)
			if fact == nil {
				fact = &NilNilFact{Index: ri, NilParams: nilParams}
				continue
			}
			fact.NilParams = slices.DeleteFunc(fact.NilParams, func(i int) bool { return !slices.Contains(nilParams, i) })
		}
	}
	if fact != nil {
		e.pass.ExportObjectFact(obj, fact)
	}
}

// nilErrorParams returns the indexes of fn's error parameters that are
// nil wherever ret is reached (`if err == nil { return nil, nil }`).
func nilErrorParams(fn *ssa.Function, ret *ssa.Return) []int {
	var out []int
	for i, p := range fn.Params {
		if types.Identical(p.Type(), errorType) && nilflow.At(p, ret.Block()) == nilflow.Nil {
			out = append(out, i)
		}
	}
	return out
}

// checkedArg reports whether call passes a known non-nil error to one of
// the parameters params (as from nilErrorParams).
func checkedArg(call *ssa.Call, params []int) bool {
	args := call.Common().Args
	for _, i := range params {
		if i < len(args) && nilflow.At(args[i], call.Block()) == nilflow.NonNil {
			return true
		}
	}
	return false
}

// importedNilNil reports whether fn, a function of another package that
// call calls, returns a nil result (its result ri) with a nil error on
// some path that call can take.
func (e *engine) importedNilNil(call *ssa.Call, fn *ssa.Function, ri int) bool {
	obj, ok := fn.Object().(*types.Func)
	if !ok || obj.Pkg() == nil || obj.Pkg() == e.pass.Pkg {
		return false
	}
	f := new(NilNilFact)
	return e.pass.ImportObjectFact(obj.Origin(), f) && f.Index == ri && !checkedArg(call, f.NilParams)
}
