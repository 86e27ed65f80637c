package main

import (
	"context"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// call serves newServer in memory to the SDK's own client and calls tool
// with args; it returns the result and the error the client received.
func call(t *testing.T, tool string, args map[string]any) (*mcp.CallToolResult, error) {
	t.Helper()
	ctx := context.Background()
	ct, st := mcp.NewInMemoryTransports()
	if _, err := newServer().Connect(ctx, st); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient("wire", "0.0.1", nil).Connect(ctx, ct)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: args})
}

// TestTypedErrorIsProtocolError: the error of a handler NewServerTool
// adapts reaches the client as a JSON-RPC error, not as a result (the
// rule sdk.HandlerKind.ErrorRouting encodes for go-sdk before v0.2.0).
func TestTypedErrorIsProtocolError(t *testing.T) {
	res, err := call(t, "get_note", map[string]any{"id": "zz"})
	if err == nil {
		t.Fatalf("get_note: got result %+v, want a JSON-RPC error", res)
	}
	if !strings.Contains(err.Error(), "backend unavailable") {
		t.Errorf("get_note: error %q does not carry the handler's error", err)
	}
}

// TestTypedResultIsError: an isError result the typed handler builds
// reaches the client as it is.
func TestTypedResultIsError(t *testing.T) {
	res, err := call(t, "find_note", map[string]any{"id": "zz"})
	if err != nil || res == nil || !res.IsError {
		t.Fatalf("find_note: got %+v, %v; want an isError result", res, err)
	}
}

// TestRawErrorIsResult: the error of a ServerTool literal's raw Handler
// becomes an isError result with the error's text.
func TestRawErrorIsResult(t *testing.T) {
	res, err := call(t, "delete_note", map[string]any{"id": "zz"})
	if err != nil {
		t.Fatalf("delete_note: got JSON-RPC error %v, want an isError result", err)
	}
	if !res.IsError || len(res.Content) == 0 {
		t.Fatalf("delete_note: got %+v, want an isError result with content", res)
	}
	if tc, ok := res.Content[0].(*mcp.TextContent); !ok || !strings.Contains(tc.Text, `no note "zz"`) {
		t.Errorf("delete_note: content %+v, want the error's text", res.Content[0])
	}
}
