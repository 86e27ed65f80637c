// Package contentonly is a hand-rolled server whose call-tool result type
// has no isError member: its tools can report a failure only as their
// error, which one dispatcher sends as a JSON-RPC error (reported at the
// tool's return) and another as an isError map (not reported).
package contentonly

import (
	"errors"
	"fmt"
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

type item struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type answer struct {
	Content []item `json:"content"`
}

type server struct{ notes map[string]string }

func (s *server) handle(req request) response {
	switch req.Method {
	case "tools/call":
		if req.ID == "mapped" {
			return s.callMapped(req)
		}
		return s.call(req)
	}
	return response{ID: req.ID, Error: &rpcError{Code: -32601, Message: "method not found"}}
}

func (s *server) call(req request) response {
	name, _ := req.Params["name"].(string)
	args, _ := req.Params["arguments"].(map[string]any)
	var res answer
	var err error
	switch name {
	case "read_note":
		res, err = s.readNote(args)
	case "list_notes":
		res, err = s.listNotes(args)
	default:
		return response{ID: req.ID, Error: &rpcError{Code: -32602, Message: "unknown tool " + name}}
	}
	if err != nil {
		return response{ID: req.ID, Error: &rpcError{Code: -32603, Message: err.Error()}}
	}
	return response{ID: req.ID, Result: res}
}

func (s *server) readNote(args map[string]any) (answer, error) {
	title, ok := args["title"].(string)
	if !ok {
		return answer{}, errors.New("title is required") // want `tool "read_note" handler returns an error that dispatcher server.call sends as JSON-RPC error -32603; the model never sees it`
	}
	text, ok := s.notes[title]
	if !ok {
		return answer{}, fmt.Errorf("no note titled %q", title) // want `tool "read_note" handler returns an error that dispatcher server.call sends as JSON-RPC error -32603`
	}
	return answer{Content: []item{{Type: "text", Text: text}}}, nil
}

func (s *server) listNotes(args map[string]any) (answer, error) {
	var out answer
	for title := range s.notes {
		out.Content = append(out.Content, item{Type: "text", Text: title})
	}
	return out, nil
}

// callMapped answers a tool's error with an isError result map: its tools'
// errors reach the model.
func (s *server) callMapped(req request) response {
	name, _ := req.Params["name"].(string)
	var res answer
	var err error
	switch name {
	case "count_notes":
		res, err = s.countNotes()
	default:
		return response{ID: req.ID, Error: &rpcError{Code: -32602, Message: "unknown tool " + name}}
	}
	if err != nil {
		return response{ID: req.ID, Result: map[string]any{
			"content": []item{{Type: "text", Text: err.Error()}},
			"isError": true,
		}}
	}
	return response{ID: req.ID, Result: res}
}

func (s *server) countNotes() (answer, error) {
	if len(s.notes) == 0 {
		return answer{}, errors.New("there are no notes yet")
	}
	return answer{Content: []item{{Type: "text", Text: fmt.Sprint(len(s.notes))}}}, nil
}

// summarize builds an answer outside any tools/call code: a helper.
func summarize(notes map[string]string) (answer, error) {
	if len(notes) == 0 {
		return answer{}, errors.New("empty")
	}
	return answer{Content: []item{{Type: "text", Text: "notes"}}}, nil
}

var _ = summarize
