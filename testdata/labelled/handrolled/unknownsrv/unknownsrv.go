// Package unknownsrv is a hand-rolled MCP server whose tools/call
// dispatchers find the tool in the ways real servers do (a switch, a map,
// a registry, a slice scan, a helper given the name) and answer a name no
// tool has in the ways real servers do. MCP answers an unknown tool with
// JSON-RPC -32602 (invalid params).
package unknownsrv

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"labelled/handrolled/unknownsrv/wire"
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

// Tool is the signature of every tool.
type Tool func(ctx context.Context, args json.RawMessage) (*CallResult, error)

// Request is a JSON-RPC request.
type Request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type callParams struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

type promptParams struct {
	Name      string            `json:"name"`
	Arguments map[string]string `json:"arguments"`
}

type readParams struct {
	URI string `json:"uri"`
}

type entry struct {
	name string
	run  Tool
}

// Registry holds tools by name.
type Registry struct {
	tools map[string]Tool
}

// ErrUnknownTool is returned by Get for a name no tool has.
var ErrUnknownTool = errors.New("unknown tool")

// Get returns the tool of a name.
func (r *Registry) Get(name string) (Tool, error) {
	t, ok := r.tools[name]
	if !ok {
		return nil, fmt.Errorf("%w: %s", ErrUnknownTool, name)
	}
	return t, nil
}

// Server is the hand-rolled MCP server.
type Server struct {
	tools     map[string]Tool
	list      []entry
	reg       *Registry
	prompts   map[string]string
	resources map[string]string
}

const (
	codeInvalidParams = -32602
	codeInternal      = -32603
	codeMethodMissing = -32601
	codeNoSuchTool    = 4004 // an application code of the project
)

// New returns a server with its tools.
func New() *Server {
	s := &Server{prompts: map[string]string{}, resources: map[string]string{}}
	s.tools = map[string]Tool{"echo": s.echo, "upper": s.upper}
	s.list = []entry{{"echo", s.echo}, {"upper", s.upper}}
	s.reg = &Registry{tools: s.tools}
	return s
}

func text(s string) *CallResult { return &CallResult{Content: []Content{{Type: "text", Text: s}}} }

func (s *Server) echo(ctx context.Context, args json.RawMessage) (*CallResult, error) {
	return text(string(args)), nil
}

func (s *Server) upper(ctx context.Context, args json.RawMessage) (*CallResult, error) {
	return text(fmt.Sprintf("%q", args)), nil
}

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, req Request) wire.Response {
	switch req.Method {
	case "tools/call":
		return s.call(ctx, req.ID, req.Params)
	case "tools/call/switch":
		return s.callSwitch(ctx, req.ID, req.Params)
	case "prompts/get":
		return s.getPrompt(req.ID, req.Params)
	case "resources/read":
		return s.readResource(req.ID, req.Params)
	default:
		return wire.MethodNotFound(req.ID, req.Method) // ok unknowntool
	}
}

// run calls a tool and answers with its result or error.
func run(ctx context.Context, id json.RawMessage, t Tool, args json.RawMessage) wire.Response {
	res, err := t(ctx, args)
	if err != nil {
		return wire.Fail(id, codeInternal, err.Error())
	}
	return wire.OK(id, res)
}

func (s *Server) call(ctx context.Context, id json.RawMessage, raw json.RawMessage) wire.Response {
	var p callParams
	if err := json.Unmarshal(raw, &p); err != nil {
		return wire.Fail(id, codeInvalidParams, "invalid params")
	}
	tool, ok := s.tools[p.Name]
	if !ok {
		return wire.Fail(id, -32601, "unknown tool: "+p.Name) // want unknowntool:`JSON-RPC -32601 \(method not found; tools/call exists\)`
	}
	return run(ctx, id, tool, p.Arguments)
}

func (s *Server) callSwitch(ctx context.Context, id json.RawMessage, raw json.RawMessage) wire.Response {
	var p callParams
	if err := json.Unmarshal(raw, &p); err != nil {
		return wire.Fail(id, codeInvalidParams, "invalid params")
	}
	switch p.Name {
	case "echo":
		return run(ctx, id, s.echo, p.Arguments)
	case "upper":
		return run(ctx, id, s.upper, p.Arguments)
	default:
		return wire.Response{JSONRPC: "2.0", ID: id, Error: &wire.Error{Code: codeNoSuchTool, Message: "no such tool"}} // want unknowntool:`JSON-RPC code 4004`
	}
}

// CallFlagged answers an unknown tool with an isError result.
func (s *Server) CallFlagged(ctx context.Context, id json.RawMessage, p callParams) wire.Response {
	if s.tools[p.Name] == nil {
		return wire.OK(id, &CallResult{IsError: true, Content: []Content{{Type: "text", Text: "unknown tool " + p.Name}}}) // want unknowntool:`isError result`
	}
	return run(ctx, id, s.tools[p.Name], p.Arguments)
}

// CallText answers an unknown tool with a text result.
func (s *Server) CallText(ctx context.Context, id json.RawMessage, p callParams) wire.Response {
	tool, err := s.reg.Get(p.Name)
	if err != nil {
		return wire.OK(id, text(err.Error())) // want unknowntool:`successful result`
	}
	return run(ctx, id, tool, p.Arguments)
}

// CallScan finds the tool in a slice.
func (s *Server) CallScan(ctx context.Context, id json.RawMessage, p callParams) wire.Response {
	for _, e := range s.list {
		if e.name == p.Name {
			return run(ctx, id, e.run, p.Arguments)
		}
	}
	return wire.MethodNotFound(id, p.Name) // want unknowntool:`-32601`
}

// unknownTool builds the project's unknown-tool answer.
func unknownTool(id json.RawMessage, name string) wire.Response {
	return wire.Response{JSONRPC: "2.0", ID: id, Error: &wire.Error{Code: codeMethodMissing, Message: "tool " + name + " not found"}}
}

// CallNamed is the tools/call handler of the stdio loop; it hands the
// name to callByName.
func (s *Server) CallNamed(ctx context.Context, id json.RawMessage, p callParams) wire.Response {
	return s.callByName(ctx, id, p.Name, p.Arguments)
}

func (s *Server) callByName(ctx context.Context, id json.RawMessage, name string, args json.RawMessage) wire.Response {
	t, ok := s.tools[name]
	if !ok {
		return unknownTool(id, name) // want unknowntool:`-32601`
	}
	return run(ctx, id, t, args)
}

// CallCorrect answers an unknown tool with -32602.
func (s *Server) CallCorrect(ctx context.Context, id json.RawMessage, p callParams) wire.Response {
	tool, ok := s.tools[p.Name]
	if !ok {
		return wire.Fail(id, codeInvalidParams, fmt.Sprintf("unknown tool: %s", p.Name)) // ok unknowntool
	}
	return run(ctx, id, tool, p.Arguments)
}

// invalidParams builds a -32602 answer.
func invalidParams(id json.RawMessage, msg string) wire.Response {
	return wire.Response{JSONRPC: "2.0", ID: id, Error: &wire.Error{Code: -32602, Message: msg}}
}

// CallCorrectSwitch answers an unknown tool with -32602 through a helper.
func (s *Server) CallCorrectSwitch(ctx context.Context, id json.RawMessage, p callParams) wire.Response {
	switch p.Name {
	case "echo":
		return run(ctx, id, s.echo, p.Arguments)
	}
	return invalidParams(id, "unknown tool "+p.Name) // ok unknowntool
}

// CallVar sets the error on the miss branch and answers once.
func (s *Server) CallVar(ctx context.Context, id json.RawMessage, p callParams) wire.Response {
	resp := wire.Response{JSONRPC: "2.0", ID: id}
	if tool, ok := s.tools[p.Name]; ok {
		res, err := tool(ctx, p.Arguments)
		if err != nil {
			resp.Error = &wire.Error{Code: codeInternal, Message: err.Error()}
		} else {
			resp.Result = res
		}
	} else {
		resp.Error = &wire.Error{Code: codeInternal, Message: "tool not found"} // want unknowntool:`-32603`
	}
	return resp
}

// getPrompt looks up a prompt, not a tool: its answer is not an
// unknown-tool one.
func (s *Server) getPrompt(id json.RawMessage, raw json.RawMessage) wire.Response {
	var p promptParams
	if err := json.Unmarshal(raw, &p); err != nil {
		return wire.Fail(id, codeInvalidParams, "invalid params")
	}
	body, ok := s.prompts[p.Name]
	if !ok {
		return wire.Fail(id, codeMethodMissing, "unknown prompt") // ok unknowntool
	}
	return wire.OK(id, map[string]any{"description": body})
}

// readResource looks up a resource, not a tool.
func (s *Server) readResource(id json.RawMessage, raw json.RawMessage) wire.Response {
	var p readParams
	if err := json.Unmarshal(raw, &p); err != nil {
		return wire.Fail(id, codeInvalidParams, "invalid params")
	}
	body, ok := s.resources[p.URI]
	if !ok {
		return wire.Fail(id, -32002, "resource not found") // want reservedcode:`-32002 is replaced by -32602` // ok unknowntool
	}
	return wire.OK(id, map[string]any{"contents": body})
}
