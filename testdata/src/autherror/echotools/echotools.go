// Package echotools holds tool functions given the caller by a wrapper // want package:`autherror deferred under C:string="user"`
// that reads it from the request's context under a plain string key; the
// package that mounts the MCP server stores it there.
package echotools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// User is the caller.
type User struct {
	ID   string
	Role int
}

// ToolFunc is a tool given the caller.
type ToolFunc func(ctx context.Context, u *User, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

// Wrap adapts fn into an mcp-go handler.
func Wrap(fn ToolFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		raw := ctx.Value("user")
		if raw == nil {
			return nil, errors.New("user not provided")
		}
		return fn(ctx, raw.(*User), req)
	}
}

var authors = map[string]string{}

func editComment(ctx context.Context, u *User, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	author, ok := authors[req.GetString("id", "")]
	if !ok {
		return mcp.NewToolResultError("comment not found"), nil
	}
	if author != u.ID {
		return mcp.NewToolResultError("only the author can edit a comment"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("edited"), nil
}

func listComments(ctx context.Context, u *User, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(authors) == 0 {
		return mcp.NewToolResultError("no comments yet"), nil
	}
	return mcp.NewToolResultText("comments for " + u.ID), nil
}

// Tools returns the tools, wrapped.
func Tools() []server.ServerTool {
	return []server.ServerTool{
		{Tool: mcp.NewTool("edit_comment"), Handler: Wrap(editComment)},
		{Tool: mcp.NewTool("list_comments"), Handler: Wrap(listComments)},
	}
}
