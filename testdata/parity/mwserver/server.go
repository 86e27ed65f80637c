// Package mwserver builds two servers from the handlers of other packages:
// one with a middleware that converts handler errors into isError results,
// one without.
package mwserver

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"parity/mwhandler"
	"parity/plainhandler"
)

func toolErrors(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError("the tool failed: " + err.Error()), nil
		}
		return res, nil
	}
}

// NewConverting returns the server whose middleware converts errors.
func NewConverting(api mwhandler.API) *server.MCPServer {
	s := server.NewMCPServer("conv", "1.0.0", server.WithToolHandlerMiddleware(toolErrors))
	h := &mwhandler.H{API: api}
	s.AddTool(mcp.NewTool("list"), h.List)
	return s
}

// NewPlain returns a server without middleware.
func NewPlain(f plainhandler.Fetcher) *server.MCPServer {
	s := server.NewMCPServer("plain", "1.0.0")
	s.AddTool(mcp.NewTool("get", mcp.WithString("id")), plainhandler.Get(f))
	s.AddTool(mcp.NewTool("count"), plainhandler.Count{F: f}.Handle)
	return s
}
