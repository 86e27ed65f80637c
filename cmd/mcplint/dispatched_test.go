package main

import (
	"strings"
	"testing"
)

// A hand-rolled server whose tools/call dispatcher (package server) calls
// tools kept in the package it imports (package tools).
var dispatchModule = map[string]string{
	"tools/tools.go": `package tools

import "errors"

type Tool interface {
	Execute(args map[string]any) (string, error)
}

type Echo struct{}

func NewEcho() *Echo { return &Echo{} }

func (*Echo) Execute(args map[string]any) (string, error) {
	s, ok := args["text"].(string)
	if !ok {
		return "", errors.New("text is required")
	}
	return s, nil
}
`,
	"server/server.go": `package server

import "example.com/fx/tools"

type RPCError struct {
	Code    int    ` + "`json:\"code\"`" + `
	Message string ` + "`json:\"message\"`" + `
}

type Response struct {
	Result any       ` + "`json:\"result,omitempty\"`" + `
	Error  *RPCError ` + "`json:\"error,omitempty\"`" + `
}

type Server struct{ tools map[string]tools.Tool }

func New() *Server {
	s := &Server{tools: map[string]tools.Tool{}}
	s.tools["echo"] = tools.NewEcho()
	return s
}

func (s *Server) Handle(method, name string, args map[string]any) Response {
	if method != "tools/call" {
		return Response{Error: &RPCError{Code: -32601, Message: "method not found"}}
	}
	t, ok := s.tools[name]
	if !ok {
		return Response{Error: &RPCError{Code: -32602, Message: "unknown tool"}}
	}
	text, err := t.Execute(args)
	if err != nil {
		return Response{Error: &RPCError{Code: -32603, Message: err.Error()}}
	}
	return Response{Result: text}
}
`,
}

// TestCrossPackageDispatch checks that a tool called by a dispatcher of
// another package is listed in its own package with the dispatcher's
// routing when both are analyzed, and that the dispatcher's package gets
// a note when the tools' package is not among those given.
func TestCrossPackageDispatch(t *testing.T) {
	dir := writeModule(t, dispatchModule)
	code, stdout, stderr := runIn(t, dir, "-handlers", "./...")
	want := `tools/tools.go:13:14: Echo.Execute tool="echo" sdk=hand-rolled kind=dispatched errors=jsonrpc(-32603) via=dispatched by server.Server.Handle through Tool.Execute`
	if code != exitOK || strings.TrimSpace(stdout) != want {
		t.Errorf("mcplint -handlers ./...: exit %d, stdout:\n%s\nstderr:\n%s\nwant stdout:\n%s", code, stdout, stderr, want)
	}

	code, stdout, stderr = runIn(t, dir, "-handlers", "./server")
	if code != exitOK || !strings.Contains(stdout, "note: tools/call dispatcher calls tools of package example.com/fx/tools") || strings.Contains(stdout, "Echo.Execute") {
		t.Errorf("mcplint -handlers ./server: exit %d, stdout:\n%s\nstderr:\n%s\nwant only the note on the dispatch", code, stdout, stderr)
	}
}
