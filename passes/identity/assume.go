package identity

import (
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// Facts flow from a package to its importers, but the HTTP layer that
// stores the caller in the context (an mcp-go context function, a
// middleware in package main) usually imports the tools that read it
// back, which are analyzed first. A package therefore names the context
// keys it reads without knowing what they hold ([Result.OpenKeys]), and
// answers every query as if one of them held identity ([Result.Assume]):
// a check defers what it would find under that assumption to the package
// that stores identity under the key, which imports this one. Function
// summaries carry the same assumption ([FuncFact.Assumed]) for getters
// that other packages call.

// OpenKeys returns the context keys the package reads (with ctx.Value, or
// through another package's getter whose summary depends on the key) and
// does not know to hold identity, sorted.
func (r *Result) OpenKeys() []string {
	if r == nil || r.s == nil {
		return nil
	}
	return r.s.openKeys()
}

// Knows reports whether the package knows key to hold identity: stored
// here, or by a package it imports (or named by [FlagKeys]).
func (r *Result) Knows(key string) bool { return r != nil && r.s != nil && r.s.keys[key] }

// Assume returns the package's identity as it would be if context key key
// held identity. It is r itself when the package already knows the key.
func (r *Result) Assume(key string) *Result {
	if r == nil || r.s == nil || r.s.keys[key] {
		return r
	}
	return &Result{s: r.s.assuming(key)}
}

// assuming returns the hypothetical state of s in which key holds
// identity, made once.
func (s *state) assuming(key string) *state {
	if h := s.assumed[key]; h != nil {
		return h
	}
	h := &state{pass: s.pass, pkg: s.pkg, funcs: s.funcs, hres: s.hres, model: s.model,
		keys: map[string]bool{key: true}, assume: key}
	for k := range s.keys {
		h.keys[k] = true
	}
	h.reset()
	// The keys the package stores what it reads under key (a handler
	// mounting the MCP server copies a web framework's value into the
	// request's context under a key of its own) hold identity too.
	h.findKeys()
	if s.assumed == nil {
		s.assumed = map[string]*state{}
	}
	s.assumed[key] = h
	return h
}

// openKeys lists the keys of ctx.Value calls in the package's functions,
// and those of callees' assumptions, that s does not know (asked once the
// package's own keys are found: when its facts are exported, and by the
// checks).
func (s *state) openKeys() []string {
	if !s.opened {
		s.open, s.opened = s.findOpenKeys(), true
	}
	return s.open
}

// findOpenKeys computes openKeys.
func (s *state) findOpenKeys() []string {
	var out []string
	add := func(k string) {
		if k != "" && !s.keys[k] && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	for _, call := range irutil.Calls(s.funcs) {
		c := call.Common()
		if key, ok := contextRead(c); ok {
			add(keyID(key))
			continue
		}
		if c.IsInvoke() {
			continue
		}
		sfn, fn := irutil.StaticCallee(c)
		if fn == nil || fn.Pkg() == nil {
			continue
		}
		if sfn != nil && sfn.Pkg == s.pkg || fn.Pkg() == s.pass.Pkg {
			// An accessor of the package given the key (Get[User](ctx,
			// userKey)): the key it is given is read.
			if sfn != nil && sfn.Blocks != nil {
				for _, k := range readKeys(s.keyReads(sfn), c) {
					add(k)
				}
			}
			continue
		}
		f := new(FuncFact)
		if s.pass.ImportObjectFact(fn, f) {
			for _, a := range f.Assumed {
				add(a.Key)
			}
			for _, k := range readKeys(f.Reads, c) {
				add(k)
			}
		}
	}
	slices.Sort(out)
	return out
}

// assumptions returns what fn's results would be under each open key of
// the package, where that differs from f, fn's summary.
func (s *state) assumptions(fn *ssa.Function, f *FuncFact, open []string) []Assumption {
	var out []Assumption
	for _, k := range open {
		h := s.assuming(k).summary(fn)
		if h != nil && !slices.Equal(h.Results, f.Results) {
			out = append(out, Assumption{Key: k, Results: h.Results})
		}
	}
	return out
}

// exportedFunc returns the object of fn when its summary is a fact of the
// package (a package-level function or method declared here).
func (s *state) exportedFunc(fn *ssa.Function) (*types.Func, bool) {
	if fn.Parent() != nil || fn.Blocks == nil {
		return nil, false
	}
	obj, ok := fn.Object().(*types.Func)
	return obj, ok && obj.Pkg() == s.pass.Pkg
}
