package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerWords5(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("w5"), words5)
	s.AddTool(mcp.NewTool("w5data"), words5Data)
}

// words5 refuses the model's request: an option it does not support, or a
// constant value it does not know.
func words5(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("case", "") {
	case "1":
		return mcp.NewToolResultText("year filter is not supported with author"), nil // want `reads as a failure`
	case "2":
		return mcp.NewToolResultText("Sorting by year is not supported."), nil // want `reads as a failure`
	case "3":
		return mcp.NewToolResultText("Unsupported format: yaml"), nil // want `reads as a failure`
	case "4":
		return mcp.NewToolResultText("Unknown kind: folder. Use file or link."), nil // want `reads as a failure`
	case "5":
		return mcp.NewToolResultText("Unsupported filter: 'year'"), nil // want `reads as a failure`
	case "6":
		// A long text is quoted up to a word boundary, once elided.
		return mcp.NewToolResultText("Failed to check the registration status of " + req.GetString("who", "")), nil // want `result text "Failed to check the registration status…" reads as a failure`
	case "7":
		// A refusal whose subject is five words long.
		return mcp.NewToolResultText("Updating a static site directly is not supported. Use the dashboard."), nil // want `reads as a failure`
	}
	return mcp.NewToolResultText("ok"), nil
}

// words5Data reports data in similar words.
func words5Data(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("case", "") {
	case "1":
		return mcp.NewToolResultText("Unknown type: 3 files, 2 links"), nil
	case "2":
		return mcp.NewToolResultText("Supported formats: json, csv. Formats not supported: yaml"), nil
	case "3":
		return mcp.NewToolResultText("Unknown kinds: folder, link, tag were skipped in 3 rows"), nil
	case "4":
		return mcp.NewToolResultText("Streaming: not supported by this backend"), nil
	case "5":
		return mcp.NewToolResultText("Sites of the free plan where a custom domain was requested today are not supported in a report of 3 rows"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
