package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func registerMapOut(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "send_file"}, sendFile)
	mcp.AddTool(s, &mcp.Tool{Name: "list_files"}, listFiles)
}

func upload(path string) (string, error) {
	if path == "/" {
		return "", errors.New("is a directory")
	}
	return "id-1", nil
}

// sendFile's output is a map: a nil map marshals to null, which carries
// nothing; a map literal is data.
func sendFile(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, map[string]any, error) {
	if a.Q == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "path is required"}}}, nil, nil
	}
	id, err := upload(a.Q)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "upload failed: " + err.Error()}}}, map[string]any{"success": false}, nil // want `isError result returned with a nil error: go-sdk marshals the output \(map\[string\]any\)`
	}
	var none map[string]any
	if id == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no id"}}}, none, nil
	}
	return nil, map[string]any{"id": id}, nil
}

// listFiles's output is a slice: nil is null, an empty slice is [].
func listFiles(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, []string, error) {
	if a.Q == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "dir is required"}}}, nil, nil
	}
	if a.Q == "/" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "cannot list /"}}}, []string{}, nil // want `isError result returned with a nil error: go-sdk marshals the output \(\[\]string\)`
	}
	return nil, []string{a.Q}, nil
}
