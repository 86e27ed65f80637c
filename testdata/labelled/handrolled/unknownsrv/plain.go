package unknownsrv

import (
	"context"
	"encoding/json"
	"fmt"

	"labelled/handrolled/unknownsrv/wire"
)

// execute runs a tool by name; its caller decides what the client gets.
func (s *Server) execute(ctx context.Context, name string, args json.RawMessage) (*CallResult, error) {
	t, ok := s.tools[name]
	if !ok {
		return nil, fmt.Errorf("unknown tool %q", name) // want unknowntool:`JSON-RPC -32603`
	}
	return t(ctx, args)
}

// CallExecute answers every error of execute with -32603.
func (s *Server) CallExecute(ctx context.Context, id json.RawMessage, p callParams) wire.Response {
	res, err := s.execute(ctx, p.Name, p.Arguments)
	if err != nil {
		return wire.Fail(id, codeInternal, err.Error())
	}
	return wire.OK(id, res)
}

// runSoft runs a tool by name; its caller turns errors into isError results.
func (s *Server) runSoft(ctx context.Context, name string, args json.RawMessage) (*CallResult, error) {
	switch name {
	case "echo":
		return s.echo(ctx, args)
	default:
		return nil, fmt.Errorf("no tool named %s", name) // want unknowntool:`isError result`
	}
}

// CallSoft answers every error of runSoft with an isError result.
func (s *Server) CallSoft(ctx context.Context, id json.RawMessage, p callParams) wire.Response {
	res, err := s.runSoft(ctx, p.Name, p.Arguments)
	if err != nil {
		return wire.OK(id, &CallResult{IsError: true, Content: []Content{{Type: "text", Text: err.Error()}}})
	}
	return wire.OK(id, res)
}

// runChecked runs a tool by name; its caller answers an unknown tool
// with -32602 before calling it, and other errors with -32603.
func (s *Server) runChecked(ctx context.Context, name string, args json.RawMessage) (*CallResult, error) {
	if s.tools[name] == nil {
		return nil, fmt.Errorf("unknown tool %q", name) // ok unknowntool
	}
	return s.tools[name](ctx, args)
}

// CallChecked checks the name first.
func (s *Server) CallChecked(ctx context.Context, id json.RawMessage, p callParams) wire.Response {
	if _, ok := s.tools[p.Name]; !ok {
		return wire.Fail(id, codeInvalidParams, "unknown tool "+p.Name) // ok unknowntool
	}
	if res, err := s.runChecked(ctx, p.Name, p.Arguments); err != nil {
		return wire.Fail(id, codeInternal, err.Error())
	} else {
		return wire.OK(id, res)
	}
}
