package origin

import (
	"context"
	"errors"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerCtxOr(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("ctxor"), ctxOr)
	s.AddTool(mcp.NewTool("ctxorarg"), ctxOrArg)
}

var verbose = true

// ctxOr: a comma-ok read and a nil test of the same context value, either
// failing: the value is missing, the server's plumbing.
func ctxOr(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, ok := ctx.Value(clientKey{}).(*client)
	if !ok || c == nil {
		if verbose {
			log.Printf("tool %s: no client in the context", req.Params.Name)
		}
		return nil, errors.New("no client configured")
	}
	return mcp.NewToolResultText(fmt.Sprint(c)), nil
}

// ctxOrArg: the other side of the disjunction tests an argument.
func ctxOrArg(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, ok := ctx.Value(clientKey{}).(*client)
	if !ok || req.GetString("id", "") == "" {
		return nil, errors.New("no client, or no id") // want `tool "ctxorarg" handler returns an error`
	}
	return mcp.NewToolResultText(fmt.Sprint(c)), nil
}
