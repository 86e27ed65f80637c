package nilflow

import (
	"cmp"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// A result slot is the variable a function keeps a result in when it has
// named results that a closure captures, or defer statements: a return
// statement stores its operands into the slots, runs the deferred calls,
// loads the slots and returns what it loaded. A bare return only loads.
//
// A slot that escapes only into deferred closures is still followed here:
// nothing but the deferred calls can write it between a store and the
// final load, and what those calls may store is summarized by [deferEffect].

// maxReaches bounds the stores followed back from one load of a slot.
const maxReaches = 16

// reach is a value a slot holds at a load: the value of a store (or the
// zero value) and the block of that store.
type reach struct {
	val   ssa.Value
	block *ssa.BasicBlock
}

// slotOf returns the captured slot load reads, when every use of the slot
// is a store, a load, or a binding of a closure that is only deferred or
// only reads the slot (`msg := func() string { return err.Error() }()`).
func slotOf(load *ssa.UnOp) (*ssa.Alloc, bool) {
	if load.Op != token.MUL {
		return nil, false
	}
	alloc, ok := load.X.(*ssa.Alloc)
	if !ok || alloc.Referrers() == nil {
		return nil, false
	}
	for _, r := range *alloc.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Val == alloc {
				return nil, false // the address itself is stored
			}
		case *ssa.UnOp, *ssa.DebugRef:
		case *ssa.MakeClosure:
			if !onlyDeferred(r) && !loadsOnly(r, alloc) {
				return nil, false
			}
		default:
			return nil, false
		}
	}
	return alloc, true
}

// loadsOnly reports whether closure mc only loads its binding of alloc:
// it never writes the slot, so what a load outside it reads does not
// depend on when it runs.
func loadsOnly(mc *ssa.MakeClosure, alloc *ssa.Alloc) bool {
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok {
		return false
	}
	for i, b := range mc.Bindings {
		if b != alloc {
			continue
		}
		if i >= len(fn.FreeVars) {
			return false
		}
		if fn.FreeVars[i].Referrers() == nil {
			continue
		}
		for _, r := range *fn.FreeVars[i].Referrers() {
			switch r := r.(type) {
			case *ssa.UnOp:
				if r.Op != token.MUL {
					return false
				}
			case *ssa.DebugRef:
			default:
				return false
			}
		}
	}
	return true
}

// onlyDeferred reports whether closure mc is used only as the function of
// defer statements.
func onlyDeferred(mc *ssa.MakeClosure) bool {
	if mc.Referrers() == nil {
		return false
	}
	for _, r := range *mc.Referrers() {
		switch r := r.(type) {
		case *ssa.Defer:
			if r.Call.Value != mc {
				return false
			}
			for _, a := range r.Call.Args {
				if a == mc {
					return false
				}
			}
		case *ssa.DebugRef:
		default:
			return false
		}
	}
	return true
}

// reaches returns the values slot alloc can hold at load, one per store
// (or the zero value) that reaches it, and whether deferred calls run
// between them and the load. It returns nil when there are too many.
func reaches(alloc *ssa.Alloc, load *ssa.UnOp) (out []reach, deferred bool) {
	seen := map[*ssa.BasicBlock]bool{}
	var walk func(b *ssa.BasicBlock, idx int) bool
	walk = func(b *ssa.BasicBlock, idx int) bool {
		for i := idx - 1; i >= 0; i-- {
			switch in := b.Instrs[i].(type) {
			case *ssa.Store:
				if in.Addr == alloc {
					out = append(out, reach{in.Val, b})
					return len(out) <= maxReaches
				}
			case *ssa.RunDefers:
				deferred = true
			case *ssa.Alloc:
				if in == alloc {
					out = append(out, reach{zero(alloc), b})
					return len(out) <= maxReaches
				}
			}
		}
		if len(b.Preds) == 0 {
			return false
		}
		for _, p := range b.Preds {
			if seen[p] {
				continue
			}
			seen[p] = true
			if !walk(p, len(p.Instrs)) {
				return false
			}
		}
		return true
	}
	b := load.Block()
	idx := 0
	for i, in := range b.Instrs {
		if in == load {
			idx = i
			break
		}
	}
	if !walk(b, idx) {
		return nil, false
	}
	return out, deferred
}

// zero returns the zero value of the variable alloc allocates.
func zero(alloc *ssa.Alloc) ssa.Value {
	return ssa.NewConst(nil, alloc.Type().(*types.Pointer).Elem())
}

// guard is the condition under which a deferred closure stores to a slot.
type guard uint8

const (
	always    guard = iota // in the closure's entry block
	onPanic                // only after recover() returned non-nil
	whenNil                // only when the slot is nil
	whenSet                // only when the slot is not nil
	otherwise              // under some other condition
)

// deferEffect returns what the closures deferred over slot alloc make of
// it on the paths that return normally: Nil when they may clear an error
// (or surely clear any other slot), NonNil when they surely fill a nil
// result, Unknown when they leave the returned value's nilness alone.
// opaque reports that they may change a slot other than an error in a way
// not summarized. An error a deferred call may add (a failed commit or
// close) is not counted: it is not the failure of any one return.
//
// Deferred calls run last-registered first, so the closures are composed
// in that order: a closure that may store a result after one that cleared
// it leaves the result unknown (`defer convert(); defer clear()` may end
// with the converted result).
func deferEffect(alloc *ssa.Alloc) (f Fact, opaque bool) {
	isErr := types.Identical(alloc.Type().(*types.Pointer).Elem(), types.Universe.Lookup("error").Type())
	var closures []*ssa.MakeClosure
	for _, r := range *alloc.Referrers() {
		if mc, ok := r.(*ssa.MakeClosure); ok {
			closures = append(closures, mc)
		}
	}
	// Run order: the latest registered first. Referrers are in
	// instruction order; defer statements are ordered by position.
	slices.SortStableFunc(closures, func(a, b *ssa.MakeClosure) int { return cmp.Compare(deferPos(b), deferPos(a)) })
	f = Unknown
	for _, mc := range closures {
		cf, co := closureEffect(mc, alloc, isErr)
		switch {
		case cf == Nil || cf == NonNil:
			f, opaque = cf, false
		case co:
			opaque = true
			if f == Nil && !isErr {
				f = Unknown
			}
		}
	}
	return f, opaque
}

// deferPos is the position of the defer statement that runs closure mc.
func deferPos(mc *ssa.MakeClosure) token.Pos {
	for _, r := range *mc.Referrers() {
		if d, ok := r.(*ssa.Defer); ok {
			return d.Pos()
		}
	}
	return mc.Pos()
}

// closureEffect is [deferEffect] for one closure mc over slot alloc.
func closureEffect(mc *ssa.MakeClosure, alloc *ssa.Alloc, isErr bool) (f Fact, opaque bool) {
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok {
		return Unknown, true
	}
	fills := false
	for i, b := range mc.Bindings {
		if b != alloc || i >= len(fn.FreeVars) {
			continue
		}
		fv := fn.FreeVars[i]
		for _, st := range storesTo(fv) {
			g := guardOf(st, fv)
			if g == onPanic {
				continue
			}
			nilStore := isNilConst(st.Val)
			switch {
			case nilStore && (g == always || g == whenSet || (isErr && g == otherwise)):
				return Nil, false
			case !nilStore && !isErr && (g == always || g == whenNil):
				fills = true
			case !isErr:
				opaque = true
			}
		}
	}
	if fills {
		return NonNil, false
	}
	return Unknown, opaque
}

// storesTo returns the stores to free variable fv in its closure.
func storesTo(fv *ssa.FreeVar) []*ssa.Store {
	var out []*ssa.Store
	if fv.Referrers() == nil {
		return nil
	}
	for _, r := range *fv.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == fv {
			out = append(out, st)
		}
	}
	return out
}

// guardOf classifies the condition under which st (a store to fv) runs.
func guardOf(st *ssa.Store, fv *ssa.FreeVar) guard {
	b := st.Block()
	if b.Index == 0 {
		return always
	}
	g := otherwise
	first := true
	for cond, truth := range irutil.DominatingConds(b) {
		if recovered(cond, truth) {
			return onPanic
		}
		if !first {
			continue
		}
		first = false
		switch condOnSlot(cond, fv, truth) {
		case Nil:
			g = whenNil
		case NonNil:
			g = whenSet
		}
	}
	return g
}

// recovered reports whether cond having the given truth means that
// recover() returned a value: the function is panicking.
func recovered(cond ssa.Value, truth bool) bool {
	c, ok := cond.(*ssa.BinOp)
	if !ok || (c.Op != token.EQL && c.Op != token.NEQ) {
		return false
	}
	x, y := c.X, c.Y
	if isNilConst(x) {
		x, y = y, x
	}
	if !isNilConst(y) || !isRecover(x) {
		return false
	}
	return (c.Op == token.NEQ) == truth
}

func isRecover(v ssa.Value) bool {
	call, ok := strip(v).(*ssa.Call)
	if !ok {
		return false
	}
	b, ok := call.Call.Value.(*ssa.Builtin)
	return ok && b.Name() == "recover"
}

// condOnSlot returns what cond having the given truth says of the value
// the slot fv holds when cond is evaluated.
func condOnSlot(cond ssa.Value, fv *ssa.FreeVar, truth bool) Fact {
	c, ok := cond.(*ssa.BinOp)
	if !ok || (c.Op != token.EQL && c.Op != token.NEQ) {
		return Unknown
	}
	x, y := c.X, c.Y
	if isNilConst(x) {
		x, y = y, x
	}
	load, ok := strip(x).(*ssa.UnOp)
	if !ok || load.Op != token.MUL || load.X != fv || !isNilConst(y) {
		return Unknown
	}
	if (c.Op == token.EQL) == truth {
		return Nil
	}
	return NonNil
}

func isNilConst(v ssa.Value) bool {
	k, ok := v.(*ssa.Const)
	return ok && k.IsNil()
}

// Stored returns the values a load of a result variable can read: the value
// of each store (or the zero value) that reaches it. ok is false when v is
// not such a load, or when calls deferred over the variable may change what
// the load reads.
func Stored(v ssa.Value) (vals []ssa.Value, ok bool) {
	load, isLoad := v.(*ssa.UnOp)
	if !isLoad {
		return nil, false
	}
	alloc, isSlot := slotOf(load)
	if !isSlot {
		return nil, false
	}
	rs, deferred := reaches(alloc, load)
	if len(rs) == 0 {
		return nil, false
	}
	if deferred {
		if f, opaque := deferEffect(alloc); f != Unknown || opaque {
			return nil, false
		}
	}
	for _, r := range rs {
		vals = append(vals, r.val)
	}
	return vals, true
}

// KeepsObject reports whether the object whose pointer is stored in result
// variable alloc is left unchanged by the closures deferred over alloc:
// they only assign the variable, compare it with nil or read its fields.
func KeepsObject(alloc *ssa.Alloc) bool {
	if !alloc.Heap {
		return true
	}
	if alloc.Referrers() == nil {
		return false
	}
	for _, r := range *alloc.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Val == alloc {
				return false
			}
		case *ssa.UnOp, *ssa.DebugRef:
		case *ssa.MakeClosure:
			if !onlyDeferred(r) || !readsOnly(r, alloc) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// readsOnly reports whether closure mc uses its binding of alloc only to
// assign it, compare the loaded value with nil or load its fields.
func readsOnly(mc *ssa.MakeClosure, alloc *ssa.Alloc) bool {
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok {
		return false
	}
	for i, b := range mc.Bindings {
		if b != alloc || i >= len(fn.FreeVars) || fn.FreeVars[i].Referrers() == nil {
			continue
		}
		for _, r := range *fn.FreeVars[i].Referrers() {
			switch r := r.(type) {
			case *ssa.Store:
				if r.Addr != fn.FreeVars[i] {
					return false
				}
			case *ssa.UnOp:
				if !loadReadOnly(r) {
					return false
				}
			case *ssa.DebugRef:
			default:
				return false
			}
		}
	}
	return true
}

// loadReadOnly reports whether the value load reads is only compared or
// has its fields read.
func loadReadOnly(load *ssa.UnOp) bool {
	if load.Referrers() == nil {
		return true
	}
	for _, r := range *load.Referrers() {
		switch r := r.(type) {
		case *ssa.BinOp, *ssa.DebugRef:
		case *ssa.FieldAddr:
			if r.Referrers() == nil {
				continue
			}
			for _, rr := range *r.Referrers() {
				if u, ok := rr.(*ssa.UnOp); !ok || u.Op != token.MUL {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}
