// Package scangetter exercises unknowntool on tool lookups through a
// getter that searches a slice of tool records for the name
// (`t := s.lookup(p.Name); if t == nil { … }`): by index, returning the
// element's address, and by value over a slice of pointers. A getter
// that matches a prefix (a completion helper) is a negative.
package scangetter

import (
	"encoding/json"
	"strings"
)

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type reply struct {
	ID     json.RawMessage `json:"id"`
	Result any             `json:"result,omitempty"`
	Error  *rpcError       `json:"error,omitempty"`
}

type incoming struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type callArgs struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

type record struct {
	title string
	exec  func(args json.RawMessage) (string, error)
}

type plugin struct {
	ID  string
	Run func(args json.RawMessage) (string, error)
}

type host struct {
	records []record
	plugins []*plugin
}

func (h *host) lookup(name string) *record {
	for i := range h.records {
		if h.records[i].title == name {
			return &h.records[i]
		}
	}
	return nil
}

func (h *host) pluginNamed(name string) *plugin {
	for _, p := range h.plugins {
		if name == p.ID {
			return p
		}
	}
	return nil
}

// firstWithPrefix completes a partial name: not a tool lookup.
func (h *host) firstWithPrefix(prefix string) *plugin {
	for _, p := range h.plugins {
		if strings.HasPrefix(p.ID, prefix) {
			return p
		}
	}
	return nil
}

func fault(id json.RawMessage, code int, msg string) reply {
	return reply{ID: id, Error: &rpcError{Code: code, Message: msg}}
}

func text(id json.RawMessage, s string, isErr bool) reply {
	return reply{ID: id, Result: map[string]any{
		"content": []map[string]any{{"type": "text", "text": s}},
		"isError": isErr,
	}}
}

func (h *host) handle(in incoming) reply {
	switch in.Method {
	case "tools/call":
		return h.callRecord(in)
	case "tools/call-plugin":
		return h.callPlugin(in)
	}
	return fault(in.ID, -32601, "method not found")
}

func (h *host) callRecord(in incoming) reply {
	var a callArgs
	if err := json.Unmarshal(in.Params, &a); err != nil {
		return fault(in.ID, -32602, "invalid params")
	}
	r := h.lookup(a.Name)
	if r == nil {
		return fault(in.ID, -32601, "no tool "+a.Name) // want `unknown tool answered with JSON-RPC -32601`
	}
	out, err := r.exec(a.Arguments)
	if err != nil {
		return text(in.ID, err.Error(), true)
	}
	return text(in.ID, out, false)
}

func (h *host) callPlugin(in incoming) reply {
	var a callArgs
	if err := json.Unmarshal(in.Params, &a); err != nil {
		return fault(in.ID, -32602, "invalid params")
	}
	if p := h.firstWithPrefix(a.Name); p == nil {
		return fault(in.ID, -32601, "no completion for "+a.Name)
	}
	p := h.pluginNamed(a.Name)
	if p == nil {
		return fault(in.ID, -32603, "unknown plugin "+a.Name) // want `unknown tool answered with JSON-RPC -32603`
	}
	out, err := p.Run(a.Arguments)
	if err != nil {
		return text(in.ID, err.Error(), true)
	}
	return text(in.ID, out, false)
}
