// Package mwuse builds two servers with the middleware of package mwlib:
// on the instrumented one a tool's error reaches the model as an isError
// result; on the traced one it goes out as JSON-RPC error -32603.
package mwuse

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"rpcerror/mwlib"
)

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("upstream is down") // converted by the instrumented server's middleware: not reported
}

func store(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("disk is full") // want `tool "store" handler returns an error that mcp-go sends as JSON-RPC error -32603`
}

func servers() (*server.MCPServer, *server.MCPServer) {
	m := &mwlib.Metrics{}
	instrumented := server.NewMCPServer("a", "1", server.WithToolHandlerMiddleware(m.Instrument()))
	instrumented.AddTool(mcp.NewTool("fetch"), fetch)
	traced := server.NewMCPServer("b", "1", server.WithToolHandlerMiddleware(mwlib.Trace))
	traced.AddTool(mcp.NewTool("store"), store)
	return instrumented, traced
}
