package main

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// More shapes of the result mistakes, as servers write them.

func errResult(err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}
}

func (s *srv) typedHelperError(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, report, error) {
	if _, err := s.count(ctx); err != nil {
		return errResult(err), report{}, nil // want structurederror:`into structuredContent`
	}
	return nil, report{City: in.User}, nil // ok structurederror
}

func (s *srv) typedBareReturn(ctx context.Context, req *mcp.CallToolRequest, in calIn) (res *mcp.CallToolResult, out report, err error) {
	if _, cerr := s.count(ctx); cerr != nil {
		res = &mcp.CallToolResult{}
		res.SetError(cerr)
		return // want structurederror:`into structuredContent`
	}
	out = report{City: in.User}
	return // ok structurederror
}

func (s *srv) typedRecover(ctx context.Context, req *mcp.CallToolRequest, in calIn) (res *mcp.CallToolResult, out report, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("report crashed: %v", r)
		}
	}()
	return nil, report{City: in.User}, nil // ok structurederror
}

func (s *srv) lowEmptyNew(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.stations == nil {
		res := new(mcp.CallToolResult)
		res.IsError = true // want emptyerror:`no content`
		return res, nil
	}
	return textResult("ok"), nil
}

func (s *srv) lowEmptySetError(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.count(ctx); err != nil {
		res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "stations are unavailable; retry in a minute"}}}
		res.SetError(err)
		return res, nil // ok emptyerror unflaggederror
	}
	return textResult("ok"), nil
}

func (s *srv) lowUnflaggedAppend(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{}
	if _, err := s.count(ctx); err != nil {
		res.Content = append(res.Content, &mcp.TextContent{Text: "Error: " + err.Error()}) // want unflaggederror:`does not set isError`
		return res, nil
	}
	res.Content = append(res.Content, &mcp.TextContent{Text: "counted"})
	return res, nil // ok unflaggederror
}

func (s *srv) lowUnflaggedVar(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := s.count(ctx)
	if err != nil {
		msg := fmt.Sprintf("cannot count stations: %v", err)
		content := []mcp.Content{&mcp.TextContent{Text: msg}}
		return &mcp.CallToolResult{Content: content}, nil // want unflaggederror:`does not set isError`
	}
	return textResult("ok"), nil
}

func tripleError(msg string) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}, nil, nil
}

func (s *srv) typedTripleHelper(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, any, error) {
	if in.Day == "" {
		return tripleError("day is required") // ok structurederror emptyerror
	}
	return nil, calOut{Events: []string{in.Day}}, nil
}

// registerHarder registers the tools of this file.
func registerHarder(m *mcp.Server, s *srv) {
	mcp.AddTool(m, &mcp.Tool{Name: "typed_helper_error"}, s.typedHelperError)
	mcp.AddTool(m, &mcp.Tool{Name: "typed_bare_return"}, s.typedBareReturn)
	mcp.AddTool(m, &mcp.Tool{Name: "typed_recover"}, s.typedRecover)
	mcp.AddTool(m, &mcp.Tool{Name: "typed_triple_helper"}, s.typedTripleHelper)
	m.AddTool(&mcp.Tool{Name: "low_empty_new", InputSchema: object}, s.lowEmptyNew)
	m.AddTool(&mcp.Tool{Name: "low_empty_set_error", InputSchema: object}, s.lowEmptySetError)
	m.AddTool(&mcp.Tool{Name: "low_unflagged_append", InputSchema: object}, s.lowUnflaggedAppend)
	m.AddTool(&mcp.Tool{Name: "low_unflagged_var", InputSchema: object}, s.lowUnflaggedVar)
}
