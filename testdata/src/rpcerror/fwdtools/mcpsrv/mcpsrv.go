// want package:"exits\\(Server.readFile:\\d+, Server.readFile:\\d+, Server.fileSize:\\d+\\)"

// Package mcpsrv answers a hand-rolled server's requests but leaves the
// JSON-RPC answer to an error to the command that reads them: its tools
// return a result map or an error, which tools/call and HandleRequest
// return as they are. The command in package cmd sends it as a -32603
// JSON-RPC error: reported at the tools' returns, from there.
package mcpsrv

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
)

// Server serves the tools.
type Server struct{ root string }

// HandleRequest answers one JSON-RPC request.
func (s *Server) HandleRequest(raw []byte) (any, error) {
	var req struct {
		ID     any             `json:"id"`
		Method string          `json:"method"`
		Params json.RawMessage `json:"params"`
	}
	if err := json.Unmarshal(raw, &req); err != nil {
		return nil, err
	}
	switch req.Method {
	case "tools/list":
		return map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": map[string]any{"tools": []any{}}}, nil
	case "tools/call":
		return s.callTool(req.ID, req.Params)
	}
	return nil, fmt.Errorf("unknown method %s", req.Method)
}

func (s *Server) callTool(id any, raw json.RawMessage) (any, error) {
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(raw, &p); err != nil {
		return nil, fmt.Errorf("bad params: %w", err)
	}
	var result any
	var err error
	switch p.Name {
	case "read_file":
		result, err = s.readFile(p.Arguments)
	case "file_size":
		result, err = s.fileSize(p.Arguments)
	default:
		return nil, fmt.Errorf("unknown tool: %s", p.Name)
	}
	if err != nil {
		return nil, err
	}
	return map[string]any{"jsonrpc": "2.0", "id": id, "result": result}, nil
}

func text(s string) map[string]any {
	return map[string]any{"content": []map[string]any{{"type": "text", "text": s}}}
}

func (s *Server) readFile(args map[string]any) (any, error) {
	path, ok := args["path"].(string)
	if !ok {
		return nil, errors.New("path is required") // want `tool "read_file" handler \(dispatched by package main at cmd.go:\d+\) returns an error that dispatcher main sends as JSON-RPC error -32603`
	}
	f, err := os.Open(s.root + "/" + path)
	if err != nil {
		return nil, fmt.Errorf("open: %w", err) // want `tool "read_file" handler \(dispatched by package main at cmd.go:\d+\) returns an error`
	}
	defer f.Close()
	b := make([]byte, 4096)
	n, _ := f.Read(b)
	return text(string(b[:n])), nil
}

func (s *Server) fileSize(args map[string]any) (any, error) {
	path, _ := args["path"].(string)
	st, err := os.Stat(s.root + "/" + path)
	if err != nil {
		return nil, err // want `tool "file_size" handler \(dispatched by package main at cmd.go:\d+\) returns an error`
	}
	return map[string]any{"content": []map[string]any{{"type": "text", "text": fmt.Sprint(st.Size())}}}, nil
}
