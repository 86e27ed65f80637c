package main

// Multi-tool handlers that decide on a part of the requested name: a
// namespace and a tool split on a separator, a stripped prefix, a tagless
// switch, a loop that remembers the match.

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type deskSpace struct {
	tools map[string]noteTool
}

type deskHub struct {
	spaces map[string]*deskSpace
	list   []namedNoteTool
	byName map[string]noteTool
	labels map[string]string
}

func registerDesk(m *server.MCPServer, h *deskHub) {
	for _, name := range []string{"notes.list", "desk_pin"} {
		m.AddTool(mcp.NewTool(name), h.twoLevel)
		m.AddTool(mcp.NewTool(name), h.stripped)
		m.AddTool(mcp.NewTool(name), h.tagless)
		m.AddTool(mcp.NewTool(name), h.remembered)
		m.AddTool(mcp.NewTool(name), h.strippedShared)
		m.AddTool(mcp.NewTool(name), h.prefixGroups)
		m.AddTool(mcp.NewTool(name), h.ranFound)
		m.AddTool(mcp.NewTool(name), h.passedFound)
	}
}

func (h *deskHub) twoLevel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	spaceName, toolName, _ := strings.Cut(req.Params.Name, ".")
	space, ok := h.spaces[spaceName]
	if !ok {
		return mcp.NewToolResultError("unknown namespace " + spaceName), nil // want unknowntool:`isError result: MCP requires JSON-RPC -32602`
	}
	t, ok := space.tools[toolName]
	if !ok {
		return mcp.NewToolResultError("unknown tool " + toolName), nil // want unknowntool:`isError result`
	}
	return t(ctx, req)
}

func (h *deskHub) stripped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch strings.TrimPrefix(req.Params.Name, "desk_") {
	case "pin":
		return mcp.NewToolResultText("pinned"), nil
	case "unpin":
		return mcp.NewToolResultText("unpinned"), nil
	}
	return nil, fmt.Errorf("desk has no tool %q", req.Params.Name) // want unknowntool:`plain error, which mcp-go sends as JSON-RPC -32603`
}

func (h *deskHub) tagless(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.Params.Name
	switch {
	case name == "desk_pin":
		return mcp.NewToolResultText("pinned"), nil
	case strings.HasPrefix(name, "notes."):
		return mcp.NewToolResultText("notes"), nil
	default:
		return mcp.NewToolResultError("no such tool: " + name), nil // want unknowntool:`isError result`
	}
}

func (h *deskHub) remembered(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var run noteTool
	for _, t := range h.list {
		if t.name == req.Params.Name {
			run = t.run
			break
		}
	}
	if run == nil {
		return mcp.NewToolResultError("tool not found"), nil // want unknowntool:`isError result`
	}
	return run(ctx, req)
}

// strippedShared serves the names without the prefix with shared code.
func (h *deskHub) strippedShared(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch strings.TrimPrefix(req.Params.Name, "desk_") {
	case "pin":
		return mcp.NewToolResultText("pinned"), nil
	}
	return mcp.NewToolResultText("served " + req.Params.Name), nil // ok unknowntool
}

// prefixGroups routes groups by prefix; the rest is served by shared code.
func (h *deskHub) prefixGroups(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if strings.HasPrefix(req.Params.Name, "notes.") {
		return mcp.NewToolResultText("notes"), nil
	} else {
		return mcp.NewToolResultText("desk"), nil // ok unknowntool
	}
}

// ranFound runs the tool it found; the code after serves unknown names.
func (h *deskHub) ranFound(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if t, ok := h.byName[req.Params.Name]; ok {
		return t(ctx, req)
	}
	return mcp.NewToolResultText("there is no tool " + req.Params.Name), nil // want unknowntool:`successful result`
}

// passedFound uses what it found as data: the code after is the default
// for the other tools.
func (h *deskHub) passedFound(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if label, ok := h.labels[req.Params.Name]; ok {
		return mcp.NewToolResultText("labelled " + label), nil
	}
	return mcp.NewToolResultText("plain desk tool"), nil // ok unknowntool
}
