// Package paramwrite holds errorleak cases for a helper of the package
// that writes into what its caller passes by pointer (issue 22): a
// report section written into the caller's strings.Builder or
// bytes.Buffer, a field of the caller's struct, a key of the caller's
// map, carries the database
// error it formats; the helper's own words, or a field the handler does
// not show, do not.
package paramwrite

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type srv struct{ db *sql.DB }

// describe writes one section per table into the caller's builder.
func (s *srv) describe(ctx context.Context, b *strings.Builder, table string) {
	fmt.Fprintf(b, "## %s\n", table)
	var n int
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM "+table).Scan(&n); err != nil {
		fmt.Fprintf(b, "count failed: %v\n", err)
		return
	}
	fmt.Fprintf(b, "%d rows\n", n)
}

// describeQuietly logs the error and writes its own words.
func (s *srv) describeQuietly(ctx context.Context, b *strings.Builder, table string) {
	var n int
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM "+table).Scan(&n); err != nil {
		log.Printf("count %s: %v", table, err)
		b.WriteString("count unavailable\n")
		return
	}
	fmt.Fprintf(b, "%s: %d rows\n", table, n)
}

// appendStatus writes the error's text into a buffer.
func (s *srv) appendStatus(ctx context.Context, buf *bytes.Buffer) {
	if err := s.db.PingContext(ctx); err != nil {
		buf.WriteString("database: " + err.Error())
	}
}

type summary struct {
	Tables int    `json:"tables"`
	Note   string `json:"note"`
	detail string
}

// fill sets the summary's fields: the note carries the error, the
// count does not; detail keeps it for the log.
func (s *srv) fill(ctx context.Context, out *summary) {
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM tables").Scan(&out.Tables); err != nil {
		out.Note = "count failed: " + err.Error()
		out.detail = err.Error()
	}
}

func (s *srv) fillQuietly(ctx context.Context, out *summary) {
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM tables").Scan(&out.Tables); err != nil {
		out.detail = err.Error()
		out.Note = "count unavailable"
	}
}

// check records each probe's outcome in the caller's map.
func (s *srv) check(ctx context.Context, out map[string]any) {
	if err := s.db.PingContext(ctx); err != nil {
		out["ok"] = false
		out["error"] = err.Error()
		return
	}
	out["ok"] = true
}

// checkQuietly records only that the probe failed.
func (s *srv) checkQuietly(ctx context.Context, out map[string]any) {
	if err := s.db.PingContext(ctx); err != nil {
		log.Printf("ping: %v", err)
		out["ok"] = false
	}
}

func register(m *server.MCPServer, s *srv) {
	m.AddTool(mcp.NewTool("overview"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var b strings.Builder
		for _, t := range []string{"users", "orders"} {
			s.describe(ctx, &b, t)
		}
		return mcp.NewToolResultText(b.String()), nil // want `raw database/sql error text from \(\*sql.Row\).Scan`
	})
	m.AddTool(mcp.NewTool("quiet_overview"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var b strings.Builder
		s.describeQuietly(ctx, &b, "users")
		return mcp.NewToolResultText(b.String()), nil
	})
	m.AddTool(mcp.NewTool("status"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		buf := new(bytes.Buffer)
		s.appendStatus(ctx, buf)
		return mcp.NewToolResultText(buf.String()), nil // want `raw database/sql error text from \(\*sql.DB\).PingContext`
	})
	m.AddTool(mcp.NewTool("summary"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var sum summary
		s.fill(ctx, &sum)
		data, _ := json.Marshal(sum)
		return mcp.NewToolResultText(string(data)), nil // want `raw database/sql error text from \(\*sql.Row\).Scan`
	})
	m.AddTool(mcp.NewTool("count"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var sum summary
		s.fill(ctx, &sum)
		return mcp.NewToolResultText(fmt.Sprintf("%d tables", sum.Tables)), nil
	})
	m.AddTool(mcp.NewTool("quiet_summary"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		sum := &summary{}
		s.fillQuietly(ctx, sum)
		return mcp.NewToolResultText(sum.Note), nil
	})
	m.AddTool(mcp.NewTool("health"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out := map[string]any{"service": "db"}
		s.check(ctx, out)
		data, _ := json.Marshal(out)
		return mcp.NewToolResultText(string(data)), nil // want `raw database/sql error text from \(\*sql.DB\).PingContext`
	})
	m.AddTool(mcp.NewTool("quiet_health"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out := map[string]any{"service": "db"}
		s.checkQuietly(ctx, out)
		data, _ := json.Marshal(out)
		return mcp.NewToolResultText(string(data)), nil
	})
}
