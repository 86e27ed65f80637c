// Package keptwrapper registers its tools through a wrapper that keeps
// each function in a registry no code reads here and registers a closure
// that turns the function's error into an isError result's text: the
// closure decides where the errors go.
package keptwrapper

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type toolFunc func(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error)

type Server struct {
	srv   *mcp.Server
	tools map[string]toolFunc
	db    *sql.DB
}

func (s *Server) register(name string, h toolFunc) {
	s.srv.AddTool(&mcp.Tool{Name: name}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "bad arguments"}}}, nil
		}
		res, err := h(ctx, args)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("tool failed: %s", err)}}}, nil
		}
		return res, nil
	})
	s.tools[name] = h
}

func New() (*Server, error) {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		return nil, err
	}
	s := &Server{srv: mcp.NewServer(&mcp.Implementation{Name: "kept"}, nil), tools: map[string]toolFunc{}, db: db}
	s.register("count", s.count)
	return s, nil
}

func (s *Server) count(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM items").Scan(&n); err != nil {
		return nil, fmt.Errorf("count items: %w", err) // want `returned error carries raw database/sql error text from \(\*sql.Row\).Scan`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(n)}}}, nil
}
