// Package named holds handlers whose results go through named result
// variables and deferred functions.
package named

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func fetch(ctx context.Context) (string, error) { return "", errors.New("down") }

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("recovered"), recovered)
	s.AddTool(mcp.NewTool("bare"), bare)
}

// recovered: the recover block acts only on a panic.
func recovered(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = mcp.NewToolResultError(fmt.Sprint(r))
			err = nil
		}
	}()
	text, ferr := fetch(ctx)
	if ferr != nil {
		return mcp.NewToolResultText(ferr.Error()), nil // want `iserror=false content=nonempty structured=false made=constructor texts=\[error\]`
	}
	return mcp.NewToolResultText(text), nil // want `iserror=false content=nonempty structured=false made=constructor texts=\[other\]`
}

// bare: the result assigned last before a bare return.
func bare(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, serverErr error) {
	defer func() {
		if serverErr != nil || res == nil || res.IsError {
			return
		}
	}()
	text, err := fetch(ctx)
	if err != nil {
		res = mcp.NewToolResultError("fetch failed") // want `iserror=true content=nonempty structured=false made=constructor texts=\[\"fetch failed\"\]`
		return
	}
	res = mcp.NewToolResultText(text) // want `iserror=false content=nonempty structured=false made=constructor texts=\[other\]`
	return
}
