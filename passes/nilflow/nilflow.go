// Package nilflow answers, for SSA values at a program point, whether they
// can be nil or non-nil there.
//
// It is a small, path-sensitive look at one function: it follows the phi
// edges that lead to the point (so that correlated values, such as a result
// and an error assigned together, stay together), uses the `x == nil` and
// `x != nil` branches that dominate the point or the edge taken, and knows
// that constants, allocations and interface conversions of concrete values
// have a fixed nilness. Named results kept in variables (functions with
// defer statements, results captured by closures, bare returns) are followed
// to the stores that reach the return, and closures deferred over them are
// part of every path: a recover block acts only on a panic, a deferred
// function that clears the error or fills a nil result changes what the
// return sends. Everything else (call results, other loads, parameters) is
// Unknown. It does not look into callees.
package nilflow

import (
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// Fact is what is known about a value's nilness on one path.
type Fact uint8

// Facts.
const (
	Unknown Fact = iota // may be nil or not
	Nil                 // surely nil
	NonNil              // surely not nil
)

func (f Fact) String() string {
	switch f {
	case Nil:
		return "nil"
	case NonNil:
		return "non-nil"
	}
	return "unknown"
}

// Path is one way a set of values reaches a program point: the values they
// are defined by on that way (phi nodes on the way are resolved to the
// incoming value of the edge taken) and what is known of their nilness.
type Path struct {
	Values []ssa.Value
	Facts  []Fact
}

const (
	maxDepth = 10 // phi resolutions along one path
	maxPaths = 64 // paths per query
)

// Paths returns the ways vals reach the start of block b, with the nilness
// of each value on each way. It never returns an empty slice for non-empty
// vals; paths it stops exploring (loops, too many branches) keep Unknown
// facts.
func Paths(vals []ssa.Value, b *ssa.BasicBlock) []Path {
	w := &walker{}
	facts := make([]Fact, len(vals))
	vs := append([]ssa.Value(nil), vals...)
	return w.paths(vs, facts, b, nil, 0)
}

// AtReturn returns the paths by which the results with the given indexes
// reach ret. Values[i] and Facts[i] describe ret.Results[idx[i]].
func AtReturn(ret *ssa.Return, idx ...int) []Path {
	vals := make([]ssa.Value, len(idx))
	for i, j := range idx {
		vals[i] = ret.Results[j]
	}
	return Paths(vals, ret.Block())
}

// CanBeNonNil reports whether the result with index i can be non-nil where
// ret returns it (Unknown counts as possibly non-nil).
func CanBeNonNil(ret *ssa.Return, i int) bool {
	for _, p := range AtReturn(ret, i) {
		if p.Facts[0] != Nil {
			return true
		}
	}
	return false
}

// CanBeNil reports whether the result with index i can be nil where ret
// returns it (Unknown counts as possibly nil).
func CanBeNil(ret *ssa.Return, i int) bool {
	for _, p := range AtReturn(ret, i) {
		if p.Facts[0] != NonNil {
			return true
		}
	}
	return false
}

// At returns what is known of v's nilness at the start of block b, from
// its definition and the nil checks (and errors.Is/As tests) that dominate
// b.
func At(v ssa.Value, b *ssa.BasicBlock) Fact {
	w := &walker{}
	_, f := w.settle(v, b, nil)
	return f
}

// Returns returns the return instructions of fn in block order.
func Returns(fn *ssa.Function) []*ssa.Return {
	var out []*ssa.Return
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		if b == fn.Recover {
			continue // reached only when a deferred call recovers a panic
		}
		if r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			out = append(out, r)
		}
	}
	return out
}

type walker struct {
	n int // paths produced so far
}

// paths explores the ways vals reach block b; next, if not nil, is the
// block the path goes to from b (the edge b→next is taken).
func (w *walker) paths(vals []ssa.Value, facts []Fact, b, next *ssa.BasicBlock, depth int) []Path {
	for i, v := range vals {
		if facts[i] != Unknown {
			continue
		}
		v, f := w.settle(v, b, next)
		vals[i], facts[i] = v, f
	}
	// Split on the first load of a captured result slot.
	for i, v := range vals {
		load, ok := v.(*ssa.UnOp)
		if !ok || facts[i] != Unknown {
			continue
		}
		alloc, ok := slotOf(load)
		if !ok {
			continue
		}
		rs, deferred := reaches(alloc, load)
		if deferred {
			f, opaque := deferEffect(alloc)
			if f != Unknown || opaque {
				facts[i] = f
				if f == Nil {
					vals[i] = zero(alloc)
				}
				continue
			}
		}
		if len(rs) == 0 || depth >= maxDepth || w.n+len(rs) > maxPaths {
			continue
		}
		var out []Path
		for _, r := range rs {
			nv := append([]ssa.Value(nil), vals...)
			nf := append([]Fact(nil), facts...)
			nv[i], nf[i] = w.settle(r.val, r.block, nil)
			out = append(out, w.paths(nv, nf, b, next, depth+1)...)
		}
		w.n += len(rs) - 1
		return out
	}
	// Split on the first unresolved phi.
	for i, v := range vals {
		phi, ok := v.(*ssa.Phi)
		if !ok || facts[i] != Unknown || depth >= maxDepth || w.n+len(phi.Block().Preds) > maxPaths {
			continue
		}
		pb := phi.Block()
		var out []Path
		for j, pred := range pb.Preds {
			nv := append([]ssa.Value(nil), vals...)
			nf := append([]Fact(nil), facts...)
			for k, u := range nv {
				if p, ok := u.(*ssa.Phi); ok && nf[k] == Unknown && p.Block() == pb && j < len(p.Edges) {
					nv[k] = p.Edges[j]
				}
			}
			out = append(out, w.paths(nv, nf, pred, pb, depth+1)...)
		}
		w.n += len(pb.Preds) - 1
		return out
	}
	return []Path{{Values: vals, Facts: facts}}
}

// settle finds what is known of v at b (leaving by next): it looks through
// conversions that keep nilness, consults dominating nil checks and the
// value's definition.
func (w *walker) settle(v ssa.Value, b, next *ssa.BasicBlock) (ssa.Value, Fact) {
	for {
		if f := condFact(v, b, next); f != Unknown {
			return v, f
		}
		if f := defFact(v); f != Unknown {
			return v, f
		}
		switch x := v.(type) {
		case *ssa.ChangeInterface:
			v = x.X
			continue
		case *ssa.ChangeType:
			v = x.X
			continue
		case *ssa.UnOp:
			if stored := storedValue(x); stored != nil {
				v = stored
				continue
			}
		}
		return v, Unknown
	}
}

// storedValue returns the value last stored to a function-local variable
// that load reads, when the store is in the same block or in a chain of
// single-predecessor blocks before it. Such loads are how functions with
// defer statements (and escaping named results) return their results:
// store to the result slot, run the defers, load and return.
//
// A heap cell may be written by closures (a range-over-func loop's body
// stores the function's results into its result slots, then the function
// returns them): its value is the store in the same block with no call in
// between, or, in the block where the function resumes after the loop's
// body returned, the value that return stored (`return res, nil` in the
// loop body).
func storedValue(load *ssa.UnOp) ssa.Value {
	if load.Op != token.MUL {
		return nil
	}
	alloc, ok := load.X.(*ssa.Alloc)
	if !ok {
		return nil
	}
	if alloc.Heap {
		return heapStored(load, alloc)
	}
	b := load.Block()
	idx := -1
	for i, instr := range b.Instrs {
		if instr == load {
			idx = i
			break
		}
	}
	for steps := 0; b != nil && steps < 8; steps++ {
		for i := idx - 1; i >= 0; i-- {
			// Calls in between cannot reach a local that is not on the heap.
			if st, ok := b.Instrs[i].(*ssa.Store); ok && st.Addr == alloc {
				return st.Val
			}
		}
		if len(b.Preds) != 1 {
			return nil
		}
		b = b.Preds[0]
		idx = len(b.Instrs)
	}
	return nil
}

// heapStored is storedValue for a heap cell (see there).
func heapStored(load *ssa.UnOp, alloc *ssa.Alloc) ssa.Value {
	b := load.Block()
	for i := slices.Index(b.Instrs, ssa.Instruction(load)) - 1; i >= 0; i-- {
		switch instr := b.Instrs[i].(type) {
		case *ssa.Store:
			if instr.Addr == alloc {
				return instr.Val
			}
		case ssa.CallInstruction, *ssa.RunDefers:
			return resumeStored(load, alloc) // a call may run a closure that writes it
		}
	}
	return resumeStored(load, alloc)
}

// resumeStored is closureStored for a load in the block where a function
// resumes after a range-over-func loop whose body returned: the body
// stored the results it returns (go/ssa names these blocks
// "rangefunc.resume…"). Elsewhere a closure may or may not have written
// the cell: nil.
func resumeStored(load *ssa.UnOp, alloc *ssa.Alloc) ssa.Value {
	b := load.Block()
	if !strings.HasPrefix(b.Comment, "rangefunc.resume") || len(b.Preds) != 1 {
		return nil
	}
	// The block is taken when the loop's jump variable holds the number
	// the body's return set: `if jump == k`.
	iff, ok := b.Preds[0].Instrs[len(b.Preds[0].Instrs)-1].(*ssa.If)
	if !ok || b.Preds[0].Succs[0] != b {
		return nil
	}
	cond, ok := iff.Cond.(*ssa.BinOp)
	if !ok || cond.Op != token.EQL {
		return nil
	}
	k, ok := cond.Y.(*ssa.Const)
	if !ok || k.Value == nil {
		return nil
	}
	return closureStored(alloc, k)
}

// closureStored returns the value that the store into heap cell alloc
// made by the closures capturing it stores beside setting another
// captured variable (the loop's jump variable) to jump, or nil when there
// is not one: the value a range-over-func loop's body left there for the
// function to return (a value of the body's function).
func closureStored(alloc *ssa.Alloc, jump *ssa.Const) ssa.Value {
	var out ssa.Value
	for fn, fv := range irutil.CapturedBy(alloc) {
		if fn == nil {
			return nil
		}
		for _, fr := range *fv.Referrers() {
			switch fr := fr.(type) {
			case *ssa.Store:
				if fr.Addr != fv {
					return nil
				}
				if !setsJump(fr.Block(), fv, jump) {
					continue // another return's results
				}
				if out != nil && !sameValue(out, fr.Val) {
					return nil
				}
				out = fr.Val
			case *ssa.UnOp:
			default:
				return nil // passed on: written elsewhere
			}
		}
	}
	return out
}

// sameValue reports whether a and b are the same value or equal constants.
func sameValue(a, b ssa.Value) bool {
	ca, ok1 := a.(*ssa.Const)
	cb, ok2 := b.(*ssa.Const)
	if ok1 && ok2 {
		return sameConst(ca, cb)
	}
	return a == b
}

// setsJump reports whether block b stores constant jump into a captured
// variable other than cell.
func setsJump(b *ssa.BasicBlock, cell *ssa.FreeVar, jump *ssa.Const) bool {
	for _, instr := range b.Instrs {
		if st, ok := instr.(*ssa.Store); ok && st.Addr != cell {
			if _, free := st.Addr.(*ssa.FreeVar); free {
				if c, ok := st.Val.(*ssa.Const); ok && sameConst(c, jump) {
					return true
				}
			}
		}
	}
	return false
}

// sameConst reports whether a and b are the same constant.
func sameConst(a, b *ssa.Const) bool {
	if a.IsNil() || b.IsNil() {
		return a.IsNil() && b.IsNil()
	}
	return a.Value != nil && b.Value != nil && a.Value.ExactString() == b.Value.ExactString()
}

// defFact returns the nilness v has by its definition.
func defFact(v ssa.Value) Fact {
	switch v := v.(type) {
	case *ssa.Const:
		if v.IsNil() {
			return Nil
		}
		return NonNil
	case *ssa.MakeInterface, *ssa.Alloc, *ssa.MakeClosure, *ssa.MakeMap,
		*ssa.MakeChan, *ssa.MakeSlice, *ssa.Function, *ssa.Global,
		*ssa.FieldAddr, *ssa.IndexAddr:
		return NonNil
	case *ssa.Call:
		if neverNil(v.Common()) {
			return NonNil
		}
	}
	return Unknown
}

// neverNil reports whether a call surely returns a non-nil value: the
// standard library's error constructors errors.New and fmt.Errorf.
func neverNil(c *ssa.CallCommon) bool {
	fn, ok := c.Value.(*ssa.Function)
	if !ok || fn.Pkg == nil || fn.Signature.Recv() != nil {
		return false
	}
	switch fn.Pkg.Pkg.Path() + "." + fn.Name() {
	case "errors.New", "fmt.Errorf":
		return true
	}
	return false
}

// condFact looks for a nil comparison of v that is known to hold at b:
// on the edge b→next, or on an edge into a block that dominates b and is
// entered only through that edge.
func condFact(v ssa.Value, b, next *ssa.BasicBlock) Fact {
	if next != nil {
		if f := edgeFact(v, b, next); f != Unknown {
			return f
		}
	}
	for cond, truth := range irutil.DominatingConds(b) {
		if f := condOn(v, cond, truth); f != Unknown {
			return f
		}
	}
	return Unknown
}

// edgeFact returns what taking the edge from→to says about v.
func edgeFact(v ssa.Value, from, to *ssa.BasicBlock) Fact {
	if len(from.Instrs) == 0 || len(from.Succs) != 2 || from.Succs[0] == from.Succs[1] {
		return Unknown
	}
	iff, ok := from.Instrs[len(from.Instrs)-1].(*ssa.If)
	if !ok {
		return Unknown
	}
	var truth bool
	switch to {
	case from.Succs[0]:
		truth = true
	case from.Succs[1]:
		truth = false
	default:
		return Unknown
	}
	return condOn(v, iff.Cond, truth)
}

// condOn returns what cond having the given truth value says about v.
func condOn(v, cond ssa.Value, truth bool) Fact {
	switch c := cond.(type) {
	case *ssa.UnOp:
		if c.Op == token.NOT {
			return condOn(v, c.X, !truth)
		}
	case *ssa.Call:
		// errors.Is(err, target) and errors.As(err, &target) hold only
		// for a non-nil err.
		fn := irutil.StaticFunc(c.Common())
		if truth && fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "errors" &&
			(fn.Name() == "Is" || fn.Name() == "As") && len(c.Common().Args) == 2 &&
			!isNilConst(c.Common().Args[1]) && same(c.Common().Args[0], v) {
			return NonNil
		}
	case *ssa.BinOp:
		if c.Op != token.EQL && c.Op != token.NEQ {
			return Unknown
		}
		var other ssa.Value
		switch {
		case same(c.X, v):
			other = c.Y
		case same(c.Y, v):
			other = c.X
		default:
			return Unknown
		}
		k, ok := other.(*ssa.Const)
		if !ok || !k.IsNil() {
			return Unknown
		}
		if (c.Op == token.EQL) == truth {
			return Nil
		}
		return NonNil
	}
	return Unknown
}

// same reports whether a and b are the same value up to conversions that
// keep nilness, or loads of the same field of the same struct pointer
// (`if resp.Err != nil { return nil, resp.Err }`).
func same(a, b ssa.Value) bool {
	a, b = strip(a), strip(b)
	if a == b {
		return true
	}
	la, ok1 := a.(*ssa.UnOp)
	lb, ok2 := b.(*ssa.UnOp)
	if !ok1 || !ok2 || la.Op != token.MUL || lb.Op != token.MUL {
		return false
	}
	fa, ok1 := la.X.(*ssa.FieldAddr)
	fb, ok2 := lb.X.(*ssa.FieldAddr)
	return ok1 && ok2 && fa.X == fb.X && fa.Field == fb.Field
}

func strip(v ssa.Value) ssa.Value {
	for {
		switch x := v.(type) {
		case *ssa.ChangeInterface:
			v = x.X
		case *ssa.ChangeType:
			v = x.X
		default:
			return v
		}
	}
}
