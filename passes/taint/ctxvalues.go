package taint

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// An HTTP server often puts its settings into each request's context in
// a middleware, and the code building an API client reads them back:
//
//	ctx = context.WithValue(ctx, contextKey(AddressKey), utils.GetEnv(AddressKey, defaultAddress))
//	…
//	addr, ok := ctx.Value(contextKey(AddressKey)).(string)
//
// The value read is configured when every value the package stores under
// that key is. Keys are compared as the constants they are; a key the
// package computes (a loop over a list of header names) is resolved to
// the constants of the list it ranges over, and any other may be every
// key.

// contextValue says where the value v reads from a context
// (ctx.Value(key).(string)) is configured: when the key is a constant of
// a type of the package and every context.WithValue of the package that
// may store under it stores a configured value (at least one does); ""
// otherwise.
func (e *engine) contextValue(v ssa.Value, anyName bool, depth int) string {
	key := contextKey(v)
	if key == nil {
		return ""
	}
	why := ""
	for _, c := range e.callsOf("context", "WithValue") {
		if len(c.Args) != 3 {
			continue
		}
		k := irutil.UnwrapInterface(c.Args[1])
		if !types.Identical(k.Type(), key.Type()) || !mayEqual(k, key) {
			continue
		}
		w := e.configured(irutil.UnwrapInterface(c.Args[2]), anyName, depth+1)
		if w == "" {
			return ""
		}
		if why == "" {
			why = w
		}
	}
	return why
}

// contextKey returns the key of the context lookup v asserts a type of,
// when it is a constant of a named type of the package; nil otherwise.
func contextKey(v ssa.Value) *ssa.Const {
	assert := irutil.AssertionOf(v)
	if assert == nil {
		return nil
	}
	call, ok := assert.X.(*ssa.Call)
	if !ok || !call.Call.IsInvoke() || call.Call.Method.Name() != "Value" || len(call.Call.Args) != 1 ||
		!isNamedType(call.Call.Value.Type(), "context", "Context") {
		return nil
	}
	key, ok := irutil.UnwrapInterface(call.Call.Args[0]).(*ssa.Const)
	if !ok || key.Value == nil {
		return nil
	}
	named, ok := key.Type().(*types.Named)
	if !ok || named.Obj().Pkg() != call.Parent().Pkg.Pkg {
		return nil
	}
	return key
}

// callsOf returns the package's calls of the function pkg.name (once
// per function).
func (e *engine) callsOf(pkg, name string) []*ssa.CallCommon {
	key := pkg + "." + name
	if calls, ok := e.callsTo[key]; ok {
		return calls
	}
	var calls []*ssa.CallCommon
	for _, call := range irutil.Calls(e.funcs) {
		obj := irutil.StaticFunc(call.Common())
		if obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == pkg && obj.Name() == name {
			calls = append(calls, call.Common())
		}
	}
	if e.callsTo == nil {
		e.callsTo = map[string][]*ssa.CallCommon{}
	}
	e.callsTo[key] = calls
	return calls
}

// mayEqual reports whether key k, stored into a context, may equal the
// constant key: when it is that constant, or a value among constants
// that include it, or a value it cannot resolve.
func mayEqual(k ssa.Value, key *ssa.Const) bool {
	consts, ok := possibleConsts(k, 0)
	if !ok {
		return true
	}
	for _, c := range consts {
		if c.Value != nil && constant.Compare(c.Value, token.EQL, key.Value) {
			return true
		}
	}
	return false
}

// possibleConsts returns the constants v may be: itself, the constant a
// conversion converts, or the elements of the slice literal a range loop
// reads v from (`for _, h := range []string{TokenKey, RegionKey}`); ok is
// false when v may be anything else.
func possibleConsts(v ssa.Value, depth int) (consts []*ssa.Const, ok bool) {
	if depth > 4 {
		return nil, false
	}
	switch x := v.(type) {
	case *ssa.Const:
		return []*ssa.Const{x}, true
	case *ssa.ChangeType:
		return possibleConsts(x.X, depth+1)
	case *ssa.Convert:
		return possibleConsts(x.X, depth+1)
	case *ssa.UnOp:
		if x.Op != token.MUL {
			return nil, false
		}
		ia, isIndex := x.X.(*ssa.IndexAddr)
		if !isIndex {
			return nil, false
		}
		s, isSlice := ia.X.(*ssa.Slice)
		if !isSlice {
			return nil, false
		}
		elems, ok := irutil.SliceElems(s)
		if !ok || !onlyRead(s) {
			return nil, false
		}
		for _, el := range elems {
			c, isConst := el.(*ssa.Const)
			if !isConst {
				return nil, false
			}
			consts = append(consts, c)
		}
		return consts, true
	}
	return nil, false
}

// onlyRead reports whether the array under slice literal s is written
// only where the literal is built: every slice of it is indexed for loads
// and its length taken, nothing else takes its address.
func onlyRead(s *ssa.Slice) bool {
	alloc, ok := s.X.(*ssa.Alloc)
	if !ok {
		return false
	}
	for _, r := range *alloc.Referrers() {
		switch r := r.(type) {
		case *ssa.IndexAddr, *ssa.DebugRef:
		case *ssa.Slice:
			if !readOnly(r) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// readOnly reports whether slice s is only read: indexed for loads and
// its length taken.
func readOnly(s *ssa.Slice) bool {
	for _, r := range *s.Referrers() {
		switch r := r.(type) {
		case *ssa.IndexAddr:
			for _, rr := range *r.Referrers() {
				if _, isLoad := rr.(*ssa.UnOp); !isLoad {
					return false
				}
			}
		case *ssa.Call:
			if b, isBuiltin := r.Call.Value.(*ssa.Builtin); !isBuiltin || b.Name() != "len" {
				return false
			}
		case *ssa.DebugRef:
		default:
			return false
		}
	}
	return true
}
