// Package lockedgetter is a hand-rolled server whose tools/call code finds
// a tool through a getter that locks the registry (a deferred unlock: the
// getter returns through its result slot) and sends the tool's error as a
// JSON-RPC error.
package lockedgetter

import (
	"context"
	"errors"
	"sync"
)

type result struct {
	Content []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	} `json:"content"`
	IsError bool `json:"isError,omitempty"`
}

type tool interface {
	Run(ctx context.Context, args map[string]any) (*result, error)
}

type rpcErr struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type reply struct {
	ID     any     `json:"id"`
	Result any     `json:"result,omitempty"`
	Error  *rpcErr `json:"error,omitempty"`
}

type registry struct {
	mu    sync.Mutex
	tools map[string]tool
}

func (r *registry) get(name string) (tool, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	t, ok := r.tools[name]
	return t, ok
}

// CallTool answers a tools/call request.
func (r *registry) CallTool(ctx context.Context, id any, method, name string, args map[string]any) reply {
	if method != "tools/call" {
		return reply{ID: id, Error: &rpcErr{Code: -32601, Message: "method not found"}}
	}
	t, ok := r.get(name)
	if !ok {
		return reply{ID: id, Error: &rpcErr{Code: -32602, Message: "unknown tool"}}
	}
	res, err := t.Run(ctx, args)
	if err != nil {
		return reply{ID: id, Error: &rpcErr{Code: -32603, Message: err.Error()}}
	}
	return reply{ID: id, Result: res}
}

type echo struct{}

func (echo) Run(ctx context.Context, args map[string]any) (*result, error) {
	if _, ok := args["text"].(string); !ok {
		return nil, errors.New("text is required") // want `tool "echo" handler returns an error that dispatcher registry.CallTool sends as JSON-RPC error -32603`
	}
	return &result{}, nil
}

// New registers the tools.
func New() *registry {
	r := &registry{tools: map[string]tool{}}
	r.tools["echo"] = echo{}
	return r
}
