package report_test

import (
	"go/token"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/internal/testdata"
	"github.com/mcplint/mcplint/passes/report"
)

// everyFunc reports each function declaration that the scope allows, so
// the test package states with // want which files are reportable.
var everyFunc = &analysis.Analyzer{
	Name: "everyfunc",
	Doc:  "report every function declaration in scope",
	Run: func(pass *analysis.Pass) (any, error) {
		scope := report.NewScope(pass)
		if scope.Reportable(token.NoPos) {
			pass.Reportf(pass.Files[0].Package, "the zero position is reportable")
		}
		for _, f := range pass.Files {
			for _, d := range f.Decls {
				if scope.Reportable(d.Pos()) {
					pass.Reportf(d.Pos(), "in scope")
				}
			}
		}
		return nil, nil
	},
}

func TestScope(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), everyFunc, "reportscope")
}
