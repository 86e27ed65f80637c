// Package getter exercises unknowntool on tool lookups through a getter of
// the package that returns its map's entry for the name
// (`t := s.tools.Find(p.Name); if t == nil { … }`), in a hand-rolled
// dispatcher and in an mcp-go multi-tool handler, with getters of other
// things (a session, a prompt, a computed value) as negatives.
package getter

import (
	"context"
	"encoding/json"
	"errors"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

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

type textContent struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type callResult struct {
	Content []textContent `json:"content"`
	IsError bool          `json:"isError,omitempty"`
}

type endpoint struct{ path string }

type session struct{ user string }

type prompt struct{ text string }

// catalog holds the tools by name.
type catalog struct {
	mu sync.RWMutex
	m  map[string]*endpoint
}

// Endpoint returns the tool registered under name, or nil.
func (c *catalog) Endpoint(name string) *endpoint {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.m[name]
}

// Entry returns the tool registered under name through a local, or nil.
func (c *catalog) Entry(name string) *endpoint {
	e, ok := c.m[name]
	if !ok {
		return nil
	}
	return e
}

// Default returns a tool built for name, never one looked up.
func (c *catalog) Default(name string) *endpoint { return &endpoint{path: "/" + name} }

type srv struct {
	tools    *catalog
	sessions map[string]*session
	prompts  map[string]*prompt
}

func (s *srv) session(id string) *session { return s.sessions[id] }

func (s *srv) prompt(name string) *prompt { return s.prompts[name] }

func (s *srv) fail(id any, code int, msg string) response {
	return response{ID: id, Error: &rpcError{Code: code, Message: msg}}
}

func (s *srv) run(e *endpoint, args map[string]any) (callResult, error) {
	if e.path == "" {
		return callResult{}, errors.New("no path")
	}
	return callResult{Content: []textContent{{Type: "text", Text: e.path}}}, nil
}

func (s *srv) handle(req request) response {
	switch req.Method {
	case "tools/call":
		return s.call(req)
	case "tools/call2":
		return s.callLocal(req)
	case "prompts/get":
		return s.getPrompt(req)
	}
	return s.fail(req.ID, -32601, "method not found")
}

func (s *srv) call(req request) response {
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
		Session   string         `json:"session"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return s.fail(req.ID, -32602, "invalid params")
	}
	// A session looked up by its id: no tool lookup.
	sess := s.session(p.Session)
	if sess == nil {
		return s.fail(req.ID, -32001, "no session")
	}
	e := s.tools.Endpoint(p.Name)
	if e == nil {
		return s.fail(req.ID, -32601, "tool not found") // want `unknown tool answered with JSON-RPC -32601`
	}
	res, err := s.run(e, p.Arguments)
	if err != nil {
		return response{ID: req.ID, Result: callResult{Content: []textContent{{Type: "text", Text: err.Error()}}, IsError: true}}
	}
	return response{ID: req.ID, Result: res}
}

func (s *srv) callLocal(req request) response {
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return s.fail(req.ID, -32602, "invalid params")
	}
	if e := s.tools.Entry(p.Name); e == nil {
		return response{ID: req.ID, Result: callResult{Content: []textContent{{Type: "text", Text: "no such tool"}}}} // want `unknown tool answered with a successful result`
	} else {
		res, _ := s.run(e, p.Arguments)
		return response{ID: req.ID, Result: res}
	}
}

// getPrompt looks a prompt up by its name: no tool.
func (s *srv) getPrompt(req request) response {
	var p struct {
		Name      string            `json:"name"`
		Arguments map[string]string `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return s.fail(req.ID, -32602, "invalid params")
	}
	pr := s.prompt(p.Name)
	if pr == nil {
		return s.fail(req.ID, -32601, "prompt not found")
	}
	return response{ID: req.ID, Result: pr.text}
}

// registry dispatches mcp-go tools/call requests through a getter.
type registry struct {
	byName map[string]server.ToolHandlerFunc
	seen   map[string]*endpoint
}

// Handler returns the handler registered under name, or nil.
func (r *registry) Handler(name string) server.ToolHandlerFunc { return r.byName[name] }

// Mark returns the record of a name, or nil, for bookkeeping only.
func (r *registry) Mark(name string) *endpoint { return r.seen[name] }

func register(s *server.MCPServer, r *registry, c *catalog) {
	s.AddTool(mcp.NewTool("a"), r.dispatch)
	s.AddTool(mcp.NewTool("b"), r.unused)
	s.AddTool(mcp.NewTool("c"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// A getter that builds a value rather than looking one up.
		e := c.Default(req.Params.Name)
		if e == nil {
			return nil, errors.New("no default")
		}
		return mcp.NewToolResultText(e.path), nil
	})
}

func (r *registry) dispatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	h := r.Handler(req.Params.Name)
	if h == nil {
		return mcp.NewToolResultError("unknown tool " + req.Params.Name), nil // want `unknown tool answered with an isError result`
	}
	return h(ctx, req)
}

// unused tests a getter's result that nothing then runs: no tool lookup.
func (r *registry) unused(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if m := r.Mark(req.Params.Name); m == nil {
		return mcp.NewToolResultError("not marked"), nil
	}
	return mcp.NewToolResultText("marked"), nil
}
