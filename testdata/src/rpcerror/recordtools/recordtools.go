// Package recordtools keeps its tool functions in records that
// RegisterTool adapts into mcp-go handlers: the handler forwards the
// function's error, which mcp-go sends as JSON-RPC -32603. The functions
// are the tools, judged at their own returns as those a wrapper adapts.
package recordtools

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Fn is a tool function.
type Fn func(ctx context.Context, args map[string]any) (any, error)

// Tool is a tool record.
type Tool struct {
	Name string
	Run  Fn
}

// Server registers tools.
type Server struct{ srv *server.MCPServer }

// RegisterTool adapts t's function: its error goes out as it is.
func (s *Server) RegisterTool(t Tool) {
	s.srv.AddTool(mcp.NewTool(t.Name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := t.Run(ctx, req.GetArguments())
		if err != nil {
			return nil, err // judged at the tools Tool.Run holds
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	})
}

func echo(ctx context.Context, args map[string]any) (any, error) {
	v, ok := args["v"].(string)
	if !ok {
		return nil, errors.New("v must be a string") // want `tool handler echo returns an error that wrapper Server.RegisterTool forwards as JSON-RPC error -32603`
	}
	return v, nil
}

func upper(ctx context.Context, args map[string]any) (any, error) {
	return fmt.Sprint(args["v"]), nil
}

// Setup registers the tools.
func Setup(s *Server) {
	s.RegisterTool(Tool{Name: "echo", Run: echo})
	s.RegisterTool(Tool{Name: "upper", Run: upper})
}

// Job is a record whose adapter answers every error as an isError result.
type Job struct {
	Name string
	Run  Fn
}

// RegisterJob adapts j's function, converting its error.
func (s *Server) RegisterJob(j Job) {
	s.srv.AddTool(mcp.NewTool(j.Name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := j.Run(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	})
}

func purge(ctx context.Context, args map[string]any) (any, error) {
	return nil, errors.New("nothing to purge")
}

// SetupJobs registers the jobs.
func SetupJobs(s *Server) {
	s.RegisterJob(Job{Name: "purge", Run: purge})
}
