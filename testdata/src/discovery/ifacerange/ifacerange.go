// Package ifacerange is a hand-rolled server whose tools implement a
// project interface returning (string, error), looked up by range over a
// slice; the dispatcher turns a tool's error into an isError result, so
// returning an error is right.
package ifacerange

import (
	"errors"
	"os"
)

// Content is a hand-rolled text content.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// CallResult is a hand-rolled call-tool result.
type CallResult struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// Tool is the project's tool interface.
type Tool interface {
	Name() string
	Run(args map[string]string) (string, error)
}

type statTool struct{}

func (statTool) Name() string { return "stat" }

func (statTool) Run(args map[string]string) (string, error) { // want `statTool.Run tool=\? sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Server.Handle through Tool.Run`
	if args["path"] == "" {
		return "", errors.New("path is required")
	}
	fi, err := os.Stat(args["path"])
	if err != nil {
		return "", err
	}
	return fi.Name(), nil
}

// Server dispatches tools/call.
type Server struct{ tools []Tool }

// New registers the tools.
func New() *Server { return &Server{tools: []Tool{statTool{}}} }

// Handle answers one request.
func (s *Server) Handle(method, name string, args map[string]string) *CallResult {
	if method != "tools/call" {
		return nil
	}
	for _, t := range s.tools {
		if t.Name() != name {
			continue
		}
		text, err := t.Run(args)
		if err != nil {
			return &CallResult{IsError: true, Content: []Content{{Type: "text", Text: err.Error()}}}
		}
		return &CallResult{Content: []Content{{Type: "text", Text: text}}}
	}
	return &CallResult{IsError: true, Content: []Content{{Type: "text", Text: "unknown tool " + name}}}
}
