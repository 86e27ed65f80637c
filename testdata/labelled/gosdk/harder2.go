package main

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func (s *srv) typedValueResult(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, report, error) {
	if in.User == "" {
		res := mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "user is required"}}}
		return &res, report{}, nil // want structurederror:`into structuredContent`
	}
	return nil, report{City: in.User}, nil // ok structurederror
}

func (s *srv) typedDeferConvert(ctx context.Context, req *mcp.CallToolRequest, in calIn) (res *mcp.CallToolResult, out report, err error) {
	defer func() {
		if err != nil {
			res = &mcp.CallToolResult{}
			res.SetError(err) // want structurederror:`deferred function turns the handler.s error into an isError result`
			err = nil
		}
	}()
	if _, cerr := s.count(ctx); cerr != nil {
		return nil, report{}, fmt.Errorf("count: %w", cerr)
	}
	return nil, report{City: in.User}, nil // ok structurederror
}

func (s *srv) lowSetErrorStructured(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{StructuredContent: report{City: "x"}}
	if _, err := s.count(ctx); err != nil {
		res.SetError(err) // want structurederror:`carries structured content`
		return res, nil
	}
	res.Content = []mcp.Content{&mcp.TextContent{Text: `{"city":"x"}`}}
	return res, nil // ok structurederror
}

func (s *srv) typedAnyEmpty(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, any, error) {
	if in.Day == "" {
		res := new(mcp.CallToolResult)
		res.IsError = true // want emptyerror:`no content`
		return res, nil, nil
	}
	return nil, calOut{}, nil // ok emptyerror
}

func (s *srv) typedRecoverResult(ctx context.Context, req *mcp.CallToolRequest, in calIn) (res *mcp.CallToolResult, out report, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("report crashed: %v", r)}}}, nil // want structurederror:`deferred function turns`
		}
	}()
	return nil, report{City: in.User}, nil // ok structurederror
}

// registerHarder2 registers the tools of this file.
func registerHarder2(m *mcp.Server, s *srv) {
	mcp.AddTool(m, &mcp.Tool{Name: "typed_value_result"}, s.typedValueResult)
	mcp.AddTool(m, &mcp.Tool{Name: "typed_defer_convert"}, s.typedDeferConvert)
	m.AddTool(&mcp.Tool{Name: "low_set_error_structured", InputSchema: object}, s.lowSetErrorStructured)
	mcp.AddTool(m, &mcp.Tool{Name: "typed_any_empty"}, s.typedAnyEmpty)
	mcp.AddTool(m, &mcp.Tool{Name: "typed_recover_result"}, s.typedRecoverResult)
}
