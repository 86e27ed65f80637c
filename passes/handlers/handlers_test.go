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

func TestInventory(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), inventory,
		"discovery/mcpgo", "discovery/gosdk", "discovery/gosdkmw", "discovery/wrapped", "discovery/middleware",
		"discovery/fieldwrap", "discovery/decorators", "discovery/registry",
		"discovery/unsupported", "discovery/unfollowed", "discovery/clienthelper", "discovery/decoratedelsewhere",
		"discovery/helpers", "discovery/rpcfunc", "discovery/factories", "discovery/ifacetools", "discovery/ifacenote", "discovery/ifacerange", "discovery/anyregister",
		"discovery/captured", "discovery/adapters", "discovery/wrappedexported", "discovery/globals", "discovery/globals/reassigned",
		"discovery/switchtools", "discovery/switchnotools", "discovery/switchsdk")
}

func TestWrapperFacts(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), handlers.Analyzer, "discovery/wrapperlib", "discovery/registrylib")
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

// TestCrossPackageDispatch hands the tools a dispatcher calls in another
// package over to that package, as the standalone driver does: before, the
// dispatcher's package says it cannot check them; after, the tools'
// package lists them with the dispatcher's routing.
func TestCrossPackageDispatch(t *testing.T) {
	var tools []dispatched.Tool
	for _, r := range analysistest.Run(t, testdata.Dir(), remoteInventory, "discovery/ifacedispatch") {
		ts, _ := r.Result.([]dispatched.Tool)
		tools = append(tools, ts...)
	}
	if len(tools) != 2 {
		t.Fatalf("dispatched tools of ifacedispatch: got %v, want ReadTool.Execute and StatTool.Execute", tools)
	}
	dispatched.Set(tools)
	defer dispatched.Set(nil)
	analysistest.Run(t, testdata.Dir(), inventory, "discovery/ifaceimpl")
}

// TestCrossPackageSwitch is TestCrossPackageDispatch for a dispatcher that
// calls another package's function and method in a switch on the tool
// name.
func TestCrossPackageSwitch(t *testing.T) {
	var tools []dispatched.Tool
	for _, r := range analysistest.Run(t, testdata.Dir(), remoteInventory, "discovery/switchdispatch") {
		ts, _ := r.Result.([]dispatched.Tool)
		tools = append(tools, ts...)
	}
	if len(tools) != 2 {
		t.Fatalf("dispatched tools of switchdispatch: got %v, want Echo and Store.Add", tools)
	}
	for _, tool := range tools {
		if tool.Nil != sdk.NilResultAbsent {
			t.Errorf("%s: nil result answer %d, want NilResultAbsent (an omitempty pointer member)", tool.Key(), tool.Nil)
		}
	}
	dispatched.Set(tools)
	defer dispatched.Set(nil)
	analysistest.Run(t, testdata.Dir(), inventory, "discovery/switchimpl")
}
