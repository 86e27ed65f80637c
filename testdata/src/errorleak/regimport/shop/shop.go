// Package shop makes the shop's tools: factories returning
// registry.ToolHandler closures that call the shop's backend at its
// configured base URL, whose request errors print it.
package shop

import (
	"errors"
	"fmt"

	"github.com/go-resty/resty/v2"

	"errorleak/regimport/registry"
)

// Tools calls the backend.
type Tools struct {
	http    *resty.Client
	baseURL string
}

// NewTools returns the tools of the backend at baseURL.
func NewTools(baseURL string) *Tools {
	return &Tools{http: resty.New().SetBaseURL(baseURL), baseURL: baseURL}
}

// ListHandler lists the products.
func (t *Tools) ListHandler() registry.ToolHandler {
	return func(args map[string]any) (*registry.CallToolResult, error) {
		resp, err := t.http.R().Get("/products")
		if err != nil {
			return nil, fmt.Errorf("list products: %w", err) // want `returned error carries raw resty error text from \(\*resty.Request\).Get at shop.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(field Tools.baseURL\)\) and the tools/call dispatcher it is registered with \(Registry.Handle, at main.go:\d+\) writes its text into the isError result`
		}
		return &registry.CallToolResult{Content: []registry.Content{{Type: "text", Text: resp.String()}}}, nil
	}
}

// OrderHandler places an order.
func (t *Tools) OrderHandler() registry.ToolHandler {
	return func(args map[string]any) (*registry.CallToolResult, error) {
		id, ok := args["product_id"].(string)
		if !ok {
			return nil, errors.New("product_id is required")
		}
		if _, err := t.http.R().Post("/orders/" + id); err != nil {
			return nil, errors.New("the order could not be placed") // no source: fine
		}
		return &registry.CallToolResult{Content: []registry.Content{{Type: "text", Text: "ordered"}}}, nil
	}
}
