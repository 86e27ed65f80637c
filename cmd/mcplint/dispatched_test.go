package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/mcplint/mcplint/analyzers"
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
// another package is listed where it is dispatched, with the dispatcher's
// routing, and that its failure is reported at the tool's own return,
// whether the tools' package is among the packages given or only a
// dependency of the dispatcher's: the dispatcher's package decides, from
// the facts of the tools' package, as under go vet.
func TestCrossPackageDispatch(t *testing.T) {
	dir := writeModule(t, dispatchModule)
	want := `server/server.go:31:24: (*example.com/fx/tools.Echo).Execute tool="echo" sdk=hand-rolled kind=dispatched errors=jsonrpc(-32603) via=dispatched by Server.Handle through tools.Tool.Execute imported`
	finding := `tools/tools.go:16:3: tool "echo" handler (dispatched by package server at server.go:31) returns an error that dispatcher Server.Handle sends as JSON-RPC error -32603`
	for _, pattern := range []string{"./...", "./server"} {
		code, stdout, stderr := runIn(t, dir, "-handlers", pattern)
		if code != exitOK || strings.TrimSpace(stdout) != want {
			t.Errorf("mcplint -handlers %s: exit %d, stdout:\n%s\nstderr:\n%s\nwant stdout:\n%s", pattern, code, stdout, stderr, want)
		}
		var out, errs bytes.Buffer
		code = run([]string{"-rpcerror", pattern}, analyzers.All(), &out, &errs)
		stdout, stderr = out.String(), errs.String()
		if code != exitDiagnostics || !strings.Contains(stdout, finding) || strings.Count(stdout, "(rpcerror)") != 1 {
			t.Errorf("mcplint %s: exit %d, stdout:\n%s\nstderr:\n%s\nwant the one finding:\n%s…", pattern, code, stdout, stderr, finding)
		}
	}
}
