// Package helpers exercises nilresult where the nil result comes from a
// helper: a (nil, nil) pair it returns, or a nil result whose error was
// checked.
package helpers

import (
	"context"
	"errors"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func register(m *server.MCPServer, s *mcp.Server) {
	m.AddTool(mcpgo.NewTool("pair"), pair)
	m.AddTool(mcpgo.NewTool("checked"), checked)
	m.AddTool(mcpgo.NewTool("guarded"), guarded)
	m.AddTool(mcpgo.NewTool("errorpath"), errorPath)
	m.AddTool(mcpgo.NewTool("nested"), nested)
	m.AddTool(mcpgo.NewTool("single"), single)
	m.AddTool(mcpgo.NewTool("resultonly"), resultOnly)
	s.AddTool(&mcp.Tool{Name: "gopair"}, goPair)
	s.AddTool(&mcp.Tool{Name: "goalways"}, goAlways)
}

var cache = map[string]*mcpgo.CallToolResult{}

// lookup returns (nil, nil) for a name it does not know.
func lookup(name string) (*mcpgo.CallToolResult, error) {
	if name == "" {
		return nil, errors.New("name is required")
	}
	if r, ok := cache[name]; ok {
		return r, nil
	}
	return nil, nil
}

// fetch returns a nil result only with an error.
func fetch(name string) (*mcpgo.CallToolResult, error) {
	if name == "" {
		return nil, errors.New("name is required")
	}
	return mcpgo.NewToolResultText(name), nil
}

// find returns a nil result for a name it does not know, through a map
// lookup the model does not know to be nil: not reported.
func find(name string) *mcpgo.CallToolResult {
	return cache[name]
}

func wrapLookup(name string) (*mcpgo.CallToolResult, error) {
	return lookup(name)
}

// orNil returns a nil result when asked to.
func orNil(name string, none bool) *mcpgo.CallToolResult {
	if none {
		return nil
	}
	return mcpgo.NewToolResultText(name)
}

func pair(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	return lookup(req.GetString("name", "")) // want `tool "pair" handler returns a nil result with a nil error`
}

func checked(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	res, err := lookup(req.GetString("name", ""))
	if err != nil {
		return nil, err
	}
	return res, nil // want `tool "checked" handler returns a nil result with a nil error`
}

// guarded checks the result too.
func guarded(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	res, err := lookup(req.GetString("name", ""))
	if err != nil {
		return nil, err
	}
	if res == nil {
		return mcpgo.NewToolResultError("unknown name"), nil
	}
	return res, nil
}

// errorPath: fetch's nil result always comes with an error.
func errorPath(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	res, err := fetch(req.GetString("name", ""))
	if err != nil {
		return mcpgo.NewToolResultError(err.Error()), nil
	}
	return res, nil
}

func nested(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	return wrapLookup(req.GetString("name", "")) // want `tool "nested" handler returns a nil result with a nil error`
}

func single(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	return find(req.GetString("name", "")), nil
}

func resultOnly(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	return orNil(req.GetString("name", ""), req.GetBool("none", false)), nil // want `tool "resultonly" handler returns a nil result with a nil error`
}

// goLookup is lookup for go-sdk.
func goLookup(name string) (*mcp.CallToolResult, error) {
	if name == "" {
		return nil, nil
	}
	return &mcp.CallToolResult{}, nil
}

// goResult always builds a result.
func goResult(name string) (*mcp.CallToolResult, error) {
	if name == "" {
		return nil, errors.New("name is required")
	}
	return &mcp.CallToolResult{}, nil
}

func goPair(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return goLookup(string(req.Params.Arguments)) // want `tool "gopair" handler returns a nil result with a nil error`
}

func goAlways(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return goResult(string(req.Params.Arguments))
}
