package results_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

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

func TestResults(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), dump, "results/mcpgo", "results/gosdk", "results/named")
	analysistest.Run(t, testdata.Dir(), results.Analyzer, "results/helperlib", "rpcerror/errs")
}
