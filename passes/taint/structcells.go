package taint

import (
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// A struct variable of a function whose fields are only assigned and read
// (`ov := Overview{}`, `ov.Note = …`, `return asText(ov)`) is a struct
// cell: its value where it is read is made of the stores that reach the
// read, not of every store in the function. A note set from an error on a
// later path is not in a copy returned before it:
//
//	if !c.Ready() {
//		ov.Note = "not configured"
//		return asText(ov) // Note is a constant here
//	}
//	if err != nil {
//		ov.Note = err.Error()
//		return asText(ov)
//	}
//	return asText(ov) // nor here: that path returned

// structCellStores returns the stores into struct variable a, whole or
// into one of its fields, when those and loads are its only uses; false
// when its address or a field's is taken otherwise (passed to a call,
// captured, a nested field addressed): then any store may be read
// anywhere, and memory answers.
func structCellStores(a *ssa.Alloc) ([]*ssa.Store, bool) {
	if a.Heap {
		return nil, false
	}
	if _, ok := deref(a.Type()).Underlying().(*types.Struct); !ok {
		return nil, false
	}
	var stores []*ssa.Store
	for _, r := range *a.Referrers() {
		switch r := r.(type) {
		case *ssa.FieldAddr:
			for _, u := range *r.Referrers() {
				store, isStore := u.(*ssa.Store)
				switch {
				case isStore && store.Addr == r:
					stores = append(stores, store)
				case isLoad(u, r):
				case isDebugRef(u):
				default:
					return nil, false // a field's address taken
				}
			}
		case *ssa.Store:
			if r.Addr != a {
				return nil, false
			}
			stores = append(stores, r)
		case *ssa.UnOp, *ssa.DebugRef:
		default:
			return nil, false
		}
	}
	return stores, true
}

// structCellLoad returns the taint of struct variable a where instruction
// at reads it whole: what the stores that can reach at put into it. A
// slice or map field carries what was written into its elements
// (`items[i].Err = err.Error()` on a made slice), a whole struct stored
// the memory of its fields. It reports false when a is no struct cell.
func (e *engine) structCellLoad(st *state, at ssa.Instruction, a *ssa.Alloc) (Taint, bool) {
	stores, ok := structCellStores(a)
	if !ok {
		return Taint{}, false
	}
	var t Taint
	for _, s := range reachingStores(stores, at, a) {
		switch s.Val.Type().Underlying().(type) {
		case *types.Slice, *types.Map:
			t = t.Union(e.deep(st, s.Val))
		default:
			if s.Addr == a {
				// A whole struct stored, a call's result summarized
				// field by field among them.
				t = t.Union(e.deep(st, s.Val))
			} else {
				t = t.Union(e.taint(st, s.Val))
			}
		}
		if cell, ok := s.Val.(*ssa.Alloc); ok && flowCell(cell) {
			t = t.Union(e.cellStores(st, cell))
		}
	}
	return t, true
}

// reachingStores returns those of stores, into variable a, that can reach
// instruction at on some path without a store of the whole variable
// between them (`st = status{…}` replaces what its fields held). A store
// into one field does not hide an earlier one into the same field: that
// would need a set of fields per path.
func reachingStores(stores []*ssa.Store, at ssa.Instruction, a *ssa.Alloc) []*ssa.Store {
	of := map[ssa.Instruction]bool{}
	for _, s := range stores {
		of[s] = true
	}
	var out []*ssa.Store
	seen := map[*ssa.BasicBlock]bool{}
	var walk func(b *ssa.BasicBlock, before int)
	walk = func(b *ssa.BasicBlock, before int) {
		for i := before - 1; i >= 0; i-- {
			if !of[b.Instrs[i]] {
				continue
			}
			s := b.Instrs[i].(*ssa.Store)
			out = append(out, s)
			if s.Addr == a {
				return // the whole variable replaced
			}
		}
		for _, p := range b.Preds {
			if !seen[p] {
				seen[p] = true
				walk(p, len(p.Instrs))
			}
		}
	}
	b := at.Block()
	walk(b, slices.Index(b.Instrs, at))
	return out
}
