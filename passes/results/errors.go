package results

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"

	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
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
	return e.neverFailsWith(fn, nil, idx, depth)
}

// neverFailsWith is neverFails for a call of fn with arguments args (nil
// when unknown): an error that is the result of calling one of fn's
// function parameters is the error of the function passed, so
//
//	func (h *T) withSession(ctx context.Context, fn func(*S) (*mcp.CallToolResult, error)) (*mcp.CallToolResult, error) {
//		...
//		return fn(s)
//	}
//
// never fails when called with a closure that never fails.
func (e *engine) neverFailsWith(fn *ssa.Function, args []ssa.Value, idx, depth int) bool {
	if fn.Pkg != e.pkg || fn.Blocks == nil {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Pkg == e.pkg || idx != fn.Signature.Results().Len()-1 {
			return false
		}
		// An instance of another package's generic function has the
		// fact of its generic origin.
		return e.pass.ImportObjectFact(obj.Origin(), new(NilErrorFact))
	}
	if depth > maxFailDepth {
		return false
	}
	key := sumKey{fn, idx}
	if args == nil {
		if v, ok := e.nilErr[key]; ok {
			return v
		}
		e.nilErr[key] = false // recursion: assume it can fail
	}
	result := true
	for _, ret := range nilflow.Returns(fn) {
		if idx >= len(ret.Results) {
			result = false
			break
		}
		if nilflow.EncodingFailure(ret) {
			continue
		}
		for _, p := range nilflow.AtReturn(ret, idx) {
			if p.Facts[0] == nilflow.Nil {
				continue
			}
			if !e.callNeverFails(fn, args, p.Values[0], depth) {
				result = false
			}
		}
	}
	if args == nil {
		e.nilErr[key] = result
	}
	return result
}

// callNeverFails reports whether err, a value of fn called with args,
// is the error result of a call that never fails.
func (e *engine) callNeverFails(fn *ssa.Function, args []ssa.Value, err ssa.Value, depth int) bool {
	call, i := irutil.CallResult(err)
	if call == nil {
		return false
	}
	c := call.Common()
	if obj := irutil.StaticFunc(c); obj != nil {
		if _, ok := sdk.ResultConstructor(obj); ok {
			// The marshalling error of an SDK result constructor
			// (NewToolResultJSON) is not the tool's failure, nor is it
			// when a helper hands it on (`return mcp.NewToolResultJSON(p)`).
			return true
		}
	}
	if callee := bodyOf(c); callee != nil {
		var bound []ssa.Value // only a callee with a function parameter needs its arguments
		if slices.ContainsFunc(callee.Params, isFuncParam) {
			bound = c.Args
		}
		return e.neverFailsWith(callee, bound, i, depth+1)
	}
	if f := handlerField(capturedValue(c.Value)); f != nil {
		return e.storedNeverFail(f, i, depth)
	}
	// A call of a function parameter of fn: the function passed.
	prm, ok := c.Value.(*ssa.Parameter)
	if !ok || prm.Parent() != fn || args == nil {
		return false
	}
	at := slices.Index(fn.Params, prm)
	if at < 0 || at >= len(args) {
		return false
	}
	passed := irutil.FuncValue(args[at])
	return passed != nil && e.neverFailsWith(passed, nil, i, depth+1)
}

func isFuncParam(p *ssa.Parameter) bool {
	_, ok := p.Type().Underlying().(*types.Signature)
	return ok
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

// capturedValue returns the one value a closure's captured variable v
// can hold (`run := e.run` captured by the closure that calls run(…),
// irutil.CapturedValues), or v when it is no captured variable or may
// hold several.
func capturedValue(v ssa.Value) ssa.Value {
	if vals, ok := irutil.CapturedValues(v); ok && len(vals) == 1 {
		return vals[0]
	}
	return v
}

// handlerField returns the project struct field of function type that v
// is loaded from (rec.Handler, r.Handler of a pointer), or nil.
func handlerField(v ssa.Value) *types.Var {
	var f *types.Var
	switch x := v.(type) {
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			f = irutil.FieldOf(fa)
		}
	case *ssa.Field:
		if st, ok := x.X.Type().Underlying().(*types.Struct); ok && x.Field < st.NumFields() {
			f = st.Field(x.Field)
		}
	}
	if f == nil || f.Pkg() == nil || sdk.OfPackage(f.Pkg().Path()) != sdk.None {
		return nil
	}
	if _, ok := f.Type().Underlying().(*types.Signature); !ok {
		return nil
	}
	return f
}

// storedNeverFail reports whether result idx of every function the
// package stores into field f is never a non-nil error: a record's handler
// that the package fills only with functions that answer every failure as
// a result (an adapter forwarding rec.Handler's error forwards nothing). It
// is false when the package stores nothing there, or a value that is not
// a function of the package.
func (e *engine) storedNeverFail(f *types.Var, idx, depth int) bool {
	if e.hs == nil || e.hs.SSA == nil {
		return false
	}
	stored := 0
	for st := range irutil.FieldStores(e.hs.SSA.SrcFuncs, f) {
		g := e.funcValue(st.Val)
		if g == nil || !e.neverFailsWith(g, nil, idx, depth+1) {
			return false
		}
		stored++
	}
	return stored > 0
}

// funcValue returns the function of the package a function value holds: a
// function, a closure, or a bound method value's method; nil otherwise.
func (e *engine) funcValue(v ssa.Value) *ssa.Function {
	v = irutil.UnwrapInterface(v)
	if ct, ok := v.(*ssa.ChangeType); ok {
		v = ct.X
	}
	fn := irutil.FuncValue(v)
	if fn == nil {
		return nil
	}
	if fn.Synthetic != "" {
		// A bound method value (s.list): the method itself.
		obj, ok := fn.Object().(*types.Func)
		if !ok {
			return nil
		}
		fn = e.pkg.Prog.FuncValue(obj)
	}
	if fn == nil || fn.Pkg != e.pkg {
		return nil
	}
	return fn
}
