package funcarg

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// generate asks the model server at the configured URL.
func generate(prompt string) (string, error) {
	resp, err := http.Post(os.Getenv("LLM_URL")+"/generate", "text/plain", nil)
	if err != nil {
		return "", fmt.Errorf("generate: %w", err)
	}
	resp.Body.Close()
	return prompt, nil
}

// summarizeWith calls the generator it is given and wraps its error.
func summarizeWith(text string, gen func(string) (string, error)) (string, error) {
	out, err := gen("summarize: " + text)
	if err != nil {
		return "", fmt.Errorf("summarize failed: %w", err)
	}
	return out, nil
}

// reportWith calls the generator and reports only that it failed.
func reportWith(text string, gen func(string) (string, error)) (string, error) {
	out, err := gen("report: " + text)
	if err != nil {
		return "", fmt.Errorf("report failed: %v", ctxErr(err))
	}
	return out, nil
}

func ctxErr(err error) string {
	if err == context.DeadlineExceeded {
		return "timeout"
	}
	return "unavailable"
}

func registerWrapped(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("summarize"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := summarizeWith(req.GetString("text", ""), generate)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `raw net/http error text from http.Post`
		}
		return mcp.NewToolResultText(out), nil
	})
	s.AddTool(mcp.NewTool("report"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := reportWith(req.GetString("text", ""), generate)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // fine: the helper's own words
		}
		return mcp.NewToolResultText(out), nil
	})
}
