package rpcerror_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/analyzers/rpcerror"
	"github.com/mcplint/mcplint/internal/goldentest"
	"github.com/mcplint/mcplint/internal/testdata"
)

var pkgs = []string{"rpcerror/mcpgo", "rpcerror/gosdk", "rpcerror/wrapped", "rpcerror/alias", "rpcerror/named", "rpcerror/pair", "rpcerror/origin", "rpcerror/decided", "rpcerror/records", "rpcerror/callback", "rpcerror/wrapping", "rpcerror/dispatched", "rpcerror/dispatchedconv", "rpcerror/plumbing", "rpcerror/keepcause", "rpcerror/handrolledwire", "rpcerror/handlererror", "rpcerror/middleware", "rpcerror/middlewareconv"}

func TestRPCError(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata.Dir(), rpcerror.Analyzer, pkgs...)
}

func TestGoldensCompile(t *testing.T) {
	goldentest.Check(t, testdata.Dir(), pkgs...)
}
