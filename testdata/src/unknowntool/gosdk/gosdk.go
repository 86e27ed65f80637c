// Package gosdk exercises unknowntool on go-sdk multi-tool handlers.
package gosdk

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Q string }

var errUnknownTool = &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool"}

const codeMethodNotFound = -32601

func register(s *mcp.Server) {
	for _, n := range []string{"a", "b"} {
		s.AddTool(&mcp.Tool{Name: n}, good)
		s.AddTool(&mcp.Tool{Name: n}, goodVar)
		s.AddTool(&mcp.Tool{Name: n}, methodNotFound)
		s.AddTool(&mcp.Tool{Name: n}, named)
		s.AddTool(&mcp.Tool{Name: n}, plain)
		s.AddTool(&mcp.Tool{Name: n}, succeed)
		mcp.AddTool(s, &mcp.Tool{Name: n}, typedPlain)
		mcp.AddTool(s, &mcp.Tool{Name: n}, typedGood)
		mcp.AddTool(s, &mcp.Tool{Name: n}, typedWrapped)
		s.AddTool(&mcp.Tool{Name: n}, viaHelper)
		s.AddTool(&mcp.Tool{Name: n}, viaGoodHelper)
		mcp.AddTool(s, &mcp.Tool{Name: n}, typedViaGoodHelper)
	}
}

func good(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return &mcp.CallToolResult{}, nil
	default:
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool"}
	}
}

func goodVar(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Name == "a" {
		return &mcp.CallToolResult{}, nil
	} else {
		return nil, errUnknownTool
	}
}

func methodNotFound(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return &mcp.CallToolResult{}, nil
	default:
		return nil, &jsonrpc.Error{Code: -32601, Message: "unknown tool"} // want `unknown tool answered with JSON-RPC -32601 \(method not found; tools/call exists\): .*return nil, &jsonrpc.Error\{Code: jsonrpc.CodeInvalidParams`
	}
}

func named(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return &mcp.CallToolResult{}, nil
	}
	return nil, &jsonrpc.Error{Code: codeMethodNotFound, Message: "unknown tool"} // want `unknown tool answered with JSON-RPC -32601`
}

func plain(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return &mcp.CallToolResult{}, nil
	default:
		return nil, fmt.Errorf("unknown tool %s", req.Params.Name) // want `unknown tool answered with a plain error, which go-sdk sends as JSON-RPC code 0`
	}
}

func succeed(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return &mcp.CallToolResult{}, nil
	default:
		res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "no such tool"}}}
		return res, nil // want `unknown tool answered with a successful result`
	}
}

func typedPlain(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	switch req.Params.Name {
	case "a":
		return nil, nil, nil
	default:
		return nil, nil, errors.New("unknown tool") // want `unknown tool answered with an isError result: .*return an unwrapped &jsonrpc.Error`
	}
}

func typedGood(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	switch req.Params.Name {
	case "a":
		return nil, nil, nil
	default:
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool"}
	}
}

func typedWrapped(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	switch req.Params.Name {
	case "a":
		return nil, nil, nil
	default:
		return nil, nil, fmt.Errorf("dispatch: %w", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool"}) // want `unknown tool answered with an isError result`
	}
}

// unknownTool builds the error for an unknown tool, with the wrong code.
func unknownTool(name string) error {
	return &jsonrpc.Error{Code: codeMethodNotFound, Message: "unknown tool " + name}
}

// invalidTool builds the right error for an unknown tool.
func invalidTool(name string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool " + name}
}

func viaHelper(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return &mcp.CallToolResult{}, nil
	default:
		return nil, unknownTool(req.Params.Name) // want `unknown tool answered with JSON-RPC -32601`
	}
}

func viaGoodHelper(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return &mcp.CallToolResult{}, nil
	default:
		return nil, invalidTool(req.Params.Name)
	}
}

func typedViaGoodHelper(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	switch req.Params.Name {
	case "a":
		return nil, nil, nil
	default:
		return nil, nil, invalidTool(req.Params.Name)
	}
}
