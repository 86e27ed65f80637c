package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerJSON(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("j1"), jsonMap)
	s.AddTool(mcp.NewTool("j2"), jsonStruct)
	s.AddTool(mcp.NewTool("j3"), jsonData)
	s.AddTool(mcp.NewTool("j4"), partialNote)
}

// jsonMap puts the error's text into a JSON object it returns as data.
func jsonMap(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := fetch(req.Params.Name); err != nil {
		b, _ := json.Marshal(map[string]any{"error": err.Error(), "name": req.Params.Name})
		return mcp.NewToolResultText(string(b)), nil // want `text is built from an error value`
	}
	return mcp.NewToolResultText("{}"), nil
}

type failure struct {
	Message string `json:"message"`
	Code    int    `json:"code"`
}

// jsonStruct does the same with a struct.
func jsonStruct(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := fetch(req.Params.Name); err != nil {
		b, _ := json.MarshalIndent(failure{Message: err.Error(), Code: 502}, "", "  ")
		return mcp.NewToolResultText(string(b)), nil // want `text is built from an error value`
	}
	return mcp.NewToolResultText("{}"), nil
}

type entry struct {
	Line  string `json:"line"`
	Level string `json:"level"`
}

// jsonData returns log lines that mention errors: data, not a failure.
func jsonData(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := fetch(req.Params.Name)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	b, _ := json.Marshal(map[string]string{"error": "", "line": "ERROR: disk full", "raw": out})
	if len(out) > 10 {
		b, _ = json.Marshal(entry{Line: "error: connection refused", Level: "error"})
	}
	return mcp.NewToolResultText(string(b)), nil
}

// addNote appends a line to a result its caller made.
func addNote(res *mcp.CallToolResult, err error) *mcp.CallToolResult {
	res.Content = append(res.Content, mcp.NewTextContent("note: cache refresh failed: "+err.Error()))
	return res
}

// partialNote returns data with a note about a failure on the side: the
// caller's content is data.
func partialNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := fetch(req.Params.Name)
	res := mcp.NewToolResultText(out)
	if err != nil {
		return addNote(res, err), nil
	}
	return res, nil
}
