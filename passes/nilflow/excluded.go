package nilflow

import (
	"go/constant"
	"go/token"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// Excluded reports whether call, a static call of callee, can never reach
// ret: callee reaches ret only where a predicate of its parameters has one
// truth value, and call is made only where the same predicate of the
// arguments those parameters receive had the other, as in
//
//	func sqlResult(err error) *Result {
//		if !IsUserError(err) {
//			return nil // excluded for the call below
//		}
//		…
//	}
//	if IsUserError(err) {
//		return sqlResult(err), nil
//	}
//
// A predicate is a call of the same static function with the same
// arguments (parameters mapped to the call's arguments, or equal
// constants); it is assumed to answer the same for the same arguments.
func Excluded(call *ssa.Call, callee *ssa.Function, ret *ssa.Return) bool {
	args := call.Common().Args
	if len(args) != len(callee.Params) {
		return false
	}
	for cond, truth := range irutil.DominatingConds(ret.Block()) {
		pred, ok := predicateCall(cond, &truth)
		if !ok {
			continue
		}
		// The predicate's arguments as the caller sees them.
		want := make([]ssa.Value, len(pred.Call.Args))
		for i, a := range pred.Call.Args {
			switch a := a.(type) {
			case *ssa.Parameter:
				if a.Parent() != callee {
					return false
				}
				want[i] = argOf(a, call.Common())
			case *ssa.Const:
				want[i] = a
			default:
				want = nil
			}
			if want == nil {
				break
			}
		}
		if want == nil {
			continue
		}
		for cond2, truth2 := range irutil.DominatingConds(call.Block()) {
			pred2, ok := predicateCall(cond2, &truth2)
			if ok && truth2 != truth && samePredicate(pred, pred2, want) {
				return true
			}
		}
	}
	return false
}

// predicateCall returns the static call a branch condition is, through
// negations (which flip *truth).
func predicateCall(cond ssa.Value, truth *bool) (*ssa.Call, bool) {
	for {
		u, ok := cond.(*ssa.UnOp)
		if !ok || u.Op != token.NOT {
			break
		}
		cond, *truth = u.X, !*truth
	}
	c, ok := cond.(*ssa.Call)
	if !ok || c.Call.StaticCallee() == nil {
		return nil, false
	}
	return c, true
}

// samePredicate reports whether b calls a's function with the arguments
// want.
func samePredicate(a, b *ssa.Call, want []ssa.Value) bool {
	if a.Call.StaticCallee() != b.Call.StaticCallee() || len(b.Call.Args) != len(want) {
		return false
	}
	for i, v := range b.Call.Args {
		if v == want[i] {
			continue
		}
		k1, ok1 := v.(*ssa.Const)
		k2, ok2 := want[i].(*ssa.Const)
		if !ok1 || !ok2 || k1.Value == nil || k2.Value == nil || !constant.Compare(k1.Value, token.EQL, k2.Value) {
			return false
		}
	}
	return true
}
