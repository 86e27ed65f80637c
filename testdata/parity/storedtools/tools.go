// Package storedtools keeps its mcp-go handlers in an exported registry
// of records that no code of its own reads: package storedsrv ranges
// over it and registers each handler, and decides where their errors go;
// package storedcli runs them in process too, which changes nothing.
package storedtools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// Entry pairs a tool with its handler.
type Entry struct {
	Tool    mcp.Tool
	Handler func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

// Registry holds the tools by name.
var Registry = map[string]Entry{
	"fetch": {Tool: mcp.NewTool("fetch"), Handler: Fetch},
	"purge": {Tool: mcp.NewTool("purge"), Handler: purge},
}

var errUpstream = errors.New("the upstream answered 502")

// Fetch fetches a document.
func Fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return mcp.NewToolResultError("id is required"), nil
	}
	return nil, errUpstream // want rpcerror:`tool "fetch" handler \(registered by package storedsrv at server.go:15\) returns an error that mcp-go sends as JSON-RPC error -32603`
}

func purge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetBool("all", false) {
		return nil, errors.New("purging everything is not allowed") // want rpcerror:`tool "purge" handler \(registered by package storedsrv at server.go:15\) returns an error`
	}
	return mcp.NewToolResultText("purged"), nil
}
