// Package encodefail answers every failure through a helper that encodes a
// structured error into an isError result; the helper's only Go error is
// in the branch where encoding the server's own value failed, which is the
// server's bug whatever error it returns there: not reported. A failure
// returned as it is still is.
package encodefail

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type toolError struct {
	Code    string  `json:"code"`
	Message string  `json:"message"`
	Hint    *string `json:"hint,omitempty"`
}

func (e *toolError) Error() string { return e.Code + ": " + e.Message }

func errResult(e *toolError) (*mcp.CallToolResult, error) {
	b, mErr := json.Marshal(e)
	if mErr != nil {
		return nil, e // the encoding failed: not reported
	}
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.TextContent{Type: "text", Text: string(b)}}}, nil
}

func lookup(ctx context.Context) (string, error) { return "", errors.New("upstream is down") }

func handleGet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := lookup(ctx)
	if err != nil {
		return errResult(&toolError{Code: "UPSTREAM", Message: err.Error()})
	}
	return mcp.NewToolResultText(v), nil
}

func handlePut(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := lookup(ctx); err != nil {
		return nil, err // want `tool "put" handler returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("stored"), nil
}

// jsonResult hands on the result constructor's marshalling error: no
// failure of the tool's work either.
func jsonResult(v map[string]any) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultJSON(v)
}

func handleStat(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(map[string]any{"ok": true}) // not reported
}

func serve() *server.MCPServer {
	s := server.NewMCPServer("encodefail", "1")
	s.AddTool(mcp.NewTool("get"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return handleGet(ctx, req)
	})
	s.AddTool(mcp.NewTool("put"), handlePut)
	s.AddTool(mcp.NewTool("stat"), handleStat)
	return s
}
