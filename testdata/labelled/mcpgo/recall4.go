package main

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Response builders that take the operation's error (issue 22, pattern
// 1): a status written on every path is a template, not a partial
// success; one written where the error is known is the author's choice.

func registerRecall4(m *server.MCPServer, s *srv) {
	m.AddTool(mcp.NewTool("syncReply"), s.syncReply)
	m.AddTool(mcp.NewTool("syncBestEffort"), s.syncBestEffort)
}

// opDetail is what every reply of an operation carries.
type opDetail struct {
	Op    string `json:"op"`
	Error string `json:"error,omitempty"`
}

// opReply answers an operation.
type opReply struct {
	Status string    `json:"status"`
	Detail *opDetail `json:"detail"`
}

// replyFor says "success" whatever err is.
func replyFor(op string, err error) opReply {
	d := opDetail{Op: op}
	if err != nil {
		d.Error = err.Error()
	}
	return opReply{Status: "success", Detail: &d}
}

// bestEffortReply says "success" where it knows the step failed: the
// sync went on without it.
func bestEffortReply(op string, err error) opReply {
	d := opDetail{Op: op}
	if err != nil {
		d.Error = "skipped the index: " + err.Error()
		return opReply{Status: "success", Detail: &d}
	}
	return opReply{Status: "success", Detail: &d}
}

func (s *srv) syncReply(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(replyFor("sync", s.sync(ctx)))
	return mcp.NewToolResultText(string(b)), nil // want unflaggederror:`"error" holds an error's text when replyFor fails`
}

func (s *srv) syncBestEffort(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(bestEffortReply("sync", s.sync(ctx)))
	return mcp.NewToolResultText(string(b)), nil // ok unflaggederror
}
