package identity

import (
	goflag "flag"
	"slices"
	"strings"
)

// FlagKeys names the flag that makes context keys (in [KeysFact]'s form,
// comma-separated) identity keys in every package analyzed, beside those
// known along imports.
//
// Facts flow from a package to its importers, but the HTTP layer that
// stores the caller in the context (an mcp-go context function, a
// middleware in package main) usually imports the tools that read it back,
// which are analyzed first. The standalone driver therefore runs this
// analyzer once over the packages when one of them stores a context key
// declared elsewhere, collects the keys it finds ([Result.Keys]) and sets
// them with this flag for the real run; under go vet the flag
// (-autherror.identitykeys) passes them, and go vet's cache key sees it.
const FlagKeys = "identitykeys"

func init() {
	Analyzer.Flags.Var(new(keyList), FlagKeys, "context keys that hold the caller's identity in every package (comma-separated, in the identity pass's key form; the standalone driver finds and sets them)")
}

// RegisterFlags defines the flags of [Analyzer] in fs, sharing their
// values: setting one through fs configures the analysis.
func RegisterFlags(fs *goflag.FlagSet) {
	Analyzer.Flags.VisitAll(func(f *goflag.Flag) { fs.Var(f.Value, f.Name, f.Usage) })
}

// keyList is the value of the identitykeys flag: sorted, without
// duplicates.
type keyList struct{ keys []string }

func (l *keyList) String() string {
	if l == nil {
		return ""
	}
	return strings.Join(l.keys, ",")
}

func (l *keyList) Set(s string) error {
	l.keys = nil
	for k := range strings.SplitSeq(s, ",") {
		if k = strings.TrimSpace(k); k != "" {
			l.keys = append(l.keys, k)
		}
	}
	slices.Sort(l.keys)
	l.keys = slices.Compact(l.keys)
	return nil
}

// flagKeys returns the identity keys the pass's flag sets.
func flagKeys(fs *goflag.FlagSet) []string {
	if l, ok := fs.Lookup(FlagKeys).Value.(*keyList); ok {
		return l.keys
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
