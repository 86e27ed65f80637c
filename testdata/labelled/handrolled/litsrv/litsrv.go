// Package litsrv is a hand-rolled stdio server that writes every answer
// as a map literal: results are map[string]any values with "content" and
// "isError" keys, JSON-RPC errors are maps under "error".
package litsrv

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"strings"
)

type request struct {
	ID     any             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type callParams struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

func text(s string) []map[string]any {
	return []map[string]any{{"type": "text", "text": s}}
}

func gitLog(args map[string]any) (string, error) {
	n, _ := args["n"].(float64)
	out, err := exec.Command("git", "log", fmt.Sprintf("-n%d", int(n))).Output()
	return string(out), err
}

func gitTags(args map[string]any) (string, error) {
	out, err := exec.Command("git", "tag", "--list").Output()
	return strings.TrimSpace(string(out)), err
}

// Serve answers one JSON-RPC request per line.
func Serve(r io.Reader, w io.Writer) {
	sc := bufio.NewScanner(r)
	enc := json.NewEncoder(w)
	for sc.Scan() {
		var req request
		if json.Unmarshal(sc.Bytes(), &req) != nil {
			continue
		}
		switch req.Method {
		case "tools/call":
			enc.Encode(call(req))
		case "tools/list":
			enc.Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": map[string]any{"tools": []string{"git_log", "git_tags"}}})
		default:
			enc.Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "error": map[string]any{"code": -32601, "message": "method not found"}})
		}
	}
}

// call runs the tool named; the error of the switch is answered after it.
func call(req request) map[string]any {
	var p callParams
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return map[string]any{"jsonrpc": "2.0", "id": req.ID, "error": map[string]any{"code": -32602, "message": "invalid params"}}
	}
	var out string
	var result any
	var err error
	switch p.Name {
	case "git_log":
		out, err = gitLog(p.Arguments)
	case "git_tags":
		out, err = gitTags(p.Arguments)
	default:
		err = fmt.Errorf("tool %q not found", p.Name) // want unknowntool:`unknown tool answered with an isError result`
	}
	if err != nil {
		result = map[string]any{"isError": true, "content": text(err.Error())} // ok emptyerror unflaggederror
	} else {
		result = map[string]any{"content": text(out)} // ok unflaggederror
	}
	return map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": result}
}

// callStrict answers an unknown tool with -32602: right.
func callStrict(req request) map[string]any {
	var p callParams
	_ = json.Unmarshal(req.Params, &p)
	switch p.Name {
	case "git_log":
		out, err := gitLog(p.Arguments)
		if err != nil {
			return map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": map[string]any{"isError": true, "content": text("git log failed: " + err.Error())}}
		}
		return map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": map[string]any{"content": text(out)}}
	default:
		return map[string]any{"jsonrpc": "2.0", "id": req.ID, "error": map[string]any{"code": -32602, "message": "unknown tool: " + p.Name}} // ok unknowntool
	}
}

// ServeStrict is Serve with callStrict.
func ServeStrict(r io.Reader, w io.Writer) {
	sc := bufio.NewScanner(r)
	enc := json.NewEncoder(w)
	for sc.Scan() {
		var req request
		if json.Unmarshal(sc.Bytes(), &req) == nil && req.Method == "tools/call" {
			enc.Encode(callStrict(req))
		}
	}
}
