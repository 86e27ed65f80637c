package rpcerror_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/analyzers/rpcerror"
	"github.com/mcplint/mcplint/internal/goldentest"
	"github.com/mcplint/mcplint/internal/testdata"
)

var pkgs = []string{"rpcerror/mcpgo", "rpcerror/gosdk", "rpcerror/wrapped", "rpcerror/alias", "rpcerror/named", "rpcerror/pair", "rpcerror/origin", "rpcerror/decided", "rpcerror/records", "rpcerror/callback", "rpcerror/wrapping", "rpcerror/dispatched", "rpcerror/dispatchedconv", "rpcerror/plumbing", "rpcerror/keepcause", "rpcerror/handrolledwire", "rpcerror/handlererror", "rpcerror/middleware", "rpcerror/middlewareconv"}

// discoveryPkgs check that failures are reported where discovery says the
// tool is: at the handler's return that passes a helper's failure on,
// inside the functions given to a pass-through adapter (never inside
// helpers or adapters), and in the tools of a hand-rolled server that
// return JSON-RPC error objects its dispatcher forwards.
var discoveryPkgs = []string{"rpcerror/helpers", "rpcerror/rpcfunc"}

// TestRPCError runs the check on every test package, and compares its
// fixes with the golden files, in one analysistest run: each run
// type-checks the standard library from source again (seconds per call).
func TestRPCError(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata.Dir(), rpcerror.Analyzer, append(pkgs, discoveryPkgs...)...)
}

func TestGoldensCompile(t *testing.T) {
	goldentest.Check(t, testdata.Dir(), pkgs...)
}
