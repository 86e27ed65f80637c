// want package:"exits\\(Server.Call:42\\)"

// Package recordlookup keeps its tool functions in records that
// RegisterTool puts into a table and adapts into mcp-go handlers; the
// handler runs the tool through a lookup of the table by name (and a
// timing helper), and returns the error it gets, which mcp-go sends as
// JSON-RPC -32603. The functions are the tools, judged at their own
// returns; the lookup's own error for a name it lacks stays with the
// handler that forwards it.
package recordlookup

import (
	"context"
	"errors"
	"fmt"
	"log"
	"time"

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
type Server struct {
	srv   *server.MCPServer
	table map[string]Tool
}

// Call runs the named tool.
func (s *Server) Call(ctx context.Context, name string, args map[string]any) (any, error) {
	t, ok := s.table[name]
	if !ok {
		return nil, fmt.Errorf("no tool %q", name)
	}
	return t.Run(ctx, args)
}

func (s *Server) timed(ctx context.Context, name string, args map[string]any) (any, error) {
	start := time.Now()
	out, err := s.Call(ctx, name, args)
	log.Printf("%s took %s", name, time.Since(start))
	return out, err
}

// RegisterTool adapts t's function through the table.
func (s *Server) RegisterTool(t Tool) {
	s.table[t.Name] = t
	s.srv.AddTool(mcp.NewTool(t.Name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := s.timed(ctx, t.Name, req.GetArguments())
		if err != nil {
			return nil, err // want `tool handler func literal in Server.RegisterTool returns an error that mcp-go sends as JSON-RPC error -32603`
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	})
}

func echo(ctx context.Context, args map[string]any) (any, error) {
	v, ok := args["v"].(string)
	if !ok {
		return nil, errors.New("v must be a string") // want `tool handler echo returns an error that wrapper Server.RegisterTool forwards as JSON-RPC error -32603; the model never sees it: have the wrapper answer`
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

// RunFromCLI runs a tool from the command line: it prints the error, and
// answers no tools/call.
func RunFromCLI(s *Server, name string) {
	if _, err := s.Call(context.Background(), name, nil); err != nil {
		log.Print(err)
	}
}

// Task is a record whose lookup has no error of its own.
type Task struct {
	Name string
	Run  Fn
}

// Tasks registers tasks.
type Tasks struct {
	srv   *server.MCPServer
	table map[string]Task
}

func (ts *Tasks) run(ctx context.Context, name string, args map[string]any) (any, error) {
	return ts.table[name].Run(ctx, args)
}

// Register adapts t's function through the table.
func (ts *Tasks) Register(t Task) {
	ts.table[t.Name] = t
	ts.srv.AddTool(mcp.NewTool(t.Name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := ts.run(ctx, t.Name, req.GetArguments())
		if err != nil {
			return nil, err // judged at the tasks' own returns
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	})
}

func sweep(ctx context.Context, args map[string]any) (any, error) {
	return nil, errors.New("nothing to sweep") // want `tool handler sweep returns an error that wrapper Tasks.Register forwards as JSON-RPC error -32603`
}

// SetupTasks registers the tasks.
func SetupTasks(ts *Tasks) {
	ts.Register(Task{Name: "sweep", Run: sweep})
}
