package unknowntool_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/analyzers/unknowntool"
	"github.com/mcplint/mcplint/internal/goldentest"
	"github.com/mcplint/mcplint/internal/testdata"
)

func TestUnknownTool(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata.Dir(), unknowntool.Analyzer,
		"unknowntool/mcpgo", "unknowntool/gosdk", "unknowntool/handrolled", "unknowntool/helpers", "unknowntool/handlererror")
}

// TestGoldensTypeCheck checks that the suggested fixes leave valid Go.
func TestGoldensTypeCheck(t *testing.T) {
	goldentest.Check(t, testdata.Dir(), "unknowntool/gosdk", "unknowntool/handrolled", "unknowntool/helpers")
}
