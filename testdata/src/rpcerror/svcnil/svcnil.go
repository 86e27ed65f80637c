// Package svcnil is a hand-rolled server whose tools return the results
// of a service package without MCP code; its dispatcher sends a tool's
// error as JSON-RPC -32603. A tool returning Split's results, whose
// error is always nil, sends no error; one returning Count's does.
package svcnil

import (
	"encoding/json"

	"rpcerror/svcnil/svc"
)

type tool func(args map[string]any) (any, error)

var tools = map[string]tool{
	"split": func(args map[string]any) (any, error) {
		s, _ := args["text"].(string)
		return svc.Split(s)
	},
	"count": func(args map[string]any) (any, error) {
		s, _ := args["text"].(string)
		return svc.Count(s) // want `tool "count" handler returns an error that dispatcher Handle sends as JSON-RPC error -32603`
	},
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type request struct {
	ID     any            `json:"id"`
	Method string         `json:"method"`
	Params map[string]any `json:"params"`
}

type response struct {
	ID     any       `json:"id"`
	Result any       `json:"result,omitempty"`
	Error  *rpcError `json:"error,omitempty"`
}

// Handle answers one request.
func Handle(req request) response {
	resp := response{ID: req.ID}
	switch req.Method {
	case "tools/call":
		name, _ := req.Params["name"].(string)
		fn, ok := tools[name]
		if !ok {
			resp.Error = &rpcError{Code: -32602, Message: "unknown tool"}
			return resp
		}
		args, _ := req.Params["arguments"].(map[string]any)
		out, err := fn(args)
		if err != nil {
			resp.Error = &rpcError{Code: -32603, Message: err.Error()}
			return resp
		}
		b, _ := json.Marshal(out)
		resp.Result = map[string]any{"content": []map[string]any{{"type": "text", "text": string(b)}}}
	}
	return resp
}
