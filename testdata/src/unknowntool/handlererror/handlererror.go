// Package handlererror exercises unknowntool on mcp-go handlers that answer
// an unknown tool through server.NewHandlerError (mcp-go v1.5.0 and later),
// which sends the provider's own JSON-RPC error.
package handlererror

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func register(s *server.MCPServer) {
	for _, name := range []string{"a", "b"} {
		s.AddTool(mcp.NewTool(name), invalidParams)
		s.AddTool(mcp.NewTool(name), literal)
		s.AddTool(mcp.NewTool(name), wrapped)
		s.AddTool(mcp.NewTool(name), internal)
		s.AddTool(mcp.NewTool(name), notExposed)
		s.AddTool(mcp.NewTool(name), methodNotFound)
		s.AddTool(mcp.NewTool(name), fromField)
	}
}

// unknownTool answers -32602 through the constructor.
type unknownTool struct{ name string }

func (e unknownTool) Error() string { return "unknown tool " + e.name }

func (e unknownTool) JSONRPCError() mcp.JSONRPCError {
	return mcp.NewJSONRPCError(mcp.NewRequestId(nil), mcp.INVALID_PARAMS, "unknown tool "+e.name, nil)
}

// negative: the provider's -32602 is the right answer.
func invalidParams(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("a"), nil
	default:
		return nil, server.NewHandlerError(unknownTool{name: req.Params.Name})
	}
}

// noSuchTool answers -32602 through a struct literal, by pointer.
type noSuchTool struct{ name string }

func (e *noSuchTool) Error() string { return "no tool " + e.name }

func (e *noSuchTool) JSONRPCError() mcp.JSONRPCError {
	return mcp.JSONRPCError{Error: mcp.JSONRPCErrorDetails{Code: -32602, Message: "no tool " + e.name}}
}

// negative: a literal -32602, by pointer.
func literal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("a"), nil
	default:
		return nil, server.NewHandlerError(&noSuchTool{name: req.Params.Name})
	}
}

// negative: the server finds it with errors.As, wrapped or not.
func wrapped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("a"), nil
	default:
		return nil, fmt.Errorf("dispatch: %w", server.NewHandlerError(unknownTool{name: req.Params.Name}))
	}
}

// internalError answers -32603.
type internalError struct{ name string }

func (e internalError) Error() string { return "no handler for " + e.name }

func (e internalError) JSONRPCError() mcp.JSONRPCError {
	return mcp.NewJSONRPCError(mcp.NewRequestId(nil), mcp.INTERNAL_ERROR, e.Error(), nil)
}

func internal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("a"), nil
	default:
		return nil, server.NewHandlerError(internalError{name: req.Params.Name}) // want `unknown tool answered with server.NewHandlerError, which sends the provider's JSON-RPC code -32603: MCP requires JSON-RPC -32602`
	}
}

// A provider returned without NewHandlerError is not exposed: -32603.
func notExposed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("a"), nil
	default:
		return nil, unknownTool{name: req.Params.Name} // want `unknown tool answered with a plain error, which mcp-go sends as JSON-RPC -32603 \(internal error\).*server.NewHandlerError\(e\)`
	}
}

// missingMethod answers -32601, which says tools/call does not exist.
type missingMethod struct{}

func (missingMethod) Error() string { return "no such tool" }

func (missingMethod) JSONRPCError() mcp.JSONRPCError {
	return mcp.NewJSONRPCError(mcp.NewRequestId(nil), mcp.METHOD_NOT_FOUND, "no such tool", nil)
}

func methodNotFound(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("a"), nil
	default:
		return nil, server.NewHandlerError(missingMethod{}) // want `unknown tool answered with server.NewHandlerError, which sends the provider's JSON-RPC code -32601`
	}
}

// coded takes its code from a field: not judged.
type coded struct {
	code int
	msg  string
}

func (e coded) Error() string { return e.msg }

func (e coded) JSONRPCError() mcp.JSONRPCError {
	return mcp.NewJSONRPCError(mcp.NewRequestId(nil), e.code, e.msg, nil)
}

// negative: the code is not a constant of the method.
func fromField(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("a"), nil
	default:
		return nil, server.NewHandlerError(coded{code: mcp.INVALID_PARAMS, msg: "unknown tool"})
	}
}
