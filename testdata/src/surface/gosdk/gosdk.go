// Package gosdk is a go-sdk server: typed handlers whose errors the SDK
// makes isError results, a typed handler returning a *jsonrpc.Error, a
// low-level handler whose error goes out as a JSON-RPC error with code 0
// (and whose *jsonrpc.Error built by another package's helper keeps its code),
// and low-level handlers behind a converting middleware in package
// gosdkmw.
package gosdk

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"surface/helpers"
)

type in struct{ ID int }

type out struct{ Title string }

type store struct{}

func (s *store) lookup(id int) (string, error) {
	if id > 1000 {
		return "", errors.New("sql: no rows in result set")
	}
	return "", nil
}

func register(srv *mcp.Server, s *store) {
	mcp.AddTool(srv, &mcp.Tool{Name: "get"}, s.get)
	mcp.AddTool(srv, &mcp.Tool{Name: "strict"}, s.strict)
	srv.AddTool(&mcp.Tool{Name: "raw"}, s.raw)
}

func (s *store) get(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, out, error) {
	if args.ID <= 0 {
		return nil, out{}, errors.New("the issue id must be positive")
	}
	title, err := s.lookup(args.ID)
	if err != nil {
		return nil, out{}, fmt.Errorf("looking up issue %d: %w", args.ID, err)
	}
	if title == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the issue has no title"}}}, out{}, nil
	}
	return nil, out{Title: title}, nil
}

func (s *store) strict(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, out, error) {
	if args.ID <= 0 {
		return nil, out{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "id must be positive"}
	}
	return nil, out{}, nil
}

func (s *store) raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, helpers.BadArgument("arguments are required")
	}
	title, err := s.lookup(1)
	if err != nil {
		return nil, err
	}
	if title == "" {
		var res mcp.CallToolResult
		res.SetError(errors.New("the issue has no title"))
		return &res, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: title}}}, nil
}
