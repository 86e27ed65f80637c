// Package safe builds a server with receiving middleware that only logs:
// middleware is not a tool, and this one does not change where errors go.
package safe

import (
	"context"
	"fmt"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func logCalls(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		log.Printf("%s", method)
		return next(ctx, method, req)
	}
}

// NewServer returns the server.
func NewServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "safe", Version: "1.0.0"}, nil)
	s.AddReceivingMiddleware(logCalls)
	s.AddTool(&mcp.Tool{Name: "reserve", InputSchema: map[string]any{"type": "object"}}, reserve)
	return s
}

func reserve(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `reserve tool="reserve" sdk=go-sdk kind=ToolHandler errors=jsonrpc\(0\) via=AddTool`
	if len(req.Params.Arguments) == 0 {
		return nil, fmt.Errorf("no free slot left; try another day") // want rpcerror:`JSON-RPC error with code 0`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "reserved"}}}, nil
}
