// Package schema registers a typed tool with an output schema of its own:
// go-sdk replaces a nil pointer output with the zero struct only when it
// derives the schema itself, before v1.3.0, and always from v1.3.0 on.
package schema

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type quoteIn struct {
	Symbol string `json:"symbol"`
}

type quote struct {
	Price float64 `json:"price"`
}

var quoteSchema = map[string]any{
	"type":       "object",
	"properties": map[string]any{"price": map[string]any{"type": "number"}},
}

// NewServer returns the server.
func NewServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "schema", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "quote", OutputSchema: quoteSchema}, getQuote)
	return s
}

func getQuote(ctx context.Context, req *mcp.CallToolRequest, in quoteIn) (*mcp.CallToolResult, *quote, error) { // want-handler `getQuote tool="quote" sdk=go-sdk kind=ToolHandlerFor errors=iserror via=AddTool`
	if in.Symbol == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "symbol is required"}}}, nil, nil // want structurederror:`go-sdk marshals the output \(\*quote\) into structuredContent`
	}
	return nil, &quote{Price: 1}, nil
}
