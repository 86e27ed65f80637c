// Package wrapping holds handlers whose errors pass through helpers that
// wrap any error they are given, in this and other packages: a wrapped
// protocol answer keeps its nature, a wrapped failure stays a failure.
package wrapping

import (
	"context"
	"errors"
	"fmt"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"rpcerror/apierr"
	"rpcerror/errs"
)

func fetch(ctx context.Context, q string) (string, error) { return "", errors.New("upstream down") }

// wrap adds context to any error.
func wrap(err error, op string) error {
	return fmt.Errorf("%s: %w", op, err)
}

func invalid(msg string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: msg}
}

func register(s *mcp.Server, m *server.MCPServer) {
	s.AddTool(&mcp.Tool{Name: "localwrap"}, localWrap)
	s.AddTool(&mcp.Tool{Name: "crosswrap"}, crossWrap)
	s.AddTool(&mcp.Tool{Name: "genericwrap"}, genericWrap)
	s.AddTool(&mcp.Tool{Name: "genericjoin"}, genericJoin)
	s.AddTool(&mcp.Tool{Name: "flattened"}, flattened)
	s.AddTool(&mcp.Tool{Name: "wrappedinternal"}, wrappedInternal)
	m.AddTool(mcpgo.NewTool("elicitwrap"), elicitWrap)
	m.AddTool(mcpgo.NewTool("elicitbranches"), elicitBranches)
	m.AddTool(mcpgo.NewTool("mcpgowrap"), mcpgoWrap)
}

// localWrap: a same-package helper wraps the protocol answer (kept, with
// its code, by a low-level handler) or the upstream failure (the tool's).
func localWrap(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := string(req.Params.Arguments)
	if q == "" {
		return nil, wrap(invalid("q is required"), "validate")
	}
	text, err := fetch(ctx, q)
	if err != nil {
		return nil, wrap(err, "fetch") // want `tool "localwrap" handler returns an error that go-sdk sends as a JSON-RPC error with code 0`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
}

// crossWrap: another package's wrapping helper (one that knows MCP).
func crossWrap(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := string(req.Params.Arguments)
	if q == "" {
		return nil, apierr.Upstream(invalid("q is required"))
	}
	text, err := fetch(ctx, q)
	if err != nil {
		return nil, apierr.Upstream(err) // want `tool "crosswrap" handler returns an error that go-sdk sends`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
}

// genericWrap: a generic helper package that knows nothing of MCP.
func genericWrap(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := string(req.Params.Arguments)
	if q == "" {
		return nil, errs.Wrap(invalid("q is required"), "validate")
	}
	text, err := fetch(ctx, q)
	if err != nil {
		return nil, errs.Wrap(err, "fetch") // want `tool "genericwrap" handler returns an error that go-sdk sends`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
}

// genericJoin: errors.Join behind a generic helper.
func genericJoin(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, errs.Both(invalid("q is required"), invalid("q must name one item"))
	}
	return &mcp.CallToolResult{}, nil
}

// flattened: a helper that keeps only the text ends the chain: the
// protocol answer is gone and a plain error goes out.
func flattened(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, errs.Flatten(invalid("q is required")) // want `tool "flattened" handler returns an error that go-sdk sends`
	}
	return &mcp.CallToolResult{}, nil
}

// wrappedInternal: a wrapped -32603 built from a failure is still an
// execution failure dressed as a protocol error.
func wrappedInternal(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := fetch(ctx, string(req.Params.Arguments))
	if err != nil {
		return nil, errs.Wrap(apierr.Internal(err), "fetch") // want `tool "wrappedinternal" handler returns a \*jsonrpc.Error built from a failed call.s error`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
}

// elicitWrap: mcp-go finds a URL elicitation error through any wrapping
// and sends the protocol error it is.
func elicitWrap(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	if req.GetString("token", "") == "" {
		return nil, errs.Wrap(mcpgo.URLElicitationRequiredError{}, "authorize")
	}
	if req.GetString("scope", "") == "" {
		return nil, wrap(apierr.NeedAuth("https://example.com/auth"), "authorize")
	}
	return mcpgo.NewToolResultText("ok"), nil
}

// elicitBranches: an error variable set on several branches and returned
// once, every value an elicitation.
func elicitBranches(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	var err error
	switch req.GetString("mode", "") {
	case "token":
		err = mcpgo.URLElicitationRequiredError{}
	case "scope":
		err = apierr.NeedAuth("https://example.com/scope")
	default:
		return mcpgo.NewToolResultText("ok"), nil
	}
	return nil, err
}

// mcpgoWrap: an upstream failure through the same helpers is the tool's.
func mcpgoWrap(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	text, err := fetch(ctx, req.GetString("q", ""))
	if err != nil {
		return nil, errs.Wrap(err, "fetch") // want `tool "mcpgowrap" handler returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	if text == "" {
		return nil, errors.Join(errors.New("empty result"), errs.Wrap(errors.New("no rows"), "query")) // want `tool "mcpgowrap" handler returns an error that mcp-go sends`
	}
	return mcpgo.NewToolResultText(text), nil
}
