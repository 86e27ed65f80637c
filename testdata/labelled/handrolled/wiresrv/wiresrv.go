// Package wiresrv is a hand-rolled server whose tools return no error:
// some return the whole JSON-RPC response, their result a map built by a
// helper, others return the result map, which the dispatcher puts into
// the response. A failure text in a map without "isError" is a success to
// the client.
package wiresrv

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"sort"
	"strings"
)

// Request is a JSON-RPC request.
type Request struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      any             `json:"id"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params,omitempty"`
}

// Response is a JSON-RPC response.
type Response struct {
	JSONRPC string    `json:"jsonrpc"`
	ID      any       `json:"id"`
	Result  any       `json:"result,omitempty"`
	Error   *RPCError `json:"error,omitempty"`
}

// RPCError is a JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Notes is the server: notes by title.
type Notes struct {
	notes map[string]string
}

var errLocked = errors.New("notebook is locked")

func (n *Notes) lookup(title string) (string, error) {
	if n.notes == nil {
		return "", errLocked
	}
	body, ok := n.notes[title]
	if !ok {
		return "", fmt.Errorf("no note titled %q", title)
	}
	return body, nil
}

// textResult builds the tools' result maps.
func textResult(text string) map[string]any {
	return map[string]any{
		"content": []map[string]any{{"type": "text", "text": text}},
	}
}

// errorResult builds the tools' failure maps.
func errorResult(text string) map[string]any {
	return map[string]any{
		"isError": true,
		"content": []map[string]any{{"type": "text", "text": text}},
	}
}

// Handle answers one request.
func (n *Notes) Handle(req *Request) *Response {
	switch req.Method {
	case "initialize":
		return &Response{JSONRPC: "2.0", ID: req.ID, Result: map[string]any{"protocolVersion": "2025-06-18"}}
	case "tools/call":
		return n.callTool(req)
	}
	return &Response{JSONRPC: "2.0", ID: req.ID, Error: &RPCError{Code: -32601, Message: "method not found: " + req.Method}}
}

func (n *Notes) callTool(req *Request) *Response {
	var params struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &params); err != nil {
		return &Response{JSONRPC: "2.0", ID: req.ID, Error: &RPCError{Code: -32602, Message: "invalid params"}}
	}
	switch params.Name {
	case "read_note":
		return n.readNote(req.ID, params.Arguments)
	case "delete_note":
		return n.deleteNote(req.ID, params.Arguments)
	case "list_notes":
		return &Response{JSONRPC: "2.0", ID: req.ID, Result: n.listNotes(params.Arguments)}
	case "count_words":
		return &Response{JSONRPC: "2.0", ID: req.ID, Result: n.countWords(params.Arguments)}
	case "sync_notes":
		return &Response{JSONRPC: "2.0", ID: req.ID, Result: n.syncNotes()}
	}
	return &Response{JSONRPC: "2.0", ID: req.ID, Error: &RPCError{Code: -32602, Message: "unknown tool: " + params.Name}}
}

func (n *Notes) readNote(id any, args json.RawMessage) *Response {
	var a struct {
		Title string `json:"title"`
	}
	if err := json.Unmarshal(args, &a); err != nil {
		return &Response{JSONRPC: "2.0", ID: id, Error: &RPCError{Code: -32602, Message: "invalid arguments"}} // ok unflaggederror
	}
	body, err := n.lookup(a.Title)
	if err != nil {
		return &Response{JSONRPC: "2.0", ID: id, Result: textResult(fmt.Sprintf("%s: %v", a.Title, err))} // want unflaggederror:`built from an error value`
	}
	return &Response{JSONRPC: "2.0", ID: id, Result: textResult(body)} // ok unflaggederror
}

func (n *Notes) deleteNote(id any, args json.RawMessage) *Response {
	var a struct {
		Title string `json:"title"`
	}
	_ = json.Unmarshal(args, &a)
	if _, err := n.lookup(a.Title); err != nil {
		return &Response{JSONRPC: "2.0", ID: id, Result: errorResult("cannot delete: " + err.Error())} // ok unflaggederror
	}
	delete(n.notes, a.Title)
	return &Response{JSONRPC: "2.0", ID: id, Result: textResult("deleted " + a.Title)} // ok unflaggederror
}

func (n *Notes) listNotes(args json.RawMessage) map[string]any {
	if n.notes == nil {
		return map[string]any{"content": []map[string]any{{"type": "text", "text": "Error: " + errLocked.Error()}}} // want unflaggederror:`does not set isError`
	}
	titles := make([]string, 0, len(n.notes))
	for t := range n.notes {
		titles = append(titles, t)
	}
	sort.Strings(titles)
	return textResult(strings.Join(titles, "\n")) // ok unflaggederror
}

func (n *Notes) countWords(args json.RawMessage) map[string]any {
	var a struct {
		Title string `json:"title"`
	}
	_ = json.Unmarshal(args, &a)
	body, err := n.lookup(a.Title)
	if err != nil {
		return errorResult(err.Error()) // ok unflaggederror
	}
	return textResult(fmt.Sprintf("%d words, 0 errors", len(strings.Fields(body)))) // ok unflaggederror
}

// backendURL is the notes backend the server syncs with.
var backendURL = os.Getenv("NOTES_BACKEND_URL")

// syncNotes pushes the notes to the backend: its request error names the
// backend's address.
func (n *Notes) syncNotes() map[string]any {
	resp, err := http.Post(backendURL+"/sync", "application/json", nil)
	if err != nil {
		return errorResult("sync failed: " + err.Error()) // ok unflaggederror // want errorleak:`raw net/http error text`
	}
	resp.Body.Close()
	return textResult("synced") // ok unflaggederror errorleak
}
