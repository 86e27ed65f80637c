package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Registration closures that hand on the triple of the tool's own
// function: the function's returns are judged, also when it has defer
// statements (which keep its results in slots) and when it hands on the
// triple of a second function in turn.
func registerDelegated(s *mcp.Server, st *store) {
	mcp.AddTool(s, &mcp.Tool{Name: "rows"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		return st.rows(ctx, a)
	})
	mcp.AddTool(s, &mcp.Tool{Name: "plain_rows"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		return st.plainRows(ctx, a) // want `isError result returned with a nil error: go-sdk marshals the output \(out\)`
	})
	mcp.AddTool(s, &mcp.Tool{Name: "status"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		return st.status(ctx, a)
	})
	mcp.AddTool(s, &mcp.Tool{Name: "closed_rows"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		return st.closedRows(ctx, a)
	})
	mcp.AddTool(s, &mcp.Tool{Name: "encoded"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		return encoded(out{N: 5})
	})
}

// encoded answers with the output as JSON text; only a failure to encode
// the server's own output (its bug, not the call's) makes it an error.
func encoded[T any](v T) (*mcp.CallToolResult, T, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return failed[T]("encode result: %v", err)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, v, nil
}

func failed[T any](format string, args ...any) (*mcp.CallToolResult, T, error) {
	var zero T
	return textOnly(fmt.Sprintf(format, args...)), zero, nil
}

type store struct{ legacy bool }

func (st *store) open(q string) (io.ReadCloser, error) {
	if q == "" {
		return nil, errors.New("empty query")
	}
	return io.NopCloser(strings.NewReader(q)), nil
}

// coded builds an isError result that also carries structured content.
func coded(code, msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError:           true,
		Content:           []mcp.Content{&mcp.TextContent{Text: msg}},
		StructuredContent: map[string]any{"code": code, "message": msg},
	}
}

// textOnly builds an isError result with text content only.
func textOnly(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

func (st *store) rows(ctx context.Context, a in) (*mcp.CallToolResult, out, error) {
	rc, err := st.open(a.Q)
	if err != nil {
		return coded("query_failed", "the query failed"), out{}, nil // want `isError result carries structured content`
	}
	defer rc.Close()
	return nil, out{N: 1}, nil
}

// plainRows fails with a text-only result: the SDK attaches the output
// beside it, reported at the closure that hands the triple on.
func (st *store) plainRows(ctx context.Context, a in) (*mcp.CallToolResult, out, error) {
	rc, err := st.open(a.Q)
	if err != nil {
		return textOnly("the query failed"), out{}, nil
	}
	defer rc.Close()
	return nil, out{N: 1}, nil
}

func (st *store) status(ctx context.Context, a in) (*mcp.CallToolResult, out, error) {
	if st.legacy {
		return st.legacyStatus(ctx, a)
	}
	return nil, out{N: 2}, nil
}

func (st *store) legacyStatus(ctx context.Context, a in) (*mcp.CallToolResult, out, error) {
	if a.Q == "" {
		return coded("no_status", "no status"), out{}, nil // want `isError result carries structured content`
	}
	return nil, out{N: 3}, nil
}

// closedRows returns the open error as its error: the SDK makes the
// isError result itself, with no structured content.
func (st *store) closedRows(ctx context.Context, a in) (*mcp.CallToolResult, out, error) {
	rc, err := st.open(a.Q)
	if err != nil {
		return nil, out{}, err
	}
	defer rc.Close()
	return nil, out{N: 4}, nil
}

// Handlers whose result a helper renders from the output: the helper's
// only isError result is its failure to encode that output (the
// server's bug, on a path no call reaches), unlike a helper that fails on
// what the call gave it.
func registerRendered(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "rendered"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, *out, error) {
		o := &out{N: 6}
		return asJSONText(o), o, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "rendered_checked"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, *out, error) {
		o := &out{N: 7}
		return nonEmptyText(a.Q, o), o, nil // want `isError result returned with a nil error: go-sdk marshals the output \(\*out\)`
	})
}

// asJSONText renders v as indented JSON text.
func asJSONText(v any) *mcp.CallToolResult {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "encode: " + err.Error()}}}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}
}

// nonEmptyText renders v, failing when the query the call gave is empty.
func nonEmptyText(q string, v any) *mcp.CallToolResult {
	if q == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "q is required"}}}
	}
	return asJSONText(v)
}
