// Package errgroup holds errorleak cases for errors that come back through
// an errgroup (issue 22): the error of g.Wait() carries the sources of the
// errors the functions passed to g.Go return; functions whose errors are
// clean leave it clean.
package errgroup

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"golang.org/x/sync/errgroup"
)

type store struct{ db *sql.DB }

func (s *store) keyword(ctx context.Context, q string) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT id FROM docs WHERE body LIKE $1", "%"+q+"%")
	if err != nil {
		return nil, fmt.Errorf("keyword search: %w", err)
	}
	defer rows.Close()
	return nil, nil
}

func (s *store) count(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM docs").Scan(&n)
	return n, err
}

// search runs the query in a group: the closure declares its own err.
func (s *store) search(ctx context.Context, q string) ([]string, error) {
	g, gctx := errgroup.WithContext(ctx)
	var hits []string
	g.Go(func() error {
		var err error
		hits, err = s.keyword(gctx, q)
		return err
	})
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return hits, nil
}

// stats uses a zero Group and a method value.
func (s *store) stats(ctx context.Context) (int, error) {
	var g errgroup.Group
	var n int
	g.Go(func() error {
		var err error
		n, err = s.count(ctx)
		return err
	})
	g.Go(s.ping)
	err := g.Wait()
	return n, err
}

func (s *store) ping() error { return nil }

// split validates in a group: its errors are the server's own words.
func split(ctx context.Context, q string) ([]string, error) {
	g, _ := errgroup.WithContext(ctx)
	parts := strings.Fields(q)
	for _, p := range parts {
		p := p
		g.Go(func() error {
			if len(p) > 64 {
				return errors.New("a term is longer than 64 characters")
			}
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return parts, nil
}

type handler struct{ s *store }

func register(m *server.MCPServer, h *handler) {
	m.AddTool(mcp.NewTool("search"), h.searchTool)
	m.AddTool(mcp.NewTool("stats"), h.statsTool)
	m.AddTool(mcp.NewTool("split"), h.splitTool)
	m.AddTool(mcp.NewTool("inline"), h.inlineTool)
}

func (h *handler) searchTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	hits, err := h.s.search(ctx, req.GetString("q", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw database/sql error text from \(\*sql.DB\).QueryContext`
	}
	return mcp.NewToolResultText(strings.Join(hits, "\n")), nil
}

func (h *handler) statsTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := h.s.stats(ctx)
	if err != nil {
		return mcp.NewToolResultError("stats: " + err.Error()), nil // want `raw database/sql error text from \(\*sql.Row\).Scan`
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

func (h *handler) splitTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	parts, err := split(ctx, req.GetString("q", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(strings.Join(parts, ",")), nil
}

// inlineTool runs the group in the handler, the closure assigning the
// handler's err.
func (h *handler) inlineTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	g, gctx := errgroup.WithContext(ctx)
	var (
		hits []string
		n    int
	)
	g.Go(func() error {
		var err error
		hits, err = h.s.keyword(gctx, req.GetString("q", ""))
		return err
	})
	g.Go(func() error {
		if len(hits) > 100 {
			return errors.New("too many hits")
		}
		return nil
	})
	if err := g.Wait(); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("search failed: %v", err)), nil // want `raw database/sql error text from \(\*sql.DB\).QueryContext`
	}
	return mcp.NewToolResultText(fmt.Sprint(len(hits), n)), nil
}
