package nilresult

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
)

// failedNil reports whether ret, a return of a handler whose result and
// error have indexes ri and ei, hands on with a nil error a result that is
// nil on a path the function saw fail:
//
//   - the result of a call that answers (nil, err) on failure (mcp-go's
//     NewToolResultJSON, or a same-package helper whose every failing
//     return has a nil result) whose error the function compared with nil
//     and let reach the return on its non-nil side
//     (res, err := mcp.NewToolResultJSON(v); if err != nil { log… }; return res, nil);
//   - a comma-ok map lookup's value returned where the lookup missed
//     (res, ok := h.last[key]; if !ok { …; return res, nil });
//   - a value the function compared with nil whose nil side reaches the
//     return (res := h.last[key]; if res == nil { log… }; return res, nil);
//   - a map's entry, looked up without the comma-ok form and never
//     compared with nil (res := h.last[key]; return res, nil): a missing
//     key gives the nil result.
//
// The result must be returned as it was made (no phi in between), and the
// error must be nil on every path.
func failedNil(ret *ssa.Return, ri, ei int) bool {
	if ri < 0 || ei < 0 || ri >= len(ret.Results) || ei >= len(ret.Results) {
		return false
	}
	for _, p := range nilflow.AtReturn(ret, ei) {
		if p.Facts[0] != nilflow.Nil {
			return false
		}
	}
	b := ret.Block()
	if reachesOn(ret.Results[ri], true, b) {
		return true // if res == nil { log… }; return res, nil
	}
	if lk, ok := irutil.UnwrapInterface(ret.Results[ri]).(*ssa.Lookup); ok {
		return uncheckedEntry(lk)
	}
	ext, ok := irutil.UnwrapInterface(ret.Results[ri]).(*ssa.Extract)
	if !ok || ext.Index != 0 || !nillable(ext.Type()) {
		return false
	}
	switch x := ext.Tuple.(type) {
	case *ssa.Call:
		errv := extractOf(x, x.Call.Signature().Results().Len()-1)
		if errv == nil || !failsWithNil(x) {
			return false
		}
		return reachesOn(errv, false, b)
	case *ssa.Lookup:
		if !x.CommaOk {
			return false
		}
		okv := extractOf(x, 1)
		return okv != nil && dominatedByFalse(okv, b)
	}
	return false
}

// uncheckedEntry reports whether lk looks up a map entry of a nillable
// type without the comma-ok form, and nothing compares the entry with nil.
func uncheckedEntry(lk *ssa.Lookup) bool {
	if lk.CommaOk || !nillable(lk.Type()) {
		return false
	}
	if _, ok := lk.X.Type().Underlying().(*types.Map); !ok {
		return false
	}
	for _, r := range *lk.Referrers() {
		if cmp, ok := r.(*ssa.BinOp); ok && (cmp.Op == token.EQL || cmp.Op == token.NEQ) {
			return false
		}
	}
	// if _, ok := c.last[key]; !ok { … }; return c.last[key], nil: the
	// function tested the key another way.
	for _, b := range lk.Parent().Blocks {
		for _, instr := range b.Instrs {
			if other, ok := instr.(*ssa.Lookup); ok && other.CommaOk && types.Identical(other.X.Type(), lk.X.Type()) {
				return false
			}
		}
	}
	return true
}

// extractOf returns the extract of result i of tuple t, or nil.
func extractOf(t ssa.Value, i int) *ssa.Extract {
	refs := t.Referrers()
	if refs == nil {
		return nil
	}
	for _, r := range *refs {
		if e, ok := r.(*ssa.Extract); ok && e.Index == i {
			return e
		}
	}
	return nil
}

// failsWithNil reports whether call returns a nil result with every
// non-nil error: mcp-go's result constructors that return an error, or a
// function of the caller's package whose every return with a non-nil error
// has a nil first result.
func failsWithNil(call *ssa.Call) bool {
	sig := call.Call.Signature()
	if sig.Results().Len() != 2 || !irutil.IsErrorType(sig.Results().At(1).Type()) || !sdk.IsResultType(sig.Results().At(0).Type(), sdk.None) {
		return false
	}
	callee := call.Call.StaticCallee()
	if callee == nil {
		return false
	}
	if fn, ok := callee.Object().(*types.Func); ok {
		if _, ok := sdk.ResultConstructor(fn); ok {
			return true
		}
	}
	if callee.Origin() != nil {
		callee = callee.Origin()
	}
	if callee.Blocks == nil || callee.Pkg != call.Parent().Pkg {
		return false
	}
	failing := false
	for _, r := range nilflow.Returns(callee) {
		for _, p := range nilflow.AtReturn(r, 0, 1) {
			if p.Facts[1] == nilflow.Nil {
				continue
			}
			if p.Facts[0] != nilflow.Nil {
				return false
			}
			failing = true
		}
	}
	return failing
}

// reachesOn reports whether v is compared with nil and block b can be
// reached from the comparison's nil side (isNil) or non-nil side.
func reachesOn(v ssa.Value, isNil bool, b *ssa.BasicBlock) bool {
	for _, r := range *v.Referrers() {
		cmp, ok := r.(*ssa.BinOp)
		if !ok || (cmp.Op != token.NEQ && cmp.Op != token.EQL) || !isNilConst(cmp.X) && !isNilConst(cmp.Y) {
			continue
		}
		for _, ir := range *cmp.Referrers() {
			iff, ok := ir.(*ssa.If)
			if !ok {
				continue
			}
			succ := iff.Block().Succs[0] // cond true
			if (cmp.Op == token.EQL) != isNil {
				succ = iff.Block().Succs[1]
			}
			// Not through the comparison's own block: a loop that tests the
			// value again leaves it only on the other side.
			if irutil.Reaches(succ, b, iff.Block()) {
				return true
			}
		}
	}
	return false
}

// dominatedByFalse reports whether block b lies where an if on cond (or
// on !cond) took the side on which cond is false.
func dominatedByFalse(cond ssa.Value, b *ssa.BasicBlock) bool {
	for _, r := range *cond.Referrers() {
		switch x := r.(type) {
		case *ssa.If:
			if f := x.Block().Succs[1]; len(f.Preds) == 1 && f.Dominates(b) {
				return true
			}
		case *ssa.UnOp:
			if x.Op != token.NOT {
				continue
			}
			for _, nr := range *x.Referrers() {
				if iff, ok := nr.(*ssa.If); ok {
					if t := iff.Block().Succs[0]; len(t.Preds) == 1 && t.Dominates(b) {
						return true
					}
				}
			}
		}
	}
	return false
}

// nillable reports whether a value of type t can be nil.
func nillable(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Interface:
		return true
	}
	return false
}

func isNilConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.IsNil()
}
