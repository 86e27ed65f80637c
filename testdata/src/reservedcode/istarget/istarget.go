// Package istarget recognizes the SDK's own errors by comparing with
// *jsonrpc.Error values: a value an error is compared with mints no code.
// The same code in an error it returns is minted.
package istarget

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const closing = -32044

func peerGone(err error) bool {
	return errors.Is(err, &jsonrpc.Error{Code: closing})
}

type in struct{}

func stop(ctx context.Context, _ *mcp.CallToolRequest, _ in) (*mcp.CallToolResult, any, error) {
	if err := ctx.Err(); err != nil && peerGone(err) {
		return nil, nil, &jsonrpc.Error{Code: closing, Message: "closing"} // want `JSON-RPC error code -32044 \(closing\) is inside -32020..-32099`
	}
	return &mcp.CallToolResult{}, nil, nil
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "stop"}, stop)
}
