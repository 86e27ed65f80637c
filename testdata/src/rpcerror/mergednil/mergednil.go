// Package mergednil has mcp-go handlers that assign a result and an error
// from one of two helpers on two branches and test the error after the
// branches merge: when both helpers never return an error (they answer
// failures with isError results), the error returned there is always nil;
// when one of them can fail, it is reported.
package mergednil

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func fromCache(key string) (*mcp.CallToolResult, error) {
	if key == "" {
		return mcp.NewToolResultError("key is empty"), nil
	}
	return mcp.NewToolResultText("cached " + key), nil
}

func fromStore(key string) (*mcp.CallToolResult, error) {
	if len(key) > 40 {
		return mcp.NewToolResultError("key too long"), nil
	}
	return mcp.NewToolResultText("stored " + key), nil
}

func fromRemote(key string) (*mcp.CallToolResult, error) {
	if key == "down" {
		return nil, errors.New("remote unavailable")
	}
	return mcp.NewToolResultText("remote " + key), nil
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	key := req.GetString("key", "")
	var (
		res *mcp.CallToolResult
		err error
	)
	if req.GetBool("cached", false) {
		res, err = fromCache(key)
	} else {
		res, err = fromStore(key)
	}
	if err != nil {
		return res, err
	}
	return res, nil
}

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	key := req.GetString("key", "")
	var (
		res *mcp.CallToolResult
		err error
	)
	if req.GetBool("cached", false) {
		res, err = fromCache(key)
	} else {
		res, err = fromRemote(key)
	}
	if err != nil {
		return res, err // want `returns an error that mcp-go sends as JSON-RPC error -32603`
	}
	return res, nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("lookup"), lookup)
	s.AddTool(mcp.NewTool("fetch"), fetch)
}
