// Package reg declares the tool record other packages fill and the
// registrar that adapts it into an mcp-go handler: the handler returns the
// error of the record's function, which mcp-go sends as JSON-RPC -32603.
// The package stores no function into the record: the functions are
// judged where other packages fill it, not at the forward here.
package reg

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Handler is a tool function.
type Handler func(ctx context.Context, args map[string]any) (any, error)

// Tool is a tool record.
type Tool struct {
	Name    string
	Handler Handler
}

// Registry registers tools.
type Registry struct {
	srv   *server.MCPServer
	tools map[string]Tool
}

// Execute runs the named tool.
func (r *Registry) Execute(ctx context.Context, name string, args map[string]any) (any, error) {
	return r.tools[name].Handler(ctx, args)
}

// Add adapts t's function.
func (r *Registry) Add(t Tool) error {
	if t.Handler == nil {
		return fmt.Errorf("tool %s has no handler", t.Name)
	}
	r.tools[t.Name] = t
	r.srv.AddTool(mcp.NewTool(t.Name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := r.Execute(ctx, t.Name, req.GetArguments())
		if err != nil {
			return nil, err // judged where the records are filled
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	})
	return nil
}

// Job is a record whose adapter answers every error as an isError result.
type Job struct {
	Name string
	Run  Handler
}

// AddJob adapts j's function, converting its error.
func (r *Registry) AddJob(j Job) {
	r.srv.AddTool(mcp.NewTool(j.Name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := j.Run(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	})
}
