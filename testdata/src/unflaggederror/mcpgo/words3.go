package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerWords3(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("w3"), words3)
	s.AddTool(mcp.NewTool("w3data"), words3Data)
}

// words3 are failure messages in words the earlier rules did not know.
func words3(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	x := req.GetString("x", "")
	switch req.GetString("case", "") {
	case "1":
		return mcp.NewToolResultText("No such file: " + x), nil // want `result text "No such file: …" reads as a failure`
	case "2":
		return mcp.NewToolResultText("Database error: " + x), nil // want `result text "Database error: …" reads as a failure`
	case "3":
		return mcp.NewToolResultText(x + " is not a valid date"), nil // want `reads as a failure`
	case "4":
		return mcp.NewToolResultText("Unsupported format: " + x), nil // want `reads as a failure`
	case "5":
		return mcp.NewToolResultText("Not authorized to access " + x), nil // want `reads as a failure`
	case "6":
		return mcp.NewToolResultText("Connection refused"), nil // want `reads as a failure`
	case "7":
		return mcp.NewToolResultText("Timeout waiting for " + x), nil // want `reads as a failure`
	case "8":
		return mcp.NewToolResultText("Missing " + x + " parameter"), nil // want `reads as a failure`
	case "9":
		return mcp.NewToolResultText("missing required 'id' argument"), nil // want `reads as a failure`
	}
	return mcp.NewToolResultText("ok"), nil
}

// words3Data reports data in similar words.
func words3Data(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	x := req.GetString("x", "")
	switch req.GetString("case", "") {
	case "1":
		return mcp.NewToolResultText("Supported formats: json, csv"), nil
	case "2":
		return mcp.NewToolResultText("API error rate: " + x), nil
	case "3":
		return mcp.NewToolResultText("Connection refused count: " + x), nil
	case "4":
		return mcp.NewToolResultText("Timeout after 30s of inactivity"), nil
	case "5":
		return mcp.NewToolResultText("Missing name field in " + x + " rows"), nil
	case "6":
		return mcp.NewToolResultText("No such files were changed since " + x), nil
	case "7":
		return mcp.NewToolResultText("Syntax error: line 3 of " + x), nil
	case "8":
		return mcp.NewToolResultText("Database errors today: " + x), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
