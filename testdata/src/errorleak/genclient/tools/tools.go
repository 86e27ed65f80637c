// Package tools builds a dependency's API client on the endpoint the
// backend interface gives: through a helper, inline, and as a literal of
// the dependency's client type.
package tools

import (
	"context"
	"fmt"
	"net/http"

	"errorleak/genclient/sp"

	"github.com/acme/forge"
	"github.com/acme/genapi"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func ensureClient(c sp.Client) (*forge.Client, *mcp.CallToolResult) {
	endpoint := c.Endpoint()
	return forge.NewClientAt(endpoint, c.Token()), nil
}

func repoTool(c sp.Client) server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("repo"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			fc, failure := ensureClient(c)
			if failure != nil {
				return failure, nil
			}
			repo, _, err := fc.Repos.Get(req.GetString("owner", ""), req.GetString("name", ""))
			if err != nil {
				return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil // want `client error text from \(\*forge.ReposService\).Get .*configured endpoint \(field live.endpoint, set from field Config.Endpoint\)`
			}
			return mcp.NewToolResultText(repo.Name), nil
		},
	}
}

func literalTool(c sp.Client) server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("literal"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			fc := &forge.Config{Endpoint: c.Endpoint(), Token: c.Token()}
			cl := forge.NewFromConfig(*fc)
			repo, _, err := cl.Repos.Get(req.GetString("owner", ""), req.GetString("name", ""))
			if err != nil {
				return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil // want `client error text from \(\*forge.ReposService\).Get .*configured endpoint \(field live.endpoint, set from field Config.Endpoint\)`
			}
			return mcp.NewToolResultText(repo.Name), nil
		},
	}
}

func buildOrders(c sp.Client) (*genapi.Client, error) {
	return &genapi.Client{Endpoint: c.Endpoint(), Client: &http.Client{}}, nil
}

func orderTool(c sp.Client) server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("order"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			oc, err := buildOrders(c)
			if err != nil {
				return mcp.NewToolResultError("no orders client"), nil
			}
			resp, err := oc.GetOrder(ctx, req.GetString("id", ""))
			if err != nil {
				return mcp.NewToolResultErrorFromErr("get order failed", err), nil // want `client error text from \(\*genapi.Client\).GetOrder .*configured endpoint \(field live.endpoint, set from field Config.Endpoint\)`
			}
			resp.Body.Close()
			return mcp.NewToolResultText("ok"), nil
		},
	}
}

func parsedOrderTool(c sp.Client) server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("parsed_order"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			oc, err := genapi.NewClientWithResponses(c.Endpoint())
			if err != nil {
				return mcp.NewToolResultError("no orders client"), nil
			}
			if _, err := oc.GetOrderWithResponse(ctx, req.GetString("id", "")); err != nil {
				return mcp.NewToolResultErrorFromErr("get order failed", err), nil // want `client error text from \(\*genapi.ClientWithResponses\).GetOrderWithResponse .*configured endpoint \(field live.endpoint, set from field Config.Endpoint\)`
			}
			return mcp.NewToolResultText("ok"), nil
		},
	}
}

// publicOrderTool talks to the vendor's public sandbox: no endpoint of
// the server's.
func publicOrderTool() server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("sandbox_order"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			oc := &genapi.Client{Endpoint: "https://sandbox.example.com", Client: &http.Client{}}
			resp, err := oc.GetOrder(ctx, req.GetString("id", ""))
			if err != nil {
				return mcp.NewToolResultErrorFromErr("get order failed", err), nil
			}
			resp.Body.Close()
			return mcp.NewToolResultText("ok"), nil
		},
	}
}

// Tools returns the tools, on the backend client c.
func Tools(c sp.Client) []server.ServerTool {
	return []server.ServerTool{repoTool(c), literalTool(c), orderTool(c), parsedOrderTool(c), publicOrderTool()}
}
