// Package openlib has exported handlers that it does not register: the // want package:`autherror deferred under registration of autherror/openlib.Archive, registration of \(\*autherror/openlib.Notes\).Delete, registration of \(\*autherror/openlib.Notes\).Update, registration of \(\*autherror/openlib.Notes\).Share, registration of \(\*autherror/openlib.Notes\).Purge, registration of autherror/openlib.NewExport#0, registration of autherror/openlib.NewImport#0`
// package that registers one decides that it is a tool, and what its
// errors are sent as; one that no package registers is no tool.
package openlib

import (
	"context"
	"errors"
	"fmt"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Archive is registered by openuse on an mcp-go server.
func Archive(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Header.Get("X-Role") != "archiver" {
		return nil, errors.New("only archivers may archive") // want `caller authorization failure returned as an error \(sent as JSON-RPC error -32603\)`
	}
	return mcp.NewToolResultText("archived"), nil
}

// Notes serves notes, over MCP and over REST.
type Notes struct{}

// Delete is registered by openuse on a go-sdk server.
func (n *Notes) Delete(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	if req.Extra.Header.Get("X-Role") != "admin" {
		return nil, errors.New("only admins may delete notes") // want `caller authorization failure returned as an error \(sent as JSON-RPC error 0\)`
	}
	return &gosdk.CallToolResult{}, nil
}

// Update is registered by openuse: its denial is an isError result
// whatever the routing.
func (n *Notes) Update(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	if req.Extra.Header.Get("X-Role") == "viewer" {
		return &gosdk.CallToolResult{IsError: true, Content: []gosdk.Content{&gosdk.TextContent{Text: "viewers may not edit"}}}, nil // want `caller authorization failure returned as an isError result`
	}
	return &gosdk.CallToolResult{}, nil
}

// ShareIn names a note.
type ShareIn struct{ ID string }

// Share is a typed handler that openuse calls from a closure it
// registers, answering with what Share returns.
func (n *Notes) Share(ctx context.Context, req *gosdk.CallToolRequest, in ShareIn) (*gosdk.CallToolResult, any, error) {
	if req.Extra.Header.Get("X-Role") == "viewer" {
		return nil, nil, errors.New("viewers may not share " + in.ID) // want `caller authorization failure returned as an error \(sent as an isError result\)`
	}
	return &gosdk.CallToolResult{}, nil, nil
}

// Purge has a handler's shape, but only openrest's REST API calls it: no
// MCP server registers it, so its denial is no tool's.
func (n *Notes) Purge(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	if req.Extra.Header.Get("X-Role") != "admin" {
		return nil, errors.New("only admins may purge notes")
	}
	return &gosdk.CallToolResult{}, nil
}

// NewExport returns a handler that openuse registers.
func NewExport(format string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Header.Get("X-Role") == "guest" {
			return nil, fmt.Errorf("guests may not export %s", format) // want `caller authorization failure returned as an error \(sent as JSON-RPC error -32603\)`
		}
		return mcp.NewToolResultText("exported"), nil
	}
}

// NewImport returns a handler that no package registers.
func NewImport() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Header.Get("X-Role") == "guest" {
			return nil, errors.New("guests may not import")
		}
		return mcp.NewToolResultText("imported"), nil
	}
}
