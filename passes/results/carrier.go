package results

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A hand-rolled tool may return its call-tool result as a map or inside
// the whole JSON-RPC response envelope (see handlers.Carrier):
//
//	func text(s string) map[string]any {
//		return map[string]any{"content": []map[string]any{{"type": "text", "text": s}}}
//	}
//	return &response{ID: id, Result: text("lookup failed: " + err.Error())}
//
// carried reads such values: a map literal's "isError" (absent: false)
// and its "content" items of type "text", through phis and the package's
// helpers (their parameters resolved at the call); an envelope's "result"
// member. An envelope whose "error" member is set is a JSON-RPC error and
// carries no result.

// carried returns the call-tool results v, a value of carrier c, holds.
func (e *engine) carried(v ssa.Value, c handlers.Carrier, depth int) []*Value {
	if depth > maxDepth {
		return []*Value{unknownValue(v.Pos())}
	}
	v = irutil.UnwrapInterface(v)
	vs := e.carriedValue(v, c, depth)
	if _, lit := v.(*ssa.MakeMap); !lit && c == handlers.CarrierMap && mapChanged(v) {
		// `res := text(msg); res["isError"] = true`: its isError is
		// not known.
		out := make([]*Value, 0, len(vs))
		for _, x := range vs {
			x = x.clone()
			x.IsError, x.Mutated = sdk.Unknown, true
			out = append(out, x)
		}
		return out
	}
	return vs
}

// carriedValue is carried for v, interfaces unwrapped, as it is made.
func (e *engine) carriedValue(v ssa.Value, c handlers.Carrier, depth int) []*Value {
	switch x := v.(type) {
	case *ssa.Phi:
		var sets [][]*Value
		for _, edge := range x.Edges {
			sets = append(sets, e.carried(edge, c, depth+1))
		}
		return union(sets...)
	case *ssa.Const:
		if x.IsNil() {
			return nil // no result to judge
		}
	case *ssa.ChangeType:
		return e.carried(x.X, c, depth+1)
	case *ssa.Call:
		return e.carriedBy(x, c, depth)
	case *ssa.MakeMap:
		if c == handlers.CarrierMap {
			return []*Value{e.mapValue(x)}
		}
	case *ssa.Alloc, *ssa.UnOp:
		// An envelope by pointer, or returned by value.
		if alloc := handlers.EnvelopeAlloc(x); alloc != nil && c == handlers.CarrierEnvelope {
			return e.envelopeValues(alloc, depth)
		}
	}
	return []*Value{unknownValue(v.Pos())}
}

// carriedBy returns what the value call returns carries: a helper of the
// package is read through its returns, its parameters resolved with the
// call's arguments.
func (e *engine) carriedBy(call *ssa.Call, c handlers.Carrier, depth int) []*Value {
	pos, expr := e.exprPos(call.Pos())
	src := e.sourceOf(call.Common())
	if src == nil || e.busy[src] || call.Common().Signature().Results().Len() != 1 {
		return []*Value{unknownValue(pos)}
	}
	if i := handlers.WrappedParam(src); c == handlers.CarrierEnvelope && i >= 0 && i < len(call.Call.Args) {
		// `return ok(id, text(msg))`: the result is the argument.
		return e.resultMember(call.Call.Args[i], call, depth)
	}
	e.busy[src] = true
	var sets [][]*Value
	for _, b := range src.Blocks {
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(ret.Results) == 1 {
			sets = append(sets, e.carried(ret.Results[0], c, depth+1))
		}
	}
	delete(e.busy, src)
	var out []*Value
	for _, v := range union(sets...) {
		if v := e.subst(v, src, call.Common().Args, pos, expr, true, src.Name(), depth); v != nil {
			out = append(out, v)
		}
	}
	return union(out)
}

// envelopeValues returns the results the envelope alloc carries in its
// "result" member, none when its "error" member is set.
func (e *engine) envelopeValues(alloc *ssa.Alloc, depth int) []*Value {
	var result ssa.Value
	for member, st := range handlers.EnvelopeStores(alloc) {
		switch member {
		case "error":
			if c, ok := st.Val.(*ssa.Const); !ok || !c.IsNil() {
				return nil // a JSON-RPC error: no result
			}
		case "result":
			if result != nil {
				return []*Value{unknownValue(alloc.Pos())} // set twice
			}
			result = st.Val
		}
	}
	if result == nil {
		return nil
	}
	if mi, ok := result.(*ssa.MakeInterface); ok {
		return e.resultMember(result, mi, depth)
	}
	return e.resultMember(result, nil, depth)
}

// resultMember returns the results value v holds where instruction at
// puts it into an envelope's result member.
func (e *engine) resultMember(v ssa.Value, at ssa.Instruction, depth int) []*Value {
	x := irutil.UnwrapInterface(v)
	switch {
	case handlers.IsResultMap(x.Type()):
		return e.carried(x, handlers.CarrierMap, depth+1)
	case sdk.IsResultType(x.Type(), sdk.None) && at != nil:
		return e.valuesAt(x, pointOf(at), depth+1)
	}
	return []*Value{unknownValue(x.Pos())}
}

// mapValue reads a call-tool result written as a map literal: its
// "isError" (false when the literal and later stores never set it, a
// constant's truth when set once in the literal) and its "content": a
// slice literal of map items whose "type" is "text" and whose "text" is
// read as a text; any other item or content is Other.
func (e *engine) mapValue(mm *ssa.MakeMap) *Value {
	// No Expr: the checks' struct-literal fixes do not apply to a map.
	pos, _ := e.exprPos(mm.Pos())
	v := &Value{
		IsError: sdk.False, Structured: sdk.False, Made: MadeLiteral,
		Pos: pos, MadePos: pos, isErrorParam: -1,
		Content: Content{Presence: PresenceNone},
	}
	isErrorSet, contentSet := 0, 0
	for _, u := range *mm.Referrers() {
		up, ok := u.(*ssa.MapUpdate)
		if !ok || up.Map != mm {
			if _, isCall := u.(ssa.CallInstruction); isCall {
				v.Mutated = true // passed to a call: it may be changed there
			}
			continue
		}
		key, ok := up.Key.(*ssa.Const)
		if !ok || key.Value == nil || key.Value.Kind() != constant.String {
			v.IsError, v.Content = sdk.Unknown, Content{Presence: PresenceUnknown, Other: true}
			continue
		}
		switch constant.StringVal(key.Value) {
		case sdk.ResultIsErrorKey:
			isErrorSet++
			v.IsError = constBool(up.Value)
			if up.Block() != mm.Block() {
				v.IsError = sdk.Unknown
			}
			v.IsErrorPos = up.Pos()
		case sdk.ResultContentKey:
			contentSet++
			v.Content = e.mapContent(up.Value, pos)
			v.ContentPos = up.Pos()
		case "structuredContent":
			v.Structured = sdk.True
		}
	}
	if isErrorSet > 1 {
		v.IsError = sdk.Unknown
	}
	if contentSet > 1 {
		v.Content = Content{Presence: PresenceUnknown, Other: true}
	}
	if v.Mutated {
		v.IsError = sdk.Unknown
	}
	return v
}

// mapContent reads the content of a map result: a slice literal of maps
// with "type" and "text" keys.
func (e *engine) mapContent(c ssa.Value, pos token.Pos) Content {
	unknown := Content{Presence: PresenceUnknown, Other: true}
	sl, ok := irutil.UnwrapInterface(c).(*ssa.Slice)
	if !ok {
		return unknown
	}
	arr, ok := sl.X.(*ssa.Alloc)
	if !ok {
		return unknown
	}
	n := -1
	if p, ok := arr.Type().Underlying().(*types.Pointer); ok {
		if a, ok := p.Elem().Underlying().(*types.Array); ok {
			n = int(a.Len())
		}
	}
	if n < 0 {
		return unknown
	}
	items := make([]item, n)
	for i := range items {
		items[i] = item{unknown: true}
	}
	for _, r := range *arr.Referrers() {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		idx, ok := ia.Index.(*ssa.Const)
		if !ok || idx.Value == nil {
			return unknown
		}
		i, ok := constant.Int64Val(idx.Value)
		if !ok || i < 0 || int(i) >= n {
			return unknown
		}
		for _, u := range *ia.Referrers() {
			st, ok := u.(*ssa.Store)
			if !ok || st.Addr != ia {
				continue
			}
			items[i] = e.mapItem(st.Val, pos)
		}
	}
	return contentOfItems(items, false)
}

// mapItem reads one content item written as a map literal.
func (e *engine) mapItem(v ssa.Value, pos token.Pos) item {
	mm, ok := irutil.UnwrapInterface(v).(*ssa.MakeMap)
	if !ok {
		return item{unknown: true}
	}
	kind, text := "", ssa.Value(nil)
	for _, u := range *mm.Referrers() {
		up, ok := u.(*ssa.MapUpdate)
		if !ok || up.Map != mm {
			continue
		}
		key, ok := up.Key.(*ssa.Const)
		if !ok || key.Value == nil || key.Value.Kind() != constant.String {
			return item{unknown: true}
		}
		switch constant.StringVal(key.Value) {
		case sdk.ContentTypeKey:
			if c, ok := irutil.UnwrapInterface(up.Value).(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String {
				kind = constant.StringVal(c.Value)
			}
		case sdk.ContentTextKey:
			text = irutil.UnwrapInterface(up.Value)
		}
	}
	switch {
	case kind == sdk.TextContentType && text != nil && irutil.IsString(text.Type()):
		return item{text: e.textOf(text, pos)}
	case kind != "" && kind != sdk.TextContentType:
		return item{other: true}
	}
	return item{unknown: true}
}

// mapChanged reports whether map value v is updated or passed to a call
// (which may update it) where it is used.
func mapChanged(v ssa.Value) bool {
	if v.Referrers() == nil {
		return false
	}
	for _, r := range *v.Referrers() {
		switch r := r.(type) {
		case *ssa.MapUpdate:
			if r.Map == v {
				return true
			}
		case ssa.CallInstruction:
			return true
		}
	}
	return false
}
