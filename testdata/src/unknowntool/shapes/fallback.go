package shapes

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// Lookups with a case-insensitive fallback: the first test only retries
// the lookup, the second answers the names neither finds.

func (r *registry) callFolded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, ok := r.byName[req.Params.Name]
	if !ok {
		for name, cand := range r.byName {
			if strings.EqualFold(name, req.Params.Name) {
				t, ok = cand, true
				break
			}
		}
	}
	if !ok {
		return mcp.NewToolResultError("unknown tool " + req.Params.Name), nil // want `unknown tool answered with an isError result`
	}
	return t(ctx, req)
}

func (r *registry) callFoldedNil(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t := r.byName[req.Params.Name]
	if t == nil {
		t = r.byName[strings.ToLower(req.Params.Name)]
	}
	if t == nil {
		return mcp.NewToolResultError("unknown tool " + req.Params.Name), nil // want `unknown tool answered with an isError result`
	}
	return t(ctx, req)
}

// callDefaulted falls back to a default tool: every name is served, and
// the second test is about something else (nothing to report).
func (r *registry) callDefaulted(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, ok := r.byName[req.Params.Name]
	if !ok {
		t = r.byName["help"]
	}
	if req.Params.Arguments == nil {
		return mcp.NewToolResultError("arguments are required"), nil
	}
	return t(ctx, req)
}
