package main

// Multi-tool handlers: one go-sdk handler registered for several tools
// that decides on the requested name. go-sdk answers a name no tool is
// registered for with -32602 itself; a handler that answers one must send
// -32602 too: return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams} (in a
// typed handler, unwrapped).

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"labelled/gosdk/rpccodes"
)

type stationTool func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error)

type stationRegistry struct {
	byName map[string]stationTool
	list   []*stationEntry
}

type stationEntry struct {
	Name    string
	Handler stationTool
}

// Find returns the tool of a name, or an error.
func (r *stationRegistry) Find(name string) (stationTool, error) {
	t, ok := r.byName[name]
	if !ok {
		return nil, fmt.Errorf("tool %q not registered", name)
	}
	return t, nil
}

// Has returns the tool of a name and whether there is one.
func (r *stationRegistry) Has(name string) (stationTool, bool) {
	t, ok := r.byName[name]
	return t, ok
}

type stationQuery struct {
	ID string `json:"id"`
}

type stationOut struct {
	Name string `json:"name"`
}

func (s *srv) stationText(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: req.Params.Name}}}, nil
}

func registerMulti(m *mcp.Server, s *srv) {
	reg := &stationRegistry{byName: map[string]stationTool{"stationText": s.stationText}}
	for _, name := range []string{"stationA", "stationB"} {
		tool := &mcp.Tool{Name: name, InputSchema: object}
		m.AddTool(tool, s.multiPlain)
		m.AddTool(tool, s.multiMethodNotFound)
		m.AddTool(tool, s.multiInvalidParams)
		m.AddTool(tool, s.multiInvalidParamsHelper)
		m.AddTool(tool, s.multiNoMethodHelper)
		m.AddTool(tool, s.multiCustomCode)
		m.AddTool(tool, s.multiSetError)
		m.AddTool(tool, s.multiText)
		m.AddTool(tool, s.multiVar)
		m.AddTool(tool, s.multiLocalHelper)
		m.AddTool(tool, s.multiNilEntry)
		m.AddTool(tool, s.multiDelegate)
		m.AddTool(tool, reg.find)
		m.AddTool(tool, reg.has)
		m.AddTool(tool, reg.scan)
		mcp.AddTool(m, tool, s.typedPlain)
		mcp.AddTool(m, tool, s.typedWrapped)
		mcp.AddTool(m, tool, s.typedInvalidParams)
		mcp.AddTool(m, tool, s.typedMethodNotFound)
	}
	m.AddResource(&mcp.Resource{URI: "stations://all", Name: "stations"}, s.readStations)
	m.AddPrompt(&mcp.Prompt{Name: "forecast"}, s.forecastPrompt)
}

func (s *srv) multiPlain(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "stationA":
		return s.stationText(ctx, req) // ok unknowntool
	default:
		return nil, fmt.Errorf("unknown tool %q", req.Params.Name) // want unknowntool:`plain error, which go-sdk sends as JSON-RPC code 0`
	}
}

func (s *srv) multiMethodNotFound(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, ok := s.stations[req.Params.Name]; !ok {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeMethodNotFound, Message: "unknown tool " + req.Params.Name} // want unknowntool:`-32601 \(method not found; tools/call exists\)`
	}
	return s.stationText(ctx, req) // ok unknowntool
}

func (s *srv) multiInvalidParams(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "stationA", "stationB":
		return s.stationText(ctx, req)
	default:
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool " + req.Params.Name} // ok unknowntool rpcerror
	}
}

func (s *srv) multiInvalidParamsHelper(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, ok := s.stations[req.Params.Name]; !ok {
		return nil, rpccodes.UnknownTool(req.Params.Name) // ok unknowntool rpcerror
	}
	return s.stationText(ctx, req)
}

func (s *srv) multiNoMethodHelper(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "stationA":
		return s.stationText(ctx, req)
	}
	return nil, rpccodes.NoMethod(req.Params.Name) // want unknowntool:`-32601`
}

func (s *srv) multiCustomCode(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "stationA":
		return s.stationText(ctx, req)
	default:
		return nil, &jsonrpc.Error{Code: -32044, Message: "tool not found"} // want unknowntool:`JSON-RPC code -32044` reservedcode:`-32044 is inside -32020..-32099`
	}
}

func (s *srv) multiSetError(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.stations[req.Params.Name] == "" {
		res := &mcp.CallToolResult{}
		res.SetError(fmt.Errorf("unknown tool %s", req.Params.Name))
		return res, nil // want unknowntool:`isError result`
	}
	return s.stationText(ctx, req)
}

func (s *srv) multiText(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.Params.Name
	if name == "stationA" {
		return s.stationText(ctx, req)
	} else if name == "stationB" {
		return s.stationText(ctx, req)
	} else {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "no tool " + name}}}, nil // want unknowntool:`successful result`
	}
}

func (s *srv) multiVar(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "stationA":
		return s.stationText(ctx, req)
	default:
		err := &jsonrpc.Error{Code: jsonrpc.CodeMethodNotFound, Message: "unknown tool"}
		return nil, err // want unknowntool:`-32601`
	}
}

// toolNotFound is the project's answer for an unknown tool.
func toolNotFound(name string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeMethodNotFound, Message: fmt.Sprintf("tool %s not found", name)}
}

func (s *srv) multiLocalHelper(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "stationA":
		return s.stationText(ctx, req)
	default:
		return nil, toolNotFound(req.Params.Name) // want unknowntool:`-32601`
	}
}

var stationHandlers = map[string]stationTool{}

func (s *srv) multiNilEntry(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	h := stationHandlers[req.Params.Name]
	if h == nil {
		return nil, errors.New("tool not implemented") // want unknowntool:`plain error, which go-sdk sends as JSON-RPC code 0`
	}
	return h(ctx, req)
}

// multiDelegate passes every name it does not single out to a generic
// handler: not an unknown-tool answer.
func (s *srv) multiDelegate(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "stationA":
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "a"}}}, nil
	default:
		return s.stationText(ctx, req) // ok unknowntool
	}
}

func (r *stationRegistry) find(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, err := r.Find(req.Params.Name)
	if err != nil {
		return nil, err // want unknowntool:`plain error, which go-sdk sends as JSON-RPC code 0`
	}
	return t(ctx, req)
}

func (r *stationRegistry) has(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, ok := r.Has(req.Params.Name)
	if !ok {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool"} // ok unknowntool rpcerror
	}
	return t(ctx, req)
}

func (r *stationRegistry) scan(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	for _, e := range r.list {
		if e.Name == req.Params.Name {
			return e.Handler(ctx, req)
		}
	}
	return nil, &jsonrpc.Error{Code: jsonrpc.CodeMethodNotFound, Message: "unknown tool " + req.Params.Name} // want unknowntool:`-32601`
}

func (s *srv) typedPlain(ctx context.Context, req *mcp.CallToolRequest, in stationQuery) (*mcp.CallToolResult, stationOut, error) {
	switch req.Params.Name {
	case "stationA":
		return nil, stationOut{Name: in.ID}, nil
	default:
		return nil, stationOut{}, fmt.Errorf("unknown tool %s", req.Params.Name) // want unknowntool:`isError result`
	}
}

func (s *srv) typedWrapped(ctx context.Context, req *mcp.CallToolRequest, in stationQuery) (*mcp.CallToolResult, stationOut, error) {
	if _, ok := s.stations[req.Params.Name]; !ok {
		return nil, stationOut{}, fmt.Errorf("dispatch: %w", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool"}) // want unknowntool:`isError result` wrappedrpcerror:`wrapped in another error`
	}
	return nil, stationOut{Name: in.ID}, nil
}

func (s *srv) typedInvalidParams(ctx context.Context, req *mcp.CallToolRequest, in stationQuery) (*mcp.CallToolResult, stationOut, error) {
	if _, ok := s.stations[req.Params.Name]; !ok {
		return nil, stationOut{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool " + req.Params.Name} // ok unknowntool
	}
	return nil, stationOut{Name: in.ID}, nil
}

func (s *srv) typedMethodNotFound(ctx context.Context, req *mcp.CallToolRequest, in stationQuery) (*mcp.CallToolResult, stationOut, error) {
	switch req.Params.Name {
	case "stationA":
		return nil, stationOut{Name: in.ID}, nil
	}
	return nil, stationOut{}, rpccodes.NoMethod(req.Params.Name) // want unknowntool:`-32601`
}

// readStations decides on a resource URI, not a tool name.
func (s *srv) readStations(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	switch req.Params.URI {
	case "stations://all":
		return &mcp.ReadResourceResult{}, nil
	default:
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeMethodNotFound, Message: "unknown resource"} // ok unknowntool
	}
}

// forecastPrompt decides on a prompt name, not a tool name.
func (s *srv) forecastPrompt(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	switch req.Params.Name {
	case "forecast":
		return &mcp.GetPromptResult{}, nil
	default:
		return nil, fmt.Errorf("unknown prompt %q", req.Params.Name) // ok unknowntool
	}
}
