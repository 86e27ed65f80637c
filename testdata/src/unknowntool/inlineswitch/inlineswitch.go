// Package inlineswitch is a hand-rolled server whose tools/call code
// assigns the error of the function that switches on the tool name in
// the method's case and answers it after building the response envelope:
// the statements between the decision and the test of the error leave it
// alone. In serveLate, a statement in between logs the error first: not
// followed.
package inlineswitch

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
)

func callTool(params map[string]any) (any, error) {
	name, _ := params["name"].(string)
	switch name {
	case "ping":
		return "pong", nil
	default:
		return nil, fmt.Errorf("unknown tool: %s", name) // want `unknown tool answered with JSON-RPC -32603`
	}
}

func callOther(params map[string]any) (any, error) {
	name, _ := params["name"].(string)
	switch name {
	case "echo":
		return params["arguments"], nil
	default:
		return nil, fmt.Errorf("unknown tool: %s", name)
	}
}

type request struct {
	ID     any            `json:"id"`
	Method string         `json:"method"`
	Params map[string]any `json:"params"`
}

func serve(r io.Reader, w io.Writer) {
	var req request
	_ = json.NewDecoder(r).Decode(&req)
	var result any
	var err error
	switch req.Method {
	case "tools/call":
		result, err = callTool(req.Params)
	default:
		err = errors.New("method not found")
	}
	resp := map[string]any{"jsonrpc": "2.0", "id": req.ID}
	enc := json.NewEncoder(w)
	if err != nil {
		resp["error"] = map[string]any{"code": -32603, "message": err.Error()}
	} else {
		resp["result"] = result
	}
	_ = enc.Encode(resp)
}

func serveLate(r io.Reader, w io.Writer) {
	var req request
	_ = json.NewDecoder(r).Decode(&req)
	var result any
	var err error
	switch req.Method {
	case "tools/call":
		result, err = callOther(req.Params)
	}
	log.Printf("call: %v", err)
	if err != nil {
		_ = json.NewEncoder(w).Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "error": map[string]any{"code": -32603, "message": err.Error()}})
		return
	}
	_ = json.NewEncoder(w).Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": result})
}
