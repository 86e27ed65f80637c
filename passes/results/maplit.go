package results

import (
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/sdk"
)

// mapResult returns the call-tool result a hand-rolled server writes as a
// map literal with the keys "isError" and "content", or nil:
//
//	result = map[string]any{"isError": true, "content": []map[string]any{{"type": "text", "text": msg}}}
//
// Only a constant "isError" set by the literal alone (no later store of
// the key) is read; the content's items are not (Content.Other), so the
// checks that read texts leave such a value alone.
func mapResult(mm *ssa.MakeMap) *Value {
	m, ok := mm.Type().Underlying().(*types.Map)
	if !ok {
		return nil
	}
	if k, ok := m.Key().Underlying().(*types.Basic); !ok || k.Kind() != types.String {
		return nil
	}
	isError, content, set := sdk.Unknown, false, 0
	for _, u := range *mm.Referrers() {
		up, ok := u.(*ssa.MapUpdate)
		if !ok || up.Map != mm {
			continue
		}
		key, ok := up.Key.(*ssa.Const)
		if !ok || key.Value == nil || key.Value.Kind() != constant.String {
			continue
		}
		switch constant.StringVal(key.Value) {
		case sdk.ResultIsErrorKey:
			set++
			if up.Block() == mm.Block() {
				isError = constBool(up.Value)
			}
		case sdk.ResultContentKey:
			content = true
		}
	}
	if set != 1 || isError == sdk.Unknown || !content {
		return nil
	}
	v := &Value{
		IsError: isError, Structured: sdk.Unknown, Content: Content{Presence: PresenceUnknown, Other: true},
		Pos: mm.Pos(), MadePos: mm.Pos(), Made: MadeLiteral, isErrorParam: -1,
	}
	return v
}

// constBool returns the truth of a constant bool, possibly converted to
// an interface, or sdk.Unknown.
func constBool(v ssa.Value) sdk.Tri {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.Bool {
		return sdk.Unknown
	}
	if constant.BoolVal(c.Value) {
		return sdk.True
	}
	return sdk.False
}

// builtMaps returns the result maps call, a call of a same-package
// builder of one map result, returns (carried); nil when one of them is
// not known.
func (e *engine) builtMaps(call *ssa.Call) []*Value {
	sig := call.Common().Signature()
	if e.sourceOf(call.Common()) == nil || sig.Results().Len() != 1 {
		return nil
	}
	if _, ok := sig.Results().At(0).Type().Underlying().(*types.Map); !ok {
		return nil
	}
	vs := e.carried(call, handlers.CarrierMap, 0)
	for _, v := range vs {
		if v.Made == MadeUnknown {
			return nil
		}
	}
	return vs
}
