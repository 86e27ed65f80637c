// Package mapwire is a hand-rolled stdio server that writes every answer
// as a map marshalled to a string: its tools return any value and an
// error, and a tool's error goes out through fail as a JSON-RPC error
// object built as a map, with the code fail is given.
package mapwire

import (
	"encoding/json"
	"errors"
	"fmt"
)

type server struct{ rows map[string]int }

func (s *server) handle(req map[string]any) (string, error) {
	switch req["method"] {
	case "tools/call":
		return s.toolsCall(req)
	}
	return s.fail(req, -32601, "method not found")
}

func (s *server) toolsCall(req map[string]any) (string, error) {
	params, _ := req["params"].(map[string]any)
	name, _ := params["name"].(string)
	args, _ := params["arguments"].(map[string]any)
	var result any
	var err error
	switch name {
	case "count":
		result, err = s.count(args)
	case "tables":
		result, err = s.tables(args)
	default:
		return s.fail(req, -32602, "unknown tool "+name) // a standard code: fine
	}
	if err != nil {
		return s.fail(req, -32000, err.Error()) // want `JSON-RPC error code -32000 is in the legacy band -32000..-32019`
	}
	b, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": req["id"], "result": map[string]any{
		"content": []map[string]any{{"type": "text", "text": fmt.Sprint(result)}},
	}})
	return string(b), err
}

func (s *server) count(args map[string]any) (any, error) {
	table, ok := args["table"].(string)
	if !ok {
		return nil, errors.New("table is required")
	}
	n, ok := s.rows[table]
	if !ok {
		return nil, fmt.Errorf("no table %q", table)
	}
	return n, nil
}

func (s *server) tables(args map[string]any) (any, error) {
	var out []string
	for t := range s.rows {
		out = append(out, t)
	}
	return out, nil
}

// fail answers with a JSON-RPC error object.
func (s *server) fail(req map[string]any, code int, message string) (string, error) {
	b, err := json.Marshal(map[string]any{
		"jsonrpc": "2.0",
		"id":      req["id"],
		"error":   map[string]any{"code": code, "message": message},
	})
	return string(b), err
}
