// Package mcpgo exercises unknowntool on mcp-go multi-tool handlers.
package mcpgo

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func register(s *server.MCPServer) {
	for _, name := range []string{"a", "b"} {
		s.AddTool(mcp.NewTool(name), multi)
		s.AddTool(mcp.NewTool(name), lookup)
		s.AddTool(mcp.NewTool(name), chain)
		s.AddTool(mcp.NewTool(name), after)
		s.AddTool(mcp.NewTool(name), byArgument)
		s.AddTool(mcp.NewTool(name), fallThrough)
		s.AddTool(mcp.NewTool(name), guard)
		s.AddTool(mcp.NewTool(name), viaHelper)
		s.AddTool(mcp.NewTool(name), completed)
		s.AddTool(mcp.NewTool(name), nilErr)
	}
	s.AddTool(mcp.NewTool("c"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name := req.Params.Name
		switch name {
		case "c":
			return mcp.NewToolResultText("c"), nil
		default:
			return mcp.NewToolResultText("nothing to do"), nil // want `unknown tool answered with a successful result: .*in mcp-go v1.5.0 and later return nil, server.NewHandlerError\(e\) where e.s JSONRPCError method answers mcp.INVALID_PARAMS`
		}
	})
}

func multi(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("a"), nil
	case "b":
		return mcp.NewToolResultText("b"), nil
	default:
		return mcp.NewToolResultError("unknown tool " + req.Params.Name), nil // want `unknown tool answered with an isError result: MCP requires JSON-RPC -32602`
	}
}

var impls = map[string]func() string{"a": func() string { return "a" }}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	impl, ok := impls[req.Params.Name]
	if !ok {
		return nil, fmt.Errorf("unknown tool %q", req.Params.Name) // want `unknown tool answered with a plain error, which mcp-go sends as JSON-RPC -32603 \(internal error\)`
	}
	return mcp.NewToolResultText(impl()), nil
}

func chain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Name == "a" {
		return mcp.NewToolResultText("a"), nil
	} else if req.Params.Name == "b" {
		return mcp.NewToolResultText("b"), nil
	} else {
		return &mcp.CallToolResult{IsError: true}, nil // want `unknown tool answered with an isError result`
	}
}

func after(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("a"), nil
	case "b":
		return mcp.NewToolResultText("b"), nil
	}
	return mcp.NewToolResultErrorf("no tool %s", req.Params.Name), nil // want `unknown tool answered with an isError result`
}

// byArgument switches on an argument, not on the tool name.
func byArgument(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch strings.ToLower(req.GetString("action", "")) {
	case "list":
		return mcp.NewToolResultText("list"), nil
	default:
		return mcp.NewToolResultError("unknown action"), nil
	}
}

// fallThrough sets up per-tool state and continues: no miss branch.
func fallThrough(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	limit := 10
	switch req.Params.Name {
	case "a":
		limit = 5
	}
	return mcp.NewToolResultText(fmt.Sprint(limit)), nil
}

// guard singles out some tools and handles the rest after the switch: the
// code after it is shared handling, not an unknown-tool answer.
func guard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "drop":
		return mcp.NewToolResultError("drop is disabled"), nil
	case "truncate":
		return mcp.NewToolResultError("truncate is disabled"), nil
	}
	return mcp.NewToolResultText("done"), nil
}

// toolError builds an isError result.
func toolError(format string, args ...any) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf(format, args...))
}

// viaHelper answers an unknown tool with an isError result a helper builds.
func viaHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("a"), nil
	default:
		return toolError("no tool %s", req.Params.Name), nil // want `unknown tool answered with an isError result`
	}
}

// completed sets isError after constructing the result.
func completed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("a"), nil
	default:
		res := mcp.NewToolResultText("unknown tool " + req.Params.Name)
		res.IsError = true
		return res, nil // want `unknown tool answered with an isError result`
	}
}

func prepare(ctx context.Context) error { return nil }

// nilErr returns an error variable known to be nil there: the result is
// the answer.
func nilErr(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := prepare(ctx)
	if err != nil {
		return mcp.NewToolResultError("not ready"), nil
	}
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("a"), nil
	}
	return mcp.NewToolResultError("unknown tool " + req.Params.Name), err // want `unknown tool answered with an isError result`
}

// JobSpec is a configured job: its JSON has "name" and "arguments" like
// tools/call params, but the SDK parsed the request.
type JobSpec struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments,omitempty"`
}

var jobs []JobSpec

// runJob looks the job its argument names up in the configured list: a
// missing job is the tool's failure, not an unknown tool.
func runJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	job := req.GetString("job", "")
	for _, j := range jobs {
		if j.Name == job {
			return mcp.NewToolResultText("started " + j.Name), nil
		}
	}
	return mcp.NewToolResultError(fmt.Sprintf("job %q is not configured", job)), nil
}

func registerJobs(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("run_job"), runJob)
}
