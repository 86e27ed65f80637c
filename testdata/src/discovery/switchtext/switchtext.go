// Package switchtext is a hand-rolled server whose tools return (string,
// error), (any, error) or (a result without isError, error) behind a
// switch on params["name"].(string); the
// dispatcher's caller turns an error into an isError result, or a JSON-RPC
// error. Helpers called inside a case (not its answer), functions switched
// on a prompt's name, and a switch on an argument are not tools.
package switchtext

import (
	"encoding/json"
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

type content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type toolResult struct {
	Content []content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

type Server struct{ rows map[string]string }

func (s *Server) Handle(req request) response {
	switch req.Method {
	case "tools/call":
		if req.ID == "v2" {
			return s.toolsCall2(req)
		}
		if req.ID == "v3" {
			return s.toolsCall3(req)
		}
		if req.ID == "v4" {
			return s.toolsCall4(req)
		}
		return s.toolsCall(req)
	case "prompts/get":
		return s.prompt(req)
	}
	return response{}
}

func (s *Server) toolsCall(req request) response {
	name, _ := req.Params["name"].(string)
	args, _ := req.Params["arguments"].(map[string]any)
	text, err := s.callTool(name, args)
	if err != nil {
		return response{ID: req.ID, Result: toolResult{IsError: true, Content: []content{{Type: "text", Text: err.Error()}}}}
	}
	return response{ID: req.ID, Result: toolResult{Content: []content{{Type: "text", Text: text}}}}
}

// callTool fails the "describe" tool itself when tableOf fails: a tool too.
func (s *Server) callTool(name string, args map[string]any) (string, error) { // want `Server.callTool tool=\? sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Server.toolsCall`
	switch name {
	case "query":
		return s.query(args)
	case "describe":
		table, err := s.tableOf(args)
		if err != nil {
			return "", err
		}
		return s.describe(table)
	default:
		return "", fmt.Errorf("unknown tool %q", name)
	}
}

func (s *Server) query(args map[string]any) (string, error) { // want `Server.query tool="query" sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Server.callTool`
	q, _ := args["sql"].(string)
	if q == "" {
		return "", fmt.Errorf("sql is required")
	}
	return "Table '" + q + "' not found.", nil
}

// tableOf is a helper a case calls before its answer: not a tool.
func (s *Server) tableOf(args map[string]any) (string, error) {
	t, _ := args["table"].(string)
	return t, nil
}

func (s *Server) describe(table string) (string, error) { // want `Server.describe tool="describe" sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Server.callTool`
	return s.rows[table], nil
}

// toolsCall2 sends a tool's error as a JSON-RPC error; its tools return
// any value, assigned in the cases and tested after the switch.
func (s *Server) toolsCall2(req request) response {
	name, ok := req.Params["name"].(string)
	if !ok {
		return response{ID: req.ID, Error: &rpcError{Code: -32602, Message: "name"}}
	}
	var out any
	var err error
	switch name {
	case "stats":
		out, err = s.stats(req.Params)
	case "dump":
		out, err = s.dump()
	default:
		return response{ID: req.ID, Error: &rpcError{Code: -32602, Message: "unknown tool"}}
	}
	if err != nil {
		return response{ID: req.ID, Error: &rpcError{Code: -32603, Message: err.Error()}}
	}
	b, _ := json.Marshal(out)
	return response{ID: req.ID, Result: toolResult{Content: []content{{Type: "text", Text: string(b)}}}}
}

func (s *Server) stats(params map[string]any) (any, error) { // want `Server.stats tool="stats" sdk=hand-rolled kind=dispatched errors=jsonrpc\(-32603\) via=dispatched by Server.toolsCall2`
	return len(s.rows), nil
}

func (s *Server) dump() (any, error) { // want `Server.dump tool="dump" sdk=hand-rolled kind=dispatched errors=jsonrpc\(-32603\) via=dispatched by Server.toolsCall2`
	return s.rows, nil
}

// prompt switches on a prompt's name: its functions are no tools.
func (s *Server) prompt(req request) response {
	name, _ := req.Params["name"].(string)
	var text string
	var err error
	switch name {
	case "summary":
		text, err = s.summary()
	}
	if err != nil {
		return response{ID: req.ID, Result: toolResult{IsError: true}}
	}
	return response{ID: req.ID, Result: text}
}

func (s *Server) summary() (string, error) { return "summary", nil }

// format switches on an argument: its functions are no tools.
func (s *Server) format(args map[string]any) (string, error) {
	kind, _ := args["format"].(string)
	switch kind {
	case "json":
		return s.asJSON()
	}
	return "", nil
}

func (s *Server) asJSON() (string, error) { return "{}", nil }

// fail builds a JSON-RPC error response with the code it is given.
func (s *Server) fail(id any, code int, msg string) response {
	return response{ID: id, Error: &rpcError{Code: code, Message: msg}}
}

// toolsCall3 sends a tool's error text with the code it passes its helper.
func (s *Server) toolsCall3(req request) response {
	name, _ := req.Params["name"].(string)
	out, err := s.execute(name)
	if err != nil {
		return s.fail(req.ID, -32002, err.Error())
	}
	return response{ID: req.ID, Result: out}
}

func (s *Server) execute(name string) (any, error) { // want `Server.execute tool=\? sdk=hand-rolled kind=dispatched errors=jsonrpc\(-32002\) via=dispatched by Server.toolsCall3`
	switch name {
	case "count":
		return s.count()
	}
	return nil, fmt.Errorf("unknown tool %q", name)
}

func (s *Server) count() (any, error) { // want `Server.count tool="count" sdk=hand-rolled kind=dispatched errors=jsonrpc\(-32002\) via=dispatched by Server.execute`
	return len(s.rows), nil
}

// plainResult is a call-tool result that cannot say isError: a failure
// can only be the tool's error.
type plainResult struct {
	Content []content `json:"content"`
}

// toolsCall4 sends a tool's error as a JSON-RPC error; its tools return a
// plainResult, which the dispatcher sends as the result.
func (s *Server) toolsCall4(req request) response {
	name, _ := req.Params["name"].(string)
	var res plainResult
	var err error
	switch name {
	case "lookup":
		res, err = s.lookup(req.Params)
	case "render":
		res, err = s.render(req.Params)
		break
	default:
		return s.fail(req.ID, -32602, "unknown tool")
	}
	if err != nil {
		return s.fail(req.ID, -32603, err.Error())
	}
	return response{ID: req.ID, Result: res}
}

func (s *Server) lookup(args map[string]any) (plainResult, error) { // want `Server.lookup tool="lookup" sdk=hand-rolled kind=dispatched errors=jsonrpc\(-32603\) via=dispatched by Server.toolsCall4`
	key, _ := args["key"].(string)
	v, ok := s.rows[key]
	if !ok {
		return plainResult{}, fmt.Errorf("no row %q", key)
	}
	return plainResult{Content: []content{{Type: "text", Text: v}}}, nil
}

func (s *Server) render(args map[string]any) (plainResult, error) { // want `Server.render tool="render" sdk=hand-rolled kind=dispatched errors=jsonrpc\(-32603\) via=dispatched by Server.toolsCall4`
	return plainResult{Content: []content{{Type: "text", Text: s.rows["page"]}}}, nil
}
