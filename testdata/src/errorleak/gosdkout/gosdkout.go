// Package gosdkout exercises errorleak on the output of go-sdk typed
// handlers: with a nil error the SDK marshals the output into
// structuredContent (and into a text content when the result has none).
package gosdkout

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var apiBase = os.Getenv("INVENTORY_API_URL")

type args struct{ SKU string }

type status struct {
	OK     bool   `json:"ok"`
	Detail string `json:"detail"`
}

// lookup asks the configured inventory service; its error is a *url.Error
// naming that endpoint.
func lookup(sku string) (int, error) {
	resp, err := http.Get(apiBase + "/stock/" + sku)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

// reserve reports its outcome as a flag and a message carrying the raw
// error.
func reserve(sku string) (bool, string) {
	if _, err := lookup(sku); err != nil {
		return false, "reserve: " + err.Error()
	}
	return true, "reserved"
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "stock"}, stock)
	mcp.AddTool(s, &mcp.Tool{Name: "stock_struct"}, stockStruct)
	mcp.AddTool(s, &mcp.Tool{Name: "reserve"}, reserveTool)
	mcp.AddTool(s, &mcp.Tool{Name: "stock_err"}, stockErr)
	mcp.AddTool(s, &mcp.Tool{Name: "stock_clean"}, stockClean)
	mcp.AddTool(s, &mcp.Tool{Name: "stock_nil"}, stockNil)
}

// stock puts the raw error text into a map output with a nil error.
func stock(ctx context.Context, _ *mcp.CallToolRequest, a args) (*mcp.CallToolResult, map[string]any, error) {
	n, err := lookup(a.SKU)
	if err != nil {
		return &mcp.CallToolResult{}, map[string]any{"available": false, "message": "lookup failed: " + err.Error()}, nil // want `the handler's output carries raw net/http error text from http.Get at gosdkout.go:28 .* go-sdk marshals it into structuredContent`
	}
	return nil, map[string]any{"available": n == http.StatusOK}, nil
}

// stockStruct does the same with a struct output and a nil result.
func stockStruct(ctx context.Context, _ *mcp.CallToolRequest, a args) (*mcp.CallToolResult, status, error) {
	if _, err := lookup(a.SKU); err != nil {
		return nil, status{Detail: fmt.Sprintf("inventory: %v", err)}, nil // want `the handler's output carries raw net/http error text from http.Get at gosdkout.go:28`
	}
	return nil, status{OK: true, Detail: "in stock"}, nil
}

// reserveTool passes on a helper's message; isError is decided by a flag.
func reserveTool(ctx context.Context, _ *mcp.CallToolRequest, a args) (*mcp.CallToolResult, *status, error) {
	ok, msg := reserve(a.SKU)
	return &mcp.CallToolResult{IsError: !ok}, &status{OK: ok, Detail: msg}, nil // want `the handler's output carries raw net/http error text`
}

// stockErr returns the error with the output: the SDK drops the output
// and writes the error's text (reported at the error, not the output).
func stockErr(ctx context.Context, _ *mcp.CallToolRequest, a args) (*mcp.CallToolResult, map[string]any, error) {
	if _, err := lookup(a.SKU); err != nil {
		return nil, map[string]any{"message": err.Error()}, err // want `returned error carries raw net/http error text`
	}
	return nil, map[string]any{"available": true}, nil
}

// stockClean logs the error and gives the model a short message.
func stockClean(ctx context.Context, _ *mcp.CallToolRequest, a args) (*mcp.CallToolResult, map[string]any, error) {
	n, err := lookup(a.SKU)
	if err != nil {
		fmt.Fprintln(os.Stderr, "lookup:", err)
		return &mcp.CallToolResult{}, map[string]any{"available": false, "message": "the inventory service is unreachable; retry later"}, nil
	}
	return nil, map[string]any{"status": n, "sku": a.SKU}, nil
}

// stockNil returns a nil output beside an isError text without the
// error's text.
func stockNil(ctx context.Context, _ *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
	if _, err := lookup(a.SKU); err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return nil, nil, errors.New("the inventory service timed out")
		}
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "inventory unavailable"}}}, nil, nil
	}
	return nil, nil, nil
}
