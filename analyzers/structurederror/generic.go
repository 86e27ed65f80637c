package structurederror

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A generic decorator of go-sdk typed handlers builds a handler of its
// own, whose output type is the decorator's type parameter:
//
//	func limit[I, O any](h mcp.ToolHandlerFor[I, O]) mcp.ToolHandlerFor[I, O] {
//		return func(ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, O, error) {
//			if !allowed() {
//				var zero O
//				return &mcp.CallToolResult{IsError: true, …}, zero, nil
//			}
//			return h(ctx, req, in)
//		}
//	}
//
// Its own isError returns with a nil error hand the zero O to the SDK,
// which marshals it into structuredContent whenever O is a type it
// attaches. The instantiations of the decorator in the package say what O
// is.

// genericTrap is a return of a generic decorator's handler that returns an
// isError result with a nil error, and the output type every instantiation
// of the decorator in the package gives it.
type genericTrap struct {
	ret *results.Return
	out types.Type
}

// genericTraps finds them among fns, the package's functions, for the
// decorators every instantiation of which in the package has an output
// that go-sdk attaches (out is that output when all agree, else nil).
func genericTraps(res *results.Result, fns []*ssa.Function) []genericTrap {
	outs := map[*ssa.Function][]types.Type{} // generic function → its instantiations' outputs
	var closures []*ssa.Function
	for _, fn := range fns {
		if p := fn.Parent(); p != nil && p.TypeParams().Len() > 0 && typeParamOut(fn) != nil {
			closures = append(closures, fn)
			outs[p] = nil
		}
	}
	if len(closures) == 0 {
		return nil
	}
	insts := instantiations(fns)
	for gen := range outs {
		for _, in := range insts[gen] {
			outs[gen] = append(outs[gen], concreteOuts(insts, in.caller, instanceOut(in.callee), 0)...)
		}
	}
	var traps []genericTrap
	for _, fn := range closures {
		out, ok := attachedEverywhere(res, outs[fn.Parent()])
		if !ok {
			continue
		}
		for _, r := range res.ReturnsOf(fn) {
			if !errNil(res, r) {
				continue
			}
			for _, v := range r.Values {
				if v.IsError == sdk.True && v.Structured != sdk.True {
					traps = append(traps, genericTrap{ret: r, out: out})
					break
				}
			}
		}
	}
	return traps
}

// typeParamOut returns the type parameter that is the output of fn, a
// go-sdk typed handler, or nil.
func typeParamOut(fn *ssa.Function) *types.TypeParam {
	if sdk.ShapeOf(fn.Signature) != sdk.GoSDKTyped {
		return nil
	}
	tp, _ := types.Unalias(fn.Signature.Results().At(sdk.TypedOutputIndex).Type()).(*types.TypeParam)
	return tp
}

// instanceOut is the type argument an instantiation of a generic
// decorator gives the output type parameter of the handlers it builds:
// the type argument at that parameter's index, or nil.
func instanceOut(inst *ssa.Function) types.Type {
	args := inst.TypeArgs()
	gen := inst.Origin()
	if gen == nil || len(args) == 0 {
		return nil
	}
	for _, anon := range gen.AnonFuncs {
		if tp := typeParamOut(anon); tp != nil && tp.Index() < len(args) {
			return args[tp.Index()]
		}
	}
	return nil
}

// concreteOuts returns out, the output type an instantiation made in fn
// gives a generic decorator, as concrete types: when it is a type
// parameter of fn's generic function (a generic registration helper,
// `addTool[I, O]` calling `guard(name, h)`), the type arguments every
// instantiation of that function gives it, up to three helpers up.
func concreteOuts(insts map[*ssa.Function][]instantiation, fn *ssa.Function, out types.Type, depth int) []types.Type {
	tp, ok := types.Unalias(out).(*types.TypeParam)
	if !ok {
		return []types.Type{out}
	}
	gen := irutil.Outermost(fn)
	if depth > 3 || gen.TypeParams().Len() <= tp.Index() || gen.TypeParams().At(tp.Index()) != tp {
		return []types.Type{nil}
	}
	var found []types.Type
	for _, in := range insts[gen] {
		if tp.Index() < len(in.callee.TypeArgs()) {
			found = append(found, concreteOuts(insts, in.caller, in.callee.TypeArgs()[tp.Index()], depth+1)...)
		}
	}
	if len(found) == 0 {
		return []types.Type{nil}
	}
	return found
}

// An instantiation is a call, in caller, of callee, an instance of a
// generic function.
type instantiation struct {
	caller, callee *ssa.Function
}

// instantiations maps each generic function that fns call an instance of
// to those calls.
func instantiations(fns []*ssa.Function) map[*ssa.Function][]instantiation {
	out := map[*ssa.Function][]instantiation{}
	for fn, call := range irutil.Calls(fns) {
		callee := call.Common().StaticCallee()
		if callee == nil || callee.Origin() == nil || callee.Origin() == callee {
			continue
		}
		out[callee.Origin()] = append(out[callee.Origin()], instantiation{caller: fn, callee: callee})
	}
	return out
}

// attachedEverywhere reports whether every instantiation's output (at
// least one) is one go-sdk attaches, and returns it when they agree.
func attachedEverywhere(res *results.Result, outs []types.Type) (types.Type, bool) {
	if len(outs) == 0 {
		return nil, false
	}
	var one types.Type
	for i, out := range outs {
		if out == nil || sdk.TypedOutputAttached(out, res.Versions, res.OutputSchemas) != sdk.True {
			return nil, false
		}
		if i == 0 {
			one = out
		} else if !types.Identical(one, out) {
			one = nil
		}
	}
	return one, true
}

// errNil reports whether return r returns a nil error: a nil on every
// path, or the error of a helper (generic or not) that never fails
// (`return refused[O]()`).
func errNil(res *results.Result, r *results.Return) bool {
	if r.ErrNil {
		return true
	}
	n := len(r.Ret.Results)
	if n == 0 {
		return false
	}
	call, i := irutil.CallResult(irutil.UnwrapInterface(r.Ret.Results[n-1]))
	if call == nil {
		return false
	}
	callee := call.Common().StaticCallee()
	if callee == nil {
		return false
	}
	if o := callee.Origin(); o != nil {
		callee = o
	}
	return res.NeverFails(callee, i)
}

// structuredDecoratorReturns returns the positions of the isError
// results with structured content that the handlers generic decorators
// among fns build return (the value's position, or the return's when the
// value is made in another package): whatever the output type, the
// failure goes out as data.
func structuredDecoratorReturns(res *results.Result, fns []*ssa.Function) []token.Pos {
	var out []token.Pos
	for _, fn := range fns {
		if p := fn.Parent(); p == nil || p.TypeParams().Len() == 0 || typeParamOut(fn) == nil {
			continue
		}
		for _, r := range res.ReturnsOf(fn) {
			for _, v := range r.Values {
				if v.IsError != sdk.True || v.Structured != sdk.True {
					continue
				}
				pos := v.Pos
				if !v.Pos.IsValid() || fn.Pkg == nil || fn.Prog.Fset.File(v.Pos) == nil {
					pos = r.Pos
				}
				out = append(out, pos)
			}
		}
	}
	return out
}

// plural returns "s" unless n is 1.
func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
