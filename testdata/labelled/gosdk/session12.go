package main

import (
	"context"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/rates"
)

// Shapes of the held-out rounds eval73-77 (issue 22): an API client of
// another module that puts its key into every request URL; the same
// client's form-body secret and its offline validation.

type pairArgs struct {
	Pair string `json:"pair"`
}

type rateOut struct {
	Rate float64 `json:"rate"`
}

func registerSession12(m *mcp.Server) {
	c := &rates.Client{Base: os.Getenv("RATES_URL"), Key: os.Getenv("RATES_KEY"), Secret: os.Getenv("RATES_SECRET")}
	mcp.AddTool(m, &mcp.Tool{Name: "latest_rate"}, func(ctx context.Context, _ *mcp.CallToolRequest, in pairArgs) (*mcp.CallToolResult, rateOut, error) {
		pair, err := rates.ParsePair(in.Pair)
		if err != nil {
			return nil, rateOut{}, err // ok errorleak
		}
		r, err := c.Latest(pair)
		if err != nil {
			return nil, rateOut{}, fmt.Errorf("rate lookup failed: %w", err) // want errorleak:`the credential in the URL query parameter "apikey" that example.com/rates puts into its request URLs`
		}
		return nil, rateOut{Rate: r}, nil
	})
	mcp.AddTool(m, &mcp.Tool{Name: "renew_session"}, func(ctx context.Context, _ *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
		if err := c.Renew(); err != nil {
			return nil, nil, fmt.Errorf("renew failed: %w", err) // ok errorleak
		}
		return nil, nil, nil
	})
}
