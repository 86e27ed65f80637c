// Package plumbing holds handlers whose errors come from acquiring the
// server's own API client for the request or from crypto/rand: server
// plumbing, which JSON-RPC -32603 is for and which is not reported. The
// tool's own work beside them is.
package plumbing

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// APIClient talks to the upstream service.
type APIClient struct{ token string }

// Lookup fetches a record by id.
func (c *APIClient) Lookup(ctx context.Context, id string) (string, error) {
	if id == "" {
		return "", errors.New("empty id")
	}
	return "record " + id, nil
}

// Clients bundles the API clients of one request.
type Clients struct{ API *APIClient }

// GetClientsFn gives a request its clients, built from the server's
// configuration and the request context.
type GetClientsFn func(context.Context) (context.Context, *Clients, error)

// User is the caller as the upstream service knows them.
type User struct{ Name string }

// lookupTool builds a tool around a client getter handed in by the server,
// as servers generated from one template do.
func lookupTool(getClients GetClientsFn) server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("lookup"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			ctx, clients, err := getClients(ctx)
			if err != nil {
				return nil, fmt.Errorf("failed to get API client: %w", err)
			}
			rec, err := clients.API.Lookup(ctx, req.GetString("id", ""))
			if err != nil {
				return nil, err // want `tool "lookup" handler returns an error that mcp-go sends as JSON-RPC error -32603`
			}
			return mcp.NewToolResultText(rec), nil
		},
	}
}

type srv struct {
	token  string
	whoami func(context.Context) (*User, error)
}

// client is the same-package form of the getter: a method of the context
// alone.
func (s *srv) client(ctx context.Context) (*APIClient, error) {
	if s.token == "" {
		return nil, errors.New("API token is not configured")
	}
	return &APIClient{token: s.token}, nil
}

func (s *srv) register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("get"), s.get)
	m.AddTool(mcp.NewTool("me"), s.me)
	m.AddTool(mcp.NewTool("password"), s.password)
	m.AddTool(lookupTool(nil).Tool, lookupTool(nil).Handler)
}

func (s *srv) get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, err := s.client(ctx)
	if err != nil {
		return nil, err
	}
	rec, err := c.Lookup(ctx, req.GetString("id", ""))
	if err != nil {
		return nil, fmt.Errorf("lookup: %w", err) // want `tool "get" handler returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(rec), nil
}

// me: a getter of the context alone that returns data, not a client, is
// the tool's work (an upstream call).
func (s *srv) me(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u, err := s.whoami(ctx)
	if err != nil {
		return nil, err // want `tool "me" handler returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(u.Name), nil
}

const charset = "abcdefghijklmnopqrstuvwxyz0123456789"

// randomPassword reads crypto/rand, which does not fail.
func randomPassword(n int) (string, error) {
	out := make([]byte, n)
	for i := range out {
		k, err := rand.Int(rand.Reader, big.NewInt(int64(len(charset))))
		if err != nil {
			return "", err
		}
		out[i] = charset[k.Int64()]
	}
	return string(out), nil
}

func (s *srv) password(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	pw, err := randomPassword(16)
	if err != nil {
		return nil, fmt.Errorf("generate password: %w", err)
	}
	buf := make([]byte, 8)
	if _, err := rand.Read(buf); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(pw), nil
}
