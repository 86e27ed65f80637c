package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"labelled/mcpgo/toolkit"
)

// consentError is the project's error type for a missing consent; it
// exposes the SDK's URL elicitation error through Unwrap.
type consentError struct {
	user  string
	inner error
}

func (e *consentError) Error() string { return "consent needed for " + e.user }
func (e *consentError) Unwrap() error { return e.inner }

// Positives.

func (s *srv) deleteFeed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.get(ctx, "delete"); err != nil {
		return toolkit.Hard(err) // want rpcerror:`-32603`
	}
	return mcp.NewToolResultText("deleted"), nil
}

func (s *srv) importFeed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var err error
	if req.GetString("url", "") == "" {
		err = fmt.Errorf("url is required")
	} else if _, gerr := s.get(ctx, req.GetString("url", "")); gerr != nil {
		err = fmt.Errorf("fetch feed: %w", gerr)
	}
	if err != nil {
		return nil, err // want rpcerror:`-32603`
	}
	return mcp.NewToolResultText("imported"), nil
}

// Negatives.

func (s *srv) linkAccount(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !s.consented {
		return nil, &consentError{user: "me", inner: mcp.URLElicitationRequiredError{Elicitations: []mcp.ElicitationParams{{Mode: "url", URL: "https://example.com/consent"}}}} // ok rpcerror
	}
	return mcp.NewToolResultText("linked"), nil
}

func (s *srv) softFail(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.sync(ctx); err != nil {
		return toolkit.Soft(err) // ok rpcerror
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *srv) guardedFetch(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, serverErr error) {
	defer func() {
		if res != nil && res.IsError {
			s.rollback()
		}
	}()
	body, err := s.get(ctx, "x")
	if err != nil {
		res = mcp.NewToolResultError(err.Error())
		return // ok rpcerror
	}
	res = mcp.NewToolResultText(body)
	return // ok rpcerror
}

func (s *srv) recoverFetch(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = mcp.NewToolResultError(fmt.Sprint(r))
			err = nil
		}
	}()
	body, gerr := s.get(ctx, "x")
	if gerr != nil {
		return mcp.NewToolResultError(gerr.Error()), nil // ok rpcerror
	}
	return mcp.NewToolResultText(body), nil // ok rpcerror
}
