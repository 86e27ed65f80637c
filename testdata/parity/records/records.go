// Package records keeps its tools in registration records: a map of
// entries whose handler is decorated by traced, registered on a server in
// a loop and also run in process by RunLocal, which hands the error to its
// own caller.
package records

import (
	"context"
	"errors"
	"log"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type toolEntry struct {
	Def    mcp.Tool
	Handle server.ToolHandlerFunc
}

func traced(name string, h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		start := time.Now()
		res, err := h(ctx, req)
		log.Printf("%s took %v", name, time.Since(start))
		return res, err
	}
}

var errNoIndex = errors.New("search index is not built yet")

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("q", "") == "" {
		return mcp.NewToolResultError("q is required"), nil
	}
	return nil, errNoIndex // want rpcerror:`-32603`
}

func entries() map[string]toolEntry {
	return map[string]toolEntry{
		"search": {Def: mcp.NewTool("search", mcp.WithString("q")), Handle: traced("search", search)},
	}
}

// Register adds every entry to s.
func Register(s *server.MCPServer) {
	for _, e := range entries() {
		s.AddTool(e.Def, e.Handle)
	}
}

// RunLocal runs a tool in process.
func RunLocal(ctx context.Context, name string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	e, ok := entries()[name]
	if !ok {
		return nil, errors.New("no such tool")
	}
	return e.Handle(ctx, req)
}
