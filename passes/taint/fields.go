package taint

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// Field-sensitive taint of struct values across calls. Inside a function,
// memory is kept per root and field (see engine). Across calls, two
// things keep one field's taint from spreading to the others:
//
//   - a summary depends on a parameter's field, not the whole parameter,
//     when the function reads only that field (Taint.Fields): a helper
//     building a URL from cfg.BaseURL does not carry cfg.Password;
//   - a struct result is summarized field by field (FuncFact.Structs), and
//     the caller keeps the result's taint in memory by field (engine.exact):
//     printing ds.Name of a loaded config does not print its Password.

// structOf returns the struct a value of type t is or points to, or nil.
func structOf(t types.Type) *types.Struct {
	s, _ := deref(t).Underlying().(*types.Struct)
	return s
}

// project rewrites the whole-parameter dependencies of t for a read of
// field f of a struct of type s: a parameter of that struct type (or a
// pointer to it) contributes its field f only.
func (e *engine) project(st *state, t Taint, s *types.Struct, f int) Taint {
	if t.Params == 0 || s == nil || f < 0 {
		return t
	}
	out := Taint{Labels: t.Labels, Params: t.Params, Fields: append([]ParamField(nil), t.Fields...)}
	for j, p := range st.fn.Params {
		if j >= 64 {
			break
		}
		if t.Params&(1<<j) == 0 {
			continue
		}
		if ps := structOf(p.Type()); ps != nil && types.Identical(ps, s) {
			out.Params &^= 1 << j
			out.Fields = append(out.Fields, ParamField{Param: j, Field: f})
		}
	}
	out.normalizeFields()
	return out
}

// fieldOf returns the taint of field f of root object root read through
// addr: what was stored into the field or the whole root, and the taint of
// the address unless the root's memory is exact.
func (e *engine) fieldOf(st *state, addr, root ssa.Value, f int) Taint {
	var t Taint
	if !e.exact[root] {
		t = e.taint(st, addr)
	}
	t = t.Union(e.mem[root][-1])
	return e.project(st, t, structOf(root.Type()), f).Union(e.mem[root][f])
}

// fieldValue returns the taint of field f of the struct x is, or points
// to.
func (e *engine) fieldValue(st *state, x ssa.Value, f int) Taint {
	switch v := x.(type) {
	case *ssa.FreeVar:
		b := e.binding(st.fn, v)
		ps := e.states[st.fn.Parent()]
		if b == nil || ps == nil {
			return Taint{}
		}
		return e.fieldValue(ps, b, f).OnlyLabels()
	case *ssa.UnOp:
		if v.Op == token.MUL {
			// A struct loaded from memory.
			root, rf := e.rootField(st, v.X)
			if rf >= 0 {
				return e.fieldOf(st, v.X, root, rf) // a field of the root, whole
			}
			return e.fieldOf(st, v.X, root, f)
		}
	case *ssa.ChangeType:
		return e.fieldValue(st, v.X, f)
	}
	root, rf := e.rootField(st, x)
	if rf >= 0 {
		return e.fieldOf(st, x, root, rf)
	}
	return e.fieldOf(st, x, root, f)
}

// structTaint summarizes a returned struct (or pointer to one) field by
// field.
func (e *engine) structTaint(st *state, r ssa.Value, depth int) StructTaint {
	whole := StructTaint{Rest: e.taint(st, r)}
	if depth > 4 {
		return whole
	}
	addr := r
	switch v := r.(type) {
	case *ssa.Phi:
		var out StructTaint
		for _, x := range v.Edges {
			out = out.union(e.structTaint(st, x, depth+1))
		}
		return out
	case *ssa.UnOp:
		if v.Op != token.MUL {
			return whole
		}
		addr = v.X
	}
	root, rf := e.rootField(st, addr)
	if rf >= 0 {
		return whole
	}
	out := StructTaint{}
	if !e.exact[root] {
		out.Rest = e.taint(st, addr)
	}
	for f, t := range e.mem[root] {
		if f < 0 {
			out.Rest = out.Rest.Union(t)
			continue
		}
		if out.Fields == nil {
			out.Fields = map[int]Taint{}
		}
		out.Fields[f] = t
	}
	return out
}

// union returns s ∪ u.
func (s StructTaint) union(u StructTaint) StructTaint {
	out := StructTaint{Rest: s.Rest.Union(u.Rest)}
	for _, m := range []map[int]Taint{s.Fields, u.Fields} {
		for f, t := range m {
			if out.Fields == nil {
				out.Fields = map[int]Taint{}
			}
			out.Fields[f] = out.Fields[f].Union(t)
		}
	}
	return out
}

// refines reports whether s says more than the whole result's taint.
func (s StructTaint) refines(whole Taint) bool {
	return len(s.Fields) > 0 || s.Rest.Params != 0 || !sameTaint(s.Rest, whole)
}

// instantiate returns a summary taint at a call: its labels, and the
// taint of the arguments (or of their fields) it depends on.
func (e *engine) instantiate(st *state, c *ssa.CallCommon, t Taint) Taint {
	var passed Taint
	for j := 0; j < 64 && j < len(c.Args); j++ {
		if t.Params&(1<<j) != 0 {
			passed = passed.Union(e.deep(st, c.Args[j]))
		}
	}
	for _, pf := range t.Fields {
		if pf.Param < len(c.Args) {
			passed = passed.Union(e.fieldValue(st, c.Args[pf.Param], pf.Field))
		}
	}
	// The callee's own labels carry what it knows of them; what it
	// passes through from its arguments, it may have wrapped or cut.
	return e.withReceivers(st, c, t.OnlyLabels()).Union(unknownShape(passed))
}

// structResults finds the struct results of call whose callee has a
// field-by-field summary, calling fn for each result value (the call, or
// the Extract of the result) with its summary.
func (e *engine) structResults(call *ssa.Call, fn func(v ssa.Value, sum StructTaint)) {
	c := call.Common()
	if c.IsInvoke() {
		return
	}
	res := c.Signature().Results()
	found := false
	for i := 0; i < res.Len(); i++ {
		found = found || structOf(res.At(i).Type()) != nil
	}
	if !found {
		return
	}
	callee, obj := irutil.StaticCallee(c)
	if callee == nil || obj != nil && obj.Pkg() != nil && e.cfg.isSanitizer(obj) {
		return
	}
	f := e.calleeSummary(callee, obj)
	if f == nil || len(f.Structs) == 0 {
		return
	}
	if res.Len() == 1 {
		if sum, ok := f.Structs[0]; ok {
			fn(call, sum)
		}
		return
	}
	for _, r := range *call.Referrers() {
		if ex, ok := r.(*ssa.Extract); ok {
			if sum, ok := f.Structs[ex.Index]; ok {
				fn(ex, sum)
			}
		}
	}
}

// markExact marks the results of fn's calls that have field-by-field
// summaries, before fn is analyzed: their fields are read from memory.
func (e *engine) markExact(fn *ssa.Function) {
	for _, call := range irutil.Calls([]*ssa.Function{fn}) {
		e.structResults(call, func(v ssa.Value, _ StructTaint) { e.exact[v] = true })
	}
}

// storeResults puts the field-by-field taint of call's struct results
// into their memory.
func (e *engine) storeResults(st *state, call *ssa.Call) {
	c := call.Common()
	e.structResults(call, func(v ssa.Value, sum StructTaint) {
		e.exact[v] = true
		for f, t := range sum.Fields {
			e.storeField(st, v, f, e.instantiate(st, c, t))
		}
		rest := sum.Rest
		s := structOf(v.Type())
		for j := 0; j < 64 && j < len(c.Args); j++ {
			if rest.Params&(1<<j) == 0 {
				continue
			}
			if ps := structOf(c.Args[j].Type()); ps != nil && s != nil && types.Identical(ps, s) {
				// A copy of the argument: field by field.
				rest.Params &^= 1 << j
				for f := 0; f < s.NumFields(); f++ {
					e.storeField(st, v, f, e.fieldValue(st, c.Args[j], f))
				}
			}
		}
		e.storeField(st, v, -1, e.instantiate(st, c, rest))
	})
}
