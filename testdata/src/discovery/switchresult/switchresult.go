// Package switchresult is a hand-rolled server whose tools return only a
// call-tool result (no error), called in a switch on the requested tool's
// name whose case puts the result into the response's result member or
// returns it. A function returning a result that the case only logs, and
// one called in a prompt switch, are not tools.
package switchresult

import (
	"encoding/json"
	"log"
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

type response struct {
	ID     json.RawMessage `json:"id"`
	Result any             `json:"result,omitempty"`
	Error  *rpcErr         `json:"error,omitempty"`
}

type content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type callResult struct {
	Content []content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

func text(s string) callResult { return callResult{Content: []content{{Type: "text", Text: s}}} }

func toolFind(args json.RawMessage) callResult { // want `toolFind tool="find" sdk=hand-rolled kind=dispatched errors=unknown via=dispatched by callTool`
	return text("found")
}

func toolCount(args json.RawMessage) *callResult { // want `toolCount tool="count" sdk=hand-rolled kind=dispatched errors=unknown via=dispatched by callTool`
	r := text("3")
	return &r
}

// audit builds a result the case only logs: not a tool.
func audit(name string) callResult { return text("called " + name) }

// greet is called in a prompt switch: not a tool.
func greet() callResult { return text("hello") }

func callTool(req *request) *response {
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return &response{ID: req.ID, Error: &rpcErr{Code: -32602, Message: "bad params"}}
	}
	switch p.Name {
	case "find":
		log.Print(audit(p.Name))
		return &response{ID: req.ID, Result: toolFind(p.Arguments)}
	case "count":
		res := toolCount(p.Arguments)
		return &response{ID: req.ID, Result: res}
	default:
		return &response{ID: req.ID, Error: &rpcErr{Code: -32602, Message: "unknown tool"}}
	}
}

func prompt(req *request) *response {
	var p struct {
		Name string `json:"name"`
	}
	_ = json.Unmarshal(req.Params, &p)
	switch p.Name {
	case "hello":
		return &response{ID: req.ID, Result: greet()}
	}
	return nil
}

func Handle(req *request) *response {
	switch req.Method {
	case "tools/call":
		return callTool(req)
	case "prompts/get":
		return prompt(req)
	}
	return nil
}
