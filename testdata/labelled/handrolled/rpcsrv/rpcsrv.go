// Package rpcsrv is a hand-rolled MCP server over HTTP: a tools/call
// dispatcher method switches on the tool name and calls each tool, which
// returns its result by pointer and, for a failure, the project's own
// JSON-RPC error object; the dispatcher puts that object into the
// response as it is. A tool's JSON-RPC error is right for bad params with
// a fixed message and wrong for a failure of the tool's work.
package rpcsrv

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
)

// Text is a text content block.
type Text struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// CallResult is a tools/call result.
type CallResult struct {
	Content           []Text `json:"content"`
	StructuredContent any    `json:"structuredContent,omitempty"`
	IsError           bool   `json:"isError,omitempty"`
}

// RPCError is a JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

type rpcRequest struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
}

type rpcResponse struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  any             `json:"result,omitempty"`
	Error   *RPCError       `json:"error,omitempty"`
}

type toolCall struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

// Inventory is the upstream the tools ask.
type Inventory interface {
	Count(ctx context.Context, sku string) (int, error)
	Reserve(ctx context.Context, sku string, n int) error
}

// Server answers MCP requests.
type Server struct {
	inv Inventory
}

// ServeHTTP answers one JSON-RPC request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req rpcRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	resp := rpcResponse{JSONRPC: "2.0", ID: req.ID}
	switch req.Method {
	case "tools/call":
		resp.Result, resp.Error = s.callTool(r.Context(), req.Params)
	default:
		resp.Error = &RPCError{Code: -32601, Message: "method not found: " + req.Method}
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(resp)
}

func (s *Server) callTool(ctx context.Context, params json.RawMessage) (any, *RPCError) {
	var call toolCall
	if err := json.Unmarshal(params, &call); err != nil {
		return nil, &RPCError{Code: -32602, Message: "invalid tools/call params"}
	}
	var (
		res    *CallResult
		rpcErr *RPCError
	)
	switch call.Name {
	case "stock_count":
		res, rpcErr = s.stockCount(ctx, call.Arguments)
	case "reserve_stock":
		res, rpcErr = s.reserveStock(ctx, call.Arguments)
	case "stock_report":
		res, rpcErr = s.stockReport(ctx, call.Arguments)
	case "sku_info":
		res, rpcErr = s.skuInfo(ctx, call.Arguments)
	default:
		return nil, &RPCError{Code: -32602, Message: "unknown tool: " + call.Name}
	}
	if rpcErr != nil {
		return nil, rpcErr
	}
	return res, nil
}

type skuArgs struct {
	SKU      string `json:"sku"`
	Quantity int    `json:"quantity"`
}

func parseSKU(raw json.RawMessage) (skuArgs, *RPCError) {
	var a skuArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		return a, &RPCError{Code: -32602, Message: "arguments must be an object with a sku"}
	}
	if a.SKU == "" {
		return a, invalidParams("sku is required")
	}
	return a, nil
}

func invalidParams(msg string) *RPCError {
	return &RPCError{Code: -32602, Message: msg}
}

func upstreamFailure(op string, err error) *RPCError {
	return &RPCError{Code: -32603, Message: op + ": " + err.Error()}
}

func textResult(s string) *CallResult {
	return &CallResult{Content: []Text{{Type: "text", Text: s}}}
}

func (s *Server) stockCount(ctx context.Context, raw json.RawMessage) (*CallResult, *RPCError) {
	a, perr := parseSKU(raw)
	if perr != nil {
		return nil, perr // ok rpcerror nilresult
	}
	n, err := s.inv.Count(ctx, a.SKU)
	if err != nil {
		return nil, &RPCError{Code: -32603, Message: "inventory lookup failed: " + err.Error()} // want rpcerror:`JSON-RPC error` // ok nilresult
	}
	if n < 0 {
		return nil, nil // want nilresult:`"result": null`
	}
	return textResult(strconv.Itoa(n)), nil // ok rpcerror nilresult unflaggederror
}

func (s *Server) reserveStock(ctx context.Context, raw json.RawMessage) (*CallResult, *RPCError) {
	a, perr := parseSKU(raw)
	if perr != nil {
		return nil, perr // ok rpcerror
	}
	if a.Quantity <= 0 {
		return nil, invalidParams("quantity must be positive") // ok rpcerror nilresult
	}
	if err := s.inv.Reserve(ctx, a.SKU, a.Quantity); err != nil {
		return nil, upstreamFailure("reserve", err) // want rpcerror:`JSON-RPC error`
	}
	return &CallResult{IsError: true, Content: []Text{}}, nil // want emptyerror:`empty content array|no content`
}

func (s *Server) stockReport(ctx context.Context, raw json.RawMessage) (*CallResult, *RPCError) {
	a, perr := parseSKU(raw)
	if perr != nil {
		return &CallResult{IsError: true, Content: []Text{{Type: "text", Text: perr.Message}}}, nil // ok rpcerror emptyerror unflaggederror
	}
	n, err := s.inv.Count(ctx, a.SKU)
	if err != nil {
		return textResult(fmt.Sprintf("could not count %s: %v", a.SKU, err)), nil // want unflaggederror:`does not set isError`
	}
	return &CallResult{ // ok structurederror
		Content:           []Text{{Type: "text", Text: fmt.Sprintf("%d in stock", n)}},
		StructuredContent: map[string]int{"count": n},
	}, nil
}

func (s *Server) skuInfo(ctx context.Context, raw json.RawMessage) (*CallResult, *RPCError) {
	a, perr := parseSKU(raw)
	if perr != nil {
		return nil, perr // ok rpcerror
	}
	n, err := s.inv.Count(ctx, a.SKU)
	if err != nil {
		return &CallResult{ // want structurederror:`carries structured content`
			IsError:           true,
			Content:           []Text{{Type: "text", Text: "inventory is unavailable; try again later"}},
			StructuredContent: map[string]string{"sku": a.SKU},
		}, nil
	}
	if n == 0 {
		return nil, invalidParams(fmt.Sprintf("unknown sku %q", a.SKU)) // ok rpcerror nilresult
	}
	return textResult(a.SKU + ": known"), nil // ok emptyerror unflaggederror structurederror
}
