package surface_test

import (
	"fmt"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/testdata"
	"github.com/mcplint/mcplint/passes/surface"
)

// exits reports each failure exit of the surface as a diagnostic at its
// position: "exit <dest> [<code>] by <what>: <text>", so that the test
// data's // want comments state the surface.
var exits = &analysis.Analyzer{
	Name:     "exits",
	Doc:      "report the failure exits of surface.Analyzer",
	Requires: []*analysis.Analyzer{surface.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[surface.Analyzer].(*surface.Result)
		for _, tool := range res.Tools {
			for _, e := range tool.Exits {
				dest := e.Dest.String()
				if e.CodeKnown {
					dest = fmt.Sprintf("%s %d", dest, e.Code)
				}
				pass.Reportf(e.Pos, "exit %s by %s: %s", dest, e.By, e.Text.Text)
			}
		}
		return nil, nil
	},
}

// TestExits checks each handler's failure exits, where they go and their
// text, for an mcp-go server and go-sdk typed and low-level handlers.
func TestExits(t *testing.T) {
	atest.Run(t, testdata.Dir(), exits, "surfaceexits/mcpgo", "surfaceexits/gosdk")
}
