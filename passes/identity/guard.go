package identity

import (
	"go/types"
	"iter"
	"regexp"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/results"
)

// A guard is a condition governing a block, and the successor of its if
// on the block's side. A loop's guard (see loopGuards) has the if's block
// as avoid: the block's side is the loop's next round, not the if again.
type guard struct {
	cond  ssa.Value
	succ  *ssa.BasicBlock
	avoid *ssa.BasicBlock
}

// branches yields the blocks of fn that end in an if with two distinct
// successors, and the if.
func branches(fn *ssa.Function) iter.Seq2[*ssa.BasicBlock, *ssa.If] {
	return func(yield func(*ssa.BasicBlock, *ssa.If) bool) {
		for _, b := range fn.Blocks {
			iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
			if ok && len(b.Succs) == 2 && b.Succs[0] != b.Succs[1] && !yield(b, iff) {
				return
			}
		}
	}
}

// guards returns the conditions that directly govern block r: of the ifs
// that r is under (a successor of the if dominates r, and r cannot be
// reached from its other successor but through the if again), the
// innermost one, with the other parts of its && or || condition; and the
// test of a search in a loop before r (see loopGuards).
func (s *state) guards(r *ssa.BasicBlock) []guard {
	var cs []guard
	var ifs []*ssa.BasicBlock // the block of each guard's if
	for d, iff := range branches(r.Parent()) {
		for k, succ := range d.Succs {
			if succ.Dominates(r) && !irutil.Reaches(d.Succs[1-k], r, d) {
				cs = append(cs, guard{cond: iff.Cond, succ: succ})
				ifs = append(ifs, d)
			}
		}
	}
	if len(cs) == 0 {
		return loopGuards(r)
	}
	deepest := cs[0].succ
	for _, c := range cs {
		if deepest.Dominates(c.succ) {
			deepest = c.succ
		}
	}
	var out []guard
	for i, c := range cs {
		if c.succ == deepest || conditionChain(c.succ, deepest) {
			// The parts of a && condition lead to r's side together.
			out = append(out, guard{cond: c.cond, succ: deepest})
		}
		if c.succ == deepest {
			out = append(out, orParts(ifs[i], deepest)...)
		}
	}
	// After a loop, the loop's own test governs r too; a search in it
	// may decide.
	return append(out, loopGuards(r)...)
}

// loopGuards returns the guard of block r, after a loop, that a search
// makes: an if in the loop whose one side leaves the function without
// reaching r (`if perms.Has(p) { return next(ctx, req) }`) and whose
// other side goes on with the loop, whose end leads to r. r runs when no
// round took the first side: the condition governs it, on the loop's side.
func loopGuards(r *ssa.BasicBlock) []guard {
	var out []guard
	for d, iff := range branches(r.Parent()) {
		if d == r || irutil.Reaches(r, d, nil) {
			continue
		}
		for k, leave := range d.Succs {
			next := d.Succs[1-k]
			if !irutil.Reaches(leave, r, d) && irutil.Reaches(next, d, nil) && irutil.Reaches(next, r, d) {
				out = append(out, guard{cond: iff.Cond, succ: next, avoid: d})
			}
		}
	}
	if len(out) != 1 {
		return nil // several searches, or none
	}
	return append(out, searchConditions(out[0].avoid, r)...)
}

// searchConditions returns the guards that the other conditions of the
// search whose if is d make, in the loop: an if whose one side leads to d
// and whose other side goes on with the loop, never leaving it but
// through that if again (`if role == p.Role && allowed(tool, p.Tools)`,
// or the same as nested ifs: the round leaves only when both hold).
func searchConditions(d, r *ssa.BasicBlock) []guard {
	var out []guard
	for p, iff := range branches(r.Parent()) {
		if p == d || irutil.Reaches(r, p, nil) {
			continue
		}
		for k, toward := range p.Succs {
			next := p.Succs[1-k]
			if toward.Dominates(d) && !irutil.Reaches(next, d, p) && irutil.Reaches(next, p, nil) && irutil.Reaches(next, r, p) {
				out = append(out, guard{cond: iff.Cond, succ: next, avoid: p})
			}
		}
	}
	return out
}

// failingSide reports whether no return reachable from g's side may
// succeed (without passing g's if again, for a loop's guard): the side is
// where a decision denies, not where it lets the call through (a return
// after a passed check, whose error is the work's).
func (s *state) failingSide(g guard) bool {
	side := g.succ
	fn := side.Parent()
	rets := map[*ssa.Return]*results.Return{}
	for _, r := range s.model.ReturnsOf(fn) {
		rets[r.Ret] = r
	}
	seen := map[*ssa.BasicBlock]bool{g.avoid: true}
	work := []*ssa.BasicBlock{side}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && maySucceed(ret, rets[ret]) {
			return false
		}
		work = append(work, b.Succs...)
	}
	return true
}

// maySucceed reports whether ret (r in the return model, if it has a
// call-tool result or an error) may answer a success: a boolean result is
// not false, and its error is nil and not every result it returns an
// isError result, or it returns a result that is no isError result beside
// an error that a call made (whose nil-ness the model does not know: the
// work's own result and error). Of a function without a call-tool result,
// an error that may be nil where it is returned (`return s.repo.Save(…)`,
// not `return err` under `err != nil`) may succeed.
func maySucceed(ret *ssa.Return, r *results.Return) bool {
	res := ret.Parent().Signature.Results()
	for i := range ret.Results {
		v, t := irutil.ReturnedValue(ret, i), res.At(i).Type()
		if irutil.IsBool(t) && isFalse(v) {
			return false
		}
		if (r == nil || r.Err == nil) && isError(t) && i == res.Len()-1 && !isNilConst(v) && !mayBeNil(ret, i) {
			// An error the model does not follow (a function without a
			// call-tool result, or an error type returned by pointer).
			return false
		}
	}
	if r == nil {
		return true
	}
	if r.Err == nil || r.ErrNil {
		return !allIsError(r)
	}
	if len(r.Values) == 0 {
		// No call-tool result: as without the model, by its error.
		return res.Len() > 0 && isError(res.At(res.Len()-1).Type()) && mayBeNil(ret, res.Len()-1)
	}
	return len(r.Values) > 0 && !allIsError(r)
}

// mayBeNil reports whether result i of ret, an error, may be nil where
// ret returns it on some path: the error of the work (`return
// s.repo.Save(…)`, `return db.Create(&rows).Error`); not a sentinel error
// variable, nor an error that a constructor makes (`newForbidden(tool)`,
// `status.Error(…)`), nor one the path tested (`return err` under `err !=
// nil`).
func mayBeNil(ret *ssa.Return, i int) bool {
	switch v := irutil.UnwrapInterface(ret.Results[i]).(type) {
	case *ssa.UnOp:
		if _, global := v.X.(*ssa.Global); global {
			return false
		}
	case *ssa.Call:
		if fn := irutil.StaticFunc(v.Common()); fn != nil && errorConstructorRE.MatchString(fn.Name()) {
			return false
		}
	}
	return nilflow.CanBeNil(ret, i)
}

// errorConstructorRE matches the names of functions that make an error
// rather than do work that may fail.
var errorConstructorRE = regexp.MustCompile(`^(New|Err|Wrap|Make)|(?i)(err|error|errorf|denied|forbidden|unauthori[sz]ed)$`)

// isNilConst reports whether v is a nil constant of an interface or
// pointer type (an error, or a package's error type by pointer).
func isNilConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value != nil {
		return false
	}
	_, ptr := c.Type().Underlying().(*types.Pointer)
	return types.IsInterface(c.Type()) || ptr
}

// orParts returns the guards that the earlier parts of a || condition
// whose last part is the if of block d make: `if !isAdmin(req) || sub !=
// "" { return false }` reaches the side succ from the first part's if
// directly, so that if does not dominate succ's other ways in, yet its
// condition governs succ as the last part's does.
func orParts(d, succ *ssa.BasicBlock) []guard {
	var out []guard
	for x := d; x.Comment == "cond.false"; {
		up := x.Idom()
		if up == nil {
			break
		}
		iff, ok := up.Instrs[len(up.Instrs)-1].(*ssa.If)
		if !ok || len(up.Succs) != 2 || up.Succs[0] != succ && up.Succs[1] != succ {
			break
		}
		out = append(out, guard{cond: iff.Cond, succ: succ})
		x = up
	}
	return out
}

// conditionChain reports whether the blocks from deepest's immediate
// dominator up to succ are all parts of one && or || condition.
func conditionChain(succ, deepest *ssa.BasicBlock) bool {
	for x := deepest.Idom(); x != nil; x = x.Idom() {
		if x.Comment != "cond.true" && x.Comment != "cond.false" {
			return false
		}
		if x == succ {
			return true
		}
	}
	return false
}
