// Package maplit exercises unknowntool on hand-rolled servers that build
// every answer as a map literal: an isError result written as
// map[string]any{"isError": true, "content": ...} is an isError result,
// whether the miss branch builds it or assigns an error a later test
// answers with it. A map without "isError" is not read as a result
// (negative), nor is a map whose "isError" is not a constant.
package maplit

import (
	"encoding/json"
	"fmt"
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

func listTags(args map[string]any) (any, error) { return []string{"v1"}, nil }

func showLog(args map[string]any) (any, error) { return "log", nil }

func textItems(s string) []map[string]any {
	return []map[string]any{{"type": "text", "text": s}}
}

// viaErr assigns the miss's error; the test after the switch answers it
// with an isError map.
func viaErr(req request) map[string]any {
	var p callParams
	if err := json.Unmarshal(req.Params, &p); err != nil {
		return map[string]any{"id": req.ID, "error": map[string]any{"code": -32602, "message": "bad params"}}
	}
	var data, result any
	var err error
	switch p.Name {
	case "list_tags":
		data, err = listTags(p.Arguments)
	case "show_log":
		data, err = showLog(p.Arguments)
	default:
		err = fmt.Errorf("tool %q not found", p.Name) // want `unknown tool answered with an isError result`
	}
	if err != nil {
		result = map[string]interface{}{"isError": true, "content": textItems(err.Error())}
	} else {
		result = map[string]interface{}{"content": textItems(fmt.Sprint(data))}
	}
	return map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": result}
}

// inBranch builds the isError map in the miss branch itself.
func inBranch(req request) map[string]any {
	var p callParams
	_ = json.Unmarshal(req.Params, &p)
	switch p.Name {
	case "list_tags":
		data, _ := listTags(p.Arguments)
		return map[string]any{"id": req.ID, "result": map[string]any{"content": textItems(fmt.Sprint(data))}}
	default:
		return map[string]any{"id": req.ID, "result": map[string]any{"isError": true, "content": textItems("unknown tool " + p.Name)}} // want `unknown tool answered with an isError result`
	}
}

// answered answers the unknown tool with -32602: nothing to report.
func answered(req request) map[string]any {
	var p callParams
	_ = json.Unmarshal(req.Params, &p)
	switch p.Name {
	case "list_tags":
		data, _ := listTags(p.Arguments)
		return map[string]any{"id": req.ID, "result": map[string]any{"content": textItems(fmt.Sprint(data))}}
	default:
		return map[string]any{"id": req.ID, "error": map[string]any{"code": -32602, "message": "unknown tool " + p.Name}}
	}
}

// flagged answers with a map whose "isError" is decided at run time:
// not read as a result.
func flagged(req request, strict bool) map[string]any {
	var p callParams
	_ = json.Unmarshal(req.Params, &p)
	switch p.Name {
	case "list_tags":
		data, _ := listTags(p.Arguments)
		return map[string]any{"id": req.ID, "result": map[string]any{"content": textItems(fmt.Sprint(data))}}
	default:
		return map[string]any{"id": req.ID, "result": map[string]any{"isError": strict, "content": textItems("unknown tool " + p.Name)}}
	}
}

func serve(req request, strict bool) map[string]any {
	switch req.Method {
	case "tools/call":
		if strict {
			return flagged(req, strict)
		}
		if req.ID == nil {
			return answered(req)
		}
		if req.ID == "" {
			return inBranch(req)
		}
		return viaErr(req)
	}
	return map[string]any{"id": req.ID, "error": map[string]any{"code": -32601, "message": "method not found"}}
}
