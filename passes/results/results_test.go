package results_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/testdata"
	"github.com/mcplint/mcplint/passes/results"
)

// dump reports every possible value of every handler return at the value's
// completion position, so that test data can state it with // want.
var dump = &analysis.Analyzer{
	Name:     "dump",
	Doc:      "report the evaluated results as diagnostics",
	Requires: []*analysis.Analyzer{results.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		for _, h := range pass.ResultOf[results.Analyzer].(*results.Result).Handlers {
			for _, r := range h.Returns {
				if !r.ErrNil {
					continue
				}
				for _, v := range r.Values {
					pos := v.Pos
					if pos == 0 || pass.Fset.File(pos) != pass.Fset.File(r.Pos) {
						pos = r.Pos
					}
					pass.Reportf(pos, "%s", v)
				}
			}
		}
		return nil, nil
	},
}

// TestResults checks the evaluated results of the handlers of the test
// packages. It and TestFacts run in parallel: they need different root
// analyzers (dump's diagnostics here, the pass's own facts there), so they
// cannot share one run (one load each; see internal/atest).
func TestResults(t *testing.T) {
	t.Parallel()
	atest.Run(t, testdata.Dir(), dump, "results/mcpgo", "results/gosdk", "results/named")
}

// TestFacts checks the facts the pass exports on helpers that build
// results and on error helpers.
func TestFacts(t *testing.T) {
	t.Parallel()
	atest.Run(t, testdata.Dir(), results.Analyzer, "results/helperlib", "rpcerror/errs")
}
