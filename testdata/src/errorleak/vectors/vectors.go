// Package vectors serves a go-sdk tool on the server's Qdrant database.
package vectors

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/qdrant/go-client/qdrant"
)

type in struct{ Collection string }

type out struct{ Points uint64 }

type store struct{ c *qdrant.Client }

// count wraps the client's error.
func (s *store) count(ctx context.Context, name string) (uint64, error) {
	info, err := s.c.GetCollectionInfo(ctx, name)
	if err != nil {
		return 0, fmt.Errorf("qdrant: %w", err)
	}
	return info.PointsCount, nil
}

func register(m *mcp.Server, s *store) {
	mcp.AddTool(m, &mcp.Tool{Name: "points"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		n, err := s.count(ctx, a.Collection)
		if err != nil {
			return nil, out{}, fmt.Errorf("failed to count points: %w", err) // want `raw github.com/qdrant/go-client error text`
		}
		return nil, out{Points: n}, nil
	})
	mcp.AddTool(m, &mcp.Tool{Name: "pointsquiet"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		n, err := s.count(ctx, a.Collection)
		if err != nil {
			return nil, out{}, fmt.Errorf("the vector store is unavailable; retry later")
		}
		return nil, out{Points: n}, nil
	})
}
