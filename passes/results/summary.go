package results

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
)

// ResultFact summarizes what an exported function returns as its call-tool
// result (the first result of a call-tool result type), for callers in
// other packages. Texts refer to the function's parameters (by index in the
// SSA parameter list, receiver first) with OriginParam parts.
type ResultFact struct {
	Index  int // index of the call-tool result among the results
	Values []FactValue
}

// AFact marks ResultFact as an analysis fact.
func (*ResultFact) AFact() {}

func (f *ResultFact) String() string {
	s := "returns"
	for _, v := range f.Values {
		s += " {" + v.toValue(token.NoPos).String() + "}"
	}
	return s
}

// TextFact summarizes the text an exported function returning a string
// produces, in terms of its parameters.
type TextFact struct {
	Text FactText
}

// AFact marks TextFact as an analysis fact.
func (*TextFact) AFact() {}

func (f *TextFact) String() string { return "text " + f.Text.toText(token.NoPos).describe() }

// FactValue is the gob-encodable form of a [Value].
type FactValue struct {
	IsError      sdk.Tri
	IsErrorParam int
	Presence     Presence
	Structured   sdk.Tri
	Other, Loop  bool
	Texts        []FactText
	// Base is 1 + the index of the parameter the value is, as changed by
	// the function (0: none); Inherit the parts it keeps of it.
	Base    int
	Inherit uint8
	// StructuredParam is 1 + the index of the parameter whose nil-ness
	// decides Structured, 0 when none.
	StructuredParam int
	// GuardParam is 1 + the index of the parameter whose dynamic type
	// must be GuardType (a concrete type's full name) for the function
	// to return the value, 0 when none.
	GuardParam int
	GuardType  string
	// NilGuardParam is 1 + the index of the parameter whose nil test
	// decides that the function returns the value (NilGuardNil: when it
	// is nil), 0 when none.
	NilGuardParam int
	NilGuardNil   bool
}

// FactText is the gob-encodable form of a [Text].
type FactText struct {
	Parts                     []FactPart
	Accumulated, Alternatives bool
}

// FactPart is the gob-encodable form of a [Part]: Param is the parameter
// index for OriginParam parts and for OriginError parts that print a
// parameter, else -1.
type FactPart struct {
	Origin     Origin
	Lit        string
	Verb       string
	Param      int
	FormatArgs int // for a printf format parameter: 1 + index of its operands parameter, else 0
	Alt        bool
}

func factText(t *Text) FactText {
	ft := FactText{Accumulated: t.Accumulated, Alternatives: t.Alternatives}
	for _, p := range t.Parts {
		fp := FactPart{Origin: p.Origin, Lit: p.Lit, Verb: p.Verb, Param: -1, FormatArgs: p.fmtArgs, Alt: p.Alt}
		if prm, ok := p.Value.(*ssa.Parameter); ok {
			fp.Param = paramIndex(prm)
			if p.Origin == OriginOther {
				fp.Origin = OriginParam
			}
		}
		if p.Origin == OriginParam {
			fp.Param = p.Param
		}
		ft.Parts = append(ft.Parts, fp)
	}
	return ft
}

func (ft FactText) toText(pos token.Pos) *Text {
	t := &Text{Pos: pos, Accumulated: ft.Accumulated, Alternatives: ft.Alternatives}
	for _, fp := range ft.Parts {
		t.Parts = append(t.Parts, Part{Origin: fp.Origin, Lit: fp.Lit, Verb: fp.Verb, Param: fp.Param, fmtArgs: fp.FormatArgs, Pos: pos, Alt: fp.Alt})
	}
	return t
}

func factValue(v *Value) FactValue {
	fv := FactValue{
		IsError: v.IsError, IsErrorParam: v.isErrorParam, Presence: v.Content.Presence,
		Structured: v.Structured, Other: v.Content.Other, Loop: v.Content.Loop,
		Base: v.base, Inherit: v.inherit, StructuredParam: v.structuredParam,
		GuardParam: v.guardParam, GuardType: v.guardType,
		NilGuardParam: v.nilGuardParam, NilGuardNil: v.nilGuardNil,
	}
	for _, t := range v.Content.Texts {
		fv.Texts = append(fv.Texts, factText(t))
	}
	return fv
}

func (fv FactValue) toValue(pos token.Pos) *Value {
	v := &Value{
		IsError: fv.IsError, isErrorParam: fv.IsErrorParam, Structured: fv.Structured,
		Content: Content{Presence: fv.Presence, Other: fv.Other, Loop: fv.Loop},
		Pos:     pos, MadePos: pos, IsErrorPos: pos, ContentPos: pos, StructuredPos: pos, Made: MadeHelper,
		base: fv.Base, inherit: fv.Inherit, structuredParam: fv.StructuredParam,
		guardParam: fv.GuardParam, guardType: fv.GuardType,
		nilGuardParam: fv.NilGuardParam, nilGuardNil: fv.NilGuardNil,
	}
	for _, ft := range fv.Texts {
		v.Content.Texts = append(v.Content.Texts, ft.toText(pos))
	}
	return v
}

// sourceOf returns the same-package function with a body a call statically
// calls, or nil.
func (e *engine) sourceOf(c *ssa.CallCommon) *ssa.Function {
	callee := bodyOf(c)
	if callee == nil {
		return nil
	}
	if callee.Pkg != e.pkg || callee.Blocks == nil || callee.Synthetic != "" {
		return nil
	}
	return callee
}

// summaryValues returns the values result index idx of fn can have, with
// its parameters left unresolved.
func (e *engine) summaryValues(fn *ssa.Function, idx, depth int) []*Value {
	k := sumKey{fn, idx}
	if vs, ok := e.resultSum[k]; ok {
		return vs
	}
	if e.busy[fn] {
		return []*Value{unknownValue(fn.Pos())}
	}
	e.busy[fn] = true
	defer delete(e.busy, fn)
	var sets, encodeFailures [][]*Value
	errIdx := fn.Signature.Results().Len() - 1
	hasErr := errIdx > idx && types.Identical(fn.Signature.Results().At(errIdx).Type(), types.Universe.Lookup("error").Type())
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || idx >= len(ret.Results) {
			continue
		}
		if !hasErr && nilflow.InMarshalFailure(ret.Block()) {
			// A helper rendering a value as JSON text (`return
			// asJSON(out), out, nil`) that fails only when it
			// cannot encode it: the server's bug, on a path no call
			// reaches, as with the error of a helper whose results
			// a handler hands on (below). Kept when fn has no other
			// return.
			encodeFailures = append(encodeFailures, e.valuesAt(ret.Results[idx], pointOf(ret), depth+1))
			continue
		}
		if errV := slotValue(ret.Results[errIdx]); hasErr && !isNilConst(errV) {
			// The caller gets an error with it (a function with defer
			// statements returns what it stored in its result slots),
			// unless fn hands on another function's results, whose
			// summary keeps its returns with a nil error: not where
			// fn failed to encode its own data (`return
			// toolErr("encode: %v", err)` in a JSON result builder), a
			// failure of the server, not of the call.
			if !handsOn(slotValue(ret.Results[idx]), errV) || nilflow.InMarshalFailure(ret.Block()) {
				continue
			}
		}
		sets = append(sets, nilGuarded(guarded(e.valuesAt(ret.Results[idx], pointOf(ret), depth+1), fn, b), b))
	}
	if len(sets) == 0 {
		sets = encodeFailures
	}
	vs := union(sets...)
	e.resultSum[k] = vs
	return vs
}

// handsOn reports whether res and err are results of one call (`return
// s.query(ctx, q)`): the callee's summary, which keeps only its returns
// with a nil error, gives the result.
func handsOn(res, err ssa.Value) bool {
	r, ok1 := res.(*ssa.Extract)
	e, ok2 := err.(*ssa.Extract)
	return ok1 && ok2 && r.Tuple == e.Tuple
}

// helperValues returns the values of result idx of a call to a helper: a
// same-package function by summary, another package's by its ResultFact.
func (e *engine) helperValues(c *ssa.CallCommon, fn *types.Func, idx int, pos token.Pos, expr ast.Expr, depth int) ([]*Value, bool) {
	if src := e.sourceOf(c); src != nil {
		if !returnsResult(src.Signature, idx) {
			return nil, false
		}
		name := "func literal"
		if fn != nil {
			name = fn.Name()
		}
		var out []*Value
		for _, v := range e.summaryValues(src, idx, depth) {
			if v := e.subst(v, src, c.Args, pos, expr, true, name, depth); v != nil {
				out = append(out, v)
			}
		}
		return union(out), true
	}
	if fn == nil {
		return nil, false
	}
	rf, ok := e.facts[fn].(*ResultFact)
	if !ok || rf.Index != idx {
		return nil, false
	}
	var out []*Value
	for _, fv := range rf.Values {
		if v := e.subst(fv.toValue(pos), nil, c.Args, pos, expr, false, fn.Name(), depth); v != nil {
			out = append(out, v)
		}
	}
	return union(out), true
}

func returnsResult(sig *types.Signature, idx int) bool {
	return idx < sig.Results().Len() && sdk.IsResultType(sig.Results().At(idx).Type(), sdk.None)
}

// subst resolves the parameters of callee (nil for a fact) in a summary
// value with the arguments of a call at pos. It returns nil when the
// call cannot get the value: its type guard's argument cannot have the
// type.
func (e *engine) subst(v *Value, callee *ssa.Function, args []ssa.Value, pos token.Pos, expr ast.Expr, local bool, name string, depth int) *Value {
	c := v.clone()
	changed := !local
	if i := c.guardParam - 1; i >= 0 && i < len(args) {
		if e.notOfType(args[i], c.guardType, 0) {
			return nil
		}
		c.guardParam, c.guardType = 0, ""
		if p, ok := args[i].(*ssa.Parameter); ok && paramIndex(p) >= 0 {
			c.guardParam, c.guardType = 1+paramIndex(p), v.guardType
		}
	}
	substNilGuard(c, args)
	if c.isErrorParam >= 0 && c.isErrorParam < len(args) {
		arg := args[c.isErrorParam]
		c.IsError, c.isErrorParam = boolTri(arg), -1
		if p, ok := arg.(*ssa.Parameter); ok {
			c.isErrorParam = paramIndex(p)
		}
		changed = true
	}
	if i := c.structuredParam - 1; i >= 0 && i < len(args) {
		c.Structured, c.structuredParam = nonNilTri(args[i]), 0
		if p, ok := irutil.UnwrapInterface(args[i]).(*ssa.Parameter); ok {
			c.structuredParam = 1 + paramIndex(p)
		}
		changed = true
	}
	textsChanged := false
	for i, t := range c.Content.Texts {
		if nt, ok := e.substText(t, callee, args, pos, depth); ok {
			c.Content.Texts[i] = nt
			textsChanged = true
		}
	}
	if textsChanged {
		changed = true
		switch c.Content.Presence {
		case PresenceEmptyText, PresenceNonEmpty:
			c.Content.Presence = presenceOf(c.Content, PresenceEmptyArray)
		}
	}
	if changed {
		c.Made, c.Constructor, c.MadePos, c.Expr = MadeHelper, name, pos, expr
		c.Pos, c.IsErrorPos, c.ContentPos = pos, pos, pos
		if c.StructuredPos != token.NoPos {
			c.StructuredPos = pos
		}
	}
	return c
}

// substText resolves parameter parts of t; ok is false when t has none.
func (e *engine) substText(t *Text, callee *ssa.Function, args []ssa.Value, pos token.Pos, depth int) (*Text, bool) {
	var parts []Part
	changed := false
	nt := &Text{Value: t.Value, Pos: t.Pos, Accumulated: t.Accumulated, Alternatives: t.Alternatives}
	var alts []int // indexes in parts of the parts that start an alternative
	for _, p := range t.Parts {
		if p.Alt {
			alts = append(alts, len(parts))
		}
		i := -1
		switch {
		case p.Origin == OriginParam:
			i = p.Param
		case p.Origin == OriginError && p.Param >= 0 && p.Value == nil:
			i = p.Param
		default:
			if prm, ok := p.Value.(*ssa.Parameter); ok && callee != nil && prm.Parent() == callee {
				i = paramIndex(prm)
			}
		}
		if i < 0 || i >= len(args) {
			parts = append(parts, p)
			continue
		}
		changed = true
		arg := args[i]
		if fa := p.fmtArgs - 1; fa >= 0 && fa < len(args) && fa != i {
			if ps, ok := e.formatParts(arg, args[fa], pos, depth+1); ok {
				parts = append(parts, ps...)
				continue
			}
		}
		if p.Origin == OriginError {
			parts = append(parts, Part{Origin: OriginError, Value: irutil.UnwrapInterface(arg), Verb: p.Verb, Pos: pos})
			continue
		}
		if p.Verb != "" && !irutil.IsString(irutil.UnwrapInterface(arg).Type()) {
			parts = append(parts, e.argParts(arg, p.Verb, pos, depth)...)
			continue
		}
		ps, acc, alt := e.parts(irutil.UnwrapInterface(arg), depth+1)
		parts = append(parts, ps...)
		nt.Accumulated = nt.Accumulated || acc
		nt.Alternatives = nt.Alternatives || alt
		if t.Value == p.Value {
			nt.Value = arg
		}
	}
	if !changed {
		return nil, false
	}
	for _, i := range alts {
		if i < len(parts) {
			parts[i].Alt = true
		}
	}
	nt.Parts = parts
	nt.Pos = pos
	return nt, true
}

// stringSummary returns the text a string-returning helper produces, in
// terms of its parameters, or nil.
func (e *engine) stringSummary(c *ssa.CallCommon, fn *types.Func) (*Text, *ssa.Function) {
	sig := c.Signature()
	if fn != nil {
		sig = fn.Type().(*types.Signature)
	}
	if sig == nil || sig.Results().Len() != 1 || !irutil.IsString(sig.Results().At(0).Type()) {
		return nil, nil
	}
	if src := e.sourceOf(c); src != nil {
		if t, ok := e.textSum[src]; ok {
			return t, src
		}
		if e.busy[src] {
			return nil, nil
		}
		e.busy[src] = true
		defer delete(e.busy, src)
		t := &Text{}
		n := 0
		for _, b := range src.Blocks {
			ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
			if !ok || len(ret.Results) != 1 {
				continue
			}
			ps, acc, alt := e.parts(irutil.ReturnedValue(ret, 0), 1)
			if n > 0 {
				ps = startAlternative(ps)
			}
			t.Parts = append(t.Parts, ps...)
			t.Accumulated = t.Accumulated || acc
			t.Alternatives = t.Alternatives || alt
			n++
		}
		if n == 0 {
			return nil, nil
		}
		t.Alternatives = t.Alternatives || n > 1
		e.textSum[src] = t
		return t, src
	}
	if fn == nil {
		return nil, nil
	}
	if tf, ok := e.facts[fn].(*TextFact); ok {
		return tf.Text.toText(token.NoPos), nil
	}
	return nil, nil
}

// helperText resolves a string helper's summary at a call.
func (e *engine) helperText(c *ssa.CallCommon, fn *types.Func, pos token.Pos, depth int) ([]Part, bool, bool, bool) {
	t, src := e.stringSummary(c, fn)
	if t == nil {
		return nil, false, false, false
	}
	if nt, ok := e.substText(t, src, c.Args, pos, depth+1); ok {
		t = nt
	}
	return t.Parts, t.Accumulated, t.Alternatives, true
}

// exportFacts exports summaries of the package's exported functions.
func (e *engine) exportFacts(funcs []*ssa.Function) {
	for _, fn := range funcs {
		if fn.Parent() != nil || fn.Synthetic != "" || fn.Blocks == nil {
			continue
		}
		obj, ok := fn.Object().(*types.Func)
		if !ok || !obj.Exported() {
			continue
		}
		// A generic function's body never fails for any instance
		// when it never fails as written (`Render[T any](v T)` whose
		// only failure is encoding the server's own data); what it
		// returns otherwise depends on the instance.
		e.exportNilError(fn, obj)
		if fn.TypeParams().Len() > 0 {
			continue
		}
		e.exportProtocolError(fn, obj)
		e.exportErrorTypes(fn, obj)
		e.exportErrorWrapper(fn, obj)
		e.exportNilNil(fn, obj)
		e.exportEffect(fn, obj)
		e.exportAnswerCode(fn, obj)
		res := fn.Signature.Results()
		for i := 0; i < res.Len(); i++ {
			if !sdk.IsResultType(res.At(i).Type(), sdk.None) {
				continue
			}
			f := &ResultFact{Index: i}
			for _, v := range e.summaryValues(fn, i, 0) {
				f.Values = append(f.Values, factValue(v))
			}
			if len(f.Values) > 0 && len(f.Values) <= maxValues {
				e.pass.ExportObjectFact(obj, f)
			}
			break
		}
		if res.Len() == 1 && irutil.IsString(res.At(0).Type()) {
			t, _ := e.stringSummary(&ssa.CallCommon{Value: fn}, obj)
			if t != nil && interesting(t) {
				e.pass.ExportObjectFact(obj, &TextFact{Text: factText(t)})
			}
		}
	}
}

// interesting reports whether a text summary says more than "some value".
func interesting(t *Text) bool {
	for _, p := range t.Parts {
		if p.Origin != OriginOther {
			return true
		}
		if _, ok := p.Value.(*ssa.Parameter); ok {
			return true
		}
	}
	return false
}

// bodyOf returns the function a call statically calls, or nil: for an
// instance of a generic function (toolErr[Out](...)), the generic
// function, whose body the instance's wrapper runs (the SSA is built
// without instantiating generics); for a call of a local function value
// a closure captured (`call := func(…) (*mcp.CallToolResult, error) {…}`
// shared by several handlers that `return call(ctx, name)`), the one
// function literal the variable holds.
func bodyOf(c *ssa.CallCommon) *ssa.Function {
	callee, _ := irutil.StaticCallee(c)
	if callee == nil && !c.IsInvoke() {
		callee = irutil.FuncValue(capturedValue(c.Value))
	}
	if callee == nil {
		return nil
	}
	if o := callee.Origin(); o != nil {
		return o
	}
	return callee
}
