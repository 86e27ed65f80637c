package globals

import (
	"context"
	"errors"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func search(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) { // want `search tool="search" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	return nil, errors.New("index offline")
}

func status(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) { // want `status tool="status" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	return nil, errors.New("unknown")
}

var (
	// searchHandler is of the SDK handler type.
	searchHandler server.ToolHandlerFunc = search
	// statusHandler is a plain function value, converted where it is
	// registered.
	statusHandler = status
)

func registerMCPGo(s *server.MCPServer) {
	s.AddTool(mcpgo.NewTool("search"), searchHandler)
	s.AddTool(mcpgo.NewTool("status"), statusHandler)
}
