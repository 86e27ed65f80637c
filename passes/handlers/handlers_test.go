package handlers_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/testdata"
	"github.com/mcplint/mcplint/passes/handlers"
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
		for _, im := range res.Imported {
			pass.Reportf(im.Pos, "%s", im.Summary())
		}
		for _, n := range res.Notes {
			pass.Reportf(n.Pos, "note: %s", n.Message)
		}
		return nil, nil
	},
}

// inventoryPkgs state the inventory of their handlers, of the handlers of
// other packages they register or dispatch, and their notes with // want
// comments.
var inventoryPkgs = []string{
	"discovery/mcpgo", "discovery/gosdk", "discovery/gosdkmw", "discovery/mwhelper", "discovery/givenfactory", "discovery/wrapped", "discovery/middleware",
	"discovery/fieldwrap", "discovery/decorators", "discovery/registry",
	"discovery/unsupported", "discovery/unfollowed", "discovery/clienthelper", "discovery/decoratedelsewhere",
	"discovery/helpers", "discovery/rpcfunc", "discovery/factories", "discovery/ifacetools", "discovery/ifacenote", "discovery/mwfilter", "discovery/protodeco", "discovery/ifacerange", "discovery/anyregister",
	"discovery/captured", "discovery/adapters", "discovery/wrappedexported", "discovery/globals", "discovery/globals/reassigned",
	"discovery/switchtools", "discovery/switchnotools", "discovery/switchsdk",
	"discovery/ifacedispatch", "discovery/ifaceimpl", "discovery/switchdispatch", "discovery/switchimpl",
	"discovery/switchtext", "discovery/clientry", "discovery/viaadapter",
	"discovery/structuredexported", "discovery/localhelper", "discovery/registrytext", "discovery/switchresult", "discovery/slotimpl", "discovery/slotdispatch", "discovery/switchmap", "discovery/switchwire",
	"discovery/switcherlib", "discovery/switcheruser", "discovery/mapcli", "discovery/registerelsewhere", "discovery/generictooldef", "discovery/toolgate", "discovery/ifacemethodvalue/impl", "discovery/ifacemethodvalue", "discovery/methodmap", "discovery/switchtested", "discovery/slotserver", "discovery/slotfill", "discovery/hookregistrar", "discovery/wrapimport/tools", "discovery/wrapimport/server", "discovery/toolnames", "discovery/descreg/server", "discovery/descreg/cmd", "discovery/anyresult", "discovery/storedext", "discovery/genericregistry", "discovery/genericregistrympg", "discovery/methodtable/api", "discovery/methodtable/cmd", "discovery/localparams",
}

// TestFacts checks the facts the pass exports: project wrappers (wrapperlib,
// registrylib) and helpers that take a JSON-RPC error code as a parameter
// (reservedcode/helperlib), in one run (see internal/atest). It runs in
// parallel with TestInventory, whose cross-package dispatches name
// packages these do not import.
func TestFacts(t *testing.T) {
	t.Parallel()
	atest.Run(t, testdata.Dir(), handlers.Analyzer, "discovery/wrapperlib", "discovery/registrylib", "reservedcode/helperlib")
}

// TestInventory checks the handler inventory of every discovery test
// package in one run, in parallel with TestFacts. The dispatchers of
// ifacedispatch and switchdispatch list the tools of ifaceimpl and
// switchimpl that they call, with their routing; those packages list none.
func TestInventory(t *testing.T) {
	t.Parallel()
	atest.Run(t, testdata.Dir(), inventory, inventoryPkgs...)
}
