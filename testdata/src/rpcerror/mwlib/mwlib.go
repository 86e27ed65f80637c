// Package mwlib is a library of tool middleware, used by package mwuse:
// Instrument returns a middleware that turns a tool's error into an isError
// result; Trace passes it on.
package mwlib

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Metrics counts tool calls.
type Metrics struct{ calls int }

// Instrument returns a middleware that counts calls and answers a tool's
// error with an isError result.
func (m *Metrics) Instrument() server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
			m.calls++
			res, err = next(ctx, req)
			if err != nil {
				res, err = mcp.NewToolResultError(err.Error()), nil
			}
			return
		}
	}
}

// Trace logs each call and passes the tool's answer on.
func Trace(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		log.Printf("tool %s", req.Params.Name)
		return next(ctx, req)
	}
}
