// Package envelopetools is a hand-rolled stdio server whose tools build
// the whole JSON-RPC response themselves: reply puts a text result into
// it, fail a JSON-RPC error object with the code, message and data it is
// given. A tool that answers a failure of its work through fail sends a
// JSON-RPC error the model never sees; so does one function that two
// tools share, given the call's arguments and a constant of its case.
package envelopetools

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
)

type request struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      any             `json:"id"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params,omitempty"`
}

type wireError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

type response struct {
	JSONRPC string     `json:"jsonrpc"`
	ID      any        `json:"id"`
	Result  any        `json:"result,omitempty"`
	Error   *wireError `json:"error,omitempty"`
}

type library struct {
	titles map[string]string
	loans  map[string]int
}

func (l *library) title(isbn string) (string, error) {
	t, ok := l.titles[isbn]
	if !ok {
		return "", errors.New("catalog offline")
	}
	return t, nil
}

func (l *library) renew(isbn string) error {
	if l.loans[isbn] > 3 {
		return fmt.Errorf("renewal limit reached for %s", isbn)
	}
	return nil
}

// reply answers with a text result.
func (l *library) reply(id any, text string) *response {
	return &response{JSONRPC: "2.0", ID: id, Result: map[string]any{
		"content": []map[string]any{{"type": "text", "text": text}},
	}}
}

// fail answers with a JSON-RPC error object.
func (l *library) fail(id any, code int, msg string, data any) *response {
	return &response{JSONRPC: "2.0", ID: id, Error: &wireError{Code: code, Message: msg, Data: data}}
}

// internal answers with -32603 through fail.
func (l *library) internal(id any, msg string) *response {
	return l.fail(id, -32603, msg, nil)
}

type isbnArgs struct {
	ISBN string `json:"isbn"`
}

func (l *library) lookup(id any, raw json.RawMessage) *response {
	var a isbnArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		return l.fail(id, -32602, "invalid arguments", err.Error()) // a protocol answer: the request is malformed
	}
	if a.ISBN == "" {
		return l.fail(id, -32602, "isbn is required", nil)
	}
	t, err := l.title(a.ISBN)
	if err != nil {
		return l.fail(id, -32603, "catalog lookup failed", nil) // want `tool "lookup" handler returns a response carrying a JSON-RPC error object with code -32603 for an execution failure: it goes out as a JSON-RPC error and the model never sees it: answer with a response whose result has isError set and a text content, and no error member`
	}
	return l.reply(id, t)
}

func (l *library) renewLoan(id any, raw json.RawMessage) *response {
	var a isbnArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		return l.fail(id, -32602, "invalid arguments", nil)
	}
	if err := l.renew(a.ISBN); err != nil {
		return l.fail(id, -32000, "renewal failed", err.Error()) // want `tool "renew" handler returns a response carrying a JSON-RPC error object with code -32000 and a failed call's error in its data for an execution failure`
	}
	if _, err := l.title(a.ISBN); err != nil {
		return l.fail(id, -32001, "renewed, title unknown", map[string]any{ // want `tool "renew" handler returns a response carrying a JSON-RPC error object with code -32001 and a failed call's error in its data`
			"error": err.Error(),
			"isbn":  a.ISBN,
		})
	}
	return l.reply(id, "renewed")
}

func (l *library) shelf(id any, raw json.RawMessage) *response {
	var a struct {
		Shelf string `json:"shelf"`
	}
	if err := json.Unmarshal(raw, &a); err != nil {
		return l.fail(id, -32602, "invalid arguments", err.Error())
	}
	if len(l.titles) == 0 {
		return l.internal(id, "catalog is empty") // want `tool "shelf" handler returns a response carrying a JSON-RPC error object with code -32603`
	}
	if a.Shelf == "archive" {
		// A server error code with a fixed message and no failed call's
		// error: what it means is the server's to say.
		return l.fail(id, -32000, "archive is closed", map[string]any{"shelf": a.Shelf})
	}
	if _, err := l.title(a.Shelf); err != nil {
		// -32002, resource not found, has a meaning of its own.
		return l.fail(id, -32002, "no such shelf", err.Error())
	}
	return l.reply(id, fmt.Sprintf("%d titles", len(l.titles)))
}

// move checks a book out or in: "checkout" and "checkin" share it.
func (l *library) move(id any, raw json.RawMessage, out bool) *response {
	var a isbnArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		return l.fail(id, -32602, "invalid arguments", nil)
	}
	if err := l.renew(a.ISBN); err != nil {
		return l.internal(id, "move failed: "+err.Error()) // want `tool handler library.move returns a response carrying a JSON-RPC error object with code -32603`
	}
	if out {
		return l.reply(id, "checked out")
	}
	return l.reply(id, "checked in")
}

// details is a part of the "lookup_all" tool whose envelope it returns.
func (l *library) details(id any, isbn string) *response {
	t, err := l.title(isbn)
	if err != nil {
		return l.fail(id, -32603, "lookup failed", err.Error())
	}
	return l.reply(id, t)
}

func (l *library) lookupAll(id any, raw json.RawMessage) *response {
	var a isbnArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		return l.fail(id, -32602, "invalid arguments", nil)
	}
	return l.details(id, a.ISBN) // want `tool "lookup_all" handler returns a response carrying a JSON-RPC error object with code -32603`
}

func (l *library) callTool(req *request) *response {
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return l.fail(req.ID, -32602, "invalid params", err.Error())
	}
	switch p.Name {
	case "lookup":
		return l.lookup(req.ID, p.Arguments)
	case "renew":
		return l.renewLoan(req.ID, p.Arguments)
	case "shelf":
		return l.shelf(req.ID, p.Arguments)
	case "lookup_all":
		return l.lookupAll(req.ID, p.Arguments)
	case "checkout":
		return l.move(req.ID, p.Arguments, true)
	case "checkin":
		return l.move(req.ID, p.Arguments, false)
	default:
		return l.fail(req.ID, -32602, "unknown tool: "+p.Name, nil)
	}
}

func (l *library) handle(req *request) *response {
	switch req.Method {
	case "tools/list":
		return &response{JSONRPC: "2.0", ID: req.ID, Result: map[string]any{"tools": []any{}}}
	case "tools/call":
		return l.callTool(req)
	}
	return l.fail(req.ID, -32601, "method not found", nil)
}

func serve() {
	l := &library{titles: map[string]string{}, loans: map[string]int{}}
	sc := bufio.NewScanner(os.Stdin)
	enc := json.NewEncoder(os.Stdout)
	for sc.Scan() {
		var req request
		if json.Unmarshal(sc.Bytes(), &req) != nil {
			continue
		}
		_ = enc.Encode(l.handle(&req))
	}
}
