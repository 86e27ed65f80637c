package nilflow

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/sdk"
)

// HandRolledWireOf reports whether v, the definition of a failure a tool
// of a hand-rolled server returns, is the project's own JSON-RPC error
// object returned as itself (`func(ctx, args) (*CallResult, *RPCError)`,
// not as an error), which its dispatcher puts into the response with the
// code and message the tool chose, and describes it: a literal (fields
// never stored are zero), or the result of a same-package helper that
// builds one, with a message taken from its parameter read at the call.
// A value of unknown make-up is described as such (CodeKnown false).
func HandRolledWireOf(v ssa.Value, versions sdk.Versions) (Wire, bool) {
	if !isHandRolledWire(v.Type()) {
		return Wire{}, false
	}
	return handRolledWire(v, nil, versions, 0), true
}

func isHandRolledWire(t types.Type) bool {
	_, ptr := types.Unalias(t).(*types.Pointer)
	return ptr && sdk.IsJSONRPCErrorType(t) == sdk.HandRolled
}

// handRolledWire describes v; call is the call of the helper v is
// defined in, whose arguments its parameters read, or nil.
func handRolledWire(v ssa.Value, call *ssa.CallCommon, versions sdk.Versions, depth int) Wire {
	switch x := v.(type) {
	case *ssa.Alloc:
		return allocWire(x, call, versions)
	case *ssa.Call:
		callee := x.Common().StaticCallee()
		if depth > 0 || callee == nil || callee.Blocks == nil || callee.Pkg != x.Parent().Pkg {
			return Wire{}
		}
		var out *Wire
		for _, ret := range Returns(callee) {
			idx := len(ret.Results) - 1
			if idx < 0 {
				return Wire{}
			}
			for _, p := range AtReturn(ret, idx) {
				if p.Facts[0] == Nil {
					continue
				}
				w := handRolledWire(p.Values[0], x.Common(), versions, depth+1)
				switch {
				case out == nil:
					out = &w
				case out.CodeKnown != w.CodeKnown || out.Code != w.Code:
					out.CodeKnown, out.Code = false, 0
					out.FromErrText = out.FromErrText || w.FromErrText
					out.OtherErrText = out.OtherErrText || w.OtherErrText
				default:
					out.FromErrText = out.FromErrText || w.FromErrText
					out.OtherErrText = out.OtherErrText || w.OtherErrText
					out.Data = out.Data || w.Data
				}
			}
		}
		if out == nil {
			return Wire{}
		}
		return *out
	}
	return Wire{}
}

// argOf returns the argument of call that parameter p of the callee
// receives, or nil.
func argOf(p *ssa.Parameter, call *ssa.CallCommon) ssa.Value {
	fn := p.Parent()
	for i, q := range fn.Params {
		if q == p && i < len(call.Args) {
			return call.Args[i]
		}
	}
	return nil
}
