// Package callback has handlers that return the results of a helper which
// runs a callback inside a session: the helper's error is the callback's,
// so a handler whose callback never fails sends no JSON-RPC error, and one
// whose callback fails does.
package callback

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type session struct{ user string }

type tools struct{ sessions map[string]*session }

func register(s *server.MCPServer, t *tools) {
	s.AddTool(mcp.NewTool("quote"), t.quote)
	s.AddTool(mcp.NewTool("order"), t.order)
	s.AddTool(mcp.NewTool("holdings"), t.holdings)
}

// withSession answers for a missing session itself and returns what fn
// returns otherwise.
func (t *tools) withSession(id string, fn func(*session) (*mcp.CallToolResult, error)) (*mcp.CallToolResult, error) {
	s, ok := t.sessions[id]
	if !ok {
		return mcp.NewToolResultError("log in first with the login tool"), nil
	}
	return fn(s)
}

// apiCall runs call in a session and turns its failure into a result.
func (t *tools) apiCall(id string, call func(*session) (string, error)) (*mcp.CallToolResult, error) {
	return t.withSession(id, func(s *session) (*mcp.CallToolResult, error) {
		out, err := call(s)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("the call failed: %v", err)), nil
		}
		return mcp.NewToolResultText(out), nil
	})
}

func fetchQuote(s *session) (string, error) {
	if s.user == "" {
		return "", errors.New("no user")
	}
	return "42", nil
}

// quote's callbacks never fail: its error is always nil.
func (t *tools) quote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := t.apiCall(req.GetString("session", ""), fetchQuote)
	return res, err
}

// holdings passes a callback that never fails straight to withSession.
func (t *tools) holdings(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return t.withSession(req.GetString("session", ""), func(s *session) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(s.user), nil
	})
}

// order's callback fails with the upstream error: withSession passes it on.
func (t *tools) order(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return t.withSession(req.GetString("session", ""), func(s *session) (*mcp.CallToolResult, error) {
		if _, err := fetchQuote(s); err != nil {
			return nil, fmt.Errorf("placing the order: %w", err) // want `tool "order" handler returns an error that wrapper withSession forwards as JSON-RPC error -32603`
		}
		return mcp.NewToolResultText("placed"), nil
	})
}
