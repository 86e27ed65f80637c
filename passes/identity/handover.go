package identity

import (
	"slices"
	"sync/atomic"
)

// handed holds the identity keys a driver found in a first run over the
// whole program (see SetKeys).
var handed atomic.Pointer[[]string]

// SetKeys makes keys (in [KeysFact]'s form) identity keys in every package
// of the next analysis runs, beside those known along imports; nil clears
// them. It is safe to call while other runs read them.
//
// Facts flow from a package to its importers, but the HTTP layer that
// stores the caller in the context (an mcp-go context function, a
// middleware in package main) usually imports the tools that read it back,
// which are analyzed first. The standalone driver therefore runs this
// analyzer once over the packages when one of them stores a context key
// declared elsewhere, collects the keys it finds ([Result.Keys]) and hands
// them to the real run. Under go vet no one sets them.
func SetKeys(keys []string) {
	if keys == nil {
		handed.Store(nil)
		return
	}
	k := slices.Clone(keys)
	handed.Store(&k)
}

func handedKeys() []string {
	if k := handed.Load(); k != nil {
		return *k
	}
	return nil
}

// Keys returns the identity keys found in the package (not those known
// from its imports), sorted.
func (r *Result) Keys() []string {
	if r == nil || r.s == nil {
		return nil
	}
	keys := slices.Clone(r.s.local)
	slices.Sort(keys)
	return keys
}
