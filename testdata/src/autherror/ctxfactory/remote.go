package ctxfactory

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"autherror/ctxfactory/authctx"
)

func serveRemote() http.Handler {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool("deploy"), deploy)
	s.AddTool(mcp.NewTool("whoami"), whoami)
	return server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(func(c context.Context, r *http.Request) context.Context {
		return authctx.FromRequest()(c, r)
	}))
}

func deploy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !authctx.CallerFrom(ctx).Has("deploy") {
		return mcp.NewToolResultError("the deploy scope is required"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("deployed"), nil
}

// whoami only tests that there is a caller.
func whoami(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c := authctx.CallerFrom(ctx)
	if c == nil {
		return mcp.NewToolResultError("no caller"), nil
	}
	return mcp.NewToolResultText(c.Subject), nil
}
