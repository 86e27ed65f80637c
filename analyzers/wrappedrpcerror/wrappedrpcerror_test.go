package wrappedrpcerror_test

import (
	"testing"

	"github.com/mcplint/mcplint/analyzers/wrappedrpcerror"
	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/goldentest"
	"github.com/mcplint/mcplint/internal/testdata"
)

var pkgs = []string{"wrappedrpcerror/gosdk", "wrappedrpcerror/mcpgo", "wrappedrpcerror/wrapped"}

func TestWrappedRPCError(t *testing.T) {
	atest.RunWithSuggestedFixes(t, testdata.Dir(), wrappedrpcerror.Analyzer, pkgs...)
}

func TestGoldensCompile(t *testing.T) {
	goldentest.Check(t, testdata.Dir(), pkgs...)
}
