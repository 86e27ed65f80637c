// Package sanitize exercises sanitizers: named by flag, by name, and
// replacement before the sink.
package sanitize

import (
	"context"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// tidy is listed in -errorleak.sanitizers by the test.
func tidy(s string) string { return strings.TrimSpace(s) }

// trim is not a sanitizer: the text passes through.
func trim(s string) string { return strings.TrimSpace(s) }

// maskToken is a sanitizer by its name.
func maskToken(s string) string { return s[:4] + "..." }

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tok := os.Getenv("SLACK_BOT_TOKEN")
	switch req.GetString("mode", "") {
	case "tidy":
		return mcp.NewToolResultText(tidy(tok)), nil
	case "mask":
		return mcp.NewToolResultText("using " + maskToken(tok)), nil
	case "trim":
		return mcp.NewToolResultText(trim(tok)), nil // want `the value of \$SLACK_BOT_TOKEN`
	}
	return mcp.NewToolResultText("ok"), nil
}
