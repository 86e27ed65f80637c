// Package handrolled exercises unknowntool on a hand-rolled MCP server.
package handrolled

import "encoding/json"

// CallToolParams are the params of tools/call.
type CallToolParams struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments,omitempty"`
}

// RPCError is a JSON-RPC error.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Content is a text content block.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// ToolResult is a call-tool result.
type ToolResult struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// Response is a JSON-RPC response.
type Response struct {
	ID     any       `json:"id"`
	Result any       `json:"result,omitempty"`
	Error  *RPCError `json:"error,omitempty"`
}

// Request is a JSON-RPC request.
type Request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

const (
	codeInvalidParams  = -32602
	codeMethodNotFound = -32601
)

type server struct {
	tools map[string]func(json.RawMessage) ToolResult
}

func errorResponse(id any, code int, msg string) Response {
	return Response{ID: id, Error: &RPCError{Code: code, Message: msg}}
}

func (s *server) handle(req Request) Response {
	switch req.Method {
	case "tools/call":
		var p CallToolParams
		if err := json.Unmarshal(req.Params, &p); err != nil {
			return errorResponse(req.ID, codeInvalidParams, "bad params")
		}
		return s.callTool(req.ID, p)
	default:
		return errorResponse(req.ID, codeMethodNotFound, "method not found")
	}
}

func (s *server) callTool(id any, p CallToolParams) Response {
	fn, ok := s.tools[p.Name]
	if !ok {
		return Response{ID: id, Error: &RPCError{Code: codeMethodNotFound, Message: "unknown tool"}} // want `unknown tool answered with JSON-RPC -32601 \(method not found; tools/call exists\): .*answer with code -32602`
	}
	return Response{ID: id, Result: fn(p.Arguments)}
}

func (s *server) callTool2(id any, p CallToolParams) Response {
	switch p.Name {
	case "echo":
		return Response{ID: id, Result: ToolResult{Content: []Content{{Type: "text", Text: "echo"}}}}
	default:
		return Response{ID: id, Result: ToolResult{IsError: true, Content: []Content{{Type: "text", Text: "unknown tool"}}}} // want `unknown tool answered with an isError result`
	}
}

func (s *server) callTool3(id any, p CallToolParams) Response {
	if fn := s.tools[p.Name]; fn != nil {
		return Response{ID: id, Result: fn(p.Arguments)}
	}
	return errorResponse(id, codeInvalidParams, "unknown tool")
}

func (s *server) callTool4(id any, p CallToolParams) Response {
	fn := s.tools[p.Name]
	if fn == nil {
		return errorResponse(id, -32603, "unknown tool") // want `unknown tool answered with JSON-RPC -32603 \(internal error\)`
	}
	return Response{ID: id, Result: fn(p.Arguments)}
}

// functionCall is an LLM function call, not a tools/call: no "arguments"
// pair with... it has both, but its miss branch returns a plain error.
func (s *server) functionCall(p CallToolParams) error {
	if _, ok := s.tools[p.Name]; !ok {
		return json.Unmarshal(nil, nil)
	}
	return nil
}

// toolFailure builds an isError result.
func toolFailure(msg string) ToolResult {
	return ToolResult{IsError: true, Content: []Content{{Type: "text", Text: msg}}}
}

// callTool5 answers with an isError result a helper builds.
func (s *server) callTool5(id any, p CallToolParams) Response {
	fn, ok := s.tools[p.Name]
	if !ok {
		return Response{ID: id, Result: toolFailure("unknown tool " + p.Name)} // want `unknown tool answered with an isError result`
	}
	return Response{ID: id, Result: fn(p.Arguments)}
}

// callTool6 sets isError after building the result.
func (s *server) callTool6(id any, p CallToolParams) Response {
	switch p.Name {
	case "echo":
		return Response{ID: id, Result: ToolResult{Content: []Content{{Type: "text", Text: "echo"}}}}
	default:
		res := ToolResult{Content: []Content{{Type: "text", Text: "unknown tool"}}} // want `unknown tool answered with an isError result`
		res.IsError = true
		return Response{ID: id, Result: res}
	}
}

// callTool7 answers with a result whose isError is false: the client
// takes it for the tool's output.
func (s *server) callTool7(id any, p CallToolParams) Response {
	fn, ok := s.tools[p.Name]
	if !ok {
		return Response{ID: id, Result: ToolResult{Content: []Content{{Type: "text", Text: "no such tool"}}}} // want `unknown tool answered with a successful result`
	}
	return Response{ID: id, Result: fn(p.Arguments)}
}

// toolNotFound builds the response to an unknown tool.
func toolNotFound(id any, name string) Response {
	return Response{ID: id, Error: &RPCError{Code: codeMethodNotFound, Message: "tool not found: " + name}}
}

// callTool8 answers with a response a helper builds with -32601.
func (s *server) callTool8(id any, p CallToolParams) Response {
	fn, ok := s.tools[p.Name]
	if !ok {
		return toolNotFound(id, p.Name) // want `unknown tool answered with JSON-RPC -32601`
	}
	return Response{ID: id, Result: fn(p.Arguments)}
}

// badParams builds an invalid-params response: the right answer.
func badParams(id any, msg string) Response {
	return Response{ID: id, Error: &RPCError{Code: codeInvalidParams, Message: msg}}
}

func (s *server) callTool9(id any, p CallToolParams) Response {
	fn, ok := s.tools[p.Name]
	if !ok {
		return badParams(id, "unknown tool "+p.Name)
	}
	return Response{ID: id, Result: fn(p.Arguments)}
}
