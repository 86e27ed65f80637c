// Package storedext keeps its handlers in the records of package kit,
// which another package reads: their routing stays unknown here, and no
// fact can be set on kit's field from this package.
package storedext

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"

	"discovery/storedext/kit"
)

// Tools lists the package's tools.
var Tools = []kit.Tool{
	{Def: mcp.NewTool("fetch"), Handler: fetch},
}

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `fetch tool="fetch" sdk=mcp-go kind=ToolHandlerFunc errors=unknown via=field Tool.Handler`
	return nil, errors.New("upstream failed")
}
