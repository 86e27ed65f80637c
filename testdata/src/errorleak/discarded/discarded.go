// Package discarded is a hand-rolled server that runs its work through a
// middleware chain taking a callback. Where the caller uses the response
// the callback builds, the callback's text content reaches the client;
// where it discards it (`_, err := chain.Execute(…)`, the response kept
// only for the chain's audit hook), the text is no sink.
package discarded

import (
	"context"
	"database/sql"
	"fmt"
)

type block struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type response struct {
	Content []block `json:"content,omitempty"`
	IsError bool    `json:"isError,omitempty"`
}

type handler func(ctx context.Context, method string) (*response, error)

type chain struct{ audit func(*response) }

func (c *chain) execute(ctx context.Context, method string, h handler) (*response, error) {
	res, err := h(ctx, method)
	if c.audit != nil {
		c.audit(res)
	}
	return res, err
}

type server struct {
	db    *sql.DB
	chain *chain
}

// complete keeps the value it needs in a variable; the callback's
// response only goes to the audit hook.
func (s *server) complete(ctx context.Context, q string) (string, error) {
	var out string
	_, err := s.chain.execute(ctx, "completion/complete", func(ctx context.Context, _ string) (*response, error) {
		var v string
		if err := s.db.QueryRowContext(ctx, q).Scan(&v); err != nil {
			return &response{Content: []block{{Type: "text", Text: fmt.Sprintf("Error: %v", err)}}, IsError: true}, err
		}
		out = v
		return &response{Content: []block{{Type: "text", Text: "ok"}}}, nil
	})
	return out, err
}

// call answers with the callback's response.
func (s *server) call(ctx context.Context, q string) (*response, error) {
	return s.chain.execute(ctx, "tools/call", func(ctx context.Context, _ string) (*response, error) {
		var v string
		if err := s.db.QueryRowContext(ctx, q).Scan(&v); err != nil {
			return &response{Content: []block{{Type: "text", Text: fmt.Sprintf("Error: %v", err)}}, IsError: true}, nil // want `raw database/sql error text from \(\*sql.Row\).Scan`
		}
		return &response{Content: []block{{Type: "text", Text: v}}}, nil
	})
}
