package emptyerror_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/analyzers/emptyerror"
	"github.com/mcplint/mcplint/internal/testdata"
)

func TestEmptyError(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), emptyerror.Analyzer, "emptyerror/mcpgo", "emptyerror/gosdk")
}
