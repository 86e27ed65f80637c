// Package goframe holds errorleak cases for GoFrame's database layer: its
// errors name the database and hold the statement, wrapped by gerror or
// not.
package goframe

import (
	"context"
	"fmt"

	"github.com/gogf/gf/v2/errors/gerror"
	"github.com/gogf/gf/v2/frame/g"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func quota(ctx context.Context, user string) (int, error) {
	rows, err := g.DB().GetAll(ctx, "SELECT quota FROM pools WHERE user = ?", user)
	if err != nil {
		return 0, gerror.Wrap(err, "loading the quota")
	}
	if len(rows) == 0 {
		return 0, gerror.New("no quota pool for this user")
	}
	return len(rows), nil
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("run_sql"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		rows, err := g.DB().GetAll(ctx, "SELECT 1")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `raw github.com/gogf/gf/v2/database error text from gdb.GetAll`
		}
		return mcp.NewToolResultText(fmt.Sprint(len(rows))), nil
	})
	s.AddTool(mcp.NewTool("quota"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n, err := quota(ctx, req.GetString("user", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `raw github.com/gogf/gf/v2/database error text from gdb.GetAll`
		}
		_ = n
		return mcp.NewToolResultText("quota"), nil
	})
}
