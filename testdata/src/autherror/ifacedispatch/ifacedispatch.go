// Package ifacedispatch is a hand-rolled server whose tools/call code
// looks a tool up in a registry of interface values, through a getter that
// locks the registry, and calls its Execute with the caller the HTTP
// handler found: a tool's decision on that caller is one on identity; its
// checks of the arguments, which the model wrote, are not.
package ifacedispatch

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"
)

type caller struct{ id, role string }

type content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type result struct {
	Content []content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

type tool interface {
	Execute(ctx context.Context, args map[string]any, who *caller) (*result, error)
}

type rpcErr struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type reply struct {
	JSONRPC string  `json:"jsonrpc"`
	ID      any     `json:"id,omitempty"`
	Result  any     `json:"result,omitempty"`
	Error   *rpcErr `json:"error,omitempty"`
}

type call struct {
	ID     any `json:"id"`
	Method string
	Params struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
}

type server struct {
	mu    sync.RWMutex
	tools map[string]tool
}

func (s *server) lookup(name string) tool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.tools[name]
}

func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	who := &caller{id: r.Header.Get("X-User-Id"), role: r.Header.Get("X-User-Role")}
	var c call
	if err := json.NewDecoder(r.Body).Decode(&c); err != nil {
		return
	}
	_ = json.NewEncoder(w).Encode(s.dispatch(r.Context(), &c, who))
}

func (s *server) dispatch(ctx context.Context, c *call, who *caller) reply {
	if c.Method != "tools/call" {
		return reply{JSONRPC: "2.0", ID: c.ID, Error: &rpcErr{Code: -32601, Message: "method not found"}}
	}
	t := s.lookup(c.Params.Name)
	if t == nil {
		return reply{JSONRPC: "2.0", ID: c.ID, Error: &rpcErr{Code: -32602, Message: "unknown tool"}}
	}
	res, err := t.Execute(ctx, c.Params.Arguments, who)
	if err != nil {
		return reply{JSONRPC: "2.0", ID: c.ID, Error: &rpcErr{Code: -32603, Message: err.Error()}}
	}
	return reply{JSONRPC: "2.0", ID: c.ID, Result: res}
}

type note struct{ owner, body string }

type readNote struct{ notes map[string]note }

func (t *readNote) Execute(ctx context.Context, args map[string]any, who *caller) (*result, error) {
	id, _ := args["id"].(string)
	if id == "" {
		return &result{IsError: true, Content: []content{{Type: "text", Text: "id is required"}}}, nil
	}
	n, ok := t.notes[id]
	if !ok {
		return &result{IsError: true, Content: []content{{Type: "text", Text: "no such note"}}}, nil
	}
	if who.role != "admin" && n.owner != who.id {
		return &result{IsError: true, Content: []content{{Type: "text", Text: "access denied"}}}, nil // want `caller authorization failure returned as an isError result`
	}
	return &result{Content: []content{{Type: "text", Text: n.body}}}, nil
}

// newServer registers the tools.
func newServer(notes map[string]note) *server {
	s := &server{tools: map[string]tool{}}
	s.tools["read_note"] = &readNote{notes: notes}
	return s
}
