// Package handsent is a hand-rolled server whose dispatcher sends the
// tool's result as it is: a nil result goes out as "result": null.
package handsent

import (
	"context"
	"encoding/json"
)

// Content is a text content block.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// CallResult is a tools/call result.
type CallResult struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// RPCError is a JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// ToolFunc is the signature of every tool.
type ToolFunc func(ctx context.Context, args json.RawMessage) (*CallResult, *RPCError)

type request struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type response struct {
	Result any       `json:"result,omitempty"`
	Error  *RPCError `json:"error,omitempty"`
}

type server struct {
	tools map[string]ToolFunc
	files map[string]string
}

func newServer() *server {
	s := &server{files: map[string]string{}}
	s.tools = map[string]ToolFunc{"stat": s.stat, "read": s.read}
	return s
}

func (s *server) dispatch(ctx context.Context, req request) response {
	var resp response
	if req.Method != "tools/call" {
		resp.Error = &RPCError{Code: -32601, Message: "method not found"}
		return resp
	}
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		resp.Error = &RPCError{Code: -32602, Message: "invalid params"}
		return resp
	}
	tool, ok := s.tools[p.Name]
	if !ok {
		resp.Error = &RPCError{Code: -32602, Message: "unknown tool " + p.Name}
		return resp
	}
	res, rpcErr := tool(ctx, p.Arguments)
	if rpcErr != nil {
		resp.Error = rpcErr
		return resp
	}
	resp.Result = res
	return resp
}

func (s *server) stat(ctx context.Context, args json.RawMessage) (*CallResult, *RPCError) {
	if _, ok := s.files[string(args)]; !ok {
		return nil, nil // want `dispatcher server.dispatch sends "result": null`
	}
	return &CallResult{Content: []Content{{Type: "text", Text: "regular file"}}}, nil
}

func (s *server) read(ctx context.Context, args json.RawMessage) (*CallResult, *RPCError) {
	body, ok := s.files[string(args)]
	if !ok {
		return nil, &RPCError{Code: -32602, Message: "no such file"}
	}
	return &CallResult{Content: []Content{{Type: "text", Text: body}}}, nil
}
