// Package valuerecord is a hand-rolled server that keeps its tools in a
// map of record values of a struct type written out twice (in the map's
// type and in the registrar's literal), filled by a package-level
// registrar its init functions call with function literals. The
// tools/call code calls a lookup function that runs the record's
// function and returns its pair; the dispatcher puts the error's text in
// the data of a -32000 error object.
package valuerecord

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
)

type descriptor struct {
	Name string `json:"name"`
}

type toolFunc func(ctx context.Context, args json.RawMessage) (any, error)

var table = map[string]struct {
	desc descriptor
	run  toolFunc
}{}

func register(d descriptor, fn toolFunc) {
	table[d.Name] = struct {
		desc descriptor
		run  toolFunc
	}{d, fn}
}

func call(ctx context.Context, name string, args json.RawMessage) (any, error) {
	e, ok := table[name]
	if !ok {
		return nil, errors.New("no such tool: " + name)
	}
	return e.run(ctx, args)
}

func init() {
	register(descriptor{Name: "stock"}, func(ctx context.Context, args json.RawMessage) (any, error) {
		var in struct {
			SKU string `json:"sku"`
		}
		if err := json.Unmarshal(args, &in); err != nil {
			return nil, err // want `tool "stock" handler returns an error that dispatcher call sends as JSON-RPC error -32000`
		}
		if in.SKU == "" {
			return nil, errors.New("sku is required") // want `tool "stock" handler returns an error that dispatcher call sends as JSON-RPC error -32000`
		}
		return map[string]int{in.SKU: 3}, nil
	})
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

type response struct {
	JSONRPC string    `json:"jsonrpc"`
	ID      any       `json:"id"`
	Result  any       `json:"result,omitempty"`
	Error   *rpcError `json:"error,omitempty"`
}

func handle(w http.ResponseWriter, r *http.Request) {
	var req struct {
		ID     any             `json:"id"`
		Method string          `json:"method"`
		Params json.RawMessage `json:"params"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	resp := response{JSONRPC: "2.0", ID: req.ID}
	switch req.Method {
	case "tools/call":
		var p struct {
			Name      string          `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		}
		if err := json.Unmarshal(req.Params, &p); err != nil {
			resp.Error = &rpcError{Code: -32602, Message: "invalid params"}
			break
		}
		out, err := call(r.Context(), p.Name, p.Arguments)
		if err != nil {
			resp.Error = &rpcError{Code: -32000, Message: "tool failed", Data: err.Error()}
		} else {
			resp.Result = out
		}
	default:
		resp.Error = &rpcError{Code: -32601, Message: "method not found"}
	}
	_ = json.NewEncoder(w).Encode(resp)
}
