// Package decided holds handlers whose errors are decided away from the
// return: by helpers, project error types with Unwrap, errors.Join and
// variables assigned on several branches.
package decided

import (
	"context"
	"errors"
	"fmt"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Q string }

func fetch(ctx context.Context, q string) (string, error) { return "", errors.New("upstream down") }

// invalidParams builds the protocol answer for a bad argument.
func invalidParams(msg string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: msg}
}

// opError is a project error type that exposes its cause.
type opError struct {
	op  string
	err error
}

func (e *opError) Error() string { return e.op + ": " + e.err.Error() }
func (e *opError) Unwrap() error { return e.err }

func register(s *mcp.Server, m *server.MCPServer) {
	s.AddTool(&mcp.Tool{Name: "helperwire"}, helperWire)
	s.AddTool(&mcp.Tool{Name: "holder"}, holder)
	s.AddTool(&mcp.Tool{Name: "branches"}, branches)
	mcp.AddTool(s, &mcp.Tool{Name: "typedholder"}, typedHolder)
	m.AddTool(mcpgo.NewTool("elicitholder"), elicitHolder)
}

// helperWire: a helper decides the protocol answer; the upstream failure
// is still the tool's.
func helperWire(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := string(req.Params.Arguments)
	if q == "" {
		return nil, invalidParams("q is required")
	}
	text, err := fetch(ctx, q)
	if err != nil {
		return nil, fmt.Errorf("fetch: %w", err) // want `tool "helperwire" handler returns an error that go-sdk sends as a JSON-RPC error with code 0`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
}

// holder: a project error type around a protocol answer keeps its code in
// a low-level handler; around an upstream failure it is the tool's.
func holder(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := string(req.Params.Arguments)
	if q == "" {
		return nil, &opError{op: "validate", err: invalidParams("q is required")}
	}
	text, err := fetch(ctx, q)
	if err != nil {
		return nil, &opError{op: "fetch", err: err} // want `tool "holder" handler returns an error that go-sdk sends`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
}

// branches: an error variable assigned on several branches, returned once.
func branches(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var err error
	switch q := string(req.Params.Arguments); q {
	case "":
		err = invalidParams("q is required")
	case "all":
		err = errors.Join(errors.New("too broad"), invalidParams("q must name one item"))
	default:
		return &mcp.CallToolResult{}, nil
	}
	return nil, err
}

// typedHolder: in a typed handler a wrapped *jsonrpc.Error becomes isError
// text (wrappedrpcerror's business), not a JSON-RPC error.
func typedHolder(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if a.Q == "" {
		return nil, nil, &opError{op: "validate", err: invalidParams("q is required")}
	}
	return &mcp.CallToolResult{}, nil, nil
}

// elicitHolder: mcp-go finds a URL elicitation error inside a project error
// type with Unwrap and sends the protocol error it is.
func elicitHolder(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	if req.GetString("token", "") == "" {
		return nil, &opError{op: "authorize", err: mcpgo.URLElicitationRequiredError{}}
	}
	return mcpgo.NewToolResultText("ok"), nil
}
