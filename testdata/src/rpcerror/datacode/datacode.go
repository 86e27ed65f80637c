// Package datacode is a hand-rolled server whose tools/call code answers
// a tool's error through a helper that takes the code, a fixed message and
// the error's text as the data: the tool's errors are sent with the code
// the call gives, -32000.
package datacode

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
	Data    any    `json:"data,omitempty"`
}

type response struct {
	JSONRPC string    `json:"jsonrpc"`
	ID      any       `json:"id"`
	Result  any       `json:"result,omitempty"`
	Error   *rpcError `json:"error,omitempty"`
}

type srv struct {
	out   []response
	stock map[string]int
}

func (s *srv) fail(id any, code int, msg string, data any) {
	s.out = append(s.out, response{JSONRPC: "2.0", ID: id, Error: &rpcError{Code: code, Message: msg, Data: data}})
}

func (s *srv) callTool(req *request) {
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		s.fail(req.ID, -32602, "bad params", err.Error())
		return
	}
	var text string
	var err error
	switch p.Name {
	case "stock":
		text, err = s.stockOf(p.Arguments)
	default:
		s.fail(req.ID, -32602, "unknown tool", p.Name)
		return
	}
	if err != nil {
		s.fail(req.ID, -32000, "tool failed", err.Error())
		return
	}
	s.out = append(s.out, response{JSONRPC: "2.0", ID: req.ID, Result: map[string]any{
		"content": []map[string]any{{"type": "text", "text": text}},
	}})
}

func (s *srv) stockOf(args map[string]any) (string, error) {
	sku, _ := args["sku"].(string)
	n, ok := s.stock[sku]
	if !ok {
		return "", errors.New("unknown sku") // want `tool "stock" handler returns an error that dispatcher srv.callTool sends as JSON-RPC error -32000`
	}
	return fmt.Sprint(n), nil
}
