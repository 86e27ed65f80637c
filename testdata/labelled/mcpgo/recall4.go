package main

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Response builders that take the operation's error (issue 22, pattern
// 1): a status written on every path is a template, not a partial
// success; one written where the error is known is the author's choice.

func registerRecall4(m *server.MCPServer, s *srv) {
	m.AddTool(mcp.NewTool("syncReply"), s.syncReply)
	m.AddTool(mcp.NewTool("syncBestEffort"), s.syncBestEffort)
	m.AddTool(mcp.NewTool("renameNote"), s.renameNote)
	m.AddTool(mcp.NewTool("auditNotes"), s.auditNotes)
	m.AddTool(mcp.NewTool("tagNote"), s.tagNote)
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

// renameNote rejects the model's input as a success text.
func (s *srv) renameNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	from, to := req.GetString("from", ""), req.GetString("to", "")
	if to == "" {
		return mcp.NewToolResultText("Required parameter 'to' is missing"), nil // want unflaggederror:`reads as a failure`
	}
	s.notes[to] = s.notes[from]
	delete(s.notes, from)
	return mcp.NewToolResultText("renamed"), nil // ok unflaggederror
}

// auditNotes reports what it found: a missing value is data.
func (s *srv) auditNotes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	empty := 0
	for _, body := range s.notes {
		if body == "" {
			empty++
		}
	}
	if empty > 0 {
		return mcp.NewToolResultText("Body is missing in some notes"), nil // ok unflaggederror
	}
	return mcp.NewToolResultText("all notes have a body"), nil // ok unflaggederror
}

// jsonAnswer answers as JSON text, quoting its values: a success result.
func jsonAnswer(key, msg string) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(fmt.Sprintf(`{%q: %q}`, key, msg)), nil
}

// tagNote answers its failures through the JSON helper.
func (s *srv) tagNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	title := req.GetString("title", "")
	if _, ok := s.notes[title]; !ok {
		return jsonAnswer("error", "note not found: "+title) // want unflaggederror:`reads as a failure`
	}
	if err := s.sync(ctx); err != nil {
		return jsonAnswer("error", "tagging: "+err.Error()) // want unflaggederror:`reads as a failure`
	}
	return jsonAnswer("status", "tagged") // ok unflaggederror
}
