// Package jsonhelper answers a failed backend call with JSON that a
// helper of the package marshals ({"success": false, "error": …}) in a
// result that does not set isError. A helper marshalling a success, or
// one given no error, makes no failure.
package jsonhelper

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	ID string `json:"id"`
}

func fetch(ctx context.Context, id string) ([]byte, error) {
	if id == "" {
		return nil, errors.New("upstream refused")
	}
	return []byte(`{}`), nil
}

func failJSON(err error) []byte {
	out, _ := json.Marshal(map[string]any{"success": false, "error": err.Error()})
	return out
}

func okJSON(data []byte) []byte {
	out, _ := json.Marshal(map[string]any{"success": true, "data": string(data)})
	return out
}

func viaHelper(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	data, err := fetch(ctx, a.ID)
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(failJSON(err))}}}, nil, nil // want `result text .*does not set isError`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(okJSON(data))}}}, nil, nil
}

func flagged(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	data, err := fetch(ctx, a.ID)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: string(failJSON(err))}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(okJSON(data))}}}, nil, nil
}

// explain answers every error with JSON that says the call failed, in a
// form chosen by the error's text.
func explain(err error) []byte {
	if strings.Contains(err.Error(), "AUTH") {
		out, _ := json.Marshal(map[string]any{"success": false, "error": "authentication required"})
		return out
	}
	out, _ := json.Marshal(map[string]any{"success": false, "error": "request failed", "detail": err.Error()})
	return out
}

// outcome says failed or done, as err says.
func outcome(err error) []byte {
	if err != nil {
		out, _ := json.Marshal(map[string]any{"success": false})
		return out
	}
	out, _ := json.Marshal(map[string]any{"success": true})
	return out
}

func viaBranches(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	data, err := fetch(ctx, a.ID)
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(explain(err))}}}, nil, nil // want `result text \(marshalled by explain\) is JSON whose "success" is false in every value explain builds`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil, nil
}

func store(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	_, err := fetch(ctx, a.ID)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(outcome(err))}}}, nil, nil
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "via_branches"}, viaBranches)
	mcp.AddTool(s, &mcp.Tool{Name: "store"}, store)
	mcp.AddTool(s, &mcp.Tool{Name: "via_helper"}, viaHelper)
	mcp.AddTool(s, &mcp.Tool{Name: "flagged"}, flagged)
}
