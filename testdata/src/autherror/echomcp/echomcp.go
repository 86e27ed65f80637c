// Package echomcp mounts the MCP server in an echo application: it copies // want package:`autherror deferred under C:string="user"`
// the caller that the application's middleware keeps in echo's context
// into the request's context.
package echomcp

import (
	"context"
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/mark3labs/mcp-go/server"

	"autherror/echotools"
)

// Handler serves the tools over streamable HTTP.
func Handler() echo.HandlerFunc {
	s := server.NewMCPServer("comments", "1.0.0")
	s.AddTools(echotools.Tools()...)
	h := server.NewStreamableHTTPServer(s)
	return func(c echo.Context) error {
		ctx := context.WithValue(c.Request().Context(), "user", c.Get("user"))
		h.ServeHTTP(c.Response(), c.Request().WithContext(ctx))
		return nil
	}
}

var _ http.Handler = (*server.StreamableHTTPServer)(nil)
