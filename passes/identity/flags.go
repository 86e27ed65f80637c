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
// A key stored by a package that imports the readers needs no flag (see
// [Result.Assume]); the flag (-autherror.identitykeys, under every
// driver) is for a key stored in a package that neither imports the
// readers nor is imported by them.
const FlagKeys = "identitykeys"

func init() {
	Analyzer.Flags.Var(new(keyList), FlagKeys, "context keys that hold the caller's identity in every package (comma-separated, in the identity pass's key form), for a key stored by a package that does not import its readers")
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
