package results

import (
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/sdk"
)

// A call-tool result a function receives as a parameter is evaluated like
// one it makes: its value starts as "the parameter's" (a Value whose base
// is the parameter and whose parts are all inherited from it) and each
// field store, SetError or call that may change it replaces parts. A
// helper that completes a result its caller made,
//
//	func withData(res *mcp.CallToolResult, v any) *mcp.CallToolResult {
//		res.StructuredContent = v
//		return res
//	}
//
// returns such a value, and at the call the inherited parts are those of
// the argument: withData(mcp.NewToolResultError("x"), v) is an isError
// result with structured content. A helper that changes a result it is
// given without returning it (markFailed(res)) changes the caller's
// result in the same way ([engine.effect]).

// Parts a value inherits from the parameter it is based on.
const (
	inheritIsError uint8 = 1 << iota
	inheritContent
	inheritStructured
	inheritAll = inheritIsError | inheritContent | inheritStructured
)

// paramValue is the value of result parameter p on entry to its function.
func paramValue(p *ssa.Parameter) *Value {
	return &Value{
		Content: Content{Presence: PresenceUnknown},
		Pos:     p.Pos(), MadePos: p.Pos(), isErrorParam: -1,
		base: 1 + paramIndex(p), inherit: inheritAll,
	}
}

// isResultParam reports whether v is a parameter that is a pointer to a
// call-tool result.
func isResultParam(v ssa.Value) bool {
	p, ok := v.(*ssa.Parameter)
	return ok && isPointer(p.Type()) && sdk.IsResultType(p.Type(), sdk.None) && paramIndex(p) >= 0
}

// compose returns v, the argument's value, as changed by s, a value based
// on the parameter it was passed as (s's parameters already resolved with
// the call's arguments); pos is the call's position.
func compose(v, s *Value, pos token.Pos) *Value {
	if s.inherit == inheritAll {
		return v
	}
	c := v.clone()
	if s.inherit&inheritIsError == 0 {
		c.IsError, c.IsErrorPos, c.isErrorParam = s.IsError, pos, s.isErrorParam
	}
	if s.inherit&inheritContent == 0 {
		c.Content = s.Content
		c.Content.Texts = append([]*Text(nil), s.Content.Texts...)
		c.ContentPos = pos
	}
	if s.inherit&inheritStructured == 0 {
		c.Structured, c.StructuredPos, c.structuredParam = s.Structured, pos, s.structuredParam
	}
	c.inherit &= s.inherit
	c.Pos, c.Mutated = pos, true
	return c
}

// composeAll composes every value of args with every value of changes.
func composeAll(args, changes []*Value, pos token.Pos) []*Value {
	var out []*Value
	for _, s := range changes {
		for _, v := range args {
			out = append(out, compose(v, s, pos))
		}
	}
	return union(out)
}

// onArgument resolves helper values based on a parameter with the values
// of the argument passed for it at call.
func (e *engine) onArgument(vs []*Value, call *ssa.Call, depth int) []*Value {
	if call == nil {
		return vs
	}
	pos, _ := e.exprPos(call.Pos())
	var out []*Value
	for _, v := range vs {
		if v.base <= 0 || v.base > len(call.Common().Args) {
			out = append(out, v)
			continue
		}
		s := v.clone()
		s.base = 0
		args := e.valuesAt(call.Common().Args[v.base-1], pointOf(call), depth+1)
		out = append(out, composeAll(args, []*Value{s}, pos)...)
	}
	return union(out)
}

// effect returns what callee, a same-package function, leaves in the
// result passed as its parameter i, on every return (values based on the
// parameter), and whether it is known.
func (e *engine) effect(callee *ssa.Function, i, depth int) ([]*Value, bool) {
	if callee == nil || callee.Pkg != e.pkg || callee.Blocks == nil || i >= len(callee.Params) || !isResultParam(callee.Params[i]) {
		return nil, false
	}
	if e.busy[callee] || depth > maxDepth {
		return nil, false
	}
	k := sumKey{callee, -1 - i}
	if vs, ok := e.resultSum[k]; ok {
		return vs, vs != nil
	}
	e.busy[callee] = true
	defer delete(e.busy, callee)
	f := e.flowOf(callee.Params[i], depth+1)
	var sets [][]*Value
	for _, b := range callee.Blocks {
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			sets = append(sets, f.stateAt(pointOf(ret)))
		}
	}
	vs := union(sets...)
	for _, v := range vs {
		if v.base != 1+i {
			vs = nil // replaced by something else: not modelled
			break
		}
	}
	e.resultSum[k] = vs
	return vs, vs != nil
}

// applyEffect applies the effect of call, which passes the result object
// as its argument i, to state; ok is false when the callee's effect is not
// known.
func (f *flow) applyEffect(state []*Value, call *ssa.Call, i int) ([]*Value, bool) {
	e := f.e
	pos, expr := e.exprPos(call.Pos())
	callee := e.sourceOf(call.Common())
	var changes []*Value
	var ok bool
	name := ""
	if callee != nil {
		if len(callee.Params) != len(call.Common().Args) {
			return nil, false
		}
		changes, ok = e.effect(callee, i, f.depth)
		name = callee.Name()
	} else if fn := calleeFunc(call.Common()); fn != nil && !call.Common().IsInvoke() {
		changes, ok = e.importedEffect(fn, i, pos)
		name = fn.Name()
	}
	if !ok {
		return nil, false
	}
	var resolved []*Value
	for _, s := range changes {
		r := e.subst(s, callee, call.Common().Args, pos, expr, callee != nil, name, f.depth)
		if r == nil {
			continue // a change the call cannot make
		}
		r.inherit, r.base = s.inherit, 0
		resolved = append(resolved, r)
	}
	return composeAll(state, resolved, pos), true
}

// EffectFact records what an exported function leaves in the call-tool
// results it receives as parameters, for callers in other packages:
//
//	func Fail(res *mcp.CallToolResult) { res.IsError = true }
type EffectFact struct {
	Params []ParamEffect
}

// ParamEffect is the effect on one parameter (by index in the SSA
// parameter list, receiver first): the values it can hold on return,
// based on the parameter.
type ParamEffect struct {
	Param  int
	Values []FactValue
}

// AFact marks EffectFact as an analysis fact.
func (*EffectFact) AFact() {}

func (f *EffectFact) String() string {
	s := "changes results"
	for _, p := range f.Params {
		s += fmt.Sprintf(" param%d:", p.Param)
		for _, v := range p.Values {
			s += " {" + v.toValue(token.NoPos).String() + "}"
		}
	}
	return s
}

// exportEffect exports an EffectFact for fn, an exported function, when
// it changes a call-tool result it receives.
func (e *engine) exportEffect(fn *ssa.Function, obj *types.Func) {
	var f EffectFact
	for i, p := range fn.Params {
		if !isResultParam(p) {
			continue
		}
		vs, ok := e.effect(fn, i, 0)
		if !ok || len(vs) > maxValues {
			continue
		}
		changes := false
		pe := ParamEffect{Param: i}
		for _, v := range vs {
			changes = changes || v.inherit != inheritAll
			pe.Values = append(pe.Values, factValue(v))
		}
		if changes {
			f.Params = append(f.Params, pe)
		}
	}
	if len(f.Params) > 0 {
		e.pass.ExportObjectFact(obj, &f)
	}
}

// importedEffect returns the effect that fn, a function of another
// package, has on the result passed as its parameter i.
func (e *engine) importedEffect(fn *types.Func, i int, pos token.Pos) ([]*Value, bool) {
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == e.pass.Pkg {
		return nil, false
	}
	f := new(EffectFact)
	if !e.pass.ImportObjectFact(fn.Origin(), f) {
		return nil, false
	}
	for _, p := range f.Params {
		if p.Param != i {
			continue
		}
		var out []*Value
		for _, fv := range p.Values {
			out = append(out, fv.toValue(pos))
		}
		return out, true
	}
	return nil, false
}
