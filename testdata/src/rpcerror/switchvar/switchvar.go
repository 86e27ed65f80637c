// Package switchvar is a hand-rolled server whose tools/call code picks
// the tool's function into a variable by a switch on the tool's name and
// calls it after the switch, sending its error as a -32603 JSON-RPC
// error. A function the same code picks by the output format is no tool.
package switchvar

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

type content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type callResult struct {
	Content []content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
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

type server struct{ notes map[string]string }

func (s *server) getNote(args map[string]any) (*callResult, error) {
	id, _ := args["id"].(string)
	text, ok := s.notes[id]
	if !ok {
		return nil, fmt.Errorf("note %q not found", id) // want `tool "get_note" handler returns an error that dispatcher server.handle sends as JSON-RPC error -32603`
	}
	return &callResult{Content: []content{{Type: "text", Text: text}}}, nil
}

func (s *server) countNotes(args map[string]any) (*callResult, error) {
	if len(s.notes) == 0 {
		return nil, errors.New("no notes yet") // want `tool "count_notes" handler returns an error that dispatcher server.handle sends as JSON-RPC error -32603`
	}
	return &callResult{Content: []content{{Type: "text", Text: fmt.Sprint(len(s.notes))}}}, nil
}

func upper(s string) (string, error) { return strings.ToUpper(s), nil }

func lower(s string) (string, error) {
	if s == "" {
		return "", errors.New("empty")
	}
	return strings.ToLower(s), nil
}

func (s *server) handle(id any, method string, params json.RawMessage) response {
	if method != "tools/call" {
		return response{ID: id, Error: &rpcError{Code: -32601, Message: "method not found"}}
	}
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
		Format    string         `json:"format"`
	}
	if err := json.Unmarshal(params, &p); err != nil {
		return response{ID: id, Error: &rpcError{Code: -32602, Message: "bad params"}}
	}
	var run func(map[string]any) (*callResult, error)
	switch p.Name {
	case "get_note":
		run = s.getNote
	case "count_notes":
		run = s.countNotes
	default:
		return response{ID: id, Error: &rpcError{Code: -32602, Message: "unknown tool"}}
	}
	res, err := run(p.Arguments)
	if err != nil {
		return response{ID: id, Error: &rpcError{Code: -32603, Message: err.Error()}}
	}
	var format func(string) (string, error)
	switch p.Format {
	case "upper":
		format = upper
	case "lower":
		format = lower
	default:
		return response{ID: id, Result: res}
	}
	if len(res.Content) > 0 {
		text, err := format(res.Content[0].Text)
		if err != nil {
			return response{ID: id, Error: &rpcError{Code: -32603, Message: err.Error()}}
		}
		res.Content[0].Text = text
	}
	return response{ID: id, Result: res}
}
