// Package isesrv is a hand-rolled MCP server whose tools/call dispatcher
// turns a tool's error into an isError result with the error's text, so
// a tool may return a plain error; it replaces a nil result with an empty
// one. Its tools live in a map of the project's func type, filled with
// method values, and in a switch of a second dispatcher method.
package isesrv

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// Content is a content block.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text,omitempty"`
}

// ToolResult is a tools/call result.
type ToolResult struct {
	Content           []Content      `json:"content"`
	StructuredContent map[string]any `json:"structuredContent,omitempty"`
	IsError           bool           `json:"isError,omitempty"`
}

// JSONRPCError is a JSON-RPC error object.
type JSONRPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Message is a JSON-RPC message.
type Message struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      any             `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
	Result  *ToolResult     `json:"result,omitempty"`
	Error   *JSONRPCError   `json:"error,omitempty"`
}

// Handler is the signature of a tool.
type Handler func(ctx context.Context, args json.RawMessage) (*ToolResult, error)

// Server is a stdio server.
type Server struct {
	handlers map[string]Handler
	root     string
}

// New registers the tools.
func New(root string) *Server {
	s := &Server{root: root}
	s.handlers = map[string]Handler{
		"cat":  s.cat,
		"grep": s.grep,
	}
	return s
}

// Serve answers the messages read from r.
func (s *Server) Serve(ctx context.Context, r io.Reader, w io.Writer) error {
	dec, enc := json.NewDecoder(r), json.NewEncoder(w)
	for {
		var m Message
		if err := dec.Decode(&m); err != nil {
			return err
		}
		out := Message{JSONRPC: "2.0", ID: m.ID}
		if m.Method == "tools/call" {
			out.Result, out.Error = s.handle(ctx, m.Params)
		} else {
			out.Error = &JSONRPCError{Code: -32601, Message: "method not found"}
		}
		if err := enc.Encode(out); err != nil {
			return err
		}
	}
}

func (s *Server) handle(ctx context.Context, params json.RawMessage) (*ToolResult, *JSONRPCError) {
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(params, &p); err != nil {
		return nil, &JSONRPCError{Code: -32602, Message: "invalid params"}
	}
	h, ok := s.handlers[p.Name]
	if !ok {
		return s.handleMore(ctx, p.Name, p.Arguments)
	}
	res, err := h(ctx, p.Arguments)
	if err != nil {
		return errorResult(err), nil
	}
	if res == nil {
		res = &ToolResult{Content: []Content{}}
	}
	return res, nil
}

// handleMore dispatches the tools that return their result by value.
func (s *Server) handleMore(ctx context.Context, name string, args json.RawMessage) (*ToolResult, *JSONRPCError) {
	var (
		res ToolResult
		err error
	)
	switch name {
	case "wc":
		res, err = s.wc(args)
	case "head":
		res, err = s.head(args)
	default:
		return nil, &JSONRPCError{Code: -32602, Message: "unknown tool " + name}
	}
	if err != nil {
		return errorResult(err), nil
	}
	return &res, nil
}

func errorResult(err error) *ToolResult {
	return &ToolResult{IsError: true, Content: []Content{{Type: "text", Text: err.Error()}}}
}

type fileArgs struct {
	Path    string `json:"path"`
	Pattern string `json:"pattern"`
}

func (s *Server) read(args json.RawMessage) (string, error) {
	var a fileArgs
	if err := json.Unmarshal(args, &a); err != nil {
		return "", fmt.Errorf("arguments: %w", err)
	}
	b, err := os.ReadFile(s.root + "/" + a.Path)
	if err != nil {
		return "", fmt.Errorf("cannot read %s", a.Path)
	}
	return string(b), nil
}

func (s *Server) cat(ctx context.Context, args json.RawMessage) (*ToolResult, error) {
	body, err := s.read(args)
	if err != nil {
		return nil, err // ok rpcerror nilresult
	}
	if body == "" {
		return nil, nil // ok nilresult
	}
	return &ToolResult{Content: []Content{{Type: "text", Text: body}}}, nil // ok rpcerror emptyerror
}

func (s *Server) grep(ctx context.Context, args json.RawMessage) (*ToolResult, error) {
	var a fileArgs
	if err := json.Unmarshal(args, &a); err != nil {
		return &ToolResult{IsError: true}, nil // want emptyerror:`no content`
	}
	if a.Pattern == "" {
		return nil, errors.New("pattern is required") // ok rpcerror
	}
	body, err := s.read(args)
	if err != nil {
		return &ToolResult{Content: []Content{{Type: "text", Text: "Error: " + err.Error()}}}, nil // want unflaggederror:`does not set isError`
	}
	var hits []string
	for _, l := range strings.Split(body, "\n") {
		if strings.Contains(l, a.Pattern) {
			hits = append(hits, l)
		}
	}
	return &ToolResult{Content: []Content{{Type: "text", Text: strings.Join(hits, "\n")}}}, nil // ok unflaggederror emptyerror
}

func (s *Server) wc(args json.RawMessage) (ToolResult, error) {
	body, err := s.read(args)
	if err != nil {
		return ToolResult{}, err // ok rpcerror
	}
	n := len(strings.Fields(body))
	if n == 0 {
		return ToolResult{IsError: true, Content: []Content{{Type: "text"}}}, nil // want emptyerror:`empty text|no content`
	}
	return ToolResult{ // ok structurederror
		Content:           []Content{{Type: "text", Text: fmt.Sprint(n, " words")}},
		StructuredContent: map[string]any{"words": n},
	}, nil
}

func (s *Server) head(args json.RawMessage) (ToolResult, error) {
	body, err := s.read(args)
	if err != nil {
		return ToolResult{ // want structurederror:`carries structured content`
			IsError:           true,
			Content:           []Content{{Type: "text", Text: err.Error()}},
			StructuredContent: map[string]any{"lines": 0},
		}, nil
	}
	first, _, _ := strings.Cut(body, "\n")
	return ToolResult{Content: []Content{{Type: "text", Text: first}}}, nil // ok emptyerror unflaggederror structurederror
}
