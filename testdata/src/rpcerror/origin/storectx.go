package origin

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type store struct{ items map[string]string }

type storeKey struct{}

// StoreFromContext returns the store the server's middleware put into
// the context, or an error when it is missing.
func StoreFromContext(ctx context.Context) (*store, error) {
	st, ok := ctx.Value(storeKey{}).(*store)
	if !ok {
		return nil, errors.New("no store in context")
	}
	return st, nil
}

// ItemFromContext looks an item up by the tool's argument: not a read of
// the context alone.
func ItemFromContext(ctx context.Context, id string) (string, error) {
	st, err := StoreFromContext(ctx)
	if err != nil {
		return "", err
	}
	v, ok := st.items[id]
	if !ok {
		return "", errors.New("no such item")
	}
	return v, nil
}

func registerStore(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("store_get"), storeGet)
}

// storeGet: a missing store is plumbing; a missing item is the tool's work.
func storeGet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	st, err := StoreFromContext(ctx)
	if err != nil {
		return nil, err
	}
	v, err := ItemFromContext(ctx, req.GetString("id", ""))
	if err != nil {
		return nil, err // want `tool "store_get" handler returns an error`
	}
	return mcp.NewToolResultText(v + st.items["x"]), nil
}
