// Package mw is a gin application's bearer middleware: it keeps the
// caller's id under the gin key "userID". It does not import the MCP
// tools, nor do they import it.
package mw

import (
	"net/http"
	"strings"

	"autherror/ginwire/auth"

	"github.com/gin-gonic/gin"
)

// Bearer authenticates the request.
func Bearer(c *gin.Context) {
	tok, ok := strings.CutPrefix(c.GetHeader("Authorization"), "Bearer ")
	if !ok {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	claims, err := auth.VerifyToken(tok)
	if err != nil {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	c.Set("userID", claims.UserID)
	c.Next()
}
