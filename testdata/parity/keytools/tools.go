// Package keytools calls an API client of another module whose requests
// carry the API key in their URLs: the error of a failed request prints
// it, whichever driver reads the dependency's facts.
package keytools

import (
	"context"
	"fmt"
	"os"

	"example.com/keyapi"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the tools.
func Register(s *server.MCPServer, c *keyapi.Client) {
	s.AddTool(mcp.NewTool("series"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		body, err := c.Series(ctx, req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("series lookup failed: %v", err)), nil // want errorleak:`the credential in the URL query parameter "api_key" that example.com/keyapi/internal puts into its request URLs, in the error of \(\*keyapi.Client\).Series`
		}
		return mcp.NewToolResultText(string(body)), nil
	})
	s.AddTool(mcp.NewTool("register"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.Register(); err != nil {
			return mcp.NewToolResultError("register failed: " + err.Error()), nil
		}
		if err := keyapi.Check(req.GetString("id", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if _, err := c.SignedURL(req.GetString("path", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if err := c.Quote(req.GetString("symbol", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want errorleak:`the credential in the URL query parameter "token" that example.com/keyapi puts into its request URLs, in the error of \(\*keyapi.Client\).Quote`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("accounts"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.Ping(); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		accounts := c.Accounts()
		if err := accounts.Login(req.GetString("user", ""), os.Getenv("KEYAPI_PASSWORD")); err != nil {
			return mcp.NewToolResultError("login failed: " + err.Error()), nil
		}
		n, err := accounts.List(req.GetString("user", ""), os.Getenv("KEYAPI_USER_SECRET")).Execute()
		if err != nil {
			return mcp.NewToolResultError("listing failed: " + err.Error()), nil // want errorleak:`the credential in the URL query parameter "userSecret" that example.com/keyapi puts into its request URLs, in the error of \(keyapi.AccountsRequest\).Execute`
		}
		return mcp.NewToolResultText(fmt.Sprint(n)), nil
	})
}
