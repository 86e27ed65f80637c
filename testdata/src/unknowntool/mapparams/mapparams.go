// Package mapparams exercises unknowntool on a hand-rolled server that
// decodes params into a map and reads the tool name with
// params["name"].(string): a switch in a helper returning (string, error)
// whose caller turns the error into an isError result, a registry of
// funcs returning (any, error) (looked up under a lock, and in two maps), and a
// prompts/get handler (negative).
package mapparams

import (
	"encoding/json"
	"fmt"
	"sync"
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

type server struct {
	handlers map[string]func(args map[string]any) (any, error)
	prompts  map[string]string
}

func (s *server) handle(req request) response {
	switch req.Method {
	case "tools/call":
		return s.toolsCall(req)
	case "prompts/get":
		return s.promptsGet(req)
	}
	return response{ID: req.ID, Error: &rpcError{Code: -32601, Message: "method not found"}}
}

func (s *server) toolsCall(req request) response {
	name, _ := req.Params["name"].(string)
	args, _ := req.Params["arguments"].(map[string]any)
	if name == "registry" {
		return s.viaRegistry(req.ID, args)
	}
	text, err := s.callTool(name, args)
	if err != nil {
		return response{ID: req.ID, Result: toolResult{IsError: true, Content: []content{{Type: "text", Text: err.Error()}}}}
	}
	return response{ID: req.ID, Result: toolResult{Content: []content{{Type: "text", Text: text}}}}
}

// callTool runs a tool by name; its only caller sends its errors as
// isError results.
func (s *server) callTool(name string, args map[string]any) (string, error) {
	switch name {
	case "query":
		return s.query(args)
	case "tables":
		return "a, b", nil
	default:
		return "", fmt.Errorf("unknown tool: %s", name) // want `unknown tool answered with an isError result`
	}
}

func (s *server) query(args map[string]any) (string, error) {
	q, _ := args["sql"].(string)
	return "rows for " + q, nil
}

func (s *server) viaRegistry(id any, args map[string]any) response {
	tool, _ := args["tool"].(string)
	out, err := s.run(tool, args)
	if err != nil {
		return response{ID: id, Result: toolResult{IsError: true, Content: []content{{Type: "text", Text: err.Error()}}}}
	}
	b, _ := json.Marshal(out)
	return response{ID: id, Result: toolResult{Content: []content{{Type: "text", Text: string(b)}}}}
}

// run looks a tool up by a name that is an argument, not the requested
// tool's name: not a dispatch.
func (s *server) run(tool string, args map[string]any) (any, error) {
	h, ok := s.handlers[tool]
	if !ok {
		return nil, fmt.Errorf("no handler %s", tool)
	}
	return h(args)
}

// promptsGet reads a prompt's name the same way: not a tool's.
func (s *server) promptsGet(req request) response {
	name, _ := req.Params["name"].(string)
	switch name {
	case "greet":
		return response{ID: req.ID, Result: "hello"}
	default:
		return response{ID: req.ID, Error: &rpcError{Code: -32601, Message: "unknown prompt"}}
	}
}

// table is a second server whose tools/call is registered in a method
// table and whose tools are a map of funcs returning (any, error).
type table struct {
	tools map[string]func(args map[string]any) (any, error)
}

func (t *table) methods() map[string]func(map[string]any) response {
	return map[string]func(map[string]any) response{
		"tools/call": t.call,
	}
}

func (t *table) call(params map[string]any) response {
	name, ok := params["name"].(string)
	if !ok {
		return response{Error: &rpcError{Code: -32602, Message: "missing name"}}
	}
	fn, ok := t.tools[name]
	if !ok {
		return response{Error: &rpcError{Code: -32601, Message: "tool not found"}} // want `unknown tool answered with JSON-RPC -32601`
	}
	out, err := fn(params)
	if err != nil {
		return response{Result: toolResult{IsError: true, Content: []content{{Type: "text", Text: err.Error()}}}}
	}
	return response{Result: out}
}

// good answers an unknown tool with -32602.
func (t *table) good(params map[string]any) response {
	name, _ := params["name"].(string)
	if _, ok := t.tools[name]; !ok {
		return response{Error: &rpcError{Code: -32602, Message: "unknown tool"}}
	}
	return response{}
}

func (t *table) register(mux map[string]func(map[string]any) response) {
	mux["tools/call"] = t.good
}

// listed keeps its tools in a slice searched by name.
type listed struct {
	tools []listedTool
}

type listedTool struct {
	Name string
	Run  func(map[string]any) (any, error)
}

func (l *listed) handle(req request) response {
	if req.Method == "tools/call" {
		return l.call(req)
	}
	return response{}
}

func (l *listed) call(req request) response {
	name, _ := req.Params["name"].(string)
	var t *listedTool
	for i := range l.tools {
		if l.tools[i].Name == name {
			t = &l.tools[i]
			break
		}
	}
	if t == nil {
		return response{ID: req.ID, Result: toolResult{IsError: true, Content: []content{{Type: "text", Text: "no tool " + name}}}} // want `unknown tool answered with an isError result`
	}
	out, err := t.Run(req.Params)
	if err != nil {
		return response{ID: req.ID, Result: toolResult{IsError: true, Content: []content{{Type: "text", Text: err.Error()}}}}
	}
	return response{ID: req.ID, Result: out}
}

// assigned keeps the tool's error in a variable that one test after the
// switch answers.
func (s *server) assigned(req request) response {
	name, _ := req.Params["name"].(string)
	var text string
	var err error
	switch name {
	case "tables":
		text, err = s.query(req.Params)
	default:
		err = fmt.Errorf("unknown tool %q", name) // want `unknown tool answered with an isError result`
	}
	if err != nil {
		return response{ID: req.ID, Result: toolResult{IsError: true, Content: []content{{Type: "text", Text: err.Error()}}}}
	}
	return response{ID: req.ID, Result: toolResult{Content: []content{{Type: "text", Text: text}}}}
}

// assignedLogged does more with the error before its test: not followed.
func (s *server) assignedLogged(req request) response {
	name, _ := req.Params["name"].(string)
	var err error
	switch name {
	case "tables":
		_, err = s.query(req.Params)
	default:
		err = fmt.Errorf("unknown tool %q", name)
	}
	err = fmt.Errorf("call: %w", err)
	if err != nil {
		return response{ID: req.ID, Result: toolResult{IsError: true}}
	}
	return response{ID: req.ID}
}

func (s *server) serve(req request) response {
	if req.Method == "tools/call" {
		if req.ID == nil {
			return s.assignedLogged(req)
		}
		return s.assigned(req)
	}
	return response{}
}

// doc is a parsed JSON document read by path, as gjson reads one.
type doc struct{ raw string }

func (d doc) Get(path string) doc { return doc{} }
func (d doc) String() string      { return d.raw }

func (s *server) raw(d doc) response {
	switch d.Get("method").String() {
	case "tools/call":
		return s.rawCall(d)
	}
	return response{}
}

func (s *server) rawCall(d doc) response {
	name := d.Get("params.name").String()
	switch name {
	case "tables":
		return response{Result: "a, b"}
	default:
		return response{Error: &rpcError{Code: -32603, Message: "unknown tool " + name}} // want `unknown tool answered with JSON-RPC -32603`
	}
}

// rawOther reads another member by path: no tool name.
func (s *server) rawOther(d doc) response {
	switch d.Get("params.kind").String() {
	case "a":
		return response{}
	default:
		return response{Error: &rpcError{Code: -32603, Message: "unknown kind"}}
	}
}

// fwd hands the tools/call answer up: its caller's caller sends the
// error as -32603.
type fwd struct {
	tools map[string]func(map[string]any) (any, error)
}

func (f *fwd) serve(req request) response {
	out, err := f.route(req)
	if err != nil {
		return response{ID: req.ID, Error: &rpcError{Code: -32603, Message: err.Error()}}
	}
	return response{ID: req.ID, Result: out}
}

func (f *fwd) route(req request) (any, error) {
	switch req.Method {
	case "tools/call":
		return f.call(req)
	}
	return nil, fmt.Errorf("method not found")
}

func (f *fwd) call(req request) (any, error) {
	name, _ := req.Params["name"].(string)
	t, ok := f.tools[name]
	if !ok {
		return nil, fmt.Errorf("tool not found: %s", name) // want `unknown tool answered with JSON-RPC -32603`
	}
	return t(req.Params)
}

// fwdUnknown's forwarding caller is also used as a value: not followed.
type fwdUnknown struct {
	tools map[string]func(map[string]any) (any, error)
}

func (f *fwdUnknown) route(req request) (any, error) {
	if req.Method == "tools/call" {
		return f.call(req)
	}
	return nil, nil
}

func (f *fwdUnknown) call(req request) (any, error) {
	name, _ := req.Params["name"].(string)
	t, ok := f.tools[name]
	if !ok {
		return nil, fmt.Errorf("tool not found: %s", name)
	}
	return t(req.Params)
}

func (f *fwdUnknown) handlers() []func(request) (any, error) {
	return []func(request) (any, error){f.route}
}

// locked looks its tools up under a read lock: the unlock and a log line
// stand between the lookup and its test.
type locked struct {
	mu    sync.RWMutex
	tools map[string]func(map[string]any) (any, error)
	log   func(string, ...any)
}

func (l *locked) handle(req request) response {
	if req.Method == "tools/call" {
		if req.ID == "strict" {
			return l.strict(req)
		}
		return l.call(req)
	}
	return response{}
}

func (l *locked) call(req request) response {
	name, _ := req.Params["name"].(string)
	l.mu.RLock()
	fn, found := l.tools[name]
	l.mu.RUnlock()
	l.log("tools/call", name)
	if !found {
		return response{ID: req.ID, Result: toolResult{IsError: true, Content: []content{{Type: "text", Text: "no tool " + name}}}} // want `unknown tool answered with an isError result`
	}
	out, err := fn(req.Params)
	if err != nil {
		return response{ID: req.ID, Result: toolResult{IsError: true, Content: []content{{Type: "text", Text: err.Error()}}}}
	}
	return response{ID: req.ID, Result: out}
}

// strict answers an unknown tool with -32602 after its unlock.
func (l *locked) strict(req request) response {
	name, _ := req.Params["name"].(string)
	l.mu.RLock()
	fn, found := l.tools[name]
	l.mu.RUnlock()
	if !found {
		return response{ID: req.ID, Error: &rpcError{Code: -32602, Message: "unknown tool " + name}}
	}
	out, err := fn(req.Params)
	if err != nil {
		return response{ID: req.ID, Result: toolResult{IsError: true, Content: []content{{Type: "text", Text: err.Error()}}}}
	}
	return response{ID: req.ID, Result: out}
}

// split keeps its tools in two maps and looks the name up in both.
type split struct {
	plain map[string]func(map[string]any) (any, error)
	extra map[string]func(map[string]any) (any, error)
}

func (s *split) handle(req request) response {
	if req.Method == "tools/call" {
		return s.call(req)
	}
	return response{}
}

func (s *split) call(req request) response {
	name, _ := req.Params["name"].(string)
	h, ok := s.plain[name]
	h2, ok2 := s.extra[name]
	if !ok && !ok2 {
		return response{ID: req.ID, Result: toolResult{IsError: true, Content: []content{{Type: "text", Text: "Unknown tool: " + name}}}} // want `unknown tool answered with an isError result`
	}
	if ok2 {
		h = h2
	}
	out, err := h(req.Params)
	if err != nil {
		return response{ID: req.ID, Result: toolResult{IsError: true, Content: []content{{Type: "text", Text: err.Error()}}}}
	}
	return response{ID: req.ID, Result: out}
}
