// Package tools imports package api only: it does not see the
// implementations, and reads what package api recorded on the interface's
// methods (under go vet, the facts of direct imports only).
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/ifacemulti2/api"
)

type handler struct{ mem api.Memory }

func register(s *server.MCPServer) {
	h := &handler{mem: api.Open(true)}
	s.AddTool(mcp.NewTool("recall"), h.recall)
	s.AddTool(mcp.NewTool("forget"), h.forget)
}

func (h *handler) recall(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := h.mem.Get(ctx, req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError("recall failed: " + err.Error()), nil // want `raw net/http error text from \(\*http.Client\).Do .*configured endpoint`
	}
	return mcp.NewToolResultText(v), nil
}

// forget: Dual.Forget's error is a constant, so Memory.Forget carries
// nothing.
func (h *handler) forget(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := h.mem.Forget(ctx, req.GetString("id", "")); err != nil {
		return mcp.NewToolResultError("forget failed: " + err.Error()), nil
	}
	return mcp.NewToolResultText("forgotten"), nil
}
