// Package anymaps is a hand-rolled server whose tools return their
// results as any value, maps built by two helpers (content, failure), and
// whose tools/call code puts what they return into the response's result:
// they are tools whose failures are results.
package anymaps

import (
	"encoding/json"
	"fmt"
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

func (s *server) toolRead(args json.RawMessage) interface{} {
	var a struct{ Path string }
	if err := json.Unmarshal(args, &a); err != nil {
		return failure("bad arguments: " + err.Error())
	}
	b, err := os.ReadFile(s.root + "/" + a.Path)
	if err != nil {
		return content(fmt.Sprintf("could not read %s: %v", a.Path, err)) // want `result text "could not read …" reads as a failure but does not set isError`
	}
	return content(string(b))
}

// toolFile is the shared work of two tools, told apart by op.
func (s *server) toolFile(op string, args json.RawMessage) interface{} {
	var a struct{ Path string }
	if err := json.Unmarshal(args, &a); err != nil {
		return failure("bad arguments: " + err.Error())
	}
	switch op {
	case "stat":
		fi, err := os.Stat(s.root + "/" + a.Path)
		if err != nil {
			return failure(err.Error())
		}
		return content(fi.Name())
	case "remove":
		if err := os.Remove(s.root + "/" + a.Path); err != nil {
			return failure(err.Error())
		}
	}
	return content("done")
}
