// Package tools answers the failures of review.Do by kind: a lookup miss,
// a state failure and the store's failure are no decisions on the caller,
// whatever the caller the tool passed.
package tools

import (
	"context"
	"errors"
	"fmt"

	"autherror/sentinels/review"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ ID string }

func errResult(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

func approve(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	ti := auth.TokenInfoFromContext(ctx)
	if ti == nil {
		return nil, nil, errors.New("unauthenticated")
	}
	err := review.Do(&review.Caller{UserID: ti.UserID, Org: ti.Scopes[0]}, a.ID)
	switch err {
	case review.ErrNotFound:
		return errResult("review not found"), nil, nil
	case review.ErrWrongState:
		return errResult(err.Error()), nil, nil
	case nil:
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "approved"}}}, nil, nil
	}
	if errors.Is(err, review.ErrNotFound) {
		return errResult("gone"), nil, nil
	}
	return nil, nil, fmt.Errorf("approving: %w", err)
}

// Register adds the tool.
func Register(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "approve"}, approve) }
