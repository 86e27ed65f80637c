// Package switcheruser answers tools/call by passing the requested name
// to the switchers of package switcherlib.
package switcheruser

import (
	"context"

	"discovery/switcherlib"
)

// RPCError is a JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Response is a JSON-RPC response.
type Response struct {
	Result any       `json:"result,omitempty"`
	Error  *RPCError `json:"error,omitempty"`
}

// Server answers requests.
type Server struct{ notes *switcherlib.Notes }

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, method string, params map[string]any) Response {
	switch method {
	case "tools/call":
		return s.call(ctx, params)
	}
	return Response{Error: &RPCError{Code: -32601, Message: "method not found"}}
}

func (s *Server) call(ctx context.Context, params map[string]any) Response {
	raw, ok := params["name"]
	if !ok {
		return Response{Error: &RPCError{Code: -32602, Message: "missing name"}}
	}
	name, ok := raw.(string)
	if !ok {
		return Response{Error: &RPCError{Code: -32602, Message: "name is not a string"}}
	}
	args, _ := params["arguments"].(map[string]any)
	if name == "ping" || name == "echo" {
		text, err := switcherlib.Run(name, args) // want `discovery/switcherlib.ping tool="ping" sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Server.call through switcherlib.Run imported` `discovery/switcherlib.echo tool="echo" .* errors=iserror .* through switcherlib.Run imported`
		if err != nil {
			return Response{Result: map[string]any{"isError": true, "content": []any{map[string]any{"type": "text", "text": err.Error()}}}}
		}
		return Response{Result: map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}}}
	}
	if s, err := switcherlib.Format("json", args); err == nil {
		_ = s // a switch on a constant: not the requested tool
	}
	out, err := s.notes.Call(ctx, name, args) // want `\(\*discovery/switcherlib.Notes\).get tool="get_note" sdk=hand-rolled kind=dispatched errors=jsonrpc\(-32603\) via=dispatched by Server.call through switcherlib.Notes.Call imported` `\(\*discovery/switcherlib.Notes\).del tool="del_note" .* through switcherlib.Notes.Call imported`
	if err != nil {
		return Response{Error: &RPCError{Code: -32603, Message: err.Error()}}
	}
	return Response{Result: out}
}

// Guarded answers tools/call only, after a guard that returns for any
// other method: the rest of the function is tools/call code.
type Guarded struct{}

// Handle answers one request.
func (g *Guarded) Handle(ctx context.Context, method string, params map[string]any) Response {
	if method != "tools/call" {
		return Response{Error: &RPCError{Code: -32601, Message: "method not found"}}
	}
	name, _ := params["name"].(string)
	args, _ := params["arguments"].(map[string]any)
	out, err := switcherlib.Admin(name, args) // want `discovery/switcherlib.reindex tool="reindex" .* errors=jsonrpc\(-32603\) via=dispatched by Guarded.Handle through switcherlib.Admin imported` `discovery/switcherlib.vacuum tool="vacuum" .* via=dispatched by Guarded.Handle .*`
	if err != nil {
		return Response{Error: &RPCError{Code: -32603, Message: err.Error()}}
	}
	return Response{Result: out}
}

// Unguarded reads a name outside any tools/call code: not a dispatch.
func (g *Guarded) Unguarded(ctx context.Context, method string, params map[string]any) Response {
	if method == "prompts/get" {
		return Response{}
	}
	name, _ := params["name"].(string)
	out, _ := switcherlib.Admin(name, nil)
	return Response{Result: out}
}
