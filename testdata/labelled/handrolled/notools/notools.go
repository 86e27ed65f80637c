// Package notools has dispatchers that are not tools/call: a JSON-RPC
// resources/read handler that switches on the URI, and a plain HTTP API
// whose call endpoint switches on an operation name. Their functions are
// no MCP tools, whatever they return, so no tool check applies.
package notools

import (
	"encoding/json"
	"errors"
	"net/http"
	"os"
)

// Content is a content block.
type Content struct {
	URI  string `json:"uri,omitempty"`
	Type string `json:"type,omitempty"`
	Text string `json:"text"`
}

// Answer is what the HTTP API answers; it happens to have the fields of
// a call-tool result.
type Answer struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// ReadResult is a resources/read result.
type ReadResult struct {
	Contents []Content `json:"contents"`
}

// RPCError is a JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Resources answers resources/read.
type Resources struct{ dir string }

type readParams struct {
	URI string `json:"uri"`
}

// Handle answers a JSON-RPC request.
func (r *Resources) Handle(method string, params json.RawMessage) (any, *RPCError) {
	if method != "resources/read" {
		return nil, &RPCError{Code: -32601, Message: "method not found"}
	}
	var p readParams
	if err := json.Unmarshal(params, &p); err != nil {
		return nil, &RPCError{Code: -32602, Message: "invalid params"}
	}
	var (
		res *ReadResult
		err error
	)
	switch p.URI {
	case "config://app":
		res, err = r.config()
	case "notes://latest":
		res, err = r.notes()
	default:
		return nil, &RPCError{Code: -32602, Message: "resource not found"}
	}
	if err != nil {
		return nil, &RPCError{Code: -32603, Message: err.Error()}
	}
	return res, nil
}

func (r *Resources) config() (*ReadResult, error) {
	b, err := os.ReadFile(r.dir + "/config.json")
	if err != nil {
		return nil, err // ok rpcerror nilresult
	}
	return &ReadResult{Contents: []Content{{URI: "config://app", Text: string(b)}}}, nil
}

func (r *Resources) notes() (*ReadResult, error) {
	return nil, nil // ok nilresult
}

// API is a plain HTTP API, no MCP.
type API struct{ dir string }

type callRequest struct {
	Op   string         `json:"op"`
	Args map[string]any `json:"args"`
}

// HandleCall answers POST /api/call.
func (a *API) HandleCall(w http.ResponseWriter, r *http.Request) {
	var req callRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	var (
		ans *Answer
		err error
	)
	switch req.Op {
	case "list":
		ans, err = a.list(req.Args)
	case "remove":
		ans, err = a.remove(req.Args)
	default:
		http.Error(w, "unknown op", http.StatusNotFound)
		return
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	_ = json.NewEncoder(w).Encode(ans)
}

func (a *API) list(args map[string]any) (*Answer, error) {
	entries, err := os.ReadDir(a.dir)
	if err != nil {
		return nil, err // ok rpcerror nilresult
	}
	if len(entries) == 0 {
		return &Answer{IsError: true}, nil // ok emptyerror
	}
	return &Answer{Content: []Content{{Type: "text", Text: entries[0].Name()}}}, nil
}

func (a *API) remove(args map[string]any) (*Answer, error) {
	name, _ := args["name"].(string)
	if name == "" {
		return &Answer{Content: []Content{{Type: "text", Text: "Error: name is required"}}}, nil // ok unflaggederror
	}
	if err := os.Remove(a.dir + "/" + name); err != nil {
		return nil, errors.New("remove failed") // ok rpcerror
	}
	return nil, nil // ok nilresult
}
