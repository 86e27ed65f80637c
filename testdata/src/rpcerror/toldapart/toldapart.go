// Package toldapart is a hand-rolled server whose tools/call code tells
// bad arguments apart by a sentinel: an error wrapping errInvalidArgs goes
// out as -32602 with its text, any other as -32000 with a fixed message.
// The tools' argument checks wrap the sentinel and are not reported; their
// execution failures are, with the code -32000.
package toldapart

import (
	"encoding/json"
	"errors"
	"fmt"
)

var (
	errInvalidArgs = errors.New("invalid arguments")
	errUnknownTool = errors.New("unknown tool")
)

type content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type result struct {
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

type tool struct {
	name string
	run  func(args map[string]any) (*result, error)
}

type server struct {
	tools  map[string]tool
	shelf  map[string]string
	broken bool
}

func (s *server) register(t tool) { s.tools[t.name] = t }

func (s *server) call(name string, args map[string]any) (*result, error) {
	t, ok := s.tools[name]
	if !ok {
		return nil, fmt.Errorf("%w: %s", errUnknownTool, name)
	}
	return t.run(args)
}

func (s *server) load(key string) (string, error) {
	if s.broken {
		return "", errors.New("shelf unavailable")
	}
	return s.shelf[key], nil
}

// book resolves a book by its key: a missing key is the caller's
// mistake, a broken shelf the server's.
func (s *server) book(args map[string]any) (string, error) {
	key, _ := args["key"].(string)
	if key == "" {
		return "", fmt.Errorf("%w: key is required", errInvalidArgs)
	}
	return s.load(key)
}

func (s *server) getBook(args map[string]any) (*result, error) {
	title, err := s.book(args)
	if err != nil {
		return nil, err // want `tool handler server.getBook returns an error that .* -32000`
	}
	return &result{Content: []content{{Type: "text", Text: title}}}, nil
}

func (s *server) lendBook(args map[string]any) (*result, error) {
	who, ok := args["who"].(string)
	if !ok || who == "" {
		return nil, fmt.Errorf("%w: who is required", errInvalidArgs)
	}
	if _, err := s.load(who); err != nil {
		return nil, err // want `tool handler server.lendBook returns an error that .* -32000`
	}
	return &result{Content: []content{{Type: "text", Text: "lent"}}}, nil
}

func newServer() *server {
	s := &server{tools: map[string]tool{}, shelf: map[string]string{}}
	s.register(tool{name: "get_book", run: s.getBook})
	s.register(tool{name: "lend_book", run: s.lendBook})
	return s
}

func (s *server) handle(id any, method string, params json.RawMessage) response {
	if method != "tools/call" {
		return response{ID: id, Error: &rpcError{Code: -32601, Message: "method not found"}}
	}
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(params, &p); err != nil {
		return response{ID: id, Error: &rpcError{Code: -32602, Message: "invalid params"}}
	}
	res, err := s.call(p.Name, p.Arguments)
	if err != nil {
		code, msg := -32000, "tool execution failed"
		if errors.Is(err, errInvalidArgs) || errors.Is(err, errUnknownTool) {
			code, msg = -32602, err.Error()
		}
		return response{ID: id, Error: &rpcError{Code: code, Message: msg}}
	}
	return response{ID: id, Result: res}
}
