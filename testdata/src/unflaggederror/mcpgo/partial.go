package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerPartial(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_project"), createProject)
	s.AddTool(mcp.NewTool("create_draft"), createDraft)
}

func applyTemplate(id int, name string) error { return errors.New("template does not exist") }
func toggleDone(id int) error                 { return errors.New("task is locked") }

// createProject did its main work: a failed follow-up step is a note in
// a successful result (the model must not create the project again).
func createProject(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := fetch(req.GetString("name", "")); err != nil {
		return mcp.NewToolResultError("could not create the project"), nil
	}
	if err := applyTemplate(1, req.GetString("template", "")); err != nil {
		return mcp.NewToolResultText("Project created but template failed: " + err.Error()), nil
	}
	if err := toggleDone(1); err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("Updated, but could not toggle done: %v", err)), nil
	}
	if err := toggleDone(2); err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("Invitation for %s created but the email failed to send. Error: %s", "x", err)), nil
	}
	if err := toggleDone(3); err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("Downloaded from the mirror but failed to cache it locally: %v\n\nContent:\n%s", err, "doc")), nil
	}
	if err := toggleDone(4); err != nil {
		return mcp.NewToolResultText("Fetched 3 pages, but could not index them: " + err.Error()), nil
	}
	return mcp.NewToolResultText("Project created"), nil
}

// createDraft says the work was not done: a failure, whatever follows.
func createDraft(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := applyTemplate(1, ""); err != nil {
		return mcp.NewToolResultText("Draft not created but the template was checked: " + err.Error()), nil // want `text "Draft not created but the template was checked: …" reads as a failure|text is built from an error value`
	}
	if err := toggleDone(1); err != nil {
		return mcp.NewToolResultText("Error: project created but not saved: " + err.Error()), nil // want `reads as a failure`
	}
	if err := toggleDone(2); err != nil {
		return mcp.NewToolResultText("Nothing downloaded but the index was read: " + err.Error()), nil // want `reads as a failure|text is built from an error value`
	}
	return mcp.NewToolResultText("Draft created"), nil
}
