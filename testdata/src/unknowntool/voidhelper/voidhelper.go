// Package voidhelper is a hand-rolled server whose tools/call code answers
// through helpers that write the response themselves and return nothing:
// one sends an isError result, which is no answer to an unknown tool, one
// a JSON-RPC error with -32602, the right one. Its second dispatcher
// returns the result encoded by a helper (json.Marshal's bytes).
package voidhelper

import (
	"encoding/json"
	"os"
)

type request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	JSONRPC string    `json:"jsonrpc"`
	ID      any       `json:"id"`
	Result  any       `json:"result,omitempty"`
	Error   *rpcError `json:"error,omitempty"`
}

type content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type toolResult struct {
	Content []content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

type tool func(args map[string]any) (string, error)

// Server answers requests on stdout.
type Server struct {
	tools map[string]tool
	enc   *json.Encoder
}

// New returns a server with its tools.
func New() *Server {
	s := &Server{tools: map[string]tool{}, enc: json.NewEncoder(os.Stdout)}
	s.tools["echo"] = echo
	return s
}

func (s *Server) reply(id any, res any) {
	_ = s.enc.Encode(response{JSONRPC: "2.0", ID: id, Result: res})
}

func (s *Server) fail(id any, code int, msg string) {
	_ = s.enc.Encode(response{JSONRPC: "2.0", ID: id, Error: &rpcError{Code: code, Message: msg}})
}

func (s *Server) toolFail(id any, msg string) {
	s.reply(id, toolResult{Content: []content{{Type: "text", Text: msg}}, IsError: true})
}

// Handle answers one request.
func (s *Server) Handle(req request) {
	switch req.Method {
	case "tools/call":
		var p struct {
			Name      string         `json:"name"`
			Arguments map[string]any `json:"arguments"`
		}
		_ = json.Unmarshal(req.Params, &p)
		t, ok := s.tools[p.Name]
		if !ok {
			s.toolFail(req.ID, "Unknown tool: "+p.Name) // want `unknown tool answered with an isError result: MCP requires JSON-RPC -32602`
			return
		}
		text, err := t(p.Arguments)
		if err != nil {
			s.toolFail(req.ID, err.Error())
			return
		}
		s.reply(req.ID, toolResult{Content: []content{{Type: "text", Text: text}}})
	case "tools/call2":
		var p struct {
			Name string `json:"name"`
		}
		_ = json.Unmarshal(req.Params, &p)
		if _, ok := s.tools[p.Name]; !ok {
			s.fail(req.ID, -32602, "unknown tool "+p.Name)
			return
		}
	}
}

func encodeFail(msg string) json.RawMessage {
	b, _ := json.Marshal(toolResult{Content: []content{{Type: "text", Text: msg}}, IsError: true})
	return b
}

func encodeText(msg string) json.RawMessage {
	b, _ := json.Marshal(toolResult{Content: []content{{Type: "text", Text: msg}}})
	return b
}

// CallEncoded answers a tools/call request's params with the encoded result.
func (s *Server) CallEncoded(method string, params json.RawMessage) json.RawMessage {
	if method != "tools/call" {
		return nil
	}
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	_ = json.Unmarshal(params, &p)
	switch p.Name {
	case "echo":
		text, _ := echo(p.Arguments)
		return encodeText(text)
	default:
		return encodeFail("Unknown tool: " + p.Name) // want `unknown tool answered with an isError result: MCP requires JSON-RPC -32602`
	}
}

func echo(args map[string]any) (string, error) {
	text, _ := args["text"].(string)
	return text, nil
}
