// Package wire is a hand-rolled server whose tools return no error and
// carry their result in the JSON-RPC response envelope they return (A), in
// a map the dispatcher wraps (B), or in a result struct the dispatcher
// wraps (C). A failure's text in a result without isError is reported; a
// result with isError set and an envelope with its error member set are
// not.
package wire

import (
	"encoding/json"
	"errors"
	"fmt"
)

type request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type envelope struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  any             `json:"result,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
}

type part struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type outcome struct {
	Content []part `json:"content"`
	IsError bool   `json:"isError,omitempty"`
}

func content(text string) map[string]any {
	return map[string]any{"content": []map[string]any{{"type": "text", "text": text}}}
}

func failure(text string) map[string]any {
	return map[string]any{"isError": true, "content": []map[string]any{{"type": "text", "text": text}}}
}

func fetch(key string) (string, error) {
	if key == "" {
		return "", errors.New("store unavailable")
	}
	return "value of " + key, nil
}

// getTool returns the whole envelope (A).
func getTool(id json.RawMessage, args json.RawMessage) *envelope {
	var p struct {
		Key string `json:"key"`
	}
	if err := json.Unmarshal(args, &p); err != nil {
		return &envelope{JSONRPC: "2.0", ID: id, Error: &rpcError{Code: -32602, Message: "invalid arguments: " + err.Error()}}
	}
	v, err := fetch(p.Key)
	if err != nil {
		return &envelope{JSONRPC: "2.0", ID: id, Result: content(fmt.Sprintf("key %s: %v", p.Key, err))} // want `result text is built from an error value but does not set isError`
	}
	return &envelope{JSONRPC: "2.0", ID: id, Result: content(v)}
}

// putTool returns the whole envelope (A), flagged on failure.
func putTool(id json.RawMessage, args json.RawMessage) *envelope {
	if _, err := fetch(string(args)); err != nil {
		return &envelope{JSONRPC: "2.0", ID: id, Result: failure("put failed: " + err.Error())}
	}
	return &envelope{JSONRPC: "2.0", ID: id, Result: content("stored")}
}

// ok puts a result into an envelope.
func ok(id json.RawMessage, res any) *envelope {
	return &envelope{JSONRPC: "2.0", ID: id, Result: res}
}

// reject answers a JSON-RPC error.
func reject(id json.RawMessage, code int, msg string) *envelope {
	return &envelope{JSONRPC: "2.0", ID: id, Error: &rpcError{Code: code, Message: msg}}
}

// moveTool builds its envelopes through ok and reject (A).
func moveTool(id json.RawMessage, args json.RawMessage) *envelope {
	if len(args) == 0 {
		return reject(id, -32602, "move failed: no arguments")
	}
	if _, err := fetch(string(args)); err != nil {
		return ok(id, content("move failed: "+err.Error())) // want `result text "move failed: …" reads as a failure but does not set isError`
	}
	if len(args) > 100 {
		return ok(id, failure("too long to move"))
	}
	return ok(id, content("moved"))
}

// listTool returns the map the dispatcher wraps (B).
func listTool(args json.RawMessage) map[string]any {
	v, err := fetch(string(args))
	if err != nil {
		return map[string]any{"content": []map[string]any{{"type": "text", "text": "list failed: " + err.Error()}}} // want `result text "list failed: …" reads as a failure but does not set isError`
	}
	return content(v)
}

// dropTool returns the map the dispatcher wraps (B), flagged on failure.
func dropTool(args json.RawMessage) map[string]any {
	if _, err := fetch(string(args)); err != nil {
		return map[string]any{"isError": true, "content": []map[string]any{{"type": "text", "text": "drop failed: " + err.Error()}}}
	}
	return content("dropped")
}

// sizeTool returns a result struct the dispatcher wraps (C).
func sizeTool(args json.RawMessage) outcome {
	v, err := fetch(string(args))
	if err != nil {
		return outcome{Content: []part{{Type: "text", Text: "size failed: " + err.Error()}}} // want `result text "size failed: …" reads as a failure but does not set isError`
	}
	return outcome{Content: []part{{Type: "text", Text: fmt.Sprint(len(v))}}}
}

// hashTool returns a result struct the dispatcher wraps (C), flagged on
// failure.
func hashTool(args json.RawMessage) outcome {
	if _, err := fetch(string(args)); err != nil {
		return outcome{IsError: true, Content: []part{{Type: "text", Text: "hash failed: " + err.Error()}}}
	}
	return outcome{Content: []part{{Type: "text", Text: "ok"}}}
}

func callTool(req *request) *envelope {
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return &envelope{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32602, Message: "bad params"}}
	}
	switch p.Name {
	case "get":
		return getTool(req.ID, p.Arguments)
	case "put":
		return putTool(req.ID, p.Arguments)
	case "list":
		return &envelope{JSONRPC: "2.0", ID: req.ID, Result: listTool(p.Arguments)}
	case "drop":
		return &envelope{JSONRPC: "2.0", ID: req.ID, Result: dropTool(p.Arguments)}
	case "size":
		return &envelope{JSONRPC: "2.0", ID: req.ID, Result: sizeTool(p.Arguments)}
	case "flag":
		return &envelope{JSONRPC: "2.0", ID: req.ID, Result: flagTool(p.Arguments)}
	case "move":
		return moveTool(req.ID, p.Arguments)
	case "hash":
		return &envelope{JSONRPC: "2.0", ID: req.ID, Result: hashTool(p.Arguments)}
	}
	return &envelope{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32602, Message: "unknown tool: " + p.Name}}
}

// Handle answers one request.
func Handle(req *request) *envelope {
	switch req.Method {
	case "tools/call":
		return callTool(req)
	}
	return &envelope{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32601, Message: "method not found"}}
}

// flagTool flags the helper's map after building it (B).
func flagTool(args json.RawMessage) map[string]any {
	if _, err := fetch(string(args)); err != nil {
		res := content("flag failed: " + err.Error())
		res["isError"] = true
		return res
	}
	return content("flagged")
}
