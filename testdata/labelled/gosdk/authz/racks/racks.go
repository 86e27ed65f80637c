// Package racks holds handler-shaped methods it does not register:
// package main registers Lock as a tool; Wipe serves only main's REST
// endpoint, and is no tool.
package racks

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Racks manages racks.
type Racks struct{}

// Lock locks a rack; main registers it.
func (s *Racks) Lock(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Extra.Header.Get("X-Rack-Role") != "keeper" {
		return nil, errors.New("only keepers may lock racks") // want rpcerror:`code 0` autherror:`returned as an error \(sent as JSON-RPC error 0\)`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "locked"}}}, nil
}

// Wipe wipes a rack; only package main's REST endpoint calls it.
func (s *Racks) Wipe(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Extra.Header.Get("X-Rack-Role") != "keeper" {
		return nil, errors.New("only keepers may wipe racks") // ok autherror
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "wiped"}}}, nil
}

// RackIn names a rack.
type RackIn struct {
	Rack string `json:"rack"`
}

// RackOut is a rack's count.
type RackOut struct {
	Items int `json:"items"`
}

// Count counts a rack's items; main registers it with mcp.AddTool.
func (s *Racks) Count(ctx context.Context, req *mcp.CallToolRequest, in RackIn) (*mcp.CallToolResult, RackOut, error) {
	if req.Extra.Header.Get("X-Rack-Role") == "" {
		return nil, RackOut{}, errors.New("only rack members may count " + in.Rack) // want autherror:`returned as an error \(sent as an isError result\)`
	}
	return nil, RackOut{Items: 3}, nil
}

// Audit audits a rack; only package main's REST endpoint calls it.
func (s *Racks) Audit(ctx context.Context, req *mcp.CallToolRequest, in RackIn) (*mcp.CallToolResult, RackOut, error) {
	if req.Extra.Header.Get("X-Rack-Role") != "auditor" {
		return nil, RackOut{}, errors.New("only auditors may audit " + in.Rack) // ok autherror
	}
	return nil, RackOut{Items: 3}, nil
}
