// Package irutil holds small queries on SSA values that several of
// mcplint's passes and checks share: which function a call statically
// calls, and which struct field an address refers to.
package irutil

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// StaticFunc returns the *types.Func a call statically calls, the generic
// origin for instantiations, or nil for dynamic calls, interface method
// calls and builtins.
func StaticFunc(c *ssa.CallCommon) *types.Func {
	sc := c.StaticCallee()
	if sc == nil {
		return nil
	}
	if sc.Origin() != nil {
		sc = sc.Origin()
	}
	obj, _ := sc.Object().(*types.Func)
	if obj != nil {
		obj = obj.Origin()
	}
	return obj
}

// FieldOf returns the struct field a FieldAddr addresses, or nil.
func FieldOf(fa *ssa.FieldAddr) *types.Var {
	t := fa.X.Type().Underlying()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem().Underlying()
	}
	st, ok := t.(*types.Struct)
	if !ok || fa.Field >= st.NumFields() {
		return nil
	}
	return st.Field(fa.Field)
}
