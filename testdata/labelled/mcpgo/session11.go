package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Shapes of the held-out rounds eval39-41 (issue 22): a request built in
// one helper and sent by another, error text one map level down, a
// record's operation function, a constant public endpoint with a test
// option, a middleware refusing by a verdict, and a request refused in
// words.

type inventory struct {
	base string
	hc   *http.Client
}

func (c *inventory) get(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+path, nil)
	if err != nil {
		return err
	}
	return c.send(req)
}

func (c *inventory) send(req *http.Request) error {
	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("inventory request: %w", err)
	}
	return resp.Body.Close()
}

// publicCatalog defaults to a public host; withCatalogURL is for tests.
type publicCatalog struct {
	base string
	hc   *http.Client
}

type catalogOption func(*publicCatalog)

func withCatalogURL(u string) catalogOption {
	return func(c *publicCatalog) { c.base = strings.TrimRight(u, "/") }
}

func newPublicCatalog(opts ...catalogOption) *publicCatalog {
	c := &publicCatalog{base: "https://catalog.example.org/v2", hc: http.DefaultClient}
	for _, o := range opts {
		o(c)
	}
	return c
}

func (c *publicCatalog) get(ctx context.Context, path string) error {
	resp, err := c.hc.Get(c.base + path)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// stockTool is a table tool: its operation is kept in a field.
type stockTool struct {
	name string
	op   func(ctx context.Context, inv *inventory, sku string) (any, error)
}

func addStockTool(m *server.MCPServer, inv *inventory, t stockTool) {
	m.AddTool(mcp.NewTool(t.name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := t.op(ctx, inv, req.GetString("sku", ""))
		if err != nil {
			return mcp.NewToolResultError("stock lookup failed: " + err.Error()), nil // want errorleak:`raw net/http error text from \(\*http.Client\).Do`
		}
		return mcp.NewToolResultText(fmt.Sprint(v)), nil
	})
}

type quota struct{ left int }

func (q *quota) take() (bool, error) {
	q.left--
	if q.left < 0 {
		return false, errors.New("quota exhausted")
	}
	return true, nil
}

// limited refuses a call when the quota's verdict says so.
func limited(q *quota, next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if ok, err := q.take(); !ok {
			return nil, fmt.Errorf("rate limited: %w", err) // want rpcerror:`tool middleware limited returns an error that mcp-go sends as JSON-RPC error -32603`
		}
		return next(ctx, req)
	}
}

func registerSession11(m *server.MCPServer) {
	inv := &inventory{base: os.Getenv("INVENTORY_URL"), hc: http.DefaultClient}
	cat := newPublicCatalog()
	m.AddTool(mcp.NewTool("restock"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := inv.get(ctx, "/restock"); err != nil {
			return mcp.NewToolResultError("restock failed: " + err.Error()), nil // want errorleak:`configured endpoint \(field inventory.base\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	m.AddTool(mcp.NewTool("warehouse_report"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		report := map[string]any{}
		if err := inv.get(ctx, "/levels"); err != nil {
			report["levels"] = map[string]any{"status": "unknown", "error": err.Error()}
		}
		b, _ := json.Marshal(report)
		return mcp.NewToolResultText(string(b)), nil // want errorleak:`raw net/http error text from \(\*http.Client\).Do`
	})
	m.AddTool(mcp.NewTool("catalog_page"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := cat.get(ctx, "/page/"+req.GetString("page", "1")); err != nil {
			return mcp.NewToolResultError("catalog unavailable: " + err.Error()), nil // ok errorleak
		}
		return mcp.NewToolResultText("ok"), nil
	})
	addStockTool(m, inv, stockTool{name: "stock_level", op: func(ctx context.Context, inv *inventory, sku string) (any, error) {
		return nil, inv.get(ctx, "/stock/"+sku)
	}})
	m.AddTool(mcp.NewTool("list_orders"), limited(&quota{left: 100}, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("sort", "") == "price" {
			return mcp.NewToolResultText("Sorting by price is not supported."), nil // want unflaggederror:`result text "Sorting by price is not supported." reads as a failure`
		}
		return mcp.NewToolResultText("no orders"), nil // ok unflaggederror
	}))
}
