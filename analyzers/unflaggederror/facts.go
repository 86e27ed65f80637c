package unflaggederror

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/results"
)

// StructFailureFact marks an exported function (or method) of a package
// of the analyzed module without MCP code that returns a result struct
// which says it failed on a path where a call failed (see structFailure):
// a handler of another package that marshals what it returns into a
// success result is judged by it.
type StructFailureFact struct {
	// Why says why the struct reads as a failure ("is JSON whose "error"
	// holds an error's text when Step fails").
	Why string
	// NilErr says that the function returns such a struct beside a nil
	// error (its last result): a tool returning its pair sends the
	// failure as a success there, whatever its other returns do.
	NilErr bool
}

// AFact marks StructFailureFact as an analysis fact.
func (*StructFailureFact) AFact() {}

func (f *StructFailureFact) String() string { return "returns a failure struct: " + f.Why }

// exportStructFacts exports a StructFailureFact for each exported
// function and method of a helper package of the module (no MCP code)
// whose first result is a struct, or a pointer to one, with a failure
// member, and which returns it saying it failed.
func exportStructFacts(res *env) {
	if !declaresFailureStruct(res.pass.Pkg) {
		return
	}
	for _, fn := range res.HelperFuncs() {
		if fn.Parent() != nil || fn.Synthetic != "" || len(fn.Blocks) == 0 || fn.TypeParams().Len() > 0 {
			continue
		}
		obj, ok := fn.Object().(*types.Func)
		if !ok || !obj.Exported() || obj.Pkg() != res.pass.Pkg {
			continue
		}
		sig := obj.Type().(*types.Signature)
		if sig.Results().Len() == 0 || !failureStruct(sig.Results().At(0).Type(), 0) {
			continue
		}
		if why := returnedFailure(res, fn, obj.Name(), false); why != "" {
			nilErr := returnedFailure(res, fn, obj.Name(), true) != ""
			res.pass.ExportObjectFact(obj, &StructFailureFact{Why: why, NilErr: nilErr})
		}
	}
}

// returnedFailure says why a struct fn returns reads as a failure on one
// of its returns (in names fn in the reason), or "". With nilErr, only
// the returns whose last result is a nil error count.
func returnedFailure(res *env, fn *ssa.Function, in string, nilErr bool) string {
	w := newStructWalk()
	for _, b := range fn.Blocks {
		r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(r.Results) == 0 {
			continue
		}
		if nilErr && !nilLast(r) {
			continue
		}
		if why := structFailureIn(res, irutil.ReturnedValue(r, 0), r.Block(), in, 0, w); why != "" {
			return why
		}
	}
	return ""
}

// nilLast reports whether the last result of r is a nil error constant.
func nilLast(r *ssa.Return) bool {
	if len(r.Results) < 2 {
		return false
	}
	c, ok := irutil.ReturnedValue(r, len(r.Results)-1).(*ssa.Const)
	return ok && c.IsNil() && types.Identical(c.Type(), types.Universe.Lookup("error").Type())
}

// pairFailure says why the value a hand-rolled tool returns at r, the
// pair a function returns (`return r.svc.Query(ctx, id, req)`), is a
// failure struct that function returns beside a nil error on some path
// (a same-package function looked into, another package's by its
// StructFailureFact), or "": there its dispatcher sends the failure as a
// success, whatever the function's other returns do.
func pairFailure(res *env, r *results.Return) string {
	if r.Ret == nil || len(r.Ret.Results) != 2 {
		return ""
	}
	call, i := irutil.CallResult(irutil.UnwrapInterface(r.Ret.Results[0]))
	call2, j := irutil.CallResult(irutil.UnwrapInterface(r.Ret.Results[1]))
	if call == nil || call != call2 || i != 0 || j != 1 {
		return ""
	}
	fn, obj := irutil.StaticCallee(call.Common())
	if obj == nil || obj.Pkg() == nil {
		return ""
	}
	if obj.Pkg() != res.pass.Pkg {
		var f StructFailureFact
		if res.pass.ImportObjectFact(obj, &f) && f.NilErr {
			return "a value that " + f.Why
		}
		return ""
	}
	if fn == nil || len(fn.Blocks) == 0 || fn.Signature.Results().Len() != 2 || !failureStruct(fn.Signature.Results().At(0).Type(), 0) {
		return ""
	}
	if why := returnedFailure(res, fn, fn.Name(), true); why != "" {
		return "a value that " + why
	}
	return ""
}

// declaresFailureStruct reports whether pkg declares an exported function
// or method whose first result is a failure struct (a cheap test before
// SSA is built).
func declaresFailureStruct(pkg *types.Package) bool {
	scope := pkg.Scope()
	for _, n := range scope.Names() {
		switch o := scope.Lookup(n).(type) {
		case *types.Func:
			if o.Exported() && firstFailureStruct(o) {
				return true
			}
		case *types.TypeName:
			named, ok := o.Type().(*types.Named)
			if !ok {
				continue
			}
			for m := range named.Methods() {
				if m.Exported() && firstFailureStruct(m) {
					return true
				}
			}
		}
	}
	return false
}

func firstFailureStruct(fn *types.Func) bool {
	r := fn.Type().(*types.Signature).Results()
	return r.Len() > 0 && failureStruct(r.At(0).Type(), 0)
}

// failureStruct reports whether t is a struct, or a pointer to one, with
// a member (or a member of a struct member) whose JSON name says the
// call failed: an error's message, a success flag or a status.
func failureStruct(t types.Type, depth int) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok || depth > 1 {
		return false
	}
	for i := range st.NumFields() {
		name, skip := results.JSONName(st.Field(i), st.Tag(i))
		if skip {
			continue
		}
		key := strings.ToLower(name)
		if errorKeys[key] || okKeys[key] || statusKeys[key] || failureStruct(st.Field(i).Type(), depth+1) {
			return true
		}
	}
	return false
}
