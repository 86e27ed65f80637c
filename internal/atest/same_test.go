package atest_test

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/analyzers/errorleak"
	"github.com/mcplint/mcplint/analyzers/rpcerror"
	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/testdata"
)

// TestSameAsAnalysistest runs two checks on their test packages both with
// analysistest (the standard library type-checked from source and
// analyzed) and with atest, and requires the same diagnostics, fixes
// included, and the same facts on the test packages: the facts the
// checks could compute on the standard library change nothing. rpcerror
// has the most test packages and fixes, errorleak depends most on what the
// standard library's functions return. Under -short it skips: the
// analysistest runs cost several seconds each.
func TestSameAsAnalysistest(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the analysistest runs are left to the full run")
	}
	for _, tc := range []struct {
		a        *analysis.Analyzer
		patterns []string
	}{
		{rpcerror.Analyzer, []string{"rpcerror/...", "unknowntool/helpers"}},
		{errorleak.Analyzer, []string{"errorleak/..."}},
	} {
		t.Run(tc.a.Name, func(t *testing.T) {
			var want []string
			for _, r := range analysistest.Run(&recorder{}, testdata.Dir(), tc.a, tc.patterns...) {
				want = append(want, outcome(r.Action.Package.ID, r.Action.Package.Fset.Position, r.Diagnostics, r.Facts)...)
			}
			var got []string
			for _, act := range atest.Run(&recorder{}, testdata.Dir(), tc.a, tc.patterns...) {
				facts := map[types.Object][]analysis.Fact{}
				for _, f := range act.AllObjectFacts() {
					if f.Object.Pkg() == act.Package.Types {
						facts[f.Object] = append(facts[f.Object], f.Fact)
					}
				}
				for _, f := range act.AllPackageFacts() {
					if f.Package == act.Package.Types {
						facts[nil] = append(facts[nil], f.Fact)
					}
				}
				got = append(got, outcome(act.Package.ID, act.Package.Fset.Position, act.Diagnostics, facts)...)
			}
			if len(want) == 0 {
				t.Fatal("analysistest reported nothing")
			}
			t.Logf("%d diagnostics and facts", len(want))
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("atest and analysistest differ:\n-analysistest +atest\n%s", lineDiff(want, got))
			}
		})
	}
}

// outcome lists, one string each, the diagnostics (with their fixes) and
// the facts of one package.
func outcome(id string, position func(token.Pos) token.Position, diags []analysis.Diagnostic, facts map[types.Object][]analysis.Fact) []string {
	var out []string
	for _, d := range diags {
		s := fmt.Sprintf("%s %s: %s", id, position(d.Pos), d.Message)
		for _, fix := range d.SuggestedFixes {
			s += " | fix " + fix.Message
			for _, e := range fix.TextEdits {
				s += fmt.Sprintf(" [%s-%s %q]", position(e.Pos), position(e.End), e.NewText)
			}
		}
		out = append(out, s)
	}
	for obj, fs := range facts {
		for _, f := range fs {
			out = append(out, fmt.Sprintf("%s fact %v: %v", id, obj, f))
		}
	}
	return out
}

// lineDiff lists the lines only in want (-) and only in got (+), both
// sorted.
func lineDiff(want, got []string) string {
	var b strings.Builder
	for _, l := range want {
		if !slices.Contains(got, l) {
			b.WriteString("- " + l + "\n")
		}
	}
	for _, l := range got {
		if !slices.Contains(want, l) {
			b.WriteString("+ " + l + "\n")
		}
	}
	return b.String()
}
