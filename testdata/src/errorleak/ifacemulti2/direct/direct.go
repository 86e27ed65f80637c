// Package direct holds the interface of package api and imports package
// backend itself: it sees both implementations and reads their own facts.
package direct

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"errorleak/ifacemulti2/api"
	"errorleak/ifacemulti2/backend"
)

type In struct {
	ID string `json:"id"`
}

type Out struct {
	Text string `json:"text"`
}

type tools struct{ mem api.Memory }

func register(s *mcp.Server) {
	t := &tools{mem: &backend.Dual{Primary: backend.New()}}
	mcp.AddTool(s, &mcp.Tool{Name: "recall"}, t.recall)
	mcp.AddTool(s, &mcp.Tool{Name: "forget"}, t.forget)
}

func (t *tools) recall(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	v, err := t.mem.Get(ctx, in.ID)
	if err != nil {
		return nil, Out{}, fmt.Errorf("recall %s: %w", in.ID, err) // want `raw net/http error text from \(\*http.Client\).Do .*configured endpoint`
	}
	return nil, Out{Text: v}, nil
}

func (t *tools) forget(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	if err := t.mem.Forget(ctx, in.ID); err != nil {
		return nil, Out{}, fmt.Errorf("forget %s: %w", in.ID, err)
	}
	return nil, Out{Text: "forgotten"}, nil
}
