package main

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Shapes of the held-out round eval100b (issue 22): an HTTP gate answers
// a call its caller's grant does not cover with a 403 whose JSON-RPC
// error is an unnamed struct member of the body.

const quotaScopeCode = -32040

func denyQuota(w http.ResponseWriter, id json.RawMessage) {
	w.WriteHeader(http.StatusForbidden)
	body := struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Error   struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}{JSONRPC: "2.0", ID: id}
	body.Error.Code = quotaScopeCode // want reservedcode:`-32040`
	body.Error.Message = "quota scope required"
	_ = json.NewEncoder(w).Encode(body)
}

func quotaNotFound(w http.ResponseWriter) {
	w.WriteHeader(http.StatusNotFound)
	_ = json.NewEncoder(w).Encode(struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	}{Code: http.StatusNotFound, Message: "no such quota"}) // ok reservedcode
}

var _ = []func(http.ResponseWriter){quotaNotFound, func(w http.ResponseWriter) { denyQuota(w, nil) }}

// Shapes of the held-out round eval102b: a bridge answers a failed
// backend call with the JSON a helper marshals, {"success": false,
// "error": …}, in a result that does not set isError.

type quotaIn struct {
	ID string `json:"id"`
}

func quotaFetch(ctx context.Context, id string) ([]byte, error) {
	if id == "" {
		return nil, errors.New("backend refused")
	}
	return []byte(`{}`), nil
}

func quotaFailJSON(err error) []byte {
	out, _ := json.Marshal(map[string]any{"success": false, "error": err.Error()})
	return out
}

func quotaGet(ctx context.Context, _ *mcp.CallToolRequest, in quotaIn) (*mcp.CallToolResult, any, error) {
	data, err := quotaFetch(ctx, in.ID)
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(quotaFailJSON(err))}}}, nil, nil // want unflaggederror:`marshalled by quotaFailJSON`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil, nil // ok unflaggederror
}

func registerSession16(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "quota_get"}, quotaGet)
}
