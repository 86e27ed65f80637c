// Package echoone serves mcp-go tools from an echo application: its
// authentication middleware resolves the bearer token to a user and keeps
// it in echo's context, the MCP mount copies it into the request's
// context under a key of its own, and a wrapper hands it to each tool
// function.
package echoone

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type User struct {
	ID    string
	Admin bool
}

type store struct {
	byToken map[string]*User
	owners  map[string]string
}

func (st *store) userByToken(tok string) (*User, error) {
	u, ok := st.byToken[tok]
	if !ok {
		return nil, errors.New("unknown token")
	}
	return u, nil
}

func authenticate(st *store) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			tok := strings.TrimPrefix(c.Request().Header.Get("Authorization"), "Bearer ")
			u, err := st.userByToken(tok)
			if err != nil {
				return c.NoContent(http.StatusUnauthorized)
			}
			c.Set("user", u)
			return next(c)
		}
	}
}

// userKey is the request context's key of the caller.
type userKey struct{}

func mount(h http.Handler) echo.HandlerFunc {
	return func(c echo.Context) error {
		ctx := context.WithValue(c.Request().Context(), userKey{}, c.Get("user"))
		h.ServeHTTP(c.Response(), c.Request().WithContext(ctx))
		return nil
	}
}

// ToolFunc is a tool given the caller.
type ToolFunc func(ctx context.Context, u *User, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

func wrapTool(fn ToolFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		u, ok := ctx.Value(userKey{}).(*User)
		if !ok {
			return mcp.NewToolResultError("no user"), nil
		}
		return fn(ctx, u, req)
	}
}

func (st *store) deleteDoc(ctx context.Context, u *User, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	owner, ok := st.owners[id]
	if !ok {
		return mcp.NewToolResultError("no such document"), nil
	}
	if owner != u.ID && !u.Admin {
		return mcp.NewToolResultError("forbidden: not your document"), nil // want `caller authorization failure returned as an isError result`
	}
	delete(st.owners, id)
	return mcp.NewToolResultText("deleted"), nil
}

func (st *store) renameDoc(ctx context.Context, u *User, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if name == "" {
		return mcp.NewToolResultError("name is required"), nil
	}
	return mcp.NewToolResultText("renamed by " + u.ID), nil
}

func serve(st *store) {
	s := server.NewMCPServer("docs", "1.0.0")
	s.AddTool(mcp.NewTool("delete_doc"), wrapTool(st.deleteDoc))
	s.AddTool(mcp.NewTool("rename_doc"), wrapTool(st.renameDoc))
	e := echo.New()
	e.Use(authenticate(st))
	e.Any("/mcp", mount(server.NewStreamableHTTPServer(s)))
}
