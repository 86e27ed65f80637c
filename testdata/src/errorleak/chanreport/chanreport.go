// Package chanreport: a goroutine sends an error's text back on a
// channel; the receive carries what was sent.
package chanreport

import (
	"context"
	"database/sql"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type tools struct{ db *sql.DB }

func register(s *server.MCPServer, t *tools) {
	s.AddTool(mcp.NewTool("vacuum"), t.vacuum)
	s.AddTool(mcp.NewTool("ping"), t.ping)
}

// vacuum runs the statement in a goroutine and reports its raw error.
func (t *tools) vacuum(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	done := make(chan string, 1)
	go func() {
		if _, err := t.db.ExecContext(ctx, "VACUUM"); err != nil {
			done <- err.Error()
			return
		}
		done <- ""
	}()
	if msg := <-done; msg != "" {
		return mcp.NewToolResultError("vacuum failed: " + msg), nil // want `raw database/sql error text`
	}
	return mcp.NewToolResultText("vacuumed"), nil
}

// ping sends only its own words back.
func (t *tools) ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	done := make(chan string, 1)
	go func() {
		if err := t.db.PingContext(ctx); err != nil {
			done <- "the database does not answer"
			return
		}
		done <- ""
	}()
	if msg := <-done; msg != "" {
		return mcp.NewToolResultError(msg), nil
	}
	return mcp.NewToolResultText("pong"), nil
}
