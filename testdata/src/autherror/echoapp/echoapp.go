// Package echoapp is the echo application: its middleware resolves the // want package:`autherror reported autherror/echotools C:string="user"`
// bearer token to the caller and keeps it in echo's context.
package echoapp

import (
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"autherror/echomcp"
	"autherror/echotools"
)

var users = map[string]*echotools.User{}

func authenticate(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		tok := strings.TrimPrefix(c.Request().Header.Get("Authorization"), "Bearer ")
		u, ok := users[tok]
		if !ok {
			return c.NoContent(http.StatusUnauthorized)
		}
		c.Set("user", u)
		return next(c)
	}
}

func routes(e *echo.Echo) {
	e.Any("/mcp", echomcp.Handler(), authenticate)
}
