package results

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/sdk"
)

// A Deferred is what a closure a handler defers stores into the handler's
// named results, as in
//
//	defer func() {
//		if err != nil {
//			res = &mcp.CallToolResult{}
//			res.SetError(err)
//			err = nil
//		}
//	}()
//
// which turns every error the handler returns into an isError result sent
// with a nil error (and, in a go-sdk typed handler, with the output).
type Deferred struct {
	Defer *ssa.Defer
	// Values are the call-tool results the closure stores into the
	// handler's result.
	Values []*Value
	// ClearsErr reports that the closure stores a nil error into the
	// handler's error result.
	ClearsErr bool
}

// DeferredResults returns the results h's deferred closures (recovering
// or not) store into its named results. It may be called from other
// analyzers, concurrently.
func (r *Result) DeferredResults(h *HandlerResults) []*Deferred {
	if r.e == nil || h.Handler.Fn == nil {
		return nil
	}
	named := namedResults(h.Handler.Fn)
	var out []*Deferred
	for _, b := range h.Handler.Fn.Blocks {
		for _, instr := range b.Instrs {
			d, ok := instr.(*ssa.Defer)
			if !ok {
				continue
			}
			mc, ok := d.Call.Value.(*ssa.MakeClosure)
			if !ok {
				continue
			}
			closure, ok := mc.Fn.(*ssa.Function)
			if !ok || closure.Pkg != r.e.pkg {
				continue
			}
			dr := &Deferred{Defer: d}
			isResult := func(v ssa.Value) bool { // a load of the handler's result
				load, ok := v.(*ssa.UnOp)
				if !ok || load.Op != token.MUL {
					return false
				}
				fv, ok := load.X.(*ssa.FreeVar)
				return ok && named[binding(mc, closure, fv)]
			}
			for _, cb := range closure.Blocks {
				for _, ci := range cb.Instrs {
					if call, ok := ci.(*ssa.Call); ok && setsError(call, isResult) {
						// res.SetError(err) on the handler's result: isError, and
						// content from err when empty.
						dr.Values = append(dr.Values, &Value{IsError: sdk.True, Pos: call.Pos(), isErrorParam: -1})
						continue
					}
					st, ok := ci.(*ssa.Store)
					if !ok {
						continue
					}
					fv, ok := st.Addr.(*ssa.FreeVar)
					if !ok || !named[binding(mc, closure, fv)] {
						continue // not a result of the handler
					}
					switch t := st.Val.Type(); {
					case sdk.IsResultType(t, sdk.None):
						// As stored: a result completed later through the
						// variable (res.SetError(err)) is the call above.
						dr.Values = append(dr.Values, r.ValuesAt(st.Val, st)...)
					case types.Identical(t, errorType) && isNilConst(st.Val):
						dr.ClearsErr = true
					}
				}
			}
			if len(dr.Values) > 0 {
				out = append(out, dr)
			}
		}
	}
	return out
}

// namedResults returns the variables fn's returns read: its named results
// (a function with defers returns them through memory).
func namedResults(fn *ssa.Function) map[ssa.Value]bool {
	out := map[ssa.Value]bool{}
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		for _, v := range ret.Results {
			if load, ok := v.(*ssa.UnOp); ok && load.Op == token.MUL {
				if alloc, ok := load.X.(*ssa.Alloc); ok {
					out[alloc] = true
				}
			}
		}
	}
	return out
}

// binding returns the value of fn's caller that free variable fv of the
// closure mc of fn is bound to.
func binding(mc *ssa.MakeClosure, fn *ssa.Function, fv *ssa.FreeVar) ssa.Value {
	for i, f := range fn.FreeVars {
		if f == fv && i < len(mc.Bindings) {
			return mc.Bindings[i]
		}
	}
	return nil
}

// setsError reports whether call is go-sdk's SetError on a receiver recv
// accepts.
func setsError(call *ssa.Call, recv func(ssa.Value) bool) bool {
	callee := call.Common().StaticCallee()
	if callee == nil || len(call.Common().Args) != 2 {
		return false
	}
	fn, ok := callee.Object().(*types.Func)
	return ok && sdk.IsSetError(fn) && recv(call.Common().Args[0])
}
