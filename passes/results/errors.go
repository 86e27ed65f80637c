package results

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"

	"github.com/mcplint/mcplint/passes/nilflow"
)

// NilErrorFact marks an exported function whose last result, an error, is
// nil on every return: directly, or because it returns the error of a
// call that never fails either. A helper such as
//
//	func Soft(err error) (*mcp.CallToolResult, error) {
//		return mcp.NewToolResultError(err.Error()), nil
//	}
//
// carries it, so that a handler's `return results.Soft(err)` is known to
// send its result, not a JSON-RPC error.
type NilErrorFact struct{}

// AFact marks NilErrorFact as an analysis fact.
func (*NilErrorFact) AFact() {}

func (*NilErrorFact) String() string { return "error always nil" }

// maxFailDepth bounds how deep NeverFails follows errors through callees.
const maxFailDepth = 4

// NeverFails reports whether result idx (an error) of fn is nil on every
// return of fn. Functions of the package being analyzed are looked into
// (through the errors of their own callees); functions of other packages
// are known by their NilErrorFact; anything else can fail. It may be
// called from other analyzers, concurrently.
func (r *Result) NeverFails(fn *ssa.Function, idx int) bool {
	if r.e == nil || fn == nil {
		return false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.e.neverFails(fn, idx, 0)
}

func (e *engine) neverFails(fn *ssa.Function, idx, depth int) bool {
	if fn.Pkg != e.pkg || fn.Blocks == nil {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Pkg == e.pkg || idx != fn.Signature.Results().Len()-1 {
			return false
		}
		return e.pass.ImportObjectFact(obj, new(NilErrorFact))
	}
	if depth > maxFailDepth {
		return false
	}
	key := sumKey{fn, idx}
	if v, ok := e.nilErr[key]; ok {
		return v
	}
	e.nilErr[key] = false // recursion: assume it can fail
	result := true
	for _, ret := range nilflow.Returns(fn) {
		if idx >= len(ret.Results) {
			result = false
			break
		}
		for _, p := range nilflow.AtReturn(ret, idx) {
			if p.Facts[0] == nilflow.Nil {
				continue
			}
			call, i := irutil.CallResult(p.Values[0])
			callee := (*ssa.Function)(nil)
			if call != nil {
				callee = call.Common().StaticCallee()
			}
			if callee == nil || !e.neverFails(callee, i, depth+1) {
				result = false
			}
		}
	}
	e.nilErr[key] = result
	return result
}

// exportNilError exports a NilErrorFact for fn, an exported function of
// the package, when its error result never carries an error.
func (e *engine) exportNilError(fn *ssa.Function, obj *types.Func) {
	res := fn.Signature.Results()
	last := res.Len() - 1
	if last < 0 || !types.Identical(res.At(last).Type(), types.Universe.Lookup("error").Type()) {
		return
	}
	if e.neverFails(fn, last, 0) {
		e.pass.ExportObjectFact(obj, new(NilErrorFact))
	}
}
