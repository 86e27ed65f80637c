// Package registrysentinel is registrymethod's negative: the registry's
// method answers an unknown name with a sentinel error, and the tools/call
// code tells it apart (errors.Is) before it returns the error, so it can
// answer -32602 there; and a second registry whose error its caller wraps
// (the chain is not followed through a wrapper). Nothing is reported.
package registrysentinel

import (
	"encoding/json"
	"errors"
	"fmt"
)

var errNoSuchTool = errors.New("no such tool")

type toolFn func(args json.RawMessage) (string, error)

type registry struct {
	tools map[string]toolFn
}

// Invoke runs the tool called name.
func (r *registry) Invoke(name string, args json.RawMessage) (string, error) {
	fn, found := r.tools[name]
	if !found {
		return "", fmt.Errorf("%w: %s", errNoSuchTool, name)
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
		if errors.Is(err, errNoSuchTool) {
			return nil, &codedError{code: -32602, err: err}
		}
		return &callResult{Content: []textPart{{Type: "text", Text: err.Error()}}, IsError: true}, nil
	}
	return &callResult{Content: []textPart{{Type: "text", Text: text}}}, nil
}

type codedError struct {
	code int
	err  error
}

func (e *codedError) Error() string { return e.err.Error() }

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
		code := -32603
		var ce *codedError
		if errors.As(err, &ce) {
			code = ce.code
		}
		out.Error = &wireError{Code: code, Message: err.Error()}
	}
	return out
}
