// Package envelopelog is a hand-rolled stdio server whose tools return
// the whole JSON-RPC response by value; its dispatcher assigns the case's
// response to a variable and reads its members to log the outcome before
// returning it: the variable stays in memory, and the tools are still
// the ones the dispatcher answers with.
package envelopelog

import (
	"bufio"
	"encoding/json"
	"fmt"
	"log"
	"os"
)

type request struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      any             `json:"id"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params,omitempty"`
}

type wireError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

type response struct {
	JSONRPC string     `json:"jsonrpc"`
	ID      any        `json:"id"`
	Result  any        `json:"result,omitempty"`
	Error   *wireError `json:"error,omitempty"`
}

func reply(id any, text string) response {
	return response{JSONRPC: "2.0", ID: id, Result: map[string]any{
		"content": []any{map[string]any{"type": "text", "text": text}},
	}}
}

func fail(id any, code int, msg string, data any) response {
	return response{JSONRPC: "2.0", ID: id, Error: &wireError{Code: code, Message: msg, Data: data}}
}

type queue struct{ jobs map[string]string }

func (q *queue) status(id string) (string, error) {
	s, ok := q.jobs[id]
	if !ok {
		return "", fmt.Errorf("job %s not found", id)
	}
	return s, nil
}

type jobArgs struct {
	JobID string `json:"job_id"`
}

func (q *queue) jobStatus(id any, raw json.RawMessage) response {
	var a jobArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		return fail(id, -32602, "invalid arguments", nil)
	}
	s, err := q.status(a.JobID)
	if err != nil {
		return fail(id, -32603, "status lookup failed", err.Error()) // want `tool "job_status" handler returns a response carrying a JSON-RPC error object with code -32603 and a failed call's error in its data for an execution failure`
	}
	return reply(id, s)
}

func (q *queue) cancel(id any, raw json.RawMessage) response {
	var a jobArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		return fail(id, -32602, "invalid arguments", nil)
	}
	delete(q.jobs, a.JobID)
	return reply(id, "cancelled")
}

func (q *queue) callTool(req *request) response {
	var p struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return fail(req.ID, -32602, "invalid params", nil)
	}
	var resp response
	switch p.Name {
	case "job_status":
		resp = q.jobStatus(req.ID, p.Arguments)
	case "cancel":
		resp = q.cancel(req.ID, p.Arguments)
	default:
		resp = fail(req.ID, -32602, "unknown tool: "+p.Name, nil)
	}
	if resp.Error != nil {
		log.Printf("tool %s failed: %s", p.Name, resp.Error.Message)
	} else {
		log.Printf("tool %s answered", p.Name)
	}
	return resp
}

func (q *queue) handle(req *request) response {
	switch req.Method {
	case "tools/list":
		return response{JSONRPC: "2.0", ID: req.ID, Result: map[string]any{"tools": []any{}}}
	case "tools/call":
		return q.callTool(req)
	}
	return fail(req.ID, -32601, "method not found", nil)
}

func serve() {
	q := &queue{jobs: map[string]string{}}
	sc := bufio.NewScanner(os.Stdin)
	enc := json.NewEncoder(os.Stdout)
	for sc.Scan() {
		var req request
		if json.Unmarshal(sc.Bytes(), &req) != nil {
			continue
		}
		_ = enc.Encode(q.handle(&req))
	}
}
