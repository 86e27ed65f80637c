// Package methodmap is a hand-rolled server that routes JSON-RPC methods
// through a map of method handlers rather than a switch: the handler kept
// under "tools/call" is its tools/call code.
package methodmap

import (
	"encoding/json"
	"net/http"
)

type request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID     json.RawMessage `json:"id"`
	Result any             `json:"result,omitempty"`
	Error  *rpcError       `json:"error,omitempty"`
}

type content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type callResult struct {
	Content []content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

type tool func(args map[string]any) (string, error)

type methodHandler func(w http.ResponseWriter, req request)

// Server answers JSON-RPC over HTTP.
type Server struct {
	tools map[string]tool
}

// New registers the tools.
func New() *Server {
	s := &Server{tools: map[string]tool{}}
	s.tools["echo"] = s.echo
	return s
}

func (s *Server) echo(args map[string]any) (string, error) { // want `Server.echo tool="echo" sdk=hand-rolled kind=dispatched errors=jsonrpc\(-32603\) via=dispatched by Server.toolsCall through methodmap.tool`
	return "echo", nil
}

func (s *Server) methods() map[string]methodHandler {
	return map[string]methodHandler{
		"tools/call": s.toolsCall,
		"tools/list": s.toolsList,
	}
}

func (s *Server) toolsList(w http.ResponseWriter, req request) {}

func (s *Server) toolsCall(w http.ResponseWriter, req request) {
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		s.write(w, response{ID: req.ID, Error: &rpcError{Code: -32602, Message: "invalid params"}})
		return
	}
	t, ok := s.tools[p.Name]
	if !ok {
		s.write(w, response{ID: req.ID, Error: &rpcError{Code: -32602, Message: "unknown tool"}})
		return
	}
	out, err := t(p.Arguments)
	if err != nil {
		s.write(w, response{ID: req.ID, Error: &rpcError{Code: -32603, Message: err.Error()}})
		return
	}
	s.write(w, response{ID: req.ID, Result: callResult{Content: []content{{Type: "text", Text: out}}}})
}

func (s *Server) write(w http.ResponseWriter, resp response) {
	_ = json.NewEncoder(w).Encode(resp)
}

// ServeHTTP routes a request to its method's handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req request
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		return
	}
	h, ok := s.methods()[req.Method]
	if !ok {
		s.write(w, response{ID: req.ID, Error: &rpcError{Code: -32601, Message: "method not found"}})
		return
	}
	h(w, req)
}
