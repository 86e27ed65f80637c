// Package render builds tool results for handlers of other packages with
// generic helpers.
package render

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// Text answers v as text; its only failure is encoding the server's own
// value as JSON, for the types it does not print itself.
func Text[T any](v T) (*mcp.CallToolResult, error) {
	switch x := any(v).(type) {
	case string:
		return mcp.NewToolResultText(x), nil
	case []string:
		return mcp.NewToolResultText(strings.Join(x, "\n")), nil
	}
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Parse decodes the tool's input text: its error is the model's input
// rejected, a tool failure.
func Parse[T any](raw string) (T, error) {
	var v T
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		return v, fmt.Errorf("bad input: %w", err)
	}
	return v, nil
}
