package structurederror_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/analyzers/structurederror"
	"github.com/mcplint/mcplint/internal/testdata"
)

func TestStructuredError(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), structurederror.Analyzer, "structurederror/mcpgo", "structurederror/gosdk", "structurederror/generic")
}
