package gosdk

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A text built piecewise that opens by saying the work was done and then
// warns of a follow-up step that failed is a partial success: the model
// must not create the project again. One that opens with the failure is
// a failure.

func registerPartial(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "create_project"}, createProject)
	mcp.AddTool(s, &mcp.Tool{Name: "create_workspace"}, createWorkspace)
}

type projectIn struct {
	Name string `json:"name"`
}

func startWorker(name string) error {
	if name == "" {
		return errors.New("no name")
	}
	return nil
}

func createProject(ctx context.Context, req *mcp.CallToolRequest, in projectIn) (*mcp.CallToolResult, any, error) {
	if err := os.MkdirAll(in.Name, 0o755); err != nil {
		return nil, nil, err
	}
	if err := startWorker(in.Name); err != nil {
		text := fmt.Sprintf("✅ Project '%s' created successfully!\n\n", in.Name)
		text += fmt.Sprintf("Path: %s\n", in.Name)
		text += fmt.Sprintf("⚠️  Warning: Failed to start worker: %v\n", err)
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "created"}}}, nil, nil
}

func createWorkspace(ctx context.Context, req *mcp.CallToolRequest, in projectIn) (*mcp.CallToolResult, any, error) {
	if err := startWorker(in.Name); err != nil {
		text := fmt.Sprintf("Failed to start worker for '%s'\n", in.Name)
		text += fmt.Sprintf("Error: %v\n", err)
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil // want `result text "Failed to start worker for ' …" reads as a failure but does not set isError`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "created"}}}, nil, nil
}
