// Package samedispatch is a hand-rolled server whose tools/call code and
// tools share the package: a tool's error that the dispatcher writes into
// an isError result is reported once, at the tool's return (naming the
// dispatcher), not again at the text the dispatcher writes, as when the
// tools live in another package.
package samedispatch

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
)

// Text is a text content block.
type Text struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// CallResult is a call-tool result.
type CallResult struct {
	Content []Text `json:"content"`
	IsError bool   `json:"isError,omitempty"`
}

// Response is a JSON-RPC response.
type Response struct {
	ID     any `json:"id"`
	Result any `json:"result,omitempty"`
}

// Server answers requests.
type Server struct{ db *sql.DB }

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, method string, params map[string]any) Response {
	switch method {
	case "tools/call":
		name, _ := params["name"].(string)
		args, _ := params["arguments"].(map[string]any)
		out, err := s.call(ctx, name, args)
		if err != nil {
			return Response{Result: &CallResult{IsError: true, Content: []Text{{Type: "text", Text: err.Error()}}}}
		}
		b, _ := json.Marshal(out)
		return Response{Result: &CallResult{Content: []Text{{Type: "text", Text: string(b)}}}}
	}
	return Response{}
}

func (s *Server) call(ctx context.Context, name string, args map[string]any) (any, error) {
	switch name {
	case "count":
		return s.count(ctx, args)
	case "list":
		return s.list(ctx, args)
	}
	return nil, fmt.Errorf("unknown tool %s", name)
}

func (s *Server) count(ctx context.Context, args map[string]any) (any, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM t").Scan(&n); err != nil {
		return nil, fmt.Errorf("count: %w", err) // want `returned error carries raw database/sql error text from \(\*sql.Row\).Scan at samedispatch.go:\d+ .* and dispatcher Server.call writes its text into the tool result`
	}
	return n, nil
}

func (s *Server) list(ctx context.Context, args map[string]any) (any, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT a FROM t")
	if err != nil {
		return nil, err // want `returned error carries raw database/sql error text from \(\*sql.DB\).QueryContext`
	}
	rows.Close()
	return nil, nil
}
