// Package stubcheck uses the hand-written mcp-go and go-sdk stubs the way
// real servers do, to prove that the stubs type-check for typical code.
package stubcheck

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	gomcp "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// MarkServer registers mcp-go tools.
func MarkServer() *server.MCPServer {
	s := server.NewMCPServer("demo", "1.0.0", server.WithRecovery(), server.WithToolCapabilities(true))
	s.AddTool(gomcp.NewTool("x",
		gomcp.WithDescription("x tool"),
		gomcp.WithString("name", gomcp.Required(), gomcp.Description("a name")),
		gomcp.WithNumber("n"),
	), func(ctx context.Context, req gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
		name, err := req.RequireString("name")
		if err != nil {
			return gomcp.NewToolResultErrorFromErr("bad name", err), nil
		}
		if req.Header.Get("Authorization") == "" {
			return nil, errors.New("unauthorized")
		}
		_ = req.GetFloat("n", 1)
		return gomcp.NewToolResultText("hello " + name), nil
	})
	type args struct {
		A int `json:"a"`
	}
	type out struct {
		B int `json:"b"`
	}
	s.AddTools(
		server.ServerTool{Tool: gomcp.NewTool("typed"), Handler: gomcp.NewTypedToolHandler(func(ctx context.Context, req gomcp.CallToolRequest, a args) (*gomcp.CallToolResult, error) {
			return gomcp.NewToolResultErrorf("a=%d", a.A), nil
		})},
		server.ServerTool{Tool: gomcp.NewTool("structured", gomcp.WithOutputSchema[out]()), Handler: gomcp.NewStructuredToolHandler(func(ctx context.Context, req gomcp.CallToolRequest, a args) (out, error) {
			return out{B: a.A}, nil
		})},
	)
	s.Use(func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
			return next(ctx, req)
		}
	})
	var _ gomcp.Content = gomcp.TextContent{}
	var _ gomcp.Content = &gomcp.ImageContent{}
	var _ error = gomcp.URLElicitationRequiredError{}
	_ = gomcp.NewJSONRPCError(gomcp.NewRequestId(1), gomcp.INVALID_PARAMS, "bad", nil)
	_ = server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(func(ctx context.Context, r *http.Request) context.Context { return ctx }))
	return s
}

// In is the typed input of tool y.
type In struct {
	Query string `json:"query"`
}

// Out is the typed output of tool y.
type Out struct {
	Hits []string `json:"hits"`
}

func lowLevel(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Extra != nil && req.Extra.TokenInfo != nil {
		_ = req.Extra.TokenInfo.UserID
	}
	if len(req.Params.Arguments) == 0 {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "no arguments"}
	}
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok " + req.Params.Name}}}
	return res, nil
}

// GoSDKServer registers go-sdk tools.
func GoSDKServer() http.Handler {
	s := mcp.NewServer(&mcp.Implementation{Name: "demo", Version: "v1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "y"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		if in.Query == "" {
			return nil, Out{}, fmt.Errorf("empty query")
		}
		if in.Query == "missing" {
			return nil, Out{}, mcp.ResourceNotFoundError("file:///x")
		}
		return nil, Out{Hits: []string{in.Query}}, nil
	})
	s.AddTool(&mcp.Tool{Name: "z", InputSchema: map[string]any{"type": "object"}}, lowLevel)
	s.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			res, err := next(ctx, method, req)
			if ctr, ok := res.(*mcp.CallToolResult); ok && ctr.GetError() != nil {
				_ = auth.TokenInfoFromContext(ctx)
			}
			return res, err
		}
	})
	var r mcp.CallToolResult
	r.SetError(errors.New("boom"))
	var code int64 = mcp.CodeURLElicitationRequired
	_ = code + mcp.CodeResourceNotFound
	_ = mcp.URLElicitationRequiredError([]*mcp.ElicitParams{{Mode: "url", URL: "https://example.com"}})
	_ = s.Run
	_, _ = mcp.NewInMemoryTransports()
	_ = &mcp.StdioTransport{}
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, &mcp.StreamableHTTPOptions{Stateless: true})
	verifier := func(ctx context.Context, token string, req *http.Request) (*auth.TokenInfo, error) {
		return nil, auth.ErrInvalidToken
	}
	return auth.RequireBearerToken(verifier, &auth.RequireBearerTokenOptions{Scopes: []string{"read"}})(h)
}
