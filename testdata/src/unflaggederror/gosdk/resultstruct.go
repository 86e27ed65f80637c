package gosdk

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func registerResultStruct(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "rs_low"}, structLow)
	s.AddTool(&mcp.Tool{Name: "rs_structured"}, structStructured)
	mcp.AddTool(s, &mcp.Tool{Name: "rs_typed"}, structTyped)
	mcp.AddTool(s, &mcp.Tool{Name: "rs_typed_ok"}, structTypedOK)
	mcp.AddTool(s, &mcp.Tool{Name: "rs_typed_partial"}, structTypedPartial)
}

// queryOut is a tool's answer, with the failure in a field.
type queryOut struct {
	Rows  int    `json:"rows"`
	Error string `json:"error,omitempty"`
}

func queryRows(q string) queryOut {
	if err := run(q); err != nil {
		return queryOut{Error: err.Error()}
	}
	return queryOut{Rows: 1}
}

func structLow(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(queryRows("q"))
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil // want `result text is JSON whose "error" holds an error's text when queryRows fails but does not set isError`
}

func structStructured(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r := queryRows("q")
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "see structured content"}}, StructuredContent: r}, nil // want `result structured content is JSON whose "error" holds an error's text when queryRows fails`
}

// structTyped returns the struct as its output: the SDK sends it as a
// success.
func structTyped(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, queryOut, error) {
	return nil, queryRows(a.Q), nil // want `the output's structured content is JSON whose "error" holds an error's text when queryRows fails, but the result does not set isError`
}

// structTypedOK never puts an error into its output.
func structTypedOK(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, queryOut, error) {
	if err := run(a.Q); err != nil {
		return nil, queryOut{}, err
	}
	return nil, queryOut{Rows: 2}, nil
}

// batchOut reports what was done beside what was not.
type batchOut struct {
	OK    bool   `json:"ok"`
	Done  int    `json:"done"`
	Error string `json:"error,omitempty"`
}

// structTypedPartial did the work and notes a failure on the side.
func structTypedPartial(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, batchOut, error) {
	if err := run(a.Q); err != nil {
		return nil, batchOut{OK: true, Done: 3, Error: err.Error()}, nil
	}
	return nil, batchOut{OK: true, Done: 4}, nil
}
