package identity

import "golang.org/x/tools/go/ssa"

// guards returns the conditions that directly govern block r: of the ifs
// that r is under (a successor of the if dominates r, and r cannot be
// reached from its other successor but through the if again), the
// innermost one, with the other parts of its && or || condition.
func (s *state) guards(r *ssa.BasicBlock) []ssa.Value {
	type ctl struct {
		cond ssa.Value
		succ *ssa.BasicBlock
	}
	var cs []ctl
	for _, d := range r.Parent().Blocks {
		iff, ok := d.Instrs[len(d.Instrs)-1].(*ssa.If)
		if !ok || len(d.Succs) != 2 || d.Succs[0] == d.Succs[1] {
			continue
		}
		for k, succ := range d.Succs {
			if succ.Dominates(r) && !reaches(d.Succs[1-k], r, d) {
				cs = append(cs, ctl{iff.Cond, succ})
			}
		}
	}
	if len(cs) == 0 {
		return nil
	}
	deepest := cs[0].succ
	for _, c := range cs {
		if deepest.Dominates(c.succ) {
			deepest = c.succ
		}
	}
	var out []ssa.Value
	for _, c := range cs {
		if c.succ == deepest || conditionChain(c.succ, deepest) {
			out = append(out, c.cond)
		}
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

// reaches reports whether to can be reached from from without passing
// through avoid.
func reaches(from, to, avoid *ssa.BasicBlock) bool {
	seen := map[*ssa.BasicBlock]bool{avoid: true}
	work := []*ssa.BasicBlock{from}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == to {
			return true
		}
		if seen[b] {
			continue
		}
		seen[b] = true
		work = append(work, b.Succs...)
	}
	return false
}
