// Package tools reads notes through db.Getter, whose one implementation
// among the packages it imports is the database store. Its tests import
// another implementation and declare a third: go vet analyzes the package
// with them, standalone mcplint without, and both must find the store's
// error in the tool's text.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"parity/teststore/db"
)

type handler struct{ notes db.Getter }

// Register adds the note tool.
func Register(s *server.MCPServer, store *db.Store) {
	h := &handler{notes: store}
	s.AddTool(mcp.NewTool("note"), h.note)
}

func (h *handler) note(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body, err := h.notes.Get(ctx, req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError("cannot read the note: " + err.Error()), nil // want errorleak:`raw database/sql error text`
	}
	return mcp.NewToolResultText(body), nil
}
