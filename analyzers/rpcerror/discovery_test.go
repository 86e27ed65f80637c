package rpcerror_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/analyzers/rpcerror"
	"github.com/mcplint/mcplint/internal/testdata"
)

// TestDiscoveryShapes checks that failures are reported where discovery
// says the tool is: at the handler's return that passes a helper's
// failure on, inside the functions given to a pass-through adapter (never
// inside helpers or adapters), and in the tools of a hand-rolled server
// that return JSON-RPC error objects its dispatcher forwards.
func TestDiscoveryShapes(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), rpcerror.Analyzer, "rpcerror/helpers", "rpcerror/rpcfunc")
}
