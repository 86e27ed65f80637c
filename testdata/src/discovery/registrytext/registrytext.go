// Package registrytext is a hand-rolled server that keeps its tools in
// registries of functions returning (any, error) or (string, error): a map
// of records whose run field holds a method value, filled directly or by a
// register method, and a map of functions. The tools/call code looks the
// tool up, calls it and turns its error into an isError result or a
// JSON-RPC error. Registries of the same shapes read only by prompts/get,
// or whose records nobody looks up in tools/call, hold no tools.
package registrytext

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
)

type request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type textContent struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type callResult struct {
	Content []textContent `json:"content"`
	IsError bool          `json:"isError,omitempty"`
}

type runFunc func(ctx context.Context, args json.RawMessage) (any, error)

type tool struct {
	name string
	run  runFunc
}

type textFunc func(args json.RawMessage) (string, error)

type Server struct {
	tools   map[string]*tool
	extra   map[string]*tool
	texts   map[string]textFunc
	prompts map[string]*tool
	notes   map[string]textFunc
	rows    map[string]string
}

func New() *Server {
	s := &Server{tools: map[string]*tool{}, extra: map[string]*tool{}, texts: map[string]textFunc{},
		prompts: map[string]*tool{}, notes: map[string]textFunc{}}
	s.tools["list_rows"] = &tool{name: "list_rows", run: s.listRows}
	s.tools["get_row"] = &tool{name: "get_row", run: s.getRow}
	s.register(&tool{name: "count_rows", run: s.countRows})
	s.texts["describe"] = s.describe
	s.prompts["greeting"] = &tool{name: "greeting", run: s.greeting}
	s.notes["today"] = s.today
	return s
}

func (s *Server) register(t *tool) { s.tools[t.name] = t }

func (s *Server) lookup(name string) (*tool, bool) {
	t, ok := s.tools[name]
	return t, ok
}

func (s *Server) listRows(ctx context.Context, _ json.RawMessage) (any, error) { // want `Server.listRows tool="list_rows" sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Server.callTool through tool.run`
	if len(s.rows) == 0 {
		return nil, errors.New("no rows")
	}
	return s.rows, nil
}

func (s *Server) getRow(ctx context.Context, args json.RawMessage) (any, error) { // want `Server.getRow tool="get_row" sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Server.callTool through tool.run`
	var p struct{ Key string }
	if err := json.Unmarshal(args, &p); err != nil {
		return nil, fmt.Errorf("bad arguments: %w", err)
	}
	return s.rows[p.Key], nil
}

func (s *Server) countRows(ctx context.Context, _ json.RawMessage) (any, error) { // want `Server.countRows tool="count_rows" sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Server.callTool through tool.run`
	return len(s.rows), nil
}

func (s *Server) describe(args json.RawMessage) (string, error) { // want `Server.describe tool="describe" sdk=hand-rolled kind=dispatched errors=jsonrpc\(-32603\) via=dispatched by Server.callText through registrytext.textFunc`
	return fmt.Sprint(len(s.rows)), nil
}

// greeting is kept in a registry of the tools' record type that only
// prompts/get reads: not a tool.
func (s *Server) greeting(ctx context.Context, _ json.RawMessage) (any, error) {
	return "hello", nil
}

// today is kept in a map of the text tools' function type that only
// prompts/get reads: not a tool.
func (s *Server) today(json.RawMessage) (string, error) { return "monday", nil }

func (s *Server) Handle(ctx context.Context, r request) any {
	switch r.Method {
	case "tools/call":
		var p struct {
			Name      string          `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		}
		if err := json.Unmarshal(r.Params, &p); err != nil {
			return &rpcError{Code: -32602, Message: "invalid params"}
		}
		if _, ok := s.texts[p.Name]; ok {
			return s.callText(p.Name, p.Arguments)
		}
		return s.callTool(ctx, p.Name, p.Arguments)
	case "prompts/get":
		var p struct {
			Name string `json:"name"`
		}
		_ = json.Unmarshal(r.Params, &p)
		if t, ok := s.prompts[p.Name]; ok {
			out, err := t.run(ctx, nil)
			if err != nil {
				return callResult{IsError: true, Content: []textContent{{Type: "text", Text: err.Error()}}}
			}
			return out
		}
		if f, ok := s.notes[p.Name]; ok {
			out, err := f(nil)
			if err != nil {
				return &rpcError{Code: -32603, Message: err.Error()}
			}
			return out
		}
	}
	return &rpcError{Code: -32601, Message: "method not found"}
}

func (s *Server) callTool(ctx context.Context, name string, args json.RawMessage) any {
	t, ok := s.lookup(name)
	if !ok {
		return &rpcError{Code: -32602, Message: "unknown tool"}
	}
	out, err := t.run(ctx, args)
	if err != nil {
		return callResult{IsError: true, Content: []textContent{{Type: "text", Text: "failed: " + err.Error()}}}
	}
	b, _ := json.Marshal(out)
	return callResult{Content: []textContent{{Type: "text", Text: string(b)}}}
}

func (s *Server) callText(name string, args json.RawMessage) any {
	f := s.texts[name]
	text, err := f(args)
	if err != nil {
		return &rpcError{Code: -32603, Message: err.Error()}
	}
	return callResult{Content: []textContent{{Type: "text", Text: text}}}
}

// unused is a registry of records of the tools' type filled but read by
// nobody in tools/call.
func (s *Server) unused() {
	s.extra["spare"] = &tool{name: "spare", run: s.spare}
}

func (s *Server) spare(ctx context.Context, _ json.RawMessage) (any, error) { return nil, nil }
