package taint

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// A goroutine often sends its outcome back as a struct of the data and
// the error:
//
//	go func() { it, err := c.Lookup(ctx, q); ch <- res{it, err} }()
//	r := <-ch
//	if r.err != nil { … }
//	b, _ := json.Marshal(r.items) // the data alone
//
// What a send of a struct value puts on the channel is kept field by field
// (in the channel's memory), and a receive of it is read field by field
// (engine.exact), so reading r.items does not read r.err.

// chanStruct returns the struct type of the elements of channel type t,
// or nil.
func chanStruct(t types.Type) *types.Struct {
	ch, ok := t.Underlying().(*types.Chan)
	if !ok {
		return nil
	}
	s, _ := ch.Elem().Underlying().(*types.Struct)
	return s
}

// sendFields keeps, field by field, what a send of a struct value x puts
// on the channel whose memory root is root; ok is false when the channel
// carries no structs.
func (e *engine) sendFields(st *state, root, ch, x ssa.Value) bool {
	s := chanStruct(ch.Type())
	if s == nil {
		return false
	}
	for f := 0; f < s.NumFields(); f++ {
		e.storeField(st, root, f, e.fieldValue(st, x, f).OnlyLabels())
	}
	return true
}

// receiveFields puts into the memory of the value recv receives (recv
// itself, or the value of a comma-ok receive: `for r := range ch`, `r, ok
// := <-ch`), a struct from a channel whose memory root is root, what the
// channel holds field by field.
func (e *engine) receiveFields(st *state, recv *ssa.UnOp, root ssa.Value) {
	if chanStruct(recv.X.Type()) == nil {
		return
	}
	dst := receivedValue(recv)
	if dst == nil {
		return
	}
	for f, t := range e.mem[root] {
		e.storeField(st, dst, f, t)
	}
}

// receivedValue returns the value receive u gives: u itself, or the
// first component of a comma-ok receive; nil when nothing reads it.
func receivedValue(u *ssa.UnOp) ssa.Value {
	if !u.CommaOk {
		return u
	}
	for _, r := range *u.Referrers() {
		if ex, ok := r.(*ssa.Extract); ok && ex.Index == 0 {
			return ex
		}
	}
	return nil
}

// markReceives marks the struct receives of fn, before fn is analyzed:
// their fields are read from memory.
func (e *engine) markReceives(fn *ssa.Function) {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if u, ok := instr.(*ssa.UnOp); ok && u.Op == token.ARROW && chanStruct(u.X.Type()) != nil {
				if v := receivedValue(u); v != nil {
					e.exact[u] = true
					e.exact[v] = true
				}
			}
		}
	}
}
