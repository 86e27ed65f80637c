// Package decorated registers mcp-go tools of its own handler type
// through a decorator that refuses calls with the project's coded error
// results, which carry structured content.
package decorated

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type user struct{ ID string }

// toolFunc is a tool given the caller.
type toolFunc func(ctx context.Context, u *user, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

// coded is a failure with a code for clients.
type coded struct {
	Code int    `json:"code"`
	Msg  string `json:"message"`
}

func (c coded) result() *mcp.CallToolResult {
	return &mcp.CallToolResult{ // want `isError result carries structured content`
		Content:           []mcp.Content{mcp.NewTextContent(fmt.Sprintf("error %d: %s", c.Code, c.Msg))},
		StructuredContent: c,
		IsError:           true,
	}
}

var owners = map[string]string{}

// lookup finds a document the caller may read, or the result refusing it.
func lookup(u *user, id string) (string, *mcp.CallToolResult) {
	owner, ok := owners[id]
	if !ok {
		return "", coded{Code: 404, Msg: "not found"}.result()
	}
	if owner != u.ID {
		return "", coded{Code: 403, Msg: "forbidden"}.result()
	}
	return owner, nil
}

// docAccess refuses a caller who may not read the document.
func docAccess(next toolFunc) toolFunc {
	return func(ctx context.Context, u *user, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, res := lookup(u, req.GetString("id", "")); res != nil {
			return res, nil
		}
		return next(ctx, u, req)
	}
}

// quota refuses a caller over quota with a plain isError text.
func quota(next toolFunc) toolFunc {
	return func(ctx context.Context, u *user, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if u.ID == "" {
			return mcp.NewToolResultError("over quota"), nil
		}
		return next(ctx, u, req)
	}
}

func wrap(fn toolFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		u, _ := ctx.Value("user").(*user)
		return fn(ctx, u, req)
	}
}

func getDoc(ctx context.Context, u *user, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("doc"), nil
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_doc"), wrap(docAccess(getDoc)))
	s.AddTool(mcp.NewTool("list_docs"), wrap(quota(getDoc)))
}
