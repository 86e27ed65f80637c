package wrappedrpcerror_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/analyzers/wrappedrpcerror"
	"github.com/mcplint/mcplint/internal/testdata"
	"github.com/mcplint/mcplint/passes/nilflow/goldentest"
)

var pkgs = []string{"wrappedrpcerror/gosdk", "wrappedrpcerror/mcpgo", "wrappedrpcerror/wrapped"}

func TestWrappedRPCError(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata.Dir(), wrappedrpcerror.Analyzer, pkgs...)
}

func TestGoldensCompile(t *testing.T) {
	goldentest.Check(t, testdata.Dir(), pkgs...)
}
