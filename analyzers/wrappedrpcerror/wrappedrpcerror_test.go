package wrappedrpcerror_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/analyzers/wrappedrpcerror"
	"github.com/mcplint/mcplint/internal/goldentest"
	"github.com/mcplint/mcplint/internal/testdata"
)

var pkgs = []string{"wrappedrpcerror/gosdk", "wrappedrpcerror/mcpgo", "wrappedrpcerror/wrapped"}

func TestWrappedRPCError(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata.Dir(), wrappedrpcerror.Analyzer, pkgs...)
}

func TestGoldensCompile(t *testing.T) {
	goldentest.Check(t, testdata.Dir(), pkgs...)
}
