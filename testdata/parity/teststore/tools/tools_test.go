package tools

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"parity/teststore/mem"
)

// recorder counts the reads of a test.
type recorder struct{ reads int }

func (r *recorder) Get(ctx context.Context, id string) (string, error) {
	r.reads++
	return "note " + id, nil
}

func TestNote(t *testing.T) {
	for _, g := range []interface {
		Get(context.Context, string) (string, error)
	}{&recorder{}, &mem.Memory{Notes: map[string]string{"a": "x"}}} {
		h := &handler{notes: g}
		res, err := h.note(context.Background(), mcp.CallToolRequest{})
		if err != nil || res == nil {
			t.Fatal(err)
		}
	}
}
