package analyzers_test

import (
	"errors"
	"flag"
	"go/types"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/analyzers"
)

// TestHardenPanic checks that a panic in a check becomes its error, and
// a panic in a pass it requires becomes the error of the check, naming
// the pass, the package and the site.
func TestHardenPanic(t *testing.T) {
	pass := &analysis.Analyzer{
		Name:       "panicpass",
		Doc:        "panics on package boom",
		ResultType: reflect.TypeFor[*int](),
		Run: func(pass *analysis.Pass) (any, error) {
			if pass.Pkg.Name() == "boom" {
				panic("boom")
			}
			return new(int), nil
		},
	}
	middle := &analysis.Analyzer{
		Name:     "middle",
		Doc:      "requires panicpass",
		Requires: []*analysis.Analyzer{pass},
		Run:      func(*analysis.Pass) (any, error) { return nil, nil },
	}
	check := &analysis.Analyzer{
		Name:     "check",
		Doc:      "requires middle; panics on package index",
		Requires: []*analysis.Analyzer{middle},
		Run: func(pass *analysis.Pass) (any, error) {
			var s []int
			if pass.Pkg.Name() == "index" {
				return s[3], nil
			}
			return "ran", nil
		},
	}
	analyzers.Harden([]*analysis.Analyzer{check})
	analyzers.Harden([]*analysis.Analyzer{check}) // idempotent

	// Run the analyzers in the order of a driver.
	runAll := func(pkg *types.Package) (any, error) {
		for _, a := range []*analysis.Analyzer{pass, middle} {
			res, err := a.Run(&analysis.Pass{Analyzer: a, Pkg: pkg})
			if err != nil {
				t.Errorf("pass %s on %s: error %v; a pass reports its panic through the checks", a.Name, pkg.Path(), err)
			}
			if a.ResultType != nil && reflect.TypeOf(res) != a.ResultType {
				t.Errorf("pass %s on %s: result of type %T, want %v", a.Name, pkg.Path(), res, a.ResultType)
			}
		}
		return check.Run(&analysis.Pass{Analyzer: check, Pkg: pkg})
	}
	for _, tc := range []struct {
		pkg  *types.Package
		want string
	}{
		{types.NewPackage("example.com/boom", "boom"), "internal error: panicpass panicked on example.com/boom: boom (at harden_test.go:"},
		{types.NewPackage("example.com/index", "index"), "internal error: check panicked on example.com/index: runtime error: index out of range [3] with length 0 (at harden_test.go:"},
		{types.NewPackage("example.com/fine", "fine"), ""},
	} {
		res, err := runAll(tc.pkg)
		if ie := analyzers.PassFailure(pass, tc.pkg); (ie != nil) != (tc.pkg.Name() == "boom") {
			t.Errorf("%s: PassFailure(panicpass) = %v", tc.pkg.Path(), ie)
		}
		if tc.want == "" {
			if res != "ran" || err != nil {
				t.Errorf("%s: got %v, %v; want the check to run", tc.pkg.Path(), res, err)
			}
			continue
		}
		var ie *analyzers.InternalError
		if res != nil || !errors.As(err, &ie) || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s: got %v, %v; want an InternalError starting with %q", tc.pkg.Path(), res, err, tc.want)
		}
	}
}

// TestHardenRegexpFlags checks that a flag documented as a regexp rejects
// an invalid one, naming the flag, and accepts a valid one.
func TestHardenRegexpFlags(t *testing.T) {
	var pattern, other string
	a := &analysis.Analyzer{Name: "re", Doc: "has flags", Run: func(*analysis.Pass) (any, error) { return nil, nil }}
	a.Flags.StringVar(&pattern, "pattern", "x", "regexp matching names")
	a.Flags.StringVar(&other, "other", "", "comma-separated names")
	analyzers.Harden([]*analysis.Analyzer{a})

	a.Flags.Init("re", flag.ContinueOnError)
	var out strings.Builder
	a.Flags.SetOutput(&out)
	err := a.Flags.Parse([]string{"-pattern=("})
	if err == nil || !strings.Contains(err.Error(), `invalid value "(" for flag -pattern: not a valid regular expression`) {
		t.Errorf("-pattern=(: got %v", err)
	}
	if pattern != "x" {
		t.Errorf("invalid value was stored: %q", pattern)
	}
	if err := a.Flags.Parse([]string{"-pattern=a|b", "-other=("}); err != nil || pattern != "a|b" || other != "(" {
		t.Errorf("valid values: err %v, pattern %q, other %q", err, pattern, other)
	}

	// The flag package prints defaults by comparing with a zero value of
	// the flag's type, whose String must not panic.
	out.Reset()
	a.Flags.PrintDefaults()
	if strings.Contains(out.String(), "panic calling") || !strings.Contains(out.String(), "(default x)") {
		t.Errorf("PrintDefaults:\n%s", out.String())
	}
}

// TestAllHardened checks that the regexp flags of the real suite reject
// an invalid regexp.
func TestAllHardened(t *testing.T) {
	for _, a := range analyzers.All() {
		a.Flags.VisitAll(func(f *flag.Flag) {
			if strings.HasPrefix(f.Usage, "regexp") {
				if err := f.Value.Set("("); err == nil {
					t.Errorf("-%s.%s accepts an invalid regexp", a.Name, f.Name)
				}
			}
		})
	}
}
