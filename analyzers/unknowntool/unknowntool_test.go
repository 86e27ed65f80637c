package unknowntool_test

import (
	"testing"

	"github.com/mcplint/mcplint/analyzers/unknowntool"
	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/goldentest"
	"github.com/mcplint/mcplint/internal/testdata"
)

// TestUnknownTool runs the check, and compares its fixes with the golden
// files, on its test packages in one run (one load, about a second;
// see internal/atest):
//
//   - mcpgo, gosdk, handrolled, helpers: the dispatchers of each SDK and of
//     hand-rolled servers, with their fixes;
//   - rpcfunc: the tools/call dispatchers of a hand-rolled server whose
//     tools live in a table of the project's func type and whose params
//     are a named struct;
//   - shapes: the other ways a dispatcher finds a tool (registries
//     returning an error, index tests, slice scans, helpers given the
//     name, registry dispatchers registered as SDK handlers) and miss
//     branches that only assign what a later return sends;
//   - handlererror: mcp-go v1.5+ server.NewHandlerError answers;
//   - derived: decisions on a part of the name (a namespace and a tool
//     split on a separator, a stripped prefix) in mcp-go and go-sdk
//     handlers, with negatives (ToLower, an argument split, shared code);
//   - mapparams: a hand-rolled server reading params["name"].(string),
//     a (string, error) switch helper, a method table; a prompts/get
//     handler of the same shape is a negative;
//   - switcherlib, switcheruser: a switcher of another package given the
//     requested name, whose error for a name no case takes the caller
//     sends as -32603 or as an isError result;
//   - mapcli: tools returning (any, error) whose tools/call code answers
//     errors with an isError map a helper builds, beside a command-line
//     caller of the same dispatcher that prints the error, and a test
//     calling it (go vet analyzes the package with its tests);
//   - registrymethod, registrysentinel: a registry method's miss whose
//     error the tools/call function returns as it is to a dispatcher that
//     sends -32603 (reported in the method), and the same registry whose
//     caller tells the unknown-tool error apart with errors.Is (negative);
//   - testcaller: a tool function given the name whose test calls it with
//     a constant name (go vet analyzes the package with its tests);
//   - scangetter: getters searching a slice of tool records for the name,
//     beside a prefix-matching completion getter (negative);
//   - runbylib, runbyuser: a registry package's runner whose error for a
//     name it holds no tool for the tools/call code of another package
//     answers with an isError result (reported in the runner), and
//     runbysentinellib, runbysentineluser: the same registry whose caller
//     tells that error apart with errors.Is (negative).
func TestUnknownTool(t *testing.T) {
	atest.RunWithSuggestedFixes(t, testdata.Dir(), unknowntool.Analyzer,
		"unknowntool/mcpgo", "unknowntool/gosdk", "unknowntool/handrolled", "unknowntool/helpers", "unknowntool/fwdmiss/srv", "unknowntool/fwdmiss/cmd",
		"unknowntool/rpcfunc", "unknowntool/shapes", "unknowntool/handlererror", "unknowntool/mwlookup",
		"unknowntool/derived", "unknowntool/mapparams", "unknowntool/maplit", "unknowntool/getter",
		"unknowntool/switcherlib", "unknowntool/switcheruser", "unknowntool/lookuplib", "unknowntool/lookupuser", "unknowntool/mapcli", "unknowntool/mapwire", "unknowntool/inlineswitch", "unknowntool/voidhelper", "unknowntool/registrymethod", "unknowntool/registrysentinel", "unknowntool/testcaller", "unknowntool/scangetter", "unknowntool/runbylib", "unknowntool/runbyuser", "unknowntool/runbysentinellib", "unknowntool/runbysentineluser", "unknowntool/lookupgap")
}

// TestGoldensTypeCheck checks that the suggested fixes leave valid Go.
func TestGoldensTypeCheck(t *testing.T) {
	goldentest.Check(t, testdata.Dir(), "unknowntool/gosdk", "unknowntool/handrolled", "unknowntool/helpers", "unknowntool/derived", "unknowntool/mapparams", "unknowntool/getter", "unknowntool/mapwire", "unknowntool/scangetter")
}
