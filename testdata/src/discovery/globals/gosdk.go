// Package globals keeps tool handlers in package-level variables set by
// their initializers: discovery follows such a variable to the functions
// stored there, through generic pass-through wrappers.
package globals

import (
	"context"
	"errors"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type lookupIn struct{ Key string }
type lookupOut struct{ Value string }

// logged is a generic pass-through wrapper: it calls h and returns its
// results, so the typed handler's isError routing stays.
func logged[I, O any](name string, h mcp.ToolHandlerFor[I, O]) mcp.ToolHandlerFor[I, O] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, O, error) {
		res, out, err := h(ctx, req, in)
		if err != nil {
			log.Printf("%s failed: %v", name, err)
		}
		return res, out, err
	}
}

func lookup(ctx context.Context, req *mcp.CallToolRequest, in lookupIn) (*mcp.CallToolResult, lookupOut, error) { // want `lookup tool="lookup" sdk=go-sdk kind=ToolHandlerFor errors=iserror via=AddTool decorated by logged`
	return nil, lookupOut{}, errors.New("no such key")
}

func store(ctx context.Context, req *mcp.CallToolRequest, in lookupIn) (*mcp.CallToolResult, any, error) { // want `store tool="store" sdk=go-sdk kind=ToolHandlerFor errors=iserror via=AddTool`
	return nil, nil, errors.New("read-only")
}

var (
	lookupLogged = logged("lookup", lookup)
	storePlain   = store
)

func registerTyped(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "lookup"}, lookupLogged)
	mcp.AddTool(s, &mcp.Tool{Name: "store"}, storePlain)
}

func ping(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) { // want `ping tool="ping" sdk=go-sdk kind=ToolHandlerFor errors=iserror via=AddTool decorated by logged`
	return nil, nil, errors.New("down")
}

// pingLogged is set by an init function, and only there.
var pingLogged mcp.ToolHandlerFor[struct{}, any]

func init() {
	pingLogged = logged("ping", ping)
}

func registerPing(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "ping"}, pingLogged)
}
