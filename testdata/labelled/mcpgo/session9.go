package main

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Shapes of the held-out rounds eval31-33 (issue 22): an endpoint field
// of a type named like neither a client nor a server, set from the
// environment; an error the handler asserts to the module's own API
// error; a wrapper error struct; a map entry returned unchecked; the
// closure of a decorator applied at registration; decoding a secret.

type relay struct {
	upstreamURL string
	lastResults map[string]*mcp.CallToolResult
	grants      []string
	sealedKey   string
}

type relayAPIError struct {
	Status int
	Body   string
}

func (e *relayAPIError) Error() string { return fmt.Sprintf("status %d: %s", e.Status, e.Body) }

type relayOpError struct {
	Op  string
	Err error
}

func (e *relayOpError) Error() string { return e.Op + ": " + e.Err.Error() }

func (r *relay) get(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, r.upstreamURL+path, nil)
	if err != nil {
		return err
	}
	resp, err := relayClient.Do(req)
	if err != nil {
		return &relayOpError{Op: "get " + path, Err: err}
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode >= 300 {
		return &relayAPIError{Status: resp.StatusCode, Body: string(body)}
	}
	return nil
}

var relayClient = &http.Client{}

type relayHandler = func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)

// granted denies the tools the relay was not granted.
func (r *relay) granted(tool string, h relayHandler) relayHandler {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !slices.Contains(r.grants, tool) {
			return nil, fmt.Errorf("tool %s is not granted", tool) // want rpcerror:`tool middleware granted returns an error that mcp-go sends as JSON-RPC error -32603`
		}
		return h(ctx, req)
	}
}

func registerSession9(m *server.MCPServer) {
	r := &relay{upstreamURL: os.Getenv("RELAY_UPSTREAM"), sealedKey: os.Getenv("RELAY_SEALED_KEY")}
	m.AddTool(mcp.NewTool("relayPing", mcp.WithDescription("Ping the upstream.")), r.relayPing)
	m.AddTool(mcp.NewTool("relayStatus", mcp.WithDescription("Upstream status.")), r.granted("relayStatus", r.relayStatus))
	m.AddTool(mcp.NewTool("relayLast", mcp.WithDescription("The last result."), mcp.WithString("key", mcp.Required())), r.relayLast)
	m.AddTool(mcp.NewTool("relayKey", mcp.WithDescription("Check the sealed key.")), r.relayKey)
}

func (r *relay) relayPing(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := relayClient.Get(r.upstreamURL + "/ping")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want errorleak:`server's configured endpoint \(field relay.upstreamURL, set from \$RELAY_UPSTREAM\)`
	}
	resp.Body.Close()
	return mcp.NewToolResultText("pong"), nil
}

func (r *relay) relayStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := r.get(ctx, "/status")
	if err == nil {
		return mcp.NewToolResultText("up"), nil
	}
	var apiErr *relayAPIError
	if errors.As(err, &apiErr) && apiErr.Status == http.StatusNotFound {
		return mcp.NewToolResultError("no status page"), nil
	}
	if e, ok := err.(*relayAPIError); ok {
		return mcp.NewToolResultError(e.Error()), nil // ok errorleak
	}
	if e, ok := err.(*relayOpError); ok {
		return mcp.NewToolResultError(e.Error()), nil // want errorleak:`raw net/http error text`
	}
	return mcp.NewToolResultError("status failed"), nil
}

func (r *relay) relayLast(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return r.lastResults[req.GetString("key", "")], nil // want nilresult:`returns a nil result with a nil error`
}

func (r *relay) relayKey(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := hex.DecodeString(r.sealedKey); err != nil {
		return mcp.NewToolResultError("the sealed key is not hex: " + err.Error()), nil // ok errorleak
	}
	return mcp.NewToolResultText("ok"), nil
}
