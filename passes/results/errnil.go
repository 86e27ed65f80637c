package results

import (
	"go/types"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
)

// ErrNilOn reports whether the error ret (a return of h) sends is nil on
// every path to it: [Return.ErrNil], or each error that may reach it is
// the error result of a helper that returns a call-tool result with it
// (or, for a hand-rolled text tool, whatever value its dispatcher sends:
// `return s.svc.Query(ctx, q)`) and whose error is always nil
// ([Result.NeverFails]: a same-package function or func literal looked
// into, another package's by its [NilErrorFact]), as in
//
//	fail := func() (*mcp.CallToolResult, error) { return &mcp.CallToolResult{IsError: true}, nil }
//	return fail()
//
// It may be called from other analyzers, concurrently.
func (r *Result) ErrNilOn(h *HandlerResults, ret *Return) bool {
	if ret.ErrNil {
		return true
	}
	idx := h.Handler.ErrIndex
	if ret.Ret == nil || idx < 0 || idx >= len(ret.Ret.Results) {
		return false
	}
	if ri := h.Handler.ResultIndex; ri >= 0 && ri < len(ret.Ret.Results) &&
		handsOn(slotValue(ret.Ret.Results[ri]), slotValue(ret.Ret.Results[idx])) {
		// The results of one call handed on (`return toolErr[Out](err)`):
		// its summary's values are those of its returns with a nil error.
		return true
	}
	for _, p := range nilflow.AtReturn(ret.Ret, idx) {
		if p.Facts[0] == nilflow.Nil {
			continue
		}
		call, i := irutil.CallResult(irutil.UnwrapInterface(p.Values[0]))
		if call == nil || !returnsAResult(call.Common().Signature()) && h.Handler.ResultIndex >= 0 || !r.NeverFails(bodyOf(call.Common()), i) {
			return false // an error the handler checks may be set by a stub that never fails
		}
	}
	return true
}

// returnsAResult reports whether a function of signature sig returns a
// call-tool result (a helper returning the handler's pair).
func returnsAResult(sig *types.Signature) bool {
	for i := 0; i < sig.Results().Len(); i++ {
		if sdk.IsResultType(sig.Results().At(i).Type(), sdk.None) {
			return true
		}
	}
	return false
}

// OutAttachedOn is ret.OutAttached (ret a return of h) with the output of
// a helper's triple looked into: a go-sdk typed handler that returns
// another function's results,
//
//	return toolError(resp) // func toolError(…) (*mcp.CallToolResult, any, error) { return res, nil, nil }
//
// attaches that function's output, which may be a nil interface: False
// when the same-package function returns a nil output on every path, True
// when a non-nil one on every path, Unknown otherwise (and for functions
// of other packages). It may be called from other analyzers, concurrently.
func (r *Result) OutAttachedOn(h *HandlerResults, ret *Return) sdk.Tri {
	if ret.OutAttached != sdk.True || ret.Out == nil {
		return ret.OutAttached
	}
	call, idx := irutil.CallResult(irutil.UnwrapInterface(ret.Out))
	if call == nil {
		return ret.OutAttached
	}
	callee := bodyOf(call.Common())
	if callee == nil || callee.Blocks == nil || callee.Pkg != h.Handler.Fn.Pkg {
		return sdk.Unknown
	}
	nilOut, nonNil := false, false
	for _, cret := range nilflow.Returns(callee) {
		if idx >= len(cret.Results) {
			return sdk.Unknown
		}
		for _, p := range nilflow.AtReturn(cret, idx) {
			switch p.Facts[0] {
			case nilflow.Nil:
				nilOut = true
			case nilflow.NonNil:
				nonNil = true
			default:
				return sdk.Unknown
			}
		}
	}
	switch {
	case nilOut && !nonNil:
		return sdk.False
	case nonNil && !nilOut:
		return sdk.True
	}
	return sdk.Unknown
}
