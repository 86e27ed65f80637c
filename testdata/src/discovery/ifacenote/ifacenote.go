// Package ifacenote is a hand-rolled server whose tools implement a
// project interface returning text, but no implementation is converted to
// the interface in sight: discovery says so rather than passing the
// package as clean.
package ifacenote

import "errors"

// Tool is the project's tool interface.
type Tool interface {
	Name() string
	Execute(args map[string]any) (string, error)
}

// Message is a JSON-RPC message.
type Message struct {
	Method string `json:"method"`
	Params any    `json:"params,omitempty"`
	Result any    `json:"result,omitempty"`
}

type server struct{ tools map[string]Tool }

func (s *server) handle(msg *Message) (*Message, error) {
	switch msg.Method {
	case "tools/call": // want `note: package dispatches tools/call but mcplint found no tool handler it can follow`
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
	text, err := t.Execute(args)
	if err != nil {
		return nil, err
	}
	return &Message{Result: map[string]any{"content": []map[string]any{{"type": "text", "text": text}}}}, nil
}
