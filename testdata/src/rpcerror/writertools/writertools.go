// Package writertools is a hand-rolled stdio server whose tools return
// nothing: each one writes its own JSON-RPC response through the
// server's reply writers, a result or an error object.
package writertools

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
)

type wireError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	JSONRPC string     `json:"jsonrpc"`
	ID      any        `json:"id"`
	Result  any        `json:"result,omitempty"`
	Error   *wireError `json:"error,omitempty"`
}

type server struct {
	mu    sync.Mutex
	out   io.Writer
	notes map[string]string
}

func (s *server) write(v any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, _ := json.Marshal(v)
	s.out.Write(append(b, '\n'))
}

// sendError writes a JSON-RPC error response.
func (s *server) sendError(id any, code int, message string) {
	resp := response{JSONRPC: "2.0", ID: id, Error: &wireError{Code: code, Message: message}}
	s.write(resp)
}

// sendText writes a successful call-tool result.
func (s *server) sendText(id any, text string, isError bool) {
	s.write(response{JSONRPC: "2.0", ID: id, Result: map[string]any{
		"content": []map[string]any{{"type": "text", "text": text}},
		"isError": isError,
	}})
}

type callParams struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

func (s *server) handle(method string, id any, raw json.RawMessage) {
	switch method {
	case "tools/call":
		var p callParams
		if err := json.Unmarshal(raw, &p); err != nil {
			s.sendError(id, -32602, "invalid params")
			return
		}
		switch p.Name {
		case "read_note":
			s.readNote(id, p.Arguments)
		case "save_note":
			s.saveNote(id, p.Arguments)
		case "count_notes":
			s.countNotes(id)
		case "purge_notes":
			s.purgeNotes(id, p.Arguments)
		default:
			s.sendError(id, -32602, fmt.Sprintf("unknown tool: %s", p.Name))
		}
	default:
		s.sendError(id, -32601, "method not found")
	}
}

type noteArgs struct {
	Key  string `json:"key"`
	Text string `json:"text"`
}

func (s *server) lookup(key string) (string, error) {
	v, ok := s.notes[key]
	if !ok {
		return "", errors.New("no such note")
	}
	return v, nil
}

func (s *server) store(key, text string) error {
	if len(text) > 1<<16 {
		return errors.New("note too long")
	}
	s.notes[key] = text
	return nil
}

// readNote answers a failed lookup with an internal error.
func (s *server) readNote(id any, raw json.RawMessage) {
	var a noteArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		s.sendError(id, -32602, err.Error()) // the arguments' decoding: invalid params is right
		return
	}
	v, err := s.lookup(a.Key)
	if err != nil {
		s.sendError(id, -32603, err.Error()) // want `tool "read_note" handler writes a response carrying a JSON-RPC error object with code -32603 for an execution failure`
		return
	}
	s.sendText(id, v, false)
}

// saveNote formats the failure into the message.
func (s *server) saveNote(id any, raw json.RawMessage) {
	var a noteArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		s.sendError(id, -32602, "invalid arguments")
		return
	}
	if a.Key == "" {
		s.sendError(id, -32602, "key is required")
		return
	}
	if err := s.store(a.Key, a.Text); err != nil {
		s.sendError(id, -32603, fmt.Sprintf("save failed: %v", err)) // want `tool "save_note" handler writes a response carrying a JSON-RPC error object with code -32603 for an execution failure`
		return
	}
	s.sendText(id, "saved", false)
}

// countNotes never fails.
func (s *server) countNotes(id any) {
	s.sendText(id, fmt.Sprint(len(s.notes)), false)
}

// purgeNotes answers its failure with an isError result.
func (s *server) purgeNotes(id any, raw json.RawMessage) {
	var a noteArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		s.sendError(id, -32602, "invalid arguments")
		return
	}
	if _, err := s.lookup(a.Key); err != nil {
		s.sendText(id, "nothing to purge: "+err.Error(), true)
		return
	}
	delete(s.notes, a.Key)
	s.sendText(id, "purged", false)
}
