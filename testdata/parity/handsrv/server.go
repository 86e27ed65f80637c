// Package handsrv answers tools/call by hand with the tools of package
// handtools.
package handsrv

import (
	"context"
	"encoding/json"

	"parity/handtools"
)

// RPCError is a JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Response is a JSON-RPC response.
type Response struct {
	JSONRPC string            `json:"jsonrpc"`
	ID      json.RawMessage   `json:"id"`
	Result  *handtools.Result `json:"result,omitempty"`
	Error   *RPCError         `json:"error,omitempty"`
}

// Request is a JSON-RPC request.
type Request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	} `json:"params"`
}

// Server dispatches the tools.
type Server struct {
	Disk    handtools.Disk
	Runners map[string]handtools.Runner
}

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, req Request) Response {
	resp := Response{JSONRPC: "2.0", ID: req.ID}
	if req.Method != "tools/call" {
		resp.Error = &RPCError{Code: -32601, Message: "method not found"}
		return resp
	}
	var (
		res *handtools.Result
		err error
	)
	if r, ok := s.Runners[req.Params.Name]; ok {
		var args map[string]any
		if json.Unmarshal(req.Params.Arguments, &args) != nil {
			resp.Error = &RPCError{Code: -32602, Message: "arguments must be an object"}
			return resp
		}
		text, err := r.Run(ctx, args)
		if err != nil {
			resp.Error = &RPCError{Code: -32603, Message: err.Error()}
			return resp
		}
		resp.Result = &handtools.Result{Content: []handtools.Block{{Type: "text", Text: text}}}
		return resp
	}
	switch req.Params.Name {
	case "grep":
		res, err = s.Disk.Grep(ctx, req.Params.Arguments)
	case "cat":
		res, err = s.Disk.Cat(ctx, req.Params.Arguments)
	default:
		resp.Error = &RPCError{Code: -32602, Message: "unknown tool " + req.Params.Name}
		return resp
	}
	if err != nil {
		resp.Error = &RPCError{Code: -32603, Message: err.Error()}
		return resp
	}
	resp.Result = res
	return resp
}
