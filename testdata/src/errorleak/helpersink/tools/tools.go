// Package tools has handlers holding a Notes interface, registered by
// package server as method values; a handler hands its whole answer to a
// helper method that calls the interface and builds the result.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// Notes reads notes.
type Notes interface {
	Note(ctx context.Context, id string) (string, error)
}

// H holds the notes.
type H struct{ Notes Notes }

// Show answers with the note, or its summary.
func (h *H) Show(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if req.GetBool("full", false) {
		return h.full(ctx, id)
	}
	return mcp.NewToolResultText("note " + id), nil
}

func (h *H) full(ctx context.Context, id string) (*mcp.CallToolResult, error) {
	text, err := h.Notes.Note(ctx, id)
	if err != nil {
		return mcp.NewToolResultError("cannot read the note: " + err.Error()), nil // want `mcp.NewToolResultError puts raw net/http error text from \(\*http.Client\).Do at store.go:\d+ .*configured endpoint \(field Remote.endpoint\)`
	}
	return mcp.NewToolResultText(text), nil
}
