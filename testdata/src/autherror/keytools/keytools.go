// Package keytools serves tools behind keystore.Require: a caller whose
// key lacks the write scope is refused as a tool result.
package keytools

import (
	"context"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"autherror/keystore"
)

type noteIn struct {
	Text string `json:"text"`
}

func addNote(ctx context.Context, _ *mcp.CallToolRequest, in noteIn) (*mcp.CallToolResult, any, error) {
	if !keystore.CanWrite(ctx) {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "this key is read-only"}}}, nil, nil // want `caller authorization failure returned as an isError result`
	}
	if in.Text == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "text is required"}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "added"}}}, nil, nil
}

// Handler serves the tools behind the key check.
func Handler(rv *keystore.Resolver) http.Handler {
	s := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "add_note"}, addNote)
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil)
	return keystore.Require(rv)(h)
}
