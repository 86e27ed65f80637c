package irutil

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// CapturedValues returns the values a variable captured by a closure can
// hold (a handler registered inside a closure that captures it, a record's
// handler copied into a variable that a closure calls):
//
//	handler := func(ctx, req, in) (...) {...}
//	return &Tool{RegisterWith: func(s *mcp.Server) { mcp.AddTool(s, def, handler) }}
//
// v is the load `*h` of the variable's cell (the closure's free variable,
// possibly passed down through enclosing closures, or the local Alloc
// itself); the values are everything stored into the cell, in its
// function and in every closure that captures it. ok is false when v is
// no such load; vals is empty when the cell's address goes anywhere else
// (what it holds when registered is then unknown).
func CapturedValues(v ssa.Value) (vals []ssa.Value, ok bool) {
	switch v := v.(type) {
	case *ssa.FreeVar:
		// A variable captured by value (a bound method's receiver).
		return bindings(v), true
	case *ssa.UnOp:
		if v.Op != token.MUL {
			return nil, false
		}
		cells := cellsOf(v.X, 0)
		if cells == nil {
			return nil, false
		}
		for _, cell := range cells {
			vals = append(vals, storedInto(cell)...)
		}
		return vals, true
	}
	return nil, false
}

// cellsOf returns the local cells (Allocs) that v, a closure's free
// variable or an Alloc, refers to.
func cellsOf(v ssa.Value, depth int) []*ssa.Alloc {
	if depth > 4 {
		return nil
	}
	switch v := v.(type) {
	case *ssa.Alloc:
		return []*ssa.Alloc{v}
	case *ssa.FreeVar:
		var out []*ssa.Alloc
		for _, b := range bindings(v) {
			out = append(out, cellsOf(b, depth+1)...)
		}
		return out
	}
	return nil
}

// Bindings returns the values free variable fv is bound to by the
// MakeClosure instructions of its function's parent.
func Bindings(fv *ssa.FreeVar) []ssa.Value { return bindings(fv) }

// bindings is [Bindings].
func bindings(fv *ssa.FreeVar) []ssa.Value {
	fn := fv.Parent()
	idx := -1
	for i, f := range fn.FreeVars {
		if f == fv {
			idx = i
		}
	}
	parent := fn.Parent()
	if idx < 0 || parent == nil {
		return nil
	}
	var out []ssa.Value
	for _, b := range parent.Blocks {
		for _, instr := range b.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == fn && idx < len(mc.Bindings) {
				out = append(out, mc.Bindings[idx])
			}
		}
	}
	return out
}

// storedInto returns the values stored into a local cell, in its function
// or in the closures that capture it: the whole of what the variable can
// hold, or nothing when the cell's address goes anywhere but to stores,
// loads and closures.
func storedInto(cell *ssa.Alloc) []ssa.Value {
	var out []ssa.Value
	ok := true
	var walk func(addr ssa.Value, depth int)
	walk = func(addr ssa.Value, depth int) {
		if depth > 4 {
			ok = false
			return
		}
		for _, ref := range *addr.Referrers() {
			switch ref := ref.(type) {
			case *ssa.Store:
				if ref.Addr != addr {
					ok = false // the cell's address itself is stored
				}
				out = append(out, ref.Val)
			case *ssa.MakeClosure:
				for i, b := range ref.Bindings {
					if b == addr {
						walk(ref.Fn.(*ssa.Function).FreeVars[i], depth+1)
					}
				}
			case *ssa.UnOp, *ssa.DebugRef:
			default:
				ok = false
			}
		}
	}
	walk(cell, 0)
	if !ok {
		return nil
	}
	return out
}
