// Package helpers exercises unknowntool where the unknown-tool answer is
// built by a helper, returned through variables, or completed after
// construction, in switch, if-chain and map dispatches of both SDKs.
package helpers

import (
	"context"
	"errors"
	"fmt"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func register(m *server.MCPServer, s *mcp.Server) {
	for _, name := range []string{"a", "b"} {
		m.AddTool(mcpgo.NewTool(name), pairHelper)
		m.AddTool(mcpgo.NewTool(name), resultHelper)
		m.AddTool(mcpgo.NewTool(name), completedVar)
		m.AddTool(mcpgo.NewTool(name), mapLookup)
		m.AddTool(mcpgo.NewTool(name), goodPairHelper)
		s.AddTool(&mcp.Tool{Name: name}, methodNotFoundHelper)
		s.AddTool(&mcp.Tool{Name: name}, internalIfChain)
		s.AddTool(&mcp.Tool{Name: name}, isErrorMap)
		s.AddTool(&mcp.Tool{Name: name}, invalidPairHelper)
	}
}

// unknownResult answers an unknown tool with an isError result.
func unknownResult(name string) (*mcpgo.CallToolResult, error) {
	return mcpgo.NewToolResultError("unknown tool " + name), nil
}

// notFound answers an unknown tool with a plain error.
func notFound(name string) (*mcpgo.CallToolResult, error) {
	return nil, fmt.Errorf("unknown tool %q", name)
}

func pairHelper(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcpgo.NewToolResultText("a"), nil
	default:
		return unknownResult(req.Params.Name) // want `unknown tool answered with an isError result`
	}
}

func resultHelper(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	if req.Params.Name == "a" {
		return mcpgo.NewToolResultText("a"), nil
	} else if req.Params.Name == "b" {
		return mcpgo.NewToolResultText("b"), nil
	} else {
		return notFound(req.Params.Name) // want `unknown tool answered with a plain error, which mcp-go sends as JSON-RPC -32603`
	}
}

func completedVar(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcpgo.NewToolResultText("a"), nil
	}
	res := mcpgo.NewToolResultText(fmt.Sprintf("no tool %s", req.Params.Name))
	res.IsError = true
	return res, nil // want `unknown tool answered with an isError result`
}

var tools = map[string]func() string{"a": func() string { return "a" }}

func mapLookup(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	impl, ok := tools[req.Params.Name]
	if !ok {
		err := errors.New("no such tool")
		return nil, err // want `unknown tool answered with a plain error`
	}
	return mcpgo.NewToolResultText(impl()), nil
}

// goodPairHelper: mcp-go cannot answer -32602 from a handler at all, but
// a successful result after the switch may serve other names: not an
// unknown-tool answer.
func goodPairHelper(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcpgo.NewToolResultText("a"), nil
	}
	return mcpgo.NewToolResultText("default"), nil
}

// methodNotFound answers an unknown tool with -32601.
func methodNotFound(name string) (*mcp.CallToolResult, error) {
	return nil, &jsonrpc.Error{Code: jsonrpc.CodeMethodNotFound, Message: "no tool " + name}
}

// invalidTool answers an unknown tool right.
func invalidTool(name string) (*mcp.CallToolResult, error) {
	return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool " + name}
}

func methodNotFoundHelper(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return &mcp.CallToolResult{}, nil
	default:
		return methodNotFound(req.Params.Name) // want `unknown tool answered with JSON-RPC -32601`
	}
}

func internalIfChain(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Name == "a" {
		return &mcp.CallToolResult{}, nil
	} else if req.Params.Name == "b" {
		return &mcp.CallToolResult{}, nil
	} else {
		err := &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "no tool"}
		return nil, err // want `unknown tool answered with JSON-RPC -32603`
	}
}

var handlers = map[string]mcp.ToolHandler{}

func isErrorMap(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	h, ok := handlers[req.Params.Name]
	if !ok {
		res := &mcp.CallToolResult{}
		res.SetError(fmt.Errorf("unknown tool %s", req.Params.Name))
		return res, nil // want `unknown tool answered with an isError result`
	}
	return h(ctx, req)
}

func invalidPairHelper(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return &mcp.CallToolResult{}, nil
	default:
		return invalidTool(req.Params.Name)
	}
}
