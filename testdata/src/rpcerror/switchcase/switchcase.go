// Package switchcase is a hand-rolled server whose name switch checks a
// tool's arguments in the case before it calls the tool's function: a
// failing check fails that tool, and the dispatcher sends it as a
// JSON-RPC error like the function's own errors.
package switchcase

import (
	"errors"
	"fmt"
	"strconv"
)

type request struct {
	ID     any            `json:"id"`
	Method string         `json:"method"`
	Params map[string]any `json:"params"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID     any       `json:"id"`
	Result any       `json:"result,omitempty"`
	Error  *rpcError `json:"error,omitempty"`
}

type server struct{ issues map[int]string }

func (s *server) handle(req request) response {
	if req.Method != "tools/call" {
		return response{ID: req.ID, Error: &rpcError{Code: -32601, Message: "method not found"}}
	}
	name, _ := req.Params["name"].(string)
	args, _ := req.Params["arguments"].(map[string]any)
	out, err := s.call(name, args)
	if err != nil {
		return response{ID: req.ID, Error: &rpcError{Code: -32000, Message: err.Error()}}
	}
	return response{ID: req.ID, Result: map[string]any{"content": []map[string]any{{"type": "text", "text": out}}}}
}

func (s *server) call(name string, args map[string]any) (string, error) {
	switch name {
	case "issue_show":
		n, err := number(args)
		if err != nil {
			return "", err // want `tool handler server.call returns an error that dispatcher server.handle sends as JSON-RPC error -32000`
		}
		return s.show(n)
	case "issue_list":
		return s.list()
	case "issue_close":
		return s.run("close", args)
	case "issue_open":
		return s.run("open", args)
	default:
		return "", fmt.Errorf("unknown tool %q", name)
	}
}

func number(args map[string]any) (int, error) {
	v, ok := args["number"].(string)
	if !ok {
		return 0, errors.New("number is required")
	}
	return strconv.Atoi(v)
}

func (s *server) show(n int) (string, error) {
	t, ok := s.issues[n]
	if !ok {
		return "", fmt.Errorf("no issue %d", n) // want `tool "issue_show" handler returns an error that dispatcher server.call sends as JSON-RPC error -32000`
	}
	return t, nil
}

func (s *server) list() (string, error) {
	return fmt.Sprint(len(s.issues)), nil
}

// run is the text tool of two cases: their returns hand its error on, and
// its own returns are reported.
func (s *server) run(verb string, args map[string]any) (string, error) {
	if verb == "" {
		return "", errors.New("no verb") // want `returns an error that dispatcher server.call sends as JSON-RPC error -32000`
	}
	return verb, nil
}
