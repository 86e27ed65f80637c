// Package tools declares the narrow surface of the orders client its
// tools need: no type of the module implements it, the generated orders
// client does, handed in by the command.
package tools

import (
	"context"
	"fmt"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type orderGetter interface {
	GetOrder(ctx context.Context, id string) (*http.Response, error)
}

// Service is what the tools need of the orders API.
type Service interface {
	orderGetter
}

type orderIn struct {
	ID string `json:"id"`
}

func addOrder(s *mcp.Server, svc orderGetter) {
	mcp.AddTool(s, &mcp.Tool{Name: "order"}, func(ctx context.Context, _ *mcp.CallToolRequest, in orderIn) (*mcp.CallToolResult, any, error) {
		resp, err := svc.GetOrder(ctx, in.ID)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("get order: %v", err)}}}, nil, nil // want `raw error text of a dependency's API client, from \(tools.orderGetter\).GetOrder \(a \*url.Error prints the request URL, with the server's configured endpoint \(\$ORDERS_URL\)\)`
		}
		resp.Body.Close()
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
	})
}

// Run registers the tools on s, served by svc.
func Run(s *mcp.Server, svc Service) {
	addOrder(s, svc)
}
