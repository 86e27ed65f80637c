package globals

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// addNamed is a generic registering wrapper.
func addNamed[I, O any](s *mcp.Server, name string, h mcp.ToolHandlerFor[I, O]) {
	mcp.AddTool(s, &mcp.Tool{Name: name}, h)
}

func count(ctx context.Context, req *mcp.CallToolRequest, in lookupIn) (*mcp.CallToolResult, int, error) { // want `count tool=\? sdk=go-sdk kind=ToolHandlerFor errors=iserror via=wrapper addNamed`
	return nil, 0, errors.New("no table")
}

var countLogged = logged("count", count)

func registerNamed(s *mcp.Server) {
	addNamed(s, "count", countLogged)
}
