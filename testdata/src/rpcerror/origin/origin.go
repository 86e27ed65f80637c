// Package origin holds handlers whose errors are the server's own failures
// (encoding its own data, plumbing missing from the context), which are
// not reported, beside the tool's work, which is.
package origin

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type item struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

type client struct{}

func (*client) Get(ctx context.Context, id string) (*item, error) { return nil, errors.New("down") }

type clientKey struct{}

// ClientFromContext returns the client the server's HTTP context function
// put into the context.
func ClientFromContext(ctx context.Context) *client {
	c, _ := ctx.Value(clientKey{}).(*client)
	return c
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("marshal"), marshal)
	s.AddTool(mcp.NewTool("encode"), encode)
	s.AddTool(mcp.NewTool("session"), session)
	s.AddTool(mcp.NewTool("ctxvalue"), ctxValue)
	s.AddTool(mcp.NewTool("work"), work)
	s.AddTool(mcp.NewTool("formatted"), formatted)
}

// marshal: encoding the server's own data cannot fail; its error is not
// the tool's failure. The upstream error is.
func marshal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	it, err := (&client{}).Get(ctx, req.GetString("id", ""))
	if err != nil {
		return nil, fmt.Errorf("get: %w", err) // want `tool "marshal" handler returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	data, err := json.MarshalIndent(it, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("failed to marshal item: %w", err)
	}
	out, err := json.Marshal(map[string]any{"items": []*item{it}})
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(data) + string(out)), nil
}

// encode: the same with a json.Encoder.
func encode(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(item{ID: "1"}); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(buf.String()), nil
}

// session: no server or client in the context is server plumbing.
func session(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if server.ServerFromContext(ctx) == nil {
		return nil, errors.New("no server in the context")
	}
	c := ClientFromContext(ctx)
	if c == nil {
		return nil, fmt.Errorf("client not found in context")
	}
	it, err := c.Get(ctx, "x")
	if err != nil {
		return nil, err // want `tool "session" handler returns an error`
	}
	return mcp.NewToolResultText(it.Name), nil
}

// ctxValue: a comma-ok read of a context value.
func ctxValue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, ok := ctx.Value(clientKey{}).(*client)
	if !ok {
		return nil, errors.New("no client configured")
	}
	it, err := c.Get(ctx, req.GetString("id", ""))
	if err != nil {
		return nil, errors.New("item not found") // want `tool "ctxvalue" handler returns an error`
	}
	return mcp.NewToolResultText(it.Name), nil
}

// work: argument validation and a missing item are the tool's work.
func work(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return nil, errors.New("id is required") // want `tool "work" handler returns an error`
	}
	it, _ := (&client{}).Get(ctx, id)
	if it == nil {
		return nil, fmt.Errorf("no item %q", id) // want `tool "work" handler returns an error`
	}
	return mcp.NewToolResultText(it.Name), nil
}

// format renders the server's own data; its only failure is encoding.
func format(it *item) (string, error) {
	b, err := json.MarshalIndent(it, "", "  ")
	if err != nil {
		return "", fmt.Errorf("failed to marshal JSON: %v", err)
	}
	return string(b), nil
}

// formatted: a helper's encoding failure, printed with %v, is not the
// tool's work either.
func formatted(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := format(&item{ID: "1"})
	if err != nil {
		return nil, fmt.Errorf("failed to format results: %v", err)
	}
	return mcp.NewToolResultText(text), nil
}
