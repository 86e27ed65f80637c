// Package contentlist is a hand-rolled server whose tools return the
// result's content list itself, ([]TextContent, error); its tools/call
// code sends a tool's error as a JSON-RPC error.
package contentlist

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
)

type TextContent struct {
	Type string `json:"type"`
	Text string `json:"text"`
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

type request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type callResult struct {
	Content []TextContent `json:"content"`
}

type handler func(args map[string]any) ([]TextContent, error)

type Server struct{}

// tools is a map literal: the registry is the package variable.
var tools = map[string]handler{"read_file": readFile}

func (s *Server) Handle(req request) response {
	switch req.Method {
	case "tools/call":
		var p struct {
			Name      string         `json:"name"`
			Arguments map[string]any `json:"arguments"`
		}
		if err := json.Unmarshal(req.Params, &p); err != nil {
			return response{ID: req.ID, Error: &rpcError{Code: -32602, Message: "invalid params"}}
		}
		h, ok := tools[p.Name]
		if !ok {
			return response{ID: req.ID, Error: &rpcError{Code: -32602, Message: "unknown tool " + p.Name}}
		}
		content, err := h(p.Arguments)
		if err != nil {
			return response{ID: req.ID, Error: &rpcError{Code: -32603, Message: fmt.Sprintf("tool failed: %v", err)}}
		}
		return response{ID: req.ID, Result: callResult{Content: content}}
	}
	return response{ID: req.ID, Error: &rpcError{Code: -32601, Message: "method not found"}}
}

func readFile(args map[string]any) ([]TextContent, error) {
	path, _ := args["path"].(string)
	if path == "" {
		return nil, errors.New("path is required") // want `tool "read_file" handler returns an error that dispatcher Server.Handle sends as JSON-RPC error -32603`
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err // want `tool "read_file" handler returns an error that dispatcher Server.Handle sends as JSON-RPC error -32603`
	}
	return []TextContent{{Type: "text", Text: string(b)}}, nil
}

// render builds a content list but is no tool: nothing registers or
// dispatches it.
func render(lines []string) ([]TextContent, error) {
	if len(lines) == 0 {
		return nil, errors.New("nothing to render")
	}
	out := make([]TextContent, 0, len(lines))
	for _, l := range lines {
		out = append(out, TextContent{Type: "text", Text: l})
	}
	return out, nil
}
