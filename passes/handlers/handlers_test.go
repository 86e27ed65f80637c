package handlers_test

import (
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/internal/testdata"
	"github.com/mcplint/mcplint/passes/dispatched"
	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/sdk"
)

// inventory reports every discovered handler with its summary, and every
// discovery note, so that the test data can state the expected inventory
// with // want comments.
var inventory = &analysis.Analyzer{
	Name:     "inventory",
	Doc:      "report the handler inventory as diagnostics",
	Requires: []*analysis.Analyzer{handlers.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
		for _, h := range res.Handlers {
			pass.Reportf(h.Pos, "%s", h.Summary())
		}
		for _, n := range res.Notes {
			pass.Reportf(n.Pos, "note: %s", n.Message)
		}
		return nil, nil
	},
}

// inventoryPkgs state the inventory of their handlers and notes with
// // want comments, with no cross-package dispatch involved.
var inventoryPkgs = []string{
	"discovery/mcpgo", "discovery/gosdk", "discovery/gosdkmw", "discovery/wrapped", "discovery/middleware",
	"discovery/fieldwrap", "discovery/decorators", "discovery/registry",
	"discovery/unsupported", "discovery/unfollowed", "discovery/clienthelper", "discovery/decoratedelsewhere",
	"discovery/helpers", "discovery/rpcfunc", "discovery/factories", "discovery/ifacetools", "discovery/ifacenote", "discovery/ifacerange", "discovery/anyregister",
	"discovery/captured", "discovery/adapters", "discovery/wrappedexported", "discovery/globals", "discovery/globals/reassigned",
	"discovery/switchtools", "discovery/switchnotools", "discovery/switchsdk",
}

// TestFacts checks the facts the pass exports: project wrappers (wrapperlib,
// registrylib) and helpers that take a JSON-RPC error code as a parameter
// (reservedcode/helperlib). One analysistest run: each run type-checks the
// standard library from source again (seconds per call). It runs in
// parallel with TestInventory, whose cross-package dispatches name
// packages these do not import.
func TestFacts(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata.Dir(), handlers.Analyzer, "discovery/wrapperlib", "discovery/registrylib", "reservedcode/helperlib")
}

// remoteInventory is inventory that returns the tools the package's
// dispatchers call in other packages, as the driver collects them.
var remoteInventory = &analysis.Analyzer{
	Name:       "remoteinventory",
	Doc:        "report the handler inventory as diagnostics and return the cross-package dispatches",
	Requires:   []*analysis.Analyzer{handlers.Analyzer},
	ResultType: reflect.TypeFor[[]dispatched.Tool](),
	Run: func(pass *analysis.Pass) (any, error) {
		if _, err := inventory.Run(pass); err != nil {
			return nil, err
		}
		return pass.ResultOf[handlers.Analyzer].(*handlers.Result).Remote, nil
	},
}

// TestInventory checks the handler inventory of every discovery test
// package, the cross-package dispatch ones included, in two analysistest
// runs (each type-checks the standard library from source again). It hands
// the tools a dispatcher calls in another package over to that package,
// as the standalone driver does: the first run analyzes the dispatchers'
// packages (ifacedispatch, through an interface; switchdispatch, which
// calls another package's function and method in a switch on the tool
// name), which say they cannot check those tools; the second the tools'
// packages (ifaceimpl, switchimpl), which list them with the dispatchers'
// routing, and every other discovery package.
func TestInventory(t *testing.T) {
	t.Parallel()
	tools := map[string][]dispatched.Tool{} // by dispatcher package
	var all []dispatched.Tool
	for _, r := range analysistest.Run(t, testdata.Dir(), remoteInventory, "discovery/ifacedispatch", "discovery/switchdispatch") {
		ts, _ := r.Result.([]dispatched.Tool)
		tools[r.Pass.Pkg.Path()] = append(tools[r.Pass.Pkg.Path()], ts...)
		all = append(all, ts...)
	}
	if got := tools["discovery/ifacedispatch"]; len(got) != 2 {
		t.Errorf("dispatched tools of ifacedispatch: got %v, want ReadTool.Execute and StatTool.Execute", got)
	}
	if got := tools["discovery/switchdispatch"]; len(got) != 2 {
		t.Errorf("dispatched tools of switchdispatch: got %v, want Echo and Store.Add", got)
	}
	for _, tool := range tools["discovery/switchdispatch"] {
		if tool.Nil != sdk.NilResultAbsent {
			t.Errorf("%s: nil result answer %d, want NilResultAbsent (an omitempty pointer member)", tool.Key(), tool.Nil)
		}
	}
	if len(all) != 4 || t.Failed() {
		t.FailNow()
	}
	dispatched.Set(all)
	defer dispatched.Set(nil)
	analysistest.Run(t, testdata.Dir(), inventory, append(inventoryPkgs, "discovery/ifaceimpl", "discovery/switchimpl")...)
}
