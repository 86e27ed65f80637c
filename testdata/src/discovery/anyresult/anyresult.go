// Package anyresult is a hand-rolled server whose tools return their
// result maps as any value: tools/call puts what the case's call returns
// into the response's result. A function several tools share, given the
// call's arguments, is one tool named by its function.
package anyresult

import (
	"encoding/json"
	"os"
)

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID     json.RawMessage `json:"id"`
	Result interface{}     `json:"result,omitempty"`
	Error  *rpcError       `json:"error,omitempty"`
}

type server struct{ root string }

func content(text string) map[string]interface{} {
	return map[string]interface{}{"content": []map[string]interface{}{{"type": "text", "text": text}}}
}

func failure(text string) map[string]interface{} {
	return map[string]interface{}{"content": []map[string]interface{}{{"type": "text", "text": text}}, "isError": true}
}

func (s *server) handleToolsCall(id json.RawMessage, raw json.RawMessage) *response {
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(raw, &p); err != nil {
		return &response{ID: id, Error: &rpcError{Code: -32602, Message: "invalid params"}}
	}
	var result interface{}
	switch p.Name {
	case "read":
		result = s.toolRead(p.Arguments)
	case "stat":
		result = s.toolFile("stat", p.Arguments)
	case "remove":
		result = s.toolFile("remove", p.Arguments)
	default:
		return &response{ID: id, Error: &rpcError{Code: -32602, Message: "unknown tool"}}
	}
	return &response{ID: id, Result: result}
}

func (s *server) dispatch(id json.RawMessage, method string, params json.RawMessage) *response {
	if method == "tools/call" {
		return s.handleToolsCall(id, params)
	}
	return &response{ID: id, Error: &rpcError{Code: -32601, Message: "method not found"}}
}

func (s *server) toolRead(args json.RawMessage) interface{} { // want `server.toolRead tool="read" sdk=hand-rolled kind=dispatched errors=unknown`
	var a struct{ Path string }
	if err := json.Unmarshal(args, &a); err != nil {
		return failure("bad arguments")
	}
	b, err := os.ReadFile(s.root + "/" + a.Path)
	if err != nil {
		return failure("cannot read " + a.Path)
	}
	return content(string(b))
}

func (s *server) toolFile(op string, args json.RawMessage) interface{} { // want `server.toolFile tool=\? sdk=hand-rolled kind=dispatched`
	var a struct{ Path string }
	if err := json.Unmarshal(args, &a); err != nil {
		return failure("bad arguments")
	}
	if op == "remove" {
		if err := os.Remove(s.root + "/" + a.Path); err != nil {
			return failure("cannot remove " + a.Path)
		}
	}
	return content("done")
}
