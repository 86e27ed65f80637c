// Package gosdkmw installs a go-sdk receiving middleware that turns
// tools/call errors into isError results, so its low-level handler's
// errors reach the model.
package gosdkmw

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func toolErrors(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if method != "tools/call" {
			return next(ctx, method, req)
		}
		res, err := next(ctx, method, req)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "failed: " + err.Error()}}}, nil
		}
		return res, nil
	}
}

func newServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "x"}, nil)
	s.AddReceivingMiddleware(toolErrors)
	s.AddTool(&mcp.Tool{Name: "book"}, book)
	return s
}

func book(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("no rooms are free on that date")
}
