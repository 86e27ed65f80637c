package main

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"labelled/gosdk/authz/grants"
)

// Shapes of the held-out round eval90b (issue 22): a scope check of
// another package that answers with its own error type by pointer.

type draftIn struct {
	Title string `json:"title"`
}

type draftOut struct {
	ID string `json:"id"`
}

func createDraft(ctx context.Context, req *mcp.CallToolRequest, in draftIn) (*mcp.CallToolResult, draftOut, error) {
	if req.Extra == nil || req.Extra.TokenInfo == nil {
		return nil, draftOut{}, nil
	}
	if r := grants.Check("drafts:write", req.Extra.TokenInfo.Scopes); r != nil {
		return nil, draftOut{}, r // want autherror:`caller authorization failure returned as an error`
	}
	if r := grants.NonEmpty(in.Title); r != nil {
		return nil, draftOut{}, r // ok autherror
	}
	return nil, draftOut{ID: "d1"}, nil
}

// A generic helper handing on an isError result beside a zero output
// and a nil error (round 95a): go-sdk attaches the output.

type draftErr struct{ Msg string }

func (e *draftErr) Error() string { return e.Msg }

func draftFailure[T any](err error) (*mcp.CallToolResult, T, error) {
	var d *draftErr
	if !errors.As(err, &d) {
		return nil, *new(T), err
	}
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: d.Msg}}}, *new(T), nil
}

func publishDraft(ctx context.Context, req *mcp.CallToolRequest, in draftIn) (*mcp.CallToolResult, draftOut, error) {
	if in.Title == "" {
		return draftFailure[draftOut](&draftErr{Msg: "title is required"}) // want structurederror:`isError result returned with a nil error`
	}
	return nil, draftOut{ID: "p1"}, nil
}
