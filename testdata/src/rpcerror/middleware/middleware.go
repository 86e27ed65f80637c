// Package middleware holds tool middleware whose own failures mcp-go sends
// as JSON-RPC -32603 for every tool call they stop.
package middleware

import (
	"context"
	"errors"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var budget = 100

// limit stops calls over the budget with a Go error.
func limit(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if budget == 0 {
			return nil, errors.New("rate limit exceeded, retry in a minute") // want `tool middleware limit returns an error that mcp-go sends as JSON-RPC error -32603 for every tool call it stops`
		}
		budget--
		return next(ctx, req) // fine: the tool's own answer
	}
}

// logged passes every answer on.
func logged(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			log.Printf("%s: %v", req.Params.Name, err)
		}
		return res, err // fine: the tool's own error, judged in the tool
	}
}

// quota answers with an isError result: the model reads it.
func quota(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if budget < 0 {
			return mcp.NewToolResultError("the daily quota is used up; try again tomorrow"), nil
		}
		return next(ctx, req)
	}
}

// Unused is never installed here: the package that installs it decides.
func Unused(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if budget == 0 {
			return nil, errors.New("over budget")
		}
		return next(ctx, req)
	}
}

func ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("pong"), nil
}

// New returns the server.
func New() *server.MCPServer {
	s := server.NewMCPServer("mw", "1.0.0", server.WithToolHandlerMiddleware(limit), server.WithToolHandlerMiddleware(logged), server.WithToolHandlerMiddleware(quota))
	s.AddTool(mcp.NewTool("ping"), ping)
	return s
}
