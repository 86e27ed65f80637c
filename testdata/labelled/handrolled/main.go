// Command handrolled is a labelled test server that speaks MCP over
// stdio with its own types, no SDK: each finding mcplint must report
// carries a want comment naming its check, and each line a check must stay
// silent on carries an ok comment naming the checks (see docs/testing.md).
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"labelled/handrolled/contentsrv"
	"labelled/handrolled/inlinesrv"
	"labelled/handrolled/switchsrv"
)

// Content is a text content block.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// CallResult is a tools/call result.
type CallResult struct {
	Content           []Content `json:"content"`
	StructuredContent any       `json:"structuredContent,omitempty"`
	IsError           bool      `json:"isError,omitempty"`
}

// RPCError is a JSON-RPC error object.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// ToolFunc is the signature of every tool.
type ToolFunc func(ctx context.Context, args json.RawMessage) (*CallResult, *RPCError)

type request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type response struct {
	JSONRPC string    `json:"jsonrpc"`
	ID      any       `json:"id"`
	Result  any       `json:"result,omitempty"`
	Error   *RPCError `json:"error,omitempty"`
}

type server struct {
	tools map[string]ToolFunc
	files map[string]string
}

func newServer() *server {
	s := &server{files: map[string]string{}}
	s.tools = map[string]ToolFunc{
		"read_file":  s.readFile,
		"stat_file":  s.statFile,
		"touch_file": s.touchFile,
		"list_files": s.listFiles,
		"hash_file":  s.hashFile,
		"chmod_file": s.chmodFile,
		"copy_file":  s.copyFile,
		"size_file":  s.sizeFile,
	}
	return s
}

func (s *server) dispatch(ctx context.Context, req request) response {
	resp := response{JSONRPC: "2.0", ID: req.ID}
	if req.Method != "tools/call" {
		resp.Error = &RPCError{Code: -32601, Message: "method not found"}
		return resp
	}
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		resp.Error = &RPCError{Code: -32602, Message: "invalid params"}
		return resp
	}
	tool, ok := s.tools[p.Name]
	if !ok {
		resp.Error = &RPCError{Code: -32602, Message: "unknown tool " + p.Name}
		return resp
	}
	res, rpcErr := tool(ctx, p.Arguments)
	if rpcErr != nil {
		resp.Error = rpcErr
		return resp
	}
	resp.Result = res
	return resp
}

func main() {
	s := newServer()
	in := bufio.NewScanner(os.Stdin)
	enc := json.NewEncoder(os.Stdout)
	for in.Scan() {
		var req request
		if err := json.Unmarshal(in.Bytes(), &req); err != nil {
			continue
		}
		if err := enc.Encode(s.dispatch(context.Background(), req)); err != nil {
			fmt.Fprintln(os.Stderr, err)
		}
	}
}

func text(s string) *CallResult {
	return &CallResult{Content: []Content{{Type: "text", Text: s}}}
}

func (s *server) path(args json.RawMessage) (string, error) {
	var a struct {
		Path string `json:"path"`
	}
	if err := json.Unmarshal(args, &a); err != nil {
		return "", err
	}
	if a.Path == "" {
		return "", errors.New("path is required")
	}
	return a.Path, nil
}

func (s *server) readFile(ctx context.Context, args json.RawMessage) (*CallResult, *RPCError) {
	p, err := s.path(args)
	if err != nil {
		return &CallResult{IsError: true}, nil // want emptyerror:`no content`
	}
	body, ok := s.files[p]
	if !ok {
		return text("Error: no such file " + p), nil // want unflaggederror:`does not set isError`
	}
	return text(body), nil // ok emptyerror unflaggederror nilresult
}

func (s *server) statFile(ctx context.Context, args json.RawMessage) (*CallResult, *RPCError) {
	p, err := s.path(args)
	if err != nil {
		return &CallResult{IsError: true, Content: []Content{{Type: "text", Text: err.Error()}}}, nil // ok emptyerror unflaggederror
	}
	if _, ok := s.files[p]; !ok {
		return nil, nil // want nilresult:`nil result`
	}
	return text(p + ": regular file"), nil
}

func (s *server) touchFile(ctx context.Context, args json.RawMessage) (*CallResult, *RPCError) {
	p, err := s.path(args)
	if err != nil {
		return text("failed to parse arguments: " + err.Error()), nil // want unflaggederror:`does not set isError`
	}
	s.files[p] = ""
	return text("touched " + p), nil // ok unflaggederror
}

func (s *server) listFiles(ctx context.Context, args json.RawMessage) (*CallResult, *RPCError) {
	if len(s.files) == 0 {
		res := text("")
		res.IsError = true // want emptyerror:`only empty text`
		return res, nil
	}
	return text(fmt.Sprint(len(s.files), " files")), nil // ok emptyerror
}

func (s *server) hashFile(ctx context.Context, args json.RawMessage) (*CallResult, *RPCError) {
	p, err := s.path(args)
	if err != nil {
		return nil, &RPCError{Code: -32602, Message: err.Error()} // ok nilresult // want rpcerror:`JSON-RPC error`
	}
	var res *CallResult
	if body, ok := s.files[p]; ok {
		res = text(fmt.Sprintf("%x", len(body)))
	}
	return res, nil // want nilresult:`nil result`
}

func (s *server) chmodFile(ctx context.Context, args json.RawMessage) (*CallResult, *RPCError) {
	p, err := s.path(args)
	if err != nil {
		return &CallResult{IsError: true, Content: []Content{{Type: "text", Text: "chmod failed"}}, StructuredContent: map[string]string{"path": p}}, nil // want structurederror:`carries structured content`
	}
	return &CallResult{Content: []Content{{Type: "text", Text: "ok"}}, StructuredContent: map[string]string{"path": p}}, nil // ok structurederror
}

func (s *server) copyFile(ctx context.Context, args json.RawMessage) (*CallResult, *RPCError) {
	if _, err := s.path(args); err != nil {
		return &CallResult{IsError: true, Content: []Content{{Type: "text", Text: "copy needs a path: " + err.Error()}}}, nil // ok structurederror emptyerror
	}
	return text("0 errors while copying"), nil // ok unflaggederror
}

func (s *server) sizeFile(ctx context.Context, args json.RawMessage) (*CallResult, *RPCError) {
	p, err := s.path(args)
	if err != nil {
		return nil, &RPCError{Code: -32602, Message: "path: " + err.Error()} // ok nilresult // want rpcerror:`JSON-RPC error`
	}
	return text(fmt.Sprint(len(s.files[p]))), nil // ok nilresult
}

var _ = switchsrv.Server{}
var _ = inlinesrv.Handler{}
var _ = contentsrv.New
