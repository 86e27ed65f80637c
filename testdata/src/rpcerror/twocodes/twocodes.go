// Package twocodes is a hand-rolled server whose dispatcher answers the
// unknown-tool error it tells apart with -32602 and every other error,
// the tools' failures, with -31000: the tools' errors are sent with
// -31000.
package twocodes

import (
	"encoding/json"
	"errors"
	"fmt"
)

type request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID     any       `json:"id"`
	Result any       `json:"result,omitempty"`
	Error  *rpcError `json:"error,omitempty"`
}

type unknownToolError struct{ name string }

func (e unknownToolError) Error() string { return "unknown tool " + e.name }

func errorResponse(id any, code int, msg string) response {
	return response{ID: id, Error: &rpcError{Code: code, Message: msg}}
}

func lookup(args map[string]any) (any, error) {
	if args["id"] == nil {
		return nil, errors.New("id is required") // want `tool "lookup" handler returns an error that dispatcher callTool sends as JSON-RPC error -31000`
	}
	return map[string]any{"found": true}, nil
}

var connected bool

// connect opens the session every tool needs.
func connect() error {
	if !connected {
		return errors.New("not connected")
	}
	return nil
}

func callTool(raw json.RawMessage) (any, error) {
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if raw == nil {
		return nil, errors.New("params are required") // a check of the request: no tool's failure
	}
	if err := json.Unmarshal(raw, &p); err != nil {
		return nil, err // the request's decoding: no tool's failure
	}
	if err := connect(); err != nil {
		return nil, fmt.Errorf("no session: %w", err) // want `tool handler callTool returns an error that dispatcher handle sends as JSON-RPC error -31000`
	}
	switch p.Name {
	case "lookup":
		return lookup(p.Arguments)
	default:
		return nil, unknownToolError{name: p.Name}
	}
}

func handle(req request) response {
	if req.Method != "tools/call" {
		return errorResponse(req.ID, -32601, "method not found")
	}
	res, err := callTool(req.Params)
	if err != nil {
		var u unknownToolError
		if errors.As(err, &u) {
			return errorResponse(req.ID, -32602, err.Error())
		}
		return errorResponse(req.ID, -31000, err.Error())
	}
	return response{ID: req.ID, Result: map[string]any{"content": []map[string]any{{"type": "text", "text": fmt.Sprint(res)}}}}
}
