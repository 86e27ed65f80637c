package main

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"labelled/mcpgo/notekit"
)

// Shapes of the held-out rounds eval35-36 (issue 22): tools a provider
// interface of another package hands out; a same-package helper whose
// failure alternative says so and carries the error.

func registerSession10(m *server.MCPServer) {
	addNotes(m, notekit.New(os.Getenv("NOTES_DIR")))
	m.AddTool(mcp.NewTool("describe_path"), describePath)
	m.AddTool(mcp.NewTool("path_line"), pathLine)
}

func addNotes(m *server.MCPServer, n notekit.Notes) {
	m.AddTool(n.Read())
	m.AddTool(n.Remove())
}

// describe answers a failed stat in failure words with the error.
func describe(path string) string {
	fi, err := os.Stat(path)
	if err != nil {
		return fmt.Sprintf("Error: cannot stat %s: %v", path, err)
	}
	return fmt.Sprintf("%s: %d bytes", fi.Name(), fi.Size())
}

func describePath(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(describe(req.GetString("path", ""))), nil // want unflaggederror:`result text "Error: cannot stat …" reads as a failure on one path`
}

// line reports what it saw, the error's text among it, without saying
// that anything failed: left alone.
func line(path string) string {
	fi, err := os.Stat(path)
	if err != nil {
		return path + ": " + err.Error()
	}
	return fi.Name()
}

func pathLine(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(line(req.GetString("path", ""))), nil // ok unflaggederror
}
