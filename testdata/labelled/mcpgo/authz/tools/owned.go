package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"labelled/mcpgo/authz/ident"
)

// Owned are tools that load a project and check that the caller owns it
// in one helper, which also fails when there is no such project.
type Owned struct {
	projects map[string]project
}

// RegisterOwned registers them.
func RegisterOwned(s *server.MCPServer, o *Owned) {
	s.AddTool(mcp.NewTool("renameOwned"), o.renameOwned)
	s.AddTool(mcp.NewTool("shareOwned"), o.shareOwned)
	s.AddTool(mcp.NewTool("peekOwned"), o.peekOwned)
}

func (o *Owned) ownedProject(ctx context.Context, req mcp.CallToolRequest) (*project, *mcp.CallToolResult) {
	name, err := req.RequireString("name")
	if err != nil {
		return nil, mcp.NewToolResultError(err.Error()) // ok autherror
	}
	p, ok := o.projects[name]
	if !ok {
		return nil, mcp.NewToolResultError("no project named " + name) // ok autherror
	}
	if u := ident.UserFrom(ctx); u == nil || p.Owner != u.ID {
		return nil, mcp.NewToolResultError("project " + name + " belongs to someone else") // want autherror:`returned as an isError result`
	}
	return &p, nil
}

func (o *Owned) renameOwned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, errRes := o.ownedProject(ctx, req)
	if errRes != nil {
		return errRes, nil // ok autherror
	}
	return mcp.NewToolResultText("renamed " + p.Name), nil
}

func (o *Owned) shareOwned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, errRes := o.ownedProject(ctx, req)
	if errRes != nil {
		return errRes, nil // ok autherror
	}
	return mcp.NewToolResultText("shared " + p.Name), nil
}

// peekOwned answers with its own result whatever the helper says.
func (o *Owned) peekOwned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, errRes := o.ownedProject(ctx, req); errRes != nil {
		return mcp.NewToolResultError("cannot peek: " + errRes.Content[0].(mcp.TextContent).Text), nil // ok autherror
	}
	return mcp.NewToolResultText("peeked"), nil
}
