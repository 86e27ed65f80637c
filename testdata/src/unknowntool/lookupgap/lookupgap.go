// Package lookupgap is registrymethod with a plain read of the
// registry's state between the lookup and its test (`frozen :=
// r.frozen`, a chain of fields): the test still decides the miss.
package lookupgap

import (
	"encoding/json"
	"errors"
	"fmt"
)

type toolFn func(args json.RawMessage) (string, error)

type registry struct {
	tools  map[string]toolFn
	frozen bool
	limits struct{ calls int }
}

// Invoke runs the tool called name.
func (r *registry) Invoke(name string, args json.RawMessage) (string, error) {
	fn, found := r.tools[name]
	frozen := r.frozen
	calls := r.limits.calls
	if !found {
		return "", fmt.Errorf("no tool named %q", name) // want `unknown tool answered with JSON-RPC -32603 \(internal error\)`
	}
	if frozen && calls > 0 {
		return "", errors.New("registry frozen")
	}
	return fn(args)
}

type callParams struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

type wireError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type message struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
	Result any             `json:"result,omitempty"`
	Error  *wireError      `json:"error,omitempty"`
}

type textPart struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type callResult struct {
	Content []textPart `json:"content"`
	IsError bool       `json:"isError,omitempty"`
}

type server struct{ reg *registry }

func (s *server) callTool(raw json.RawMessage) (*callResult, error) {
	var p callParams
	if err := json.Unmarshal(raw, &p); err != nil {
		return nil, errors.New("bad params")
	}
	text, err := s.reg.Invoke(p.Name, p.Arguments)
	if err != nil {
		return nil, err
	}
	return &callResult{Content: []textPart{{Type: "text", Text: text}}}, nil
}

func (s *server) serve(in message) message {
	out := message{ID: in.ID}
	var err error
	switch in.Method {
	case "tools/call":
		out.Result, err = s.callTool(in.Params)
	default:
		out.Error = &wireError{Code: -32601, Message: "method not found"}
		return out
	}
	if err != nil {
		out.Error = &wireError{Code: -32603, Message: err.Error()}
	}
	return out
}
