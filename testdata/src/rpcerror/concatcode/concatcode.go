// Package concatcode is a hand-rolled server whose tools/call code puts
// a tool's error into a JSON-RPC error's message by concatenation and
// sends it with -32602, the code it also uses for bad params: the tool's
// errors are sent with -32602.
package concatcode

import (
	"encoding/json"
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

type callParams struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

type shelf struct{ books map[string]string }

func (s *shelf) invoke(p callParams) (any, error) {
	switch p.Name {
	case "find_book":
		return s.findBook(p.Arguments)
	}
	return nil, fmt.Errorf("no tool named %s", p.Name)
}

func (s *shelf) findBook(args map[string]any) (any, error) {
	title, _ := args["title"].(string)
	author, ok := s.books[title]
	if !ok {
		return nil, fmt.Errorf("book %q is not on the shelf", title) // want `tool "find_book" handler returns an error that dispatcher shelf.invoke sends as JSON-RPC error -32602`
	}
	return author, nil
}

func handle(s *shelf, req request) response {
	if req.Method != "tools/call" {
		return response{ID: req.ID, Error: &rpcError{Code: -32601, Message: "method not found"}}
	}
	var p callParams
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return response{ID: req.ID, Error: &rpcError{Code: -32602, Message: "bad params"}}
	}
	res, err := s.invoke(p)
	if err != nil {
		return response{ID: req.ID, Error: &rpcError{Code: -32602, Message: "Tool call failed: " + err.Error()}}
	}
	return response{ID: req.ID, Result: map[string]any{"content": []map[string]any{{"type": "text", "text": fmt.Sprint(res)}}}}
}
