// Package structerr has a project's structured error: a Go error with a
// JSON code and message, returned from go-sdk typed handlers, which turn
// it into the text of an isError result. No code reaches a JSON-RPC error
// object, so none is reported, whatever band it is in.
package structerr

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Code is an application error code.
type Code int

const (
	NotFound Code = -32001 // legacy band, but only ever text
	Busy     Code = -32050 // MCP's reserved band, but only ever text
)

// Error is the server's structured error.
type Error struct {
	Code    Code           `json:"code"`
	Message string         `json:"message"`
	Data    map[string]any `json:"data,omitempty"`
}

func (e *Error) Error() string {
	b, _ := json.Marshal(e)
	return string(b)
}

// New returns an error with code and message.
func New(code Code, msg string) *Error { return &Error{Code: code, Message: msg} }

// report is a status document: its "error" member is text.
type report struct {
	Error string `json:"error"`
}

type in struct{ Name string }

func find(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if a.Name == "" {
		return nil, nil, New(NotFound, "no such item")
	}
	if a.Name == "busy" {
		return nil, nil, &Error{Code: Busy, Message: "busy"}
	}
	e := &Error{Message: "locked"}
	e.Code = -32077
	return nil, report{Error: e.Error()}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "find"}, find)
}
