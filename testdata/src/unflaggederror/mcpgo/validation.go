package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerValidation(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("validation"), validation)
}

// validation rejects the model's input in the words of a validation, as
// success texts; and returns texts that only look like them.
func validation(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("case", "") {
	case "a":
		return mcp.NewToolResultText("Required parameter 'name' is missing"), nil // want `result text "Required parameter 'name' is missing" reads as a failure`
	case "b":
		return mcp.NewToolResultText("Required parameter 'rules' or 'backend' is missing"), nil // want `reads as a failure`
	case "c":
		return mcp.NewToolResultText("name is missing"), nil // want `reads as a failure`
	case "d":
		return mcp.NewToolResultText("schedule cannot be empty"), nil // want `reads as a failure`
	case "e":
		return mcp.NewToolResultText("Either 'name' or 'labels' must be provided"), nil // want `reads as a failure`
	case "f":
		return mcp.NewToolResultText("At least one field to update must be specified"), nil // want `reads as a failure`
	case "g":
		return mcp.NewToolResultText("Must specify either user or group"), nil // want `reads as a failure`
	case "h":
		return mcp.NewToolResultText("Either a namespace or a label selector is required"), nil // want `reads as a failure`
	case "m":
		return mcp.NewToolResultText("missing required field: id"), nil // want `reads as a failure`
	// Reports and help texts of the same words.
	case "i":
		return mcp.NewToolResultText("Email is missing in 3 rows"), nil
	case "j":
		return mcp.NewToolResultText("Required parameters: name, id"), nil
	case "k":
		return mcp.NewToolResultText("The tool accepts a name; at least one label may be given"), nil
	case "l":
		return mcp.NewToolResultText("No active context"), nil
	case "n":
		return mcp.NewToolResultText("Missing fields: 3"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
