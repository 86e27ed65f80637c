package logcause

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// getResource passes on the API's "not found": the model needs it to
// correct the name.
func (t *tools) getResource(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	res, err := t.api.Get(ctx, "namespaces", name)
	if err != nil {
		return nil, fmt.Errorf("failed to get resource: %w", err) // want `tool "get_resource" handler returns an error`
	}
	return mcp.NewToolResultText(res), nil
}
