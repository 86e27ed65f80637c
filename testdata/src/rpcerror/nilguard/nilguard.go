// Package nilguard has tools that are methods of a struct the server wires
// its dependencies into. A method's guard on a dependency of its receiver
// being nil (`if t.Store == nil`) fails the same way for every call: the
// server's wiring, which -32603 is for. The store's own failures and the
// checks of the arguments are the tool's work, still reported.
package nilguard

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Store keeps notes.
type Store interface {
	Get(ctx context.Context, id string) (string, error)
}

type notes struct {
	store Store
	limit *int
	index map[string]string
}

func (n *notes) get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if n.store == nil || n.index == nil {
		return nil, errors.New("note store not configured")
	}
	id := req.GetString("id", "")
	if id == "" {
		return nil, errors.New("id is required") // want `tool "get_note" handler returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	text, err := n.store.Get(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("get %s: %w", id, err) // want `tool "get_note" handler returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(text), nil
}

// count is a value receiver: its guard reads a field of the value.
func (n notes) count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if n.limit == nil {
		return nil, fmt.Errorf("limit not configured")
	}
	return mcp.NewToolResultText(fmt.Sprint(*n.limit)), nil
}

// lookup guards a dependency it was given, not its receiver's: the
// argument decides, the tool's work.
func lookup(ctx context.Context, s Store, id string) (*mcp.CallToolResult, error) {
	if s == nil {
		return nil, errors.New("no store")
	}
	text, _ := s.Get(ctx, id)
	return mcp.NewToolResultText(text), nil
}

func register(s *server.MCPServer, n *notes) {
	s.AddTool(mcp.NewTool("get_note"), n.get)
	s.AddTool(mcp.NewTool("count_notes"), n.count)
	s.AddTool(mcp.NewTool("lookup"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return lookup(ctx, n.store, req.GetString("id", "")) // want `tool "lookup" handler returns an error that mcp-go sends as JSON-RPC error -32603`
	})
}
