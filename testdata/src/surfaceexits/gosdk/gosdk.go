// Package surfaceexits/gosdk has go-sdk handlers: a typed one, whose
// errors the SDK makes isError results unless they are *jsonrpc.Error, and
// a low-level one, whose errors go out as JSON-RPC errors with code 0.
package gosdk

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ ID int }

type out struct{ Title string }

func lookup(id int) (string, error) {
	if id > 100 {
		return "", errors.New("no such issue")
	}
	return "title", nil
}

func typed(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if a.ID < 0 {
		return nil, out{}, &jsonrpc.Error{Code: -32602, Message: "id must not be negative"} // want `exit client -32602 by \*jsonrpc.Error: id must not be negative`
	}
	t, err := lookup(a.ID)
	if err != nil {
		return nil, out{}, fmt.Errorf("issue %d: %w", a.ID, err) // want `exit model by error, made isError by the SDK: issue \{a.ID\}: \{err of lookup\}`
	}
	return nil, out{Title: t}, nil
}

func lowLevel(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := lookup(1); err != nil {
		return nil, err // want `exit client 0 by error as JSON-RPC: \{err of lookup\}`
	}
	return &mcp.CallToolResult{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
	s.AddTool(&mcp.Tool{Name: "low"}, lowLevel)
}
