// Package switchwire is a hand-rolled server whose tools return no error
// and carry their call-tool result in a map or in the whole JSON-RPC
// response envelope: a switch on the requested tool's name in the
// tools/call code calls them and sends the map as the response's result
// or the envelope as the reply. Builders of maps and envelopes (for the
// tools' texts, the dispatcher's own errors, a result the caller made)
// and the functions of the resources/read and prompts/get branches are
// not tools.
package switchwire

import (
	"encoding/json"
	"errors"
)

type request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type rpcErr struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type reply struct {
	Version string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  any             `json:"result,omitempty"`
	Error   *rpcErr         `json:"error,omitempty"`
}

type item struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type toolResult struct {
	Content []item `json:"content"`
	IsError bool   `json:"isError,omitempty"`
}

// say is the tools' text builder: called by tools (and by the
// dispatcher), not a tool.
func say(msg string) map[string]any {
	return map[string]any{"content": []map[string]any{{"type": "text", "text": msg}}}
}

// note builds a result map with a fixed text for the dispatcher: called
// with a constant, not a tool.
func note(msg string) map[string]any {
	return map[string]any{"content": []map[string]any{{"type": "text", "text": msg}}}
}

// fail builds the dispatcher's own JSON-RPC errors: no result, not a tool.
func fail(id json.RawMessage, code int, msg string) *reply {
	return &reply{Version: "2.0", ID: id, Error: &rpcErr{Code: code, Message: msg}}
}

// wrap puts its caller's result into an envelope: not a tool.
func wrap(id json.RawMessage, res any) *reply {
	return &reply{Version: "2.0", ID: id, Result: res}
}

func query(args json.RawMessage) (string, error) {
	if len(args) == 0 {
		return "", errors.New("no query")
	}
	return string(args), nil
}

// searchTool returns the whole envelope (A).
func searchTool(id json.RawMessage, args json.RawMessage) *reply { // want `searchTool tool="search" sdk=hand-rolled kind=dispatched errors=unknown via=dispatched by dispatchTool`
	if len(args) > 1<<20 {
		return &reply{Version: "2.0", ID: id, Error: &rpcErr{Code: -32602, Message: "arguments too large"}}
	}
	out, err := query(args)
	if err != nil {
		return &reply{Version: "2.0", ID: id, Result: say("search: " + err.Error())}
	}
	return &reply{Version: "2.0", ID: id, Result: say(out)}
}

// statTool returns the envelope holding a result struct (A).
func statTool(id json.RawMessage, args json.RawMessage) *reply { // want `statTool tool="stat" sdk=hand-rolled kind=dispatched errors=unknown via=dispatched by dispatchTool`
	return &reply{Version: "2.0", ID: id, Result: toolResult{Content: []item{{Type: "text", Text: string(args)}}}}
}

// undoTool returns the envelope wrap builds around its result map (A).
func undoTool(id json.RawMessage, args json.RawMessage) *reply { // want `undoTool tool="undo" sdk=hand-rolled kind=dispatched errors=unknown via=dispatched by dispatchTool`
	return wrap(id, say("undone: "+string(args)))
}

// countTool returns the result map the dispatcher wraps (B).
func countTool(args json.RawMessage) map[string]any { // want `countTool tool="count" sdk=hand-rolled kind=dispatched errors=unknown via=dispatched by dispatchTool`
	return say("3")
}

// peekTool returns a result struct the dispatcher wraps (C), through a
// variable.
func peekTool(args json.RawMessage) toolResult { // want `peekTool tool="peek" sdk=hand-rolled kind=dispatched errors=unknown via=dispatched by dispatchTool`
	return toolResult{Content: []item{{Type: "text", Text: "peeked"}}}
}

// tailTool returns a result struct the dispatcher wraps (C), through a
// variable.
func tailTool(args json.RawMessage) toolResult { // want `tailTool tool="tail" sdk=hand-rolled kind=dispatched errors=unknown via=dispatched by dispatchTool`
	return toolResult{Content: []item{{Type: "text", Text: "last line"}}}
}

// echoTool returns the result map the dispatcher wraps through wrap (B).
func echoTool(args json.RawMessage) map[string]any { // want `echoTool tool="echo" sdk=hand-rolled kind=dispatched errors=unknown via=dispatched by dispatchTool`
	return say(string(args))
}

func dispatchTool(req *request) *reply {
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return fail(req.ID, -32602, "bad params")
	}
	var res toolResult // what the peek and tail cases assign, sent after the switch
	switch p.Name {
	case "search":
		return searchTool(req.ID, p.Arguments)
	case "stat":
		return statTool(req.ID, p.Arguments)
	case "undo":
		return undoTool(req.ID, p.Arguments)
	case "count":
		return &reply{Version: "2.0", ID: req.ID, Result: countTool(p.Arguments)}
	case "peek":
		res = peekTool(p.Arguments)
	case "tail":
		res = tailTool(p.Arguments)
	case "version":
		return &reply{Version: "2.0", ID: req.ID, Result: note("1.0")}
	case "about":
		return &reply{Version: "2.0", ID: req.ID, Result: say("tool " + p.Name)}
	case "echo":
		if len(p.Arguments) == 0 {
			return fail(req.ID, -32602, "echo needs arguments")
		}
		return wrap(req.ID, echoTool(p.Arguments))
	default:
		return fail(req.ID, -32602, "unknown tool "+p.Name)
	}
	return &reply{Version: "2.0", ID: req.ID, Result: res}
}

// readFile answers resources/read: not a tool.
func readFile(id json.RawMessage, uri string) *reply {
	return &reply{Version: "2.0", ID: id, Result: map[string]any{"contents": []map[string]any{{"uri": uri, "text": "…"}}}}
}

func readResource(req *request) *reply {
	var p struct {
		URI string `json:"uri"`
	}
	_ = json.Unmarshal(req.Params, &p)
	switch p.URI {
	case "file:///notes":
		return readFile(req.ID, p.URI)
	}
	return fail(req.ID, -32002, "resource not found")
}

// greeting answers prompts/get: not a tool.
func greeting(id json.RawMessage, who string) *reply {
	return &reply{Version: "2.0", ID: id, Result: map[string]any{"messages": []map[string]any{{"role": "user", "content": "hi " + who}}}}
}

func getPrompt(req *request) *reply {
	var p struct {
		Name string `json:"name"`
	}
	_ = json.Unmarshal(req.Params, &p)
	switch p.Name {
	case "greet":
		return greeting(req.ID, p.Name)
	}
	return fail(req.ID, -32602, "unknown prompt")
}

func Handle(req *request) *reply {
	switch req.Method {
	case "tools/call":
		return dispatchTool(req)
	case "resources/read":
		return readResource(req)
	case "prompts/get":
		return getPrompt(req)
	}
	return fail(req.ID, -32601, "method not found")
}
