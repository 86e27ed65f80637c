// Package sdkmodel holds code whose classification by the SDK model is
// stated next to it, in the expectation comments of analysistest.
package sdkmodel

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

func mcpgoFunc(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `shape ToolHandlerFunc \(mcp-go\) errors=jsonrpc\(-32603\)`
	return mcp.NewToolResultError("bad"), nil // want `constructor iserror=2 text=0 format=-1 err=-1 structured=false`
}

func mcpgoTyped(ctx context.Context, req mcp.CallToolRequest, a struct{ Q string }) (*mcp.CallToolResult, error) { // want `shape TypedToolHandlerFunc \(mcp-go\) errors=jsonrpc\(-32603\)`
	return mcp.NewToolResultErrorFromErr("x", errors.New("y")), nil // want `constructor iserror=2 text=0 format=-1 err=1 structured=false`
}

func low(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) { // want `shape ToolHandler \(go-sdk\) errors=jsonrpc\(0\)`
	return &gomcp.CallToolResult{IsError: true}, nil // want `role 1`
}

func typed(ctx context.Context, req *gomcp.CallToolRequest, in struct{}) (*gomcp.CallToolResult, any, error) { // want `shape ToolHandlerFor \(go-sdk\) errors=iserror`
	return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "m"} // want `role 5` `role 6` `sdk code -32602 band 1`
}

// notHandler takes a request by pointer: not an mcp-go shape.
func notHandler(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("t"), nil // want `constructor iserror=1 text=0 format=-1 err=-1 structured=false`
}

// handRolled is recognized by its JSON field names.
type handRolled struct {
	Content []any `json:"content"`
	Failed  bool  `json:"isError,omitempty"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func calls(s *server.MCPServer, g *gomcp.Server) {
	s.AddTool(mcp.NewTool("t1"), mcpgoFunc)                                    // want `call kind 1 handler ToolHandlerFunc arg 1 tool 0` `tool "t1"`
	s.AddTools(server.ServerTool{Tool: mcp.NewTool("t2"), Handler: mcpgoFunc}) // want `call kind 2 handler none arg -1 tool -1` `tool "t2"`
	s.AddTool(mcp.NewTool("t3"), mcp.NewTypedToolHandler(mcpgoTyped))          // want `call kind 1 handler ToolHandlerFunc arg 1 tool 0` `tool "t3"` `call kind 3 handler TypedToolHandlerFunc arg 0 tool -1`
	g.AddTool(&gomcp.Tool{Name: "t4"}, low)                                    // want `call kind 1 handler ToolHandler arg 1 tool 0`
	gomcp.AddTool(g, &gomcp.Tool{Name: "t5"}, typed)                           // want `call kind 1 handler ToolHandlerFor arg 2 tool 1`
	_ = handRolled{Failed: true}                                               // want `role 1`
	_ = rpcError{Code: -32050, Message: "x"}                                   // want `role 5` `role 6`
	_ = gomcp.ResourceNotFoundError("u")                                       // want `error constructor code=-32602 codearg=-1`
	_ = mcp.NewJSONRPCErrorDetails(mcp.INVALID_PARAMS, "m", nil)               // want `error constructor code=0 codearg=0` `sdk code -32602 band 1`
	_ = server.NewMCPServer("n", "v", server.WithRecovery())                   // want `call kind 5 handler none arg -1 tool -1`
	_ = server.NewStreamableHTTPServer(s)                                      // want `call kind 6 handler none arg -1 tool -1`
}
