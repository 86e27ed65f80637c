package handlers_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

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

func TestInventory(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), inventory,
		"discovery/mcpgo", "discovery/gosdk", "discovery/gosdkmw", "discovery/wrapped", "discovery/middleware",
		"discovery/fieldwrap", "discovery/decorators", "discovery/registry",
		"discovery/unsupported", "discovery/unfollowed", "discovery/clienthelper", "discovery/decoratedelsewhere",
		"discovery/helpers", "discovery/rpcfunc", "discovery/factories", "discovery/ifacetools", "discovery/ifacenote", "discovery/ifacerange", "discovery/anyregister",
		"discovery/captured", "discovery/adapters", "discovery/wrappedexported", "discovery/globals", "discovery/globals/reassigned",
		"discovery/switchtools", "discovery/switchnotools", "discovery/switchsdk",
		"discovery/ifacedispatch", "discovery/ifaceimpl", "discovery/switchdispatch", "discovery/switchimpl")
}

func TestWrapperFacts(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), handlers.Analyzer, "discovery/wrapperlib", "discovery/registrylib")
}
