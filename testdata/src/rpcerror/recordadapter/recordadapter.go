// Package recordadapter keeps its tools in records of its own handler type
// and adapts each record to a go-sdk low-level handler that forwards the
// record's error as it is (code 0). Whether that forward sends a failure
// depends on what the package stores in the record: functions that answer
// every failure as an isError result make it dead.
package recordadapter

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Params are a tool's arguments.
type Params struct{ Args map[string]any }

// Result is a tool's answer.
type Result struct {
	Text string
	Err  error
}

// Tool is a tool record.
type Tool struct {
	Name    string
	Handler func(ctx context.Context, p Params) (*Result, error)
}

// Job is another record, whose handlers may fail.
type Job struct {
	Name string
	Run  func(ctx context.Context, p Params) (*Result, error)
}

func toResult(r *Result) *mcp.CallToolResult {
	if r.Err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: r.Err.Error()}}}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: r.Text}}}
}

func adapt(t Tool) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := t.Handler(ctx, Params{})
		if err != nil {
			return nil, err // fine: every Tool.Handler answers its failures as a Result
		}
		return toResult(res), nil
	}
}

func adaptJob(j *Job) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := j.Run(ctx, Params{})
		if err != nil {
			return nil, err // judged at the tools Job.Run holds: purge
		}
		return toResult(res), nil
	}
}

// Entry is a record whose handler an install method copies into a local
// variable that its closure calls: `return run(ctx, p)` forwards the pair.
type Entry struct {
	Name string
	Run  func(ctx context.Context, p Params) (*mcp.CallToolResult, error)
}

func fail(msg string) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}, nil
}

func (e *Entry) install(s *mcp.Server) {
	run := e.Run
	s.AddTool(&mcp.Tool{Name: e.Name}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return run(ctx, Params{}) // fine: every Entry.Run answers its failures with fail
	})
}

func shelf() Entry {
	return Entry{Name: "shelf", Run: func(ctx context.Context, p Params) (*mcp.CallToolResult, error) {
		if p.Args["name"] == nil {
			return fail("name is required")
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "shelf"}}}, nil
	}}
}

type lister struct{ dir string }

func (l *lister) list(ctx context.Context, p Params) (*Result, error) {
	if l.dir == "" {
		return &Result{Err: errors.New("no directory configured")}, nil
	}
	return &Result{Text: l.dir}, nil
}

func stat(ctx context.Context, p Params) (*Result, error) {
	return &Result{Text: "ok"}, nil
}

func purge(ctx context.Context, p Params) (*Result, error) {
	return nil, errors.New("purge failed") // want `tool handler purge returns an error that wrapper adaptJob forwards as a JSON-RPC error with code 0`
}

func Register(s *mcp.Server, l *lister) {
	tools := []Tool{{Name: "list", Handler: l.list}, {Name: "stat", Handler: stat}}
	for _, t := range tools {
		s.AddTool(&mcp.Tool{Name: t.Name}, adapt(t))
	}
	jobs := []*Job{{Name: "stat-job", Run: stat}, {Name: "purge", Run: purge}}
	for _, j := range jobs {
		s.AddTool(&mcp.Tool{Name: j.Name}, adaptJob(j))
	}
	e := shelf()
	e.install(s)
}
