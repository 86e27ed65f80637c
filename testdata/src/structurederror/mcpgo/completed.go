package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"structurederror/lib"
)

func registerCompleted(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("withData"), withDataTool)
	s.AddTool(mcp.NewTool("withDataLib"), withDataLib)
	s.AddTool(mcp.NewTool("attached"), attachedTool)
}

type quote struct{ Price float64 }

func getQuote(string) (quote, error) { return quote{}, nil }

// withData attaches v to a result its caller made.
func withData(res *mcp.CallToolResult, v any) *mcp.CallToolResult {
	res.StructuredContent = v
	return res
}

// attach does the same without returning it.
func attach(res *mcp.CallToolResult, v any) {
	res.StructuredContent = v
}

func withDataTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := getQuote(req.GetString("symbol", ""))
	if err != nil {
		return withData(mcp.NewToolResultError("quote unavailable"), q), nil // want `isError result carries structured content`
	}
	return withData(mcp.NewToolResultText("quote"), q), nil
}

func withDataLib(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := getQuote(req.GetString("symbol", ""))
	if err != nil {
		return lib.WithData(mcp.NewToolResultError("quote unavailable"), q), nil // want `isError result carries structured content`
	}
	if q.Price == 0 {
		return lib.WithData(mcp.NewToolResultError("no price for this symbol"), nil), nil
	}
	return lib.WithData(mcp.NewToolResultText("quote"), q), nil
}

func attachedTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := getQuote(req.GetString("symbol", ""))
	if err != nil {
		res := mcp.NewToolResultError("quote unavailable")
		attach(res, q) // want `isError result carries structured content`
		return res, nil
	}
	res := mcp.NewToolResultText("quote")
	attach(res, q)
	return res, nil
}
