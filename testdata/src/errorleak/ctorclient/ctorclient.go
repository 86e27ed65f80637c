// Package ctorclient builds its forge client per call, in helpers: one
// given the address as a parameter that every call fills from the
// environment, one reading the environment through the package's own
// getter with a public default. The client's errors print the configured
// address (the constructor's may be a constant: not reported); a client
// built on an address the model gives does not count.
package ctorclient

import (
	"context"
	"os"

	"github.com/acme/forge"
	"github.com/mark3labs/mcp-go/mcp"
)

func envOr(name, fallback string) string {
	if v, ok := os.LookupEnv(name); ok {
		return v
	}
	return fallback
}

func dial(addr, token string) (*forge.Client, error) {
	return forge.NewClient(token, forge.WithBaseURL(addr))
}

func repo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, err := dial(os.Getenv("FORGE_URL"), os.Getenv("FORGE_TOKEN"))
	if err != nil {
		return mcp.NewToolResultError("connect: " + err.Error()), nil // a constructor's error: what it holds is not known
	}
	r, _, err := c.Repos.Get(req.GetString("owner", ""), req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw github.com/acme/forge client error text from \(\*forge.ReposService\).Get`
	}
	return mcp.NewToolResultText(r.Name), nil
}

func mirror(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, err := forge.New(&forge.Config{Endpoint: envOr("FORGE_URL", "https://forge.example.com")})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	r, _, err := c.Repos.Get("mirrors", req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw github.com/acme/forge client error text from \(\*forge.ReposService\).Get`
	}
	return mcp.NewToolResultText(r.Name), nil
}

// remote works on the forge the model names.
func remote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, err := forge.NewClient("", forge.WithBaseURL(req.GetString("forge", "")))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	r, _, err := c.Repos.Get(req.GetString("owner", ""), req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(r.Name), nil
}
