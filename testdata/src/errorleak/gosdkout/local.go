package gosdkout

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Outputs built in a local variable and returned by value: only the
// field stores that reach a return count there.

type failure struct {
	Count int     `json:"count"`
	Error *string `json:"error,omitempty"`
}

type report struct {
	Count int    `json:"count"`
	Error string `json:"error,omitempty"`
}

func registerLocal(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "count_ptr"}, countPtr)
	mcp.AddTool(s, &mcp.Tool{Name: "count_branch"}, countBranch)
	mcp.AddTool(s, &mcp.Tool{Name: "count_items"}, countItems)
	mcp.AddTool(s, &mcp.Tool{Name: "count_note"}, countNote)
}

// countPtr keeps the raw error text through a pointer to a local string;
// its success return sets no error.
func countPtr(ctx context.Context, _ *mcp.CallToolRequest, a args) (*mcp.CallToolResult, failure, error) {
	var out failure
	n, err := lookup(a.SKU)
	if err != nil {
		msg := err.Error()
		out.Error = &msg
		return &mcp.CallToolResult{IsError: true}, out, nil // want `the handler's output carries raw net/http error text`
	}
	out.Count = n
	return nil, out, nil
}

// countBranch sets the error field on the failing path only.
func countBranch(ctx context.Context, _ *mcp.CallToolRequest, a args) (*mcp.CallToolResult, report, error) {
	var out report
	n, err := lookup(a.SKU)
	if err != nil {
		out.Error = "lookup: " + err.Error()
		return &mcp.CallToolResult{IsError: true}, out, nil // want `the handler's output carries raw net/http error text`
	}
	out.Count = n
	return nil, out, nil
}

// item is one line of a batch answer, built by a helper.
type item struct {
	SKU   string  `json:"sku"`
	Error *string `json:"error,omitempty"`
}

type batch struct {
	Items []item `json:"items"`
}

// countOne keeps the raw error text of one lookup through a pointer to a
// local string in the item it returns.
func countOne(sku string) item {
	it := item{SKU: sku}
	if _, err := lookup(sku); err != nil {
		msg := err.Error()
		it.Error = &msg
	}
	return it
}

// noteOne points the item's error at a fixed message of its own.
func noteOne(sku string) item {
	it := item{SKU: sku}
	if _, err := lookup(sku); err != nil {
		msg := "not in stock"
		it.Error = &msg
	}
	return it
}

// countItems returns the helper's items: their errors are the raw text.
func countItems(ctx context.Context, _ *mcp.CallToolRequest, a args) (*mcp.CallToolResult, batch, error) {
	var out batch
	out.Items = append(out.Items, countOne(a.SKU))
	return nil, out, nil // want `the handler's output carries raw net/http error text`
}

// countNote returns items whose error is the helper's own message.
func countNote(ctx context.Context, _ *mcp.CallToolRequest, a args) (*mcp.CallToolResult, batch, error) {
	var out batch
	out.Items = append(out.Items, noteOne(a.SKU))
	return nil, out, nil
}
