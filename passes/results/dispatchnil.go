package results

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
)

// DispatcherSendsNil reports whether the hand-rolled tools/call
// dispatcher of this package that calls h (h.Via.Wrapper) sends a nil
// result h returns as it is: every call of a function of h's type in the
// dispatcher keeps the result it gets (stores it into the response or
// returns it) without comparing it with nil or handing it to another
// function, as in
//
//	res, rpcErr := tool(ctx, p.Arguments)
//	if rpcErr != nil { … }
//	resp.Result = res // a nil *CallResult in an `any` field: "result": null
//
// It may be called from other analyzers, concurrently.
func (r *Result) DispatcherSendsNil(h *handlers.Handler) bool {
	if r.e == nil || h == nil || h.Fn == nil || h.ResultIndex < 0 || h.Via.Wrapper == "" || r.e.hs == nil || r.e.hs.SSA == nil {
		return false
	}
	if h.Via.How != handlers.HowDispatched && h.Via.How != handlers.HowRegistry {
		return false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	var disp *ssa.Function
	for _, fn := range r.e.hs.SSA.SrcFuncs {
		if fn.Parent() == nil && qualifiedName(fn) == h.Via.Wrapper {
			disp = fn
			break
		}
	}
	if disp == nil {
		return false
	}
	results := h.Fn.Signature.Results()
	calls := 0
	for _, b := range disp.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || call.Common().StaticCallee() != nil || call.Common().IsInvoke() || !types.Identical(call.Common().Signature().Results(), results) {
				continue
			}
			calls++
			for _, u := range *call.Referrers() {
				x, ok := u.(*ssa.Extract)
				if ok && x.Index == h.ResultIndex && !keptAsIs(x, 0) {
					return false
				}
			}
		}
	}
	return calls > 0
}

// keptAsIs reports whether value v is only stored, returned or converted
// to an interface that is: never compared with nil or passed to a call.
func keptAsIs(v ssa.Value, depth int) bool {
	if depth > 3 || v.Referrers() == nil {
		return false
	}
	for _, u := range *v.Referrers() {
		switch u := u.(type) {
		case *ssa.Store:
			if _, field := u.Addr.(*ssa.FieldAddr); u.Val != v || !field {
				return false // not put into the response as it is
			}
		case *ssa.Return, *ssa.DebugRef:
		case *ssa.MakeInterface:
			if !keptAsIs(u, depth+1) {
				return false
			}
		case *ssa.ChangeType:
			if !keptAsIs(u, depth+1) {
				return false
			}
		default:
			return false // a comparison, a call, a field read…
		}
	}
	return true
}

// qualifiedName is a function's name as discovery writes it: "f", or
// "T.m" for a method of T or *T.
func qualifiedName(fn *ssa.Function) string {
	recv := fn.Signature.Recv()
	if recv == nil {
		return fn.Name()
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name() + "." + fn.Name()
	}
	return fn.Name()
}
