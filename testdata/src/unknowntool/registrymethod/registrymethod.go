// Package registrymethod exercises unknowntool on a hand-rolled server
// whose tools live in a registry type: the registry's Invoke method
// answers a name it does not hold with a plain error, the tools/call
// function returns that error as it is, and the method dispatcher sends
// every error of tools/call as -32603. The unknown tool is reported in the
// registry's method, where the error is made.
package registrymethod

import (
	"encoding/json"
	"errors"
	"fmt"
)

type toolFn func(args json.RawMessage) (string, error)

type registry struct {
	tools map[string]toolFn
}

// Invoke runs the tool called name.
func (r *registry) Invoke(name string, args json.RawMessage) (string, error) {
	fn, found := r.tools[name]
	if !found {
		return "", fmt.Errorf("no tool named %q", name) // want `unknown tool answered with JSON-RPC -32603 \(internal error\)`
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
