// Package chanstruct looks movies up on a configured catalog API in a
// goroutine that sends its outcome back as a struct of the data and the
// error: only the error carries the endpoint's URL.
package chanstruct

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type movie struct{ Title string }

type catalog struct {
	base string
	hc   *http.Client
}

func newCatalog() *catalog {
	return &catalog{base: os.Getenv("CATALOG_URL"), hc: http.DefaultClient}
}

func (c *catalog) lookup(ctx context.Context, q string) ([]movie, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/lookup?q="+q, nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out []movie
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, fmt.Errorf("bad answer")
	}
	return out, nil
}

type outcome struct {
	movies []movie
	err    error
}

func register(s *server.MCPServer) {
	c := newCatalog()
	s.AddTool(mcp.NewTool("find_movie"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ch := make(chan outcome, 1)
		go func() {
			m, err := c.lookup(ctx, req.GetString("q", ""))
			ch <- outcome{m, err}
		}()
		r := <-ch
		if r.err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("lookup failed: %v", r.err)), nil // want `raw net/http error text`
		}
		b, _ := json.Marshal(map[string]any{"candidates": r.movies})
		return mcp.NewToolResultText(string(b)), nil
	})
	s.AddTool(mcp.NewTool("find_movies"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// Several lookups at once; the outcomes are ranged over.
		queries := strings.Fields(req.GetString("q", ""))
		ch := make(chan outcome, len(queries))
		for _, q := range queries {
			go func() {
				m, err := c.lookup(ctx, q)
				ch <- outcome{m, err}
			}()
		}
		var all []movie
		for range queries {
			r, ok := <-ch
			if !ok {
				break
			}
			if r.err != nil {
				return mcp.NewToolResultError(fmt.Sprintf("lookup failed: %v", r.err)), nil // want `raw net/http error text`
			}
			all = append(all, r.movies...)
		}
		b, _ := json.Marshal(map[string]any{"candidates": all})
		return mcp.NewToolResultText(string(b)), nil
	})
	s.AddTool(mcp.NewTool("count_movies"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		queries := strings.Fields(req.GetString("q", ""))
		ch := make(chan outcome, len(queries))
		for _, q := range queries {
			go func() {
				m, err := c.lookup(ctx, q)
				ch <- outcome{m, err}
			}()
		}
		close(ch)
		titles := ""
		for r := range ch {
			if r.err != nil {
				return mcp.NewToolResultError("a lookup failed"), nil
			}
			for _, m := range r.movies {
				titles += m.Title + "\n"
			}
		}
		return mcp.NewToolResultText(titles), nil
	})
}
