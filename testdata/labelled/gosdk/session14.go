package main

import (
	"context"

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
