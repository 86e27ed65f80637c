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

	"rpcerror/apierr"
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
	s.AddTool(&mcp.Tool{Name: "crossinvalid"}, crossInvalid)
	s.AddTool(&mcp.Tool{Name: "crossinternal"}, crossInternal)
	s.AddTool(&mcp.Tool{Name: "crossholder"}, crossHolder)
	s.AddTool(&mcp.Tool{Name: "crossmixed"}, crossMixed)
	s.AddTool(&mcp.Tool{Name: "crossupstream"}, crossUpstream)
	m.AddTool(mcpgo.NewTool("crosselicit"), crossElicit)
	mcp.AddTool(s, &mcp.Tool{Name: "crosstypedinvalid"}, crossTypedInvalid)
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

// crossInvalid: another package's helper builds the protocol answer.
func crossInvalid(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, apierr.InvalidParams("q is required")
	}
	return &mcp.CallToolResult{}, nil
}

// crossInternal: another package's helper dresses the failure as -32603.
func crossInternal(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := fetch(ctx, string(req.Params.Arguments))
	if err != nil {
		return nil, apierr.Internal(err) // want `tool "crossinternal" handler returns a \*jsonrpc.Error built from a failed call.s error`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
}

// crossHolder: another package's protocol answer inside a project error
// type with Unwrap keeps its code in a low-level handler.
func crossHolder(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, &opError{op: "validate", err: apierr.InvalidParams("q is required")}
	}
	return &mcp.CallToolResult{}, nil
}

// crossMixed: a helper that is a protocol answer on one path only is not
// known to be one.
func crossMixed(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, apierr.Mixed(false) // want `tool "crossmixed" handler returns an error that go-sdk sends`
	}
	return &mcp.CallToolResult{}, nil
}

// crossUpstream: another package's wrapping helper of an upstream failure.
func crossUpstream(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := fetch(ctx, string(req.Params.Arguments))
	if err != nil {
		return nil, apierr.Upstream(err) // want `tool "crossupstream" handler returns an error that go-sdk sends`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
}

// crossElicit: an mcp-go URL elicitation error inside another package's
// project error type passes through as the protocol error it is.
func crossElicit(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	if req.GetString("token", "") == "" {
		return nil, apierr.NeedAuth("https://example.com/auth")
	}
	return mcpgo.NewToolResultText("ok"), nil
}

// crossTypedInvalid: in a typed handler, an unwrapped *jsonrpc.Error from
// another package's helper passes through.
func crossTypedInvalid(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if a.Q == "" {
		return nil, nil, apierr.InvalidParams("q is required")
	}
	return &mcp.CallToolResult{}, nil, nil
}
