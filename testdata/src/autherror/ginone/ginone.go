// Package ginone serves go-sdk tools from a gin application whose
// middleware keeps the caller's role in gin's context; the MCP mount
// copies it into the request's context.
package ginone

import (
	"context"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var roles = map[string]string{}

func authenticate(c *gin.Context) {
	role, ok := roles[c.Request.Header.Get("X-Api-Key")]
	if !ok {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	c.Set("role", role)
	c.Next()
}

type roleKey struct{}

func mount(h http.Handler) gin.HandlerFunc {
	return func(c *gin.Context) {
		ctx := context.WithValue(c.Request.Context(), roleKey{}, c.MustGet("role"))
		h.ServeHTTP(c.Writer, c.Request.WithContext(ctx))
	}
}

type purgeIn struct{ Bucket string }

func purge(ctx context.Context, req *mcp.CallToolRequest, in purgeIn) (*mcp.CallToolResult, any, error) {
	if role, _ := ctx.Value(roleKey{}).(string); role != "admin" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "only admins can purge"}}}, nil, nil // want `caller authorization failure returned as an isError result`
	}
	return &mcp.CallToolResult{}, nil, nil
}

func handler() gin.HandlerFunc {
	s := mcp.NewServer(&mcp.Implementation{Name: "buckets"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "purge"}, purge)
	return mount(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
}
