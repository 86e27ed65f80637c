// Package textdelegate is a hand-rolled server whose text tools hand
// their whole answer to functions of their own signature, on one branch
// or from a switch on an argument: the dispatcher sends their errors as
// JSON-RPC errors, reported at the functions' own failing returns.
package textdelegate

import (
	"encoding/json"
	"errors"
	"fmt"
)

type rpcErr struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID     any     `json:"id"`
	Result any     `json:"result,omitempty"`
	Error  *rpcErr `json:"error,omitempty"`
}

type store interface {
	Delete(id string) error
	Archive(id string) error
}

type srv struct {
	st    store
	batch bool
}

func (s *srv) handle(id any, method string, params json.RawMessage) response {
	if method != "tools/call" {
		return response{ID: id, Error: &rpcErr{Code: -32601, Message: "method not found"}}
	}
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(params, &p); err != nil {
		return response{ID: id, Error: &rpcErr{Code: -32602, Message: "invalid params"}}
	}
	out, err := s.run(p.Name, p.Arguments)
	if err != nil {
		return response{ID: id, Error: &rpcErr{Code: -32000, Message: err.Error()}}
	}
	return response{ID: id, Result: map[string]any{"content": []map[string]any{{"type": "text", "text": fmt.Sprint(out)}}}}
}

func (s *srv) run(name string, args json.RawMessage) (any, error) {
	switch name {
	case "delete":
		return s.deleteTool(args)
	case "confirm":
		return s.confirmTool(args)
	}
	return nil, errors.New("unknown tool")
}

func (s *srv) deleteTool(args json.RawMessage) (any, error) {
	if s.batch {
		return s.deleteConfirmed(args)
	}
	return map[string]any{"status": "confirmation_required"}, nil
}

func (s *srv) confirmTool(args json.RawMessage) (any, error) {
	var p struct{ Tool string }
	if err := json.Unmarshal(args, &p); err != nil {
		return nil, err // want `tool "confirm" handler returns an error that dispatcher srv.run sends as JSON-RPC error -32000`
	}
	switch p.Tool {
	case "delete":
		return s.deleteConfirmed(args)
	case "archive":
		return s.archiveConfirmed(args)
	}
	return nil, errors.New("nothing to confirm") // want `tool "confirm" handler returns an error that dispatcher srv.run sends as JSON-RPC error -32000`
}

func idOf(args json.RawMessage) string {
	var p struct{ ID string }
	_ = json.Unmarshal(args, &p)
	return p.ID
}

func (s *srv) deleteConfirmed(args json.RawMessage) (any, error) {
	if err := s.st.Delete(idOf(args)); err != nil {
		return nil, fmt.Errorf("delete: %w", err) // want `tool handler srv.deleteConfirmed returns an error that dispatcher srv.run sends as JSON-RPC error -32000`
	}
	return "deleted", nil
}

func (s *srv) archiveConfirmed(args json.RawMessage) (any, error) {
	if err := s.st.Archive(idOf(args)); err != nil {
		return nil, fmt.Errorf("archive: %w", err) // want `tool "confirm" handler returns an error that dispatcher srv.run sends as JSON-RPC error -32000`
	}
	return "archived", nil
}
