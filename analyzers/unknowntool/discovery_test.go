package unknowntool_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/analyzers/unknowntool"
	"github.com/mcplint/mcplint/internal/testdata"
)

// TestDiscoveryShapes runs the check on the tools/call dispatchers of a
// hand-rolled server whose tools live in a table of the project's func
// type and whose params are a named struct.
func TestDiscoveryShapes(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), unknowntool.Analyzer, "unknowntool/rpcfunc")
}

// TestShapes runs the check on the other ways a dispatcher finds a tool
// (registries returning an error, index tests, slice scans, helpers
// given the name, registry dispatchers registered as SDK handlers) and on
// miss branches that only assign what a later return sends.
func TestShapes(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), unknowntool.Analyzer, "unknowntool/shapes")
}
