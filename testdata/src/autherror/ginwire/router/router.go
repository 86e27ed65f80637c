// Package router wires the middleware and the MCP mount on one route. // want package:`autherror reported autherror/ginwire/tools C:string="userID"` package:`autherror deferred under C:autherror/ginwire/tools.contextKey="userID"`
package router

import (
	"autherror/ginwire/mw"
	"autherror/ginwire/tools"

	"github.com/gin-gonic/gin"
)

// New builds the application.
func New(roles tools.Roles) *gin.Engine {
	e := gin.New()
	e.Use(mw.Bearer)
	e.Any("/mcp", tools.Handler(roles))
	return e
}
