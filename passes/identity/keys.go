package identity

import (
	"slices"

	"golang.org/x/tools/go/ssa"
)

// findKeys finds the context keys this package stores identity under, to a
// fixed point (a middleware may store what it read under another key).
func (s *state) findKeys() {
	for range 4 {
		changed := false
		for _, fn := range s.funcs {
			s.eachStore(fn, func(v ssa.Value, key string) {
				if key != "" && !s.keys[key] && s.eval(v, true).Derived() {
					s.keys[key] = true
					s.local = append(s.local, key)
					changed = true
				}
			})
		}
		if !changed {
			return
		}
		s.reset() // reads of the new keys change values and summaries
	}
}

// exportFacts exports the summaries of the package's functions and the
// identity keys found here.
func (s *state) exportFacts() {
	open := s.openKeys()
	for _, fn := range s.funcs {
		obj, ok := s.exportedFunc(fn)
		if !ok {
			continue
		}
		f := s.summary(fn)
		if f != nil && len(open) > 0 {
			f.Assumed = s.assumptions(fn, f, open)
		}
		if f != nil {
			f.Generous = s.generousBeyond(fn, f)
		}
		if f != nil && !f.empty() {
			s.pass.ExportObjectFact(obj, f)
		}
	}
	s.exportIfaceFacts()
	if len(s.local) > 0 {
		keys := slices.Clone(s.local)
		slices.Sort(keys)
		s.pass.ExportPackageFact(&KeysFact{Keys: keys})
	}
}
