// Package mixed has go-sdk handlers that pass on the failure of a helper
// which fails for several reasons, one of them an identity decision: the
// denial is reported in the helper, where it is made.
package mixed

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type item struct{ Repo, Body string }

var items = map[int]item{}

type in struct{ ID int }

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "get"}, get)
	mcp.AddTool(s, &mcp.Tool{Name: "mark"}, mark)
	mcp.AddTool(s, &mcp.Tool{Name: "wrapped"}, wrapped)
	s.AddTool(&mcp.Tool{Name: "raw"}, raw)
}

// scoped loads an item and checks the caller's key covers its repo.
func scoped(ctx context.Context, id int) (item, error) {
	it, ok := items[id]
	if !ok {
		return item{}, fmt.Errorf("item %d not found", id)
	}
	ti := auth.TokenInfoFromContext(ctx)
	if ti == nil {
		return item{}, errors.New("unauthenticated")
	}
	if !slices.Contains(ti.Scopes, it.Repo) {
		return item{}, fmt.Errorf("repo %s not in key scope", it.Repo) // want `caller authorization failure returned as an error \(sent as an isError result\)`
	}
	return it, nil
}

func get(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	it, err := scoped(ctx, a.ID)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: it.Body}}}, nil, nil
}

// mark uses the same helper: its denial is reported once.
func mark(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if _, err := scoped(ctx, a.ID); err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{}, nil, nil
}

// wrapped does not pass the helper's error on as it is.
func wrapped(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if _, err := scoped2(ctx, a.ID); err != nil {
		return nil, nil, fmt.Errorf("cannot load: %w", err)
	}
	return &mcp.CallToolResult{}, nil, nil
}

func scoped2(ctx context.Context, id int) (item, error) {
	it, ok := items[id]
	if !ok {
		return item{}, fmt.Errorf("item %d not found", id)
	}
	if ti := auth.TokenInfoFromContext(ctx); ti == nil || !slices.Contains(ti.Scopes, it.Repo) {
		return item{}, errors.New("forbidden")
	}
	return it, nil
}

// raw is a low-level handler: the error is JSON-RPC code 0.
func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := scoped3(ctx, 1); err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{}, nil
}

func scoped3(ctx context.Context, id int) (item, error) {
	it, ok := items[id]
	if !ok {
		return item{}, fmt.Errorf("item %d not found", id)
	}
	if ti := auth.TokenInfoFromContext(ctx); ti != nil && ti.UserID != it.Repo {
		return item{}, errors.New("not yours") // want `caller authorization failure returned as an error \(sent as JSON-RPC error 0\)`
	}
	return it, nil
}
