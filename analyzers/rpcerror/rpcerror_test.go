package rpcerror_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/checker"

	"github.com/mcplint/mcplint/analyzers/rpcerror"
	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/goldentest"
	"github.com/mcplint/mcplint/internal/testdata"
)

var pkgs = []string{"rpcerror/mcpgo", "rpcerror/gosdk", "rpcerror/wrapped", "rpcerror/alias", "rpcerror/named", "rpcerror/pair", "rpcerror/origin", "rpcerror/decided", "rpcerror/records", "rpcerror/callback", "rpcerror/wrapping", "rpcerror/dispatched", "rpcerror/dispatchedconv", "rpcerror/plumbing", "rpcerror/keepcause", "rpcerror/handrolledwire", "rpcerror/handlererror", "rpcerror/middleware", "rpcerror/middlewareconv", "rpcerror/logcause", "rpcerror/perserver", "rpcerror/optslice", "rpcerror/usedhere", "rpcerror/rewrapped", "rpcerror/config", "rpcerror/mwuse", "rpcerror/encodefail", "rpcerror/recordadapter", "rpcerror/recordtools", "rpcerror/recordlookup", "rpcerror/recordpkg/reg", "rpcerror/recordpkg/tools", "rpcerror/paramsrecord/api", "rpcerror/paramsrecord/core", "rpcerror/paramsrecord/adapter", "rpcerror/metatool", "rpcerror/siblingcall", "rpcerror/decoclosure", "rpcerror/decoimport/tools", "rpcerror/decoimport/server", "rpcerror/wirehelper/errs", "rpcerror/wirehelper/tools", "rpcerror/twocodes", "rpcerror/genericenc/render", "rpcerror/genericenc/tools", "rpcerror/localclosure", "rpcerror/tooltable", "rpcerror/ifaceregistry", "rpcerror/mergednil", "rpcerror/invalidargs", "rpcerror/nilguard", "rpcerror/deadbranch"}

// discoveryPkgs check that failures are reported where discovery says the
// tool is: at the handler's return that passes a helper's failure on,
// inside the functions given to a pass-through adapter (never inside
// helpers or adapters), in the tools of a hand-rolled server that
// return JSON-RPC error objects its dispatcher forwards (also through a
// variable whose members it reads to log the outcome), and in the tools
// a switcher of another package picks by the name its caller passes, and
// in the project tool functions a wrapper adapts into SDK handlers, and in
// the tools of a hand-rolled server whose result type has no isError member,
// and in the text tools another package registers with a hand-rolled
// server's exported Register (textreguser imports no MCP type itself),
// and in the function literals a registrar keeps in a map of record
// values that the tools/call code runs through a lookup function.
var discoveryPkgs = []string{"rpcerror/helpers", "rpcerror/rpcfunc", "rpcerror/switcherlib", "rpcerror/switcheruser", "rpcerror/lookuplib", "rpcerror/lookupuser", "rpcerror/adapted", "rpcerror/contentonly", "rpcerror/textregwire", "rpcerror/textreglib", "rpcerror/textreguser", "rpcerror/mapwire", "rpcerror/switchcase", "rpcerror/inlineswitch", "rpcerror/contentlist", "rpcerror/concatcode", "rpcerror/envelopetools", "rpcerror/envelopelog", "rpcerror/fwdtools/mcpsrv", "rpcerror/fwdtools/cmd", "rpcerror/datacode", "rpcerror/provided/tools", "rpcerror/provided/server", "rpcerror/svcnil/svc", "rpcerror/svcnil", "rpcerror/valuerecord", "rpcerror/switchvar", "rpcerror/regpkg/registry", "rpcerror/regpkg/server", "rpcerror/toldapart", "rpcerror/wrapown", "rpcerror/inverted/server", "rpcerror/inverted/tools", "rpcerror/textdelegate", "rpcerror/writertools", "rpcerror/switchingtool", "rpcerror/slicetable", "rpcerror/recoverwrap", "rpcerror/mwforeign/limits", "rpcerror/mwforeign/server", "rpcerror/resolverfactory", "rpcerror/lockedgetter", "rpcerror/adaptedregistry/reg", "rpcerror/adaptedregistry/tools", "rpcerror/implregistry/mcp", "rpcerror/implregistry/tools", "rpcerror/implregistry/server"}

// TestRPCError runs the check on every test package, and compares its
// fixes with the golden files, in one run (one load; see internal/atest).
// The fix titles are checked on the same run's results.
func TestRPCError(t *testing.T) {
	results := atest.RunWithSuggestedFixes(t, testdata.Dir(), rpcerror.Analyzer, append(pkgs, discoveryPkgs...)...)
	t.Run("FixTitles", func(t *testing.T) { checkFixTitles(t, results) })
}

func TestGoldensCompile(t *testing.T) {
	goldentest.Check(t, testdata.Dir(), pkgs...)
}

// checkFixTitles checks that a fix that leaves the cause out says so, and
// says with which logger it logs it (the goldens of rpcerror/logcause
// show the text), on the results of rpcerror/logcause among results.
func checkFixTitles(t *testing.T, results []*checker.Action) {
	titles := map[string]string{} // by tool, from the message
	found := false
	for _, r := range results {
		if r.Package.PkgPath != "rpcerror/logcause" {
			continue
		}
		found = true
		for _, d := range r.Diagnostics {
			tool, _, _ := strings.Cut(strings.TrimPrefix(d.Message, `tool "`), `"`)
			if len(d.SuggestedFixes) > 0 {
				titles[tool] = d.SuggestedFixes[0].Message
			}
		}
	}
	if !found {
		t.Fatal("no results for rpcerror/logcause")
	}
	for tool, want := range map[string]string{
		"get_resource": "return an isError result instead of the error",
		"owner":        "return an isError result with the message only, and log the cause (raw database/sql error text from (*sql.Row).Scan) with t.log",
		"count":        "return an isError result with the message only, and log the cause (raw database/sql error text from (*sql.Row).Scan) with slog",
		"label":        "return an isError result with the message only, without the cause (raw database/sql error text from (*sql.Row).Scan), which errorleak would report",
		"topic":        "return an isError result with the message only, and log the cause (raw database/sql error text from (*sql.Row).Scan) with logger",
		"size":         "return an isError result with the message only, and log the cause (raw database/sql error text from (*sql.Row).Scan) with logrus",
	} {
		if titles[tool] != want {
			t.Errorf("fix title for %s:\n got %q\nwant %q", tool, titles[tool], want)
		}
	}
}
