package results

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A helper may build an isError result only when the error it is given
// is not nil:
//
//	func result(text string, err error) *mcp.CallToolResult {
//		if err != nil {
//			return &mcp.CallToolResult{IsError: true, Content: …err.Error()…}
//		}
//		return &mcp.CallToolResult{Content: …text…}
//	}
//
// The values of a return that a nil test of a parameter guards keep the
// guard in the summary (and the ResultFact); at a call, the guard names
// the argument, and a value the argument's nilness there rules out
// (`result("", errors.New("admin only"))` is never a success;
// `result(out, nil)` never an isError result) is dropped. A value whose
// guard the call cannot decide keeps it: [IsErrorWhenNonNil] asks
// whether the result is an isError one whenever the error given is not
// nil.

// nilGuard returns the parameter (1 + its index) whose nil test decides
// that block b runs (the nearest such test on every path to b), and
// whether it runs when the parameter is nil, or 0.
func nilGuard(b *ssa.BasicBlock) (int, bool) {
	for cond, holds := range irutil.DominatingConds(b) {
		x, isNil, ok := irutil.NilTest(cond, holds)
		if p, isParam := x.(*ssa.Parameter); ok && isParam && paramIndex(p) >= 0 && nillable(p.Type()) {
			return 1 + paramIndex(p), isNil
		}
	}
	return 0, false
}

func nillable(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Interface, *types.Pointer:
		return true
	}
	return false
}

// nilGuarded returns vs, each with the nil guard of block b, if any.
func nilGuarded(vs []*Value, b *ssa.BasicBlock) []*Value {
	param, isNil := nilGuard(b)
	if param == 0 {
		return vs
	}
	out := make([]*Value, len(vs))
	for i, v := range vs {
		c := v.clone()
		c.nilGuardParam, c.nilGuardNil = param, isNil
		out[i] = c
	}
	return out
}

// substNilGuard resolves the nil guard of c, a summary value at a call
// with args: the guard names the argument, and the caller's parameter
// when the argument is one (for the caller's own summary).
func substNilGuard(c *Value, args []ssa.Value) {
	i := c.nilGuardParam - 1
	if i < 0 || i >= len(args) {
		return
	}
	c.nilGuardArg, c.nilGuardParam = args[i], 0
	if p, ok := args[i].(*ssa.Parameter); ok && paramIndex(p) >= 0 {
		c.nilGuardParam = 1 + paramIndex(p)
	}
}

// nilGuardsHold returns the values of vs, results of call, whose nil
// guard the argument's nilness at the call allows (all of vs when that
// would leave none).
func nilGuardsHold(vs []*Value, call *ssa.Call) []*Value {
	var out []*Value
	for _, v := range vs {
		if v.nilGuardArg == nil || !ruledOut(v.nilGuardArg, v.nilGuardNil, call.Block()) {
			out = append(out, v)
		}
	}
	if len(out) == 0 {
		return vs
	}
	return out
}

// ruledOut reports whether arg, at the start of block b, is surely not
// nil (isNil) or surely nil (!isNil) on every path.
func ruledOut(arg ssa.Value, isNil bool, b *ssa.BasicBlock) bool {
	if isNil && nilflow.StaticError(arg) {
		return true // errors.New("…"), a package's error variable
	}
	want := nilflow.NonNil
	if !isNil {
		want = nilflow.Nil
	}
	for _, p := range nilflow.Paths([]ssa.Value{arg}, b) {
		if p.Facts[0] != want {
			return false
		}
	}
	return true
}

// IsErrorWhenNonNil reports whether every value of vals that can occur
// when err is not nil is an isError result: unguarded values are isError
// ones, and values a helper returns only for a nil err are left out
// (`return result(out, err)` where result sets IsError under `if err !=
// nil`).
func IsErrorWhenNonNil(vals []*Value, err ssa.Value) bool {
	n := 0
	for _, v := range vals {
		if v.nilGuardArg == err && v.nilGuardNil {
			continue
		}
		if v.IsError != sdk.True {
			return false
		}
		n++
	}
	return n > 0
}
