package mcpssa_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/testdata"
	"github.com/mcplint/mcplint/passes/mcpssa"
)

// built reports, on each package clause, whether SSA was built for the
// package and how many source functions it has.
var built = &analysis.Analyzer{
	Name:     "built",
	Doc:      "report whether mcpssa built SSA for the package",
	Requires: []*analysis.Analyzer{mcpssa.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[mcpssa.Analyzer].(*mcpssa.Result)
		if res.Pkg != nil {
			pass.Reportf(pass.Files[0].Package, "ssa built, %d source functions", len(res.SrcFuncs))
		}
		return nil, nil
	},
}

func TestRelevance(t *testing.T) {
	dir := testdata.Dir()
	// plain and the SDK stub itself get no SSA; the others do (registers
	// by its getter of tools). The
	// expectations are in the test packages.
	atest.Run(t, dir, built,
		"ssarelevance/plain", "ssarelevance/usesdk", "ssarelevance/handrolled",
		"ssarelevance/importshandrolled", "ssarelevance/registers", "github.com/mark3labs/mcp-go/mcp")
}
