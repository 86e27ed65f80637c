// Package tools fetches through httpx: the error of a request to the
// configured backend prints the server's endpoint; one to the URL the
// model gave, or to a public site's constant address, does not.
package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/urlparam/httpx"
)

const publicSite = "https://status.example.com"

// Register adds the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("history"), history)
	s.AddTool(mcp.NewTool("report"), report)
	s.AddTool(mcp.NewTool("page"), page)
	s.AddTool(mcp.NewTool("status"), status)
	s.AddTool(mcp.NewTool("items"), items)
	s.AddTool(mcp.NewTool("public_items"), publicItems)
}

// items asks the getter that may return the configured backend (beside a
// per-request override and a public default).
func items(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := httpx.Fetch(ctx, httpx.Base(ctx)+"/items")
	if err != nil {
		return mcp.NewToolResultError("items: " + err.Error()), nil // want `called by Fetch at tools.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(field Settings.BackendURL\)\)`
	}
	return mcp.NewToolResultText(string(b)), nil
}

// publicItems asks the getter that never returns the configuration.
func publicItems(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := httpx.Fetch(ctx, httpx.PublicBase(ctx)+"/items")
	if err != nil {
		return mcp.NewToolResultError("items: " + err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

func history(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	apiURL := fmt.Sprintf("%s/history/%s", httpx.Backend(), req.GetString("id", ""))
	b, err := httpx.Fetch(ctx, apiURL)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("history: %v", err)), nil // want `raw net/http error text from \(\*http.Client\).Do, called by Fetch at tools.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(field Settings.BackendURL\)\)`
	}
	return mcp.NewToolResultText(string(b)), nil
}

// report goes through a second helper, which passes its base on.
func report(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := httpx.FetchPath(ctx, httpx.Current.BackendURL, "report")
	if err != nil {
		return mcp.NewToolResultError("report: " + err.Error()), nil // want `called by FetchPath at tools.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint`
	}
	return mcp.NewToolResultText(string(b)), nil
}

// page fetches the URL the model gave: its error names that URL only.
func page(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := httpx.Fetch(ctx, req.GetString("url", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// status fetches a public site's fixed address.
func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := httpx.FetchPath(ctx, publicSite, "api/v2/status.json")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}
