// want package:"exits\\(Unused:56\\)"

// Package middleware holds tool middleware whose own failures mcp-go sends
// as JSON-RPC -32603 for every tool call they stop.
package middleware

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"

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

var errClosed = errors.New("the service is closed for maintenance until 6pm")

type config struct {
	open bool
	key  string
}

func checkKey(k string) error {
	if k == "" {
		return errors.New("no upstream key is configured")
	}
	return nil
}

func loadConfig() (*config, error) {
	b, err := os.ReadFile("/etc/gate.conf")
	if err != nil {
		return nil, err
	}
	return &config{open: len(b) > 0}, nil
}

// gate stops calls with a sentinel (reported), and fails on its own setup,
// the server's failure (not reported).
func gate(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		cfg, err := loadConfig()
		if err != nil {
			return nil, fmt.Errorf("load config: %w", err) // fine: the server's own failure
		}
		if err := checkKey(cfg.key); err != nil {
			return nil, fmt.Errorf("setup: %w", err) // fine: the server's configuration, checked by a helper
		}
		if !cfg.open {
			return nil, errClosed // want `tool middleware gate returns an error`
		}
		return next(ctx, req)
	}
}

// NewGated returns a server with the gate.
func NewGated() *server.MCPServer {
	s := server.NewMCPServer("gated", "1.0.0", server.WithToolHandlerMiddleware(gate))
	s.AddTool(mcp.NewTool("ping"), ping)
	return s
}
