// Package tooltable lists its tools in a table of records whose fn fields
// are literals, copied into the dispatch map; some hand their work to a
// shared function with an argument of their own. The dispatcher sends a
// tool's error as a JSON-RPC internal error: each failing return is
// reported where it fails, in the literal or in the shared function.
package tooltable

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
)

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type toolFn func(ctx context.Context, args json.RawMessage) (any, error)

// Server answers requests.
type Server struct {
	tools map[string]toolFn
	jobs  map[string]bool
}

func text(s string) map[string]any {
	return map[string]any{"content": []map[string]any{{"type": "text", "text": s}}}
}

func (s *Server) register() {
	type entry struct {
		name string
		fn   toolFn
	}
	entries := []entry{
		{name: "status", fn: func(ctx context.Context, args json.RawMessage) (any, error) {
			var p struct{ Job string }
			if err := json.Unmarshal(args, &p); err != nil {
				return nil, err // want `tool handler func literal in Server.register returns an error that dispatcher Server.call sends as JSON-RPC error -32603`
			}
			return text(fmt.Sprint(s.jobs[p.Job])), nil
		}},
		{name: "start", fn: func(ctx context.Context, args json.RawMessage) (any, error) {
			return s.lifecycle(ctx, args, "start") // reported in lifecycle
		}},
	}
	entries = append(entries, entry{name: "stop", fn: func(ctx context.Context, args json.RawMessage) (any, error) {
		return s.lifecycle(ctx, args, "stop")
	}})
	for _, e := range entries {
		s.tools[e.name] = e.fn
	}
}

// lifecycle is the work of the start and stop tools.
func (s *Server) lifecycle(ctx context.Context, args json.RawMessage, action string) (any, error) {
	var p struct{ Job string }
	if err := json.Unmarshal(args, &p); err != nil || p.Job == "" {
		return nil, errors.New("job is required") // want `tool handler Server.lifecycle returns an error that dispatcher Server.call sends as JSON-RPC error -32603; the model never sees it: have the dispatcher answer`
	}
	s.jobs[p.Job] = action == "start"
	return text(action + "ed " + p.Job), nil
}

func (s *Server) call(ctx context.Context, name string, args json.RawMessage) (any, *rpcError) {
	fn, ok := s.tools[name]
	if !ok {
		return nil, &rpcError{Code: -32602, Message: "unknown tool " + name}
	}
	out, err := fn(ctx, args)
	if err != nil {
		return nil, &rpcError{Code: -32603, Message: err.Error()}
	}
	return out, nil
}

// Handle answers a request.
func (s *Server) Handle(ctx context.Context, method string, params json.RawMessage) (any, *rpcError) {
	switch method {
	case "tools/call":
		var p struct {
			Name      string          `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		}
		if err := json.Unmarshal(params, &p); err != nil {
			return nil, &rpcError{Code: -32602, Message: "invalid params"}
		}
		return s.call(ctx, p.Name, p.Arguments)
	}
	return nil, &rpcError{Code: -32601, Message: "method not found"}
}
