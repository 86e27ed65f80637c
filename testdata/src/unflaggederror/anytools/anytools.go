// Package anytools is a hand-rolled server whose tools return any value
// and an error, kept in a map; the dispatcher sends the error as an
// isError result and encodes the value into a success result's text, so
// a value that says it failed reaches the model as a success.
package anytools

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
)

type request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type response struct {
	ID     any `json:"id"`
	Result any `json:"result,omitempty"`
}

type tool func(args map[string]any) (any, error)

type lookupOut struct {
	Value string `json:"value,omitempty"`
	Error string `json:"error,omitempty"`
}

// Server answers requests.
type Server struct {
	tools map[string]tool
	store map[string]string
}

// New registers the tools.
func New() *Server {
	s := &Server{tools: map[string]tool{}, store: map[string]string{}}
	s.tools["match"] = s.match
	s.tools["lookup"] = s.lookup
	s.tools["count"] = s.count
	s.tools["check_regex"] = s.checkRegex
	s.tools["query"] = func(args map[string]any) (any, error) {
		q, _ := args["q"].(string)
		return s.query(q) // want `returned a value that is JSON whose "error" holds an error's text when query fails`
	}
	s.tools["query_mixed"] = func(args map[string]any) (any, error) {
		q, _ := args["q"].(string)
		return s.queryMixed(q) // want `returned a value that is JSON whose "error" holds an error's text when queryMixed fails with a nil error on that path`
	}
	s.tools["query_checked"] = func(args map[string]any) (any, error) {
		q, _ := args["q"].(string)
		return s.queryChecked(q)
	}
	return s
}

// Handle answers one request.
func (s *Server) Handle(req request) response {
	switch req.Method {
	case "tools/call":
		var p struct {
			Name      string         `json:"name"`
			Arguments map[string]any `json:"arguments"`
		}
		_ = json.Unmarshal(req.Params, &p)
		t, ok := s.tools[p.Name]
		if !ok {
			return response{ID: req.ID, Result: map[string]any{"isError": true, "content": []map[string]any{{"type": "text", "text": "unknown tool"}}}}
		}
		out, err := t(p.Arguments)
		if err != nil {
			return response{ID: req.ID, Result: map[string]any{"isError": true, "content": []map[string]any{{"type": "text", "text": err.Error()}}}}
		}
		b, _ := json.Marshal(out)
		return response{ID: req.ID, Result: map[string]any{"content": []map[string]any{{"type": "text", "text": string(b)}}}}
	}
	return response{}
}

func (s *Server) match(args map[string]any) (any, error) {
	pattern, _ := args["pattern"].(string)
	re, err := regexp.Compile(pattern)
	if err != nil {
		return map[string]any{"error": fmt.Sprintf("invalid pattern: %v", err)}, nil // want `returned a value that is JSON whose "error" holds an error's text`
	}
	text, _ := args["text"].(string)
	return map[string]any{"matched": re.MatchString(text)}, nil
}

func (s *Server) lookup(args map[string]any) (any, error) {
	key, _ := args["key"].(string)
	n, err := strconv.Atoi(key)
	if err != nil {
		return lookupOut{Error: err.Error()}, nil // want `returned a value that is JSON whose "error" holds an error's text`
	}
	return lookupOut{Value: s.store[strconv.Itoa(n)]}, nil
}

func (s *Server) count(args map[string]any) (any, error) {
	return map[string]any{"count": len(s.store)}, nil
}

// checkRegex answers whether a pattern compiles: its answer is the
// check's result, not a failure of the tool.
func (s *Server) checkRegex(args map[string]any) (any, error) {
	pattern, _ := args["pattern"].(string)
	if _, err := regexp.Compile(pattern); err != nil {
		return map[string]any{"valid": false, "error": err.Error()}, nil
	}
	return map[string]any{"valid": true}, nil
}

// query answers its failure inside the value, with a nil error on every
// path: a tool returning its pair sends that failure as a success.
func (s *Server) query(q string) (*lookupOut, error) {
	n, err := strconv.Atoi(q)
	if err != nil {
		return &lookupOut{Error: err.Error()}, nil
	}
	return &lookupOut{Value: s.store[strconv.Itoa(n)]}, nil
}

// queryChecked returns its failure as the error: the dispatcher's
// isError result.
func (s *Server) queryChecked(q string) (*lookupOut, error) {
	n, err := strconv.Atoi(q)
	if err != nil {
		return nil, err
	}
	return &lookupOut{Value: s.store[strconv.Itoa(n)]}, nil
}

// queryMixed fails with an error on one path and answers its failure
// inside the value, with a nil error, on another.
func (s *Server) queryMixed(q string) (*lookupOut, error) {
	if q == "" {
		return nil, fmt.Errorf("q is required")
	}
	n, err := strconv.Atoi(q)
	if err != nil {
		return &lookupOut{Error: err.Error()}, nil
	}
	return &lookupOut{Value: s.store[strconv.Itoa(n)]}, nil
}
