// Package impl declares a tool interface and its implementation, a
// handler found by its exported signature.
package impl

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// In is the lookup's input.
type In struct{ Key string }

// Querier answers lookups.
type Querier interface {
	Lookup(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error)
}

// Store implements Querier.
type Store struct{ data map[string]string }

// Lookup looks the key up.
func (st *Store) Lookup(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) { // want `Store.Lookup tool=\? sdk=go-sdk kind=ToolHandlerFor errors=iserror via=exported signature`
	v, ok := st.data[in.Key]
	if !ok {
		return nil, nil, errors.New("no such key")
	}
	return nil, v, nil
}
