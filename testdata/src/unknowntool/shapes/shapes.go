// Package shapes exercises unknowntool on the ways a dispatcher finds a
// tool: registries returning an error, index tests, slice scans, helpers
// given the name, registry dispatchers registered as SDK handlers, and
// miss branches that only assign what a later return sends.
package shapes

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"unknowntool/shapeswire"
)

type tool func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

type registry struct {
	byName map[string]tool
	list   []entry
	perms  map[string]string
}

type entry struct {
	name string
	run  tool
}

func (r *registry) Get(name string) (tool, error) {
	if t, ok := r.byName[name]; ok {
		return t, nil
	}
	return nil, errors.New("no tool " + name)
}

func (r *registry) Allowed(ctx context.Context, name string) (bool, error) { return true, nil }

func register(s *server.MCPServer, r *registry) {
	s.AddTool(mcp.NewTool("a"), r.get)
	s.AddTool(mcp.NewTool("a"), r.index)
	s.AddTool(mcp.NewTool("a"), r.scan)
	s.AddTool(mcp.NewTool("a"), r.assigned)
	s.AddTool(mcp.NewTool("a"), r.permission)
	s.AddTool(mcp.NewTool("a"), r.callFolded)
	s.AddTool(mcp.NewTool("a"), r.callFoldedNil)
	s.AddTool(mcp.NewTool("a"), r.callDefaulted)
	s.AddTool(mcp.NewTool("a"), r.delegate)
}

// get is a registry dispatcher: discovery lists the tools it calls, not
// it, yet its miss branch answers the client.
func (r *registry) get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, err := r.Get(req.Params.Name)
	if err != nil {
		return nil, err // want `unknown tool answered with a plain error, which mcp-go sends as JSON-RPC -32603`
	}
	return t(ctx, req)
}

func (r *registry) index(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if r.byName[req.Params.Name] == nil {
		return mcp.NewToolResultError("unknown tool"), nil // want `unknown tool answered with an isError result`
	}
	if r.perms[req.Params.Name] == "" {
		return nil, fmt.Errorf("unknown tool %s", req.Params.Name) // want `unknown tool answered with a plain error`
	}
	return r.byName[req.Params.Name](ctx, req)
}

func (r *registry) scan(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	for _, e := range r.list {
		if e.name == req.Params.Name {
			return e.run(ctx, req)
		}
	}
	return mcp.NewToolResultText("nothing to run"), nil // want `unknown tool answered with a successful result`
}

func (r *registry) assigned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	switch req.Params.Name {
	case "a":
		res = mcp.NewToolResultText("a")
	default:
		res = mcp.NewToolResultError("unknown tool") // want `unknown tool answered with an isError result`
	}
	return res, nil
}

// permission asks whether the caller may use the tool: the error is not a
// lookup miss.
func (r *registry) permission(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ok, err := r.Allowed(ctx, req.Params.Name)
	if err != nil {
		return nil, err
	}
	if !ok {
		return mcp.NewToolResultError("not allowed"), nil
	}
	return mcp.NewToolResultText("done"), nil
}

// delegate hands every other name to another handler.
func (r *registry) delegate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("a"), nil
	default:
		return r.index(ctx, req)
	}
}

// gosdkDispatch is a go-sdk registry dispatcher.
func gosdkDispatch(tools map[string]gomcp.ToolHandler) gomcp.ToolHandler {
	return func(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
		h, err := lookup(tools, req.Params.Name)
		if err != nil {
			return nil, err // want `unknown tool answered with a plain error, which go-sdk sends as JSON-RPC code 0`
		}
		return h(ctx, req)
	}
}

func lookup(tools map[string]gomcp.ToolHandler, name string) (gomcp.ToolHandler, error) {
	if h, ok := tools[name]; ok {
		return h, nil
	}
	return nil, errors.New("unknown tool")
}

// Hand-rolled.

type callParams struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

type promptParams struct {
	Name      string            `json:"name"`
	Arguments map[string]string `json:"arguments"`
}

type result struct {
	Content []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	} `json:"content"`
	IsError bool `json:"isError,omitempty"`
}

func textResult(s string) *result {
	r := &result{}
	r.Content = append(r.Content, struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}{"text", s})
	return r
}

type hand struct {
	tools   map[string]func(json.RawMessage) result
	prompts map[string]string
}

func (h *hand) call(id any, raw json.RawMessage) shapeswire.Response {
	var p callParams
	if err := json.Unmarshal(raw, &p); err != nil {
		return shapeswire.InvalidParams(id, "bad params")
	}
	return h.callNamed(id, p.Name, p.Arguments)
}

// callNamed is given the tool name by every caller.
func (h *hand) callNamed(id any, name string, args json.RawMessage) shapeswire.Response {
	t, ok := h.tools[name]
	if !ok {
		return shapeswire.MethodNotFound(id, "unknown tool "+name) // want `unknown tool answered with JSON-RPC -32601`
	}
	return shapeswire.OK(id, t(args))
}

func (h *hand) callText(id any, p callParams) shapeswire.Response {
	t, ok := h.tools[p.Name]
	if !ok {
		return shapeswire.OK(id, textResult("no such tool")) // want `unknown tool answered with a successful result`
	}
	return shapeswire.OK(id, t(p.Arguments))
}

func (h *hand) callCorrect(id any, p callParams) shapeswire.Response {
	t, ok := h.tools[p.Name]
	if !ok {
		return shapeswire.InvalidParams(id, "unknown tool "+p.Name)
	}
	return shapeswire.OK(id, t(p.Arguments))
}

// prompt looks up a prompt, not a tool.
func (h *hand) prompt(id any, p promptParams) shapeswire.Response {
	body, ok := h.prompts[p.Name]
	if !ok {
		return shapeswire.MethodNotFound(id, "unknown prompt")
	}
	return shapeswire.OK(id, body)
}

// log is given other strings too: its parameter is not the tool name.
func (h *hand) log(id any, p callParams) {
	h.note(p.Name)
	h.note("other")
}

func (h *hand) note(s string) {
	if _, ok := h.tools[s]; !ok {
		_ = shapeswire.MethodNotFound(nil, s)
	}
}

// execute returns a plain error for an unknown tool; its only caller
// answers every error with -32601.
func (h *hand) execute(name string, args json.RawMessage) (result, error) {
	t, ok := h.tools[name]
	if !ok {
		return result{}, errors.New("unknown tool " + name) // want `unknown tool answered with JSON-RPC -32601`
	}
	return t(args), nil
}

func (h *hand) callExecute(id any, p callParams) shapeswire.Response {
	res, err := h.execute(p.Name, p.Arguments)
	if err != nil {
		return shapeswire.MethodNotFound(id, err.Error())
	}
	return shapeswire.OK(id, res)
}

// executeChecked is called only after its caller answered unknown tools.
func (h *hand) executeChecked(name string, args json.RawMessage) (result, error) {
	t, ok := h.tools[name]
	if !ok {
		return result{}, errors.New("unknown tool " + name)
	}
	return t(args), nil
}

func (h *hand) callChecked(id any, p callParams) shapeswire.Response {
	if _, ok := h.tools[p.Name]; !ok {
		return shapeswire.InvalidParams(id, "unknown tool")
	}
	res, err := h.executeChecked(p.Name, p.Arguments)
	if err != nil {
		return shapeswire.MethodNotFound(id, err.Error())
	}
	return shapeswire.OK(id, res)
}

// run has a caller that does not check the error: not followed.
func (h *hand) run(name string) error {
	if _, ok := h.tools[name]; !ok {
		return errors.New("unknown tool " + name)
	}
	return nil
}

func (h *hand) callRun(id any, p callParams) shapeswire.Response {
	_ = h.run(p.Name)
	return shapeswire.OK(id, nil)
}
