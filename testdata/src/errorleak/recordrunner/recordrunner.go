// Package recordrunner keeps its tool functions in records: register
// stores each record in a registry and adds an mcp-go handler that runs
// the record by name through execute, which wraps the tool's error; the
// handler writes that error's text into an isError result. The tool
// functions are the tools: their errors reach the model.
package recordrunner

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Handler runs a tool.
type Handler func(ctx context.Context, args map[string]any) (any, error)

// Tool is a registered tool.
type Tool struct {
	Name    string
	Handler Handler
}

// Srv serves the tools.
type Srv struct {
	base  string
	mcp   *server.MCPServer
	tools map[string]Tool
}

func (s *Srv) register(t Tool) {
	s.tools[t.Name] = t
	name := t.Name
	s.mcp.AddTool(mcp.NewTool(name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := s.execute(ctx, name, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	})
}

func (s *Srv) execute(ctx context.Context, name string, args map[string]any) (any, error) {
	t, ok := s.tools[name]
	if !ok {
		return nil, fmt.Errorf("tool not found: %s", name)
	}
	out, err := t.Handler(ctx, args)
	if err != nil {
		return nil, fmt.Errorf("tool execution failed: %w", err)
	}
	return out, nil
}

func (s *Srv) ping(ctx context.Context, args map[string]any) (any, error) { return "pong", nil }

func (s *Srv) getItem(ctx context.Context, args map[string]any) (any, error) {
	resp, err := http.Get(s.base + "/items/1")
	if err != nil {
		return nil, fmt.Errorf("failed to get item: %w", err) // want `raw net/http error text from http.Get`
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

// New registers the tools on s.
func New(m *server.MCPServer) *Srv {
	s := &Srv{base: os.Getenv("ITEMS_URL"), mcp: m, tools: map[string]Tool{}}
	s.register(Tool{Name: "ping", Handler: s.ping})
	s.register(Tool{Name: "get_item", Handler: s.getItem})
	return s
}
