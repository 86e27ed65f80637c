// Package sharedsend has two API clients, each on its own configured base
// URL, that send through one helper: a finding names both endpoints, not
// the first caller's for every tool.
package sharedsend

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func send(hc *http.Client, req *http.Request) (*http.Response, error) {
	resp, err := hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("send: %w", err)
	}
	return resp, nil
}

type ordersAPI struct {
	hc   *http.Client
	base string
}

func (a *ordersAPI) get(ctx context.Context, id string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, a.base+"/orders/"+id, nil)
	if err != nil {
		return err
	}
	resp, err := send(a.hc, req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

type stockAPI struct {
	hc       *http.Client
	endpoint string
}

func (a *stockAPI) get(ctx context.Context, sku string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, a.endpoint+"/stock/"+sku, nil)
	if err != nil {
		return err
	}
	resp, err := send(a.hc, req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Register registers the tools.
func Register(s *server.MCPServer) {
	orders := &ordersAPI{hc: &http.Client{}, base: os.Getenv("ORDERS_URL")}
	stock := &stockAPI{hc: &http.Client{}, endpoint: os.Getenv("STOCK_URL")}
	s.AddTool(mcp.NewTool("order"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := orders.get(ctx, req.GetString("id", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `configured endpoint \(field ordersAPI.base; field stockAPI.endpoint\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("stock"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := stock.get(ctx, req.GetString("sku", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `configured endpoint \(field ordersAPI.base; field stockAPI.endpoint\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
