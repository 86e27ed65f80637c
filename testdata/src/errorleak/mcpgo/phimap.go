package mcpgo

import (
	"context"
	"database/sql"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type schemaDB struct{ db *sql.DB }

func registerPhiMap(m *server.MCPServer, s *schemaDB) {
	m.AddTool(mcp.NewTool("describe"), s.describe)
	m.AddTool(mcp.NewTool("describe_clean"), s.describeClean)
}

// describe answers with one of two maps; the failing one holds the
// driver's text in its "error" member, marshalled into the result text.
func (s *schemaDB) describe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out := map[string]any{"table": req.GetString("table", "")}
	rows, err := s.db.QueryContext(ctx, "SELECT name FROM columns WHERE t = $1", req.GetString("table", ""))
	if err != nil {
		out = map[string]any{"table": req.GetString("table", ""), "error": err.Error()}
	} else {
		rows.Close()
		out["columns"] = []string{"id"}
	}
	b, _ := json.MarshalIndent(out, "", "  ")
	return mcp.NewToolResultText(string(b)), nil // want `raw database/sql error text from \(\*sql.DB\).QueryContext`
}

// describeClean's failing map says what failed in its own words.
func (s *schemaDB) describeClean(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out := map[string]any{"table": req.GetString("table", "")}
	rows, err := s.db.QueryContext(ctx, "SELECT name FROM columns WHERE t = $1", req.GetString("table", ""))
	if err != nil {
		out = map[string]any{"table": req.GetString("table", ""), "error": "the column list is unavailable"}
	} else {
		rows.Close()
	}
	b, _ := json.Marshal(out)
	return mcp.NewToolResultText(string(b)), nil
}
