// want package:"exits\\(Gate.Middleware:36, Gate.Middleware:39\\)"

// Package limits declares tool middleware that package server installs:
// a throttle that stops a call with an error of its own, and a gate whose
// closure answers with an isError result. Their package does not install
// them, so it cannot tell where the errors go; it records the stops, and
// the installing package reports them.
package limits

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Gate throttles tool calls and keeps some tools closed.
type Gate struct {
	tokens int
	closed map[string]bool
}

// NewGate returns a gate with n tokens.
func NewGate(n int) *Gate { return &Gate{tokens: n, closed: map[string]bool{}} }

var errSlowDown = errors.New("too many calls, slow down")

// Middleware throttles the calls: a call over the budget is stopped with
// a Go error.
func (g *Gate) Middleware() server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if g.tokens <= 0 {
				return nil, errSlowDown // want `tool middleware Gate.Middleware \(installed by package server at server.go:\d+\) returns an error that mcp-go sends as JSON-RPC error -32603 for every tool call it stops`
			}
			if g.closed[req.Params.Name] {
				return nil, fmt.Errorf("tool %s is closed", req.Params.Name) // want `tool middleware Gate.Middleware \(installed by package server at server.go:\d+\) returns an error`
			}
			g.tokens--
			return next(ctx, req)
		}
	}
}

// Polite answers a stopped call with an isError result.
func (g *Gate) Polite() server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if g.tokens <= 0 {
				return mcp.NewToolResultError("too many calls, slow down"), nil
			}
			return next(ctx, req)
		}
	}
}
