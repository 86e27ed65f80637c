// Package otherproto is a JSON-RPC 2.0 peer of another protocol (an
// agent protocol's "session/prompt") in a module that also serves MCP:
// its codes are not governed by MCP's bands, and it names no method only
// MCP has. A "jsonrpc" response map it writes is looked at all the same,
// as in a package without MCP code.
package otherproto

import (
	"encoding/json"
	"io"
)

type Message struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Error   *RPCError       `json:"error,omitempty"`
}

type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

const codeAgentBusy = -32050

type Peer struct {
	out      *json.Encoder
	handlers map[string]func(json.RawMessage) error
}

func (p *Peer) Dispatch(m *Message, params json.RawMessage) {
	h, ok := p.handlers[m.Method]
	if !ok {
		_ = p.out.Encode(Message{JSONRPC: "2.0", ID: m.ID, Error: &RPCError{Code: -32601, Message: "method not found"}})
		return
	}
	if err := h(params); err != nil {
		_ = p.out.Encode(Message{JSONRPC: "2.0", ID: m.ID, Error: &RPCError{Code: -32000, Message: err.Error()}})
	}
}

func (p *Peer) Prompt(text string) *Message {
	if text == "" {
		return &Message{JSONRPC: "2.0", Method: "session/prompt", Error: &RPCError{Code: codeAgentBusy, Message: "busy"}}
	}
	return &Message{JSONRPC: "2.0", Method: "session/prompt"}
}

func unauthorized(w io.Writer) {
	_ = json.NewEncoder(w).Encode(map[string]any{
		"jsonrpc": "2.0",
		"id":      nil,
		"error":   map[string]any{"code": -32001, "message": "unauthorized"}, // want `JSON-RPC error code -32001 is in the legacy band`
	})
}
