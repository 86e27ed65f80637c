// Package gosdk holds go-sdk tool handlers for the rpcerror check.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Q string }
type out struct{ N int }

type api struct{}

// errDown stands for an upstream failure.
var errDown = errors.New("upstream unavailable")

func (api) Fetch(ctx context.Context, q string) (string, error) { return "", errDown }

type server struct{ api api }

func register(s *mcp.Server, srv *server) {
	s.AddTool(&mcp.Tool{Name: "low"}, srv.low)
	s.AddTool(&mcp.Tool{Name: "args"}, parseArgs)
	s.AddTool(&mcp.Tool{Name: "wire"}, wire)
	s.AddTool(&mcp.Tool{Name: "ctx"}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		return &mcp.CallToolResult{}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
	mcp.AddTool(s, &mcp.Tool{Name: "typedwire"}, typedWire)
}

// low forwards an upstream failure: code 0 on the wire.
func (s *server) low(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := s.api.Fetch(ctx, "q")
	if err != nil {
		return nil, err // want `tool "low" handler returns an error that go-sdk sends as a JSON-RPC error with code 0; the model never sees it`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
}

func parseArgs(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a in
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, fmt.Errorf("bad arguments: %w", err) // want `tool "args" handler returns an error that go-sdk sends`
	}
	if a.Q == "" {
		return nil, errors.New("q is required") // want `tool "args" handler returns an error that go-sdk sends`
	}
	return &mcp.CallToolResult{}, nil
}

// wire returns *jsonrpc.Error values: protocol answers are fine, execution
// failures are not.
func wire(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a in
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "arguments must be an object"}
	}
	switch a.Q {
	case "missing":
		return nil, mcp.ResourceNotFoundError("file:///missing")
	case "wrapped":
		return nil, fmt.Errorf("lookup: %w", mcp.ResourceNotFoundError("file:///missing")) // the code survives wrapping here
	case "internal":
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "database unavailable"} // want `tool "wire" handler returns a \*jsonrpc.Error with code -32603 for an execution failure`
	case "custom":
		return nil, &jsonrpc.Error{Code: 1001, Message: "rate limited"}
	}
	if _, err := (api{}).Fetch(ctx, a.Q); err != nil {
		return nil, &jsonrpc.Error{Code: 1001, Message: err.Error()} // want `tool "wire" handler returns a \*jsonrpc.Error built from a failed call's error`
	}
	return &mcp.CallToolResult{}, nil
}

// typed: a plain error becomes an isError result; fine.
func typed(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if a.Q == "" {
		return nil, out{}, errors.New("q is required")
	}
	if _, err := (api{}).Fetch(ctx, a.Q); err != nil {
		return nil, out{}, err
	}
	return nil, out{N: 1}, nil
}

// typedWire: an unwrapped *jsonrpc.Error passes through as a protocol error.
func typedWire(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	select {
	case <-ctx.Done():
		// Cancelled: nobody waits for the answer.
		return nil, out{}, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "request cancelled"}
	default:
	}
	switch a.Q {
	case "":
		return nil, out{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "q is required"}
	case "missing":
		return nil, out{}, mcp.ResourceNotFoundError("file:///" + a.Q)
	case "zero":
		return nil, out{}, &jsonrpc.Error{Message: "backend said no"} // want `tool "typedwire" handler returns a \*jsonrpc.Error with code 0: the SDK passes it through as a JSON-RPC error`
	case "wrapped":
		// Wrapped, it becomes isError text: wrappedrpcerror's business.
		return nil, out{}, fmt.Errorf("x: %w", &jsonrpc.Error{Code: jsonrpc.CodeInternalError})
	}
	e := &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "upstream failed"}
	if a.Q == "up" {
		return nil, out{}, e // want `tool "typedwire" handler returns a \*jsonrpc.Error with code -32603`
	}
	return nil, out{N: 2}, nil
}
