package main

// More go-sdk cases of the results task: typed handlers, recover blocks,
// a helper's (nil, nil) through variables.

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"labelled/gosdk/gokit"
)

type out3 struct {
	N int `json:"n"`
}

func (s *srv) t3TypedIsError(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, out3, error) {
	if in.User == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "user is required"}}}, out3{}, nil // want structurederror:`marshals the output`
	}
	return nil, out3{N: 1}, nil
}

func (s *srv) t3TypedErr(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, out3, error) {
	if in.User == "" {
		return nil, out3{}, errors.New("user is required") // ok structurederror nilresult
	}
	return nil, out3{N: 1}, nil // ok nilresult
}

func (s *srv) t3TypedAny(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, any, error) {
	if in.User == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "user is required"}}}, nil, nil // ok structurederror
	}
	return nil, out3{N: 1}, nil
}

func (s *srv) t3LowNamedRecover(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = &mcp.CallToolResult{IsError: true} // want emptyerror:`no content`
			err = nil
		}
	}()
	n, err := s.count(ctx)
	if err != nil {
		return gokit.Soft(err) // ok rpcerror nilresult emptyerror
	}
	return textResult(fmt.Sprint(n)), nil
}

func (s *srv) t3LowSoftVar(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	var err error
	if len(s.stations) == 0 {
		res, err = gokit.None()
	} else {
		res = textResult("ok")
	}
	return res, err // want nilresult:`nil result`
}

func registerResults3(m *mcp.Server, s *srv) {
	mcp.AddTool(m, &mcp.Tool{Name: "t3_typed_iserror"}, s.t3TypedIsError)
	mcp.AddTool(m, &mcp.Tool{Name: "t3_typed_err"}, s.t3TypedErr)
	mcp.AddTool(m, &mcp.Tool{Name: "t3_typed_any"}, s.t3TypedAny)
	m.AddTool(&mcp.Tool{Name: "t3_low_named_recover", InputSchema: object}, s.t3LowNamedRecover)
	m.AddTool(&mcp.Tool{Name: "t3_low_soft_var", InputSchema: object}, s.t3LowSoftVar)
}

var _ = registerResults3
