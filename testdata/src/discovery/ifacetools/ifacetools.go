// Package ifacetools is a hand-rolled server whose tools implement a
// project interface returning text, kept in a registry and called by the
// tools/call dispatcher through the interface; the dispatcher's caller
// answers the error with a JSON-RPC error built by a helper. The
// interface's Validate, called before Execute, checks the request: not a
// tool.
package ifacetools

import (
	"errors"
	"fmt"
)

// Tool is the project's tool interface.
type Tool interface {
	Name() string
	Validate(args map[string]any) error
	Execute(args map[string]any) (string, error)
}

// RPCError is a hand-rolled JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Message is a JSON-RPC message.
type Message struct {
	ID     any       `json:"id,omitempty"`
	Method string    `json:"method"`
	Params any       `json:"params,omitempty"`
	Result any       `json:"result,omitempty"`
	Error  *RPCError `json:"error,omitempty"`
}

type searchTool struct{ index map[string]string }

func (t *searchTool) Name() string { return "search" }

func (t *searchTool) Validate(args map[string]any) error {
	if _, ok := args["q"].(string); !ok {
		return errors.New("q is required")
	}
	return nil
}

func (t *searchTool) Execute(args map[string]any) (string, error) { // want `searchTool.Execute tool="search" sdk=hand-rolled kind=dispatched errors=jsonrpc\(-32000\) via=dispatched by server.call through Tool.Execute`
	q, _ := args["q"].(string)
	hit, ok := t.index[q]
	if !ok {
		return "", fmt.Errorf("no match for %q", q)
	}
	return hit, nil
}

type echoTool struct{}

func (echoTool) Name() string { return "echo" }

func (echoTool) Validate(map[string]any) error { return nil }

func (echoTool) Execute(args map[string]any) (string, error) { // want `echoTool.Execute tool="echo" sdk=hand-rolled kind=dispatched errors=jsonrpc\(-32000\) via=dispatched by server.call through Tool.Execute`
	return fmt.Sprint(args["text"]), nil
}

// unusedTool implements Tool but is never registered: not a tool.
type unusedTool struct{}

func (unusedTool) Name() string { return "unused" }

func (unusedTool) Validate(map[string]any) error { return nil }

func (unusedTool) Execute(map[string]any) (string, error) { return "", errors.New("unused") }

type server struct{ tools map[string]Tool }

func newServer() *server {
	s := &server{tools: map[string]Tool{}}
	s.tools["search"] = &searchTool{index: map[string]string{}}
	s.tools["echo"] = echoTool{}
	return s
}

func (s *server) serve(msg *Message) *Message {
	res, err := s.handle(msg)
	if err != nil {
		return s.errorResponse(msg.ID, err)
	}
	return res
}

func (s *server) errorResponse(id any, err error) *Message {
	return &Message{ID: id, Error: &RPCError{Code: -32000, Message: err.Error()}}
}

func (s *server) handle(msg *Message) (*Message, error) {
	switch msg.Method {
	case "tools/call":
		return s.call(msg)
	}
	return nil, errors.New("method not found")
}

func (s *server) call(msg *Message) (*Message, error) {
	params, _ := msg.Params.(map[string]any)
	name, _ := params["name"].(string)
	t, ok := s.tools[name]
	if !ok {
		return nil, errors.New("unknown tool")
	}
	args, _ := params["arguments"].(map[string]any)
	if err := t.Validate(args); err != nil {
		return nil, err
	}
	text, err := t.Execute(args)
	if err != nil {
		return nil, err
	}
	return &Message{ID: msg.ID, Result: map[string]any{"content": []map[string]any{{"type": "text", "text": text}}}}, nil
}
