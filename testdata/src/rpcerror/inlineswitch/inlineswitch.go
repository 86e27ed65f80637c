// Package inlineswitch is a hand-rolled server whose tools are written in
// the cases of a switch on the requested name, in a function of a text
// tool's signature that the tools/call code calls: a case's failing
// return is that tool's failure, which the dispatcher answers with
// JSON-RPC -32603; the miss branch is unknowntool's.
package inlineswitch

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
)

func callTool(params map[string]any) (any, error) {
	if params == nil {
		return nil, errors.New("params are required") // a malformed request: no tool's failure
	}
	name, _ := params["name"].(string)
	args, _ := params["arguments"].(map[string]any)
	switch name {
	case "read_file":
		path, _ := args["path"].(string)
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", path, err) // want `tool handler callTool returns an error that dispatcher serve sends as JSON-RPC error -32603`
		}
		return string(data), nil
	case "double":
		s, _ := args["n"].(string)
		n, err := strconv.Atoi(s)
		if err != nil {
			return nil, err // want `tool handler callTool returns an error that dispatcher serve sends as JSON-RPC error -32603`
		}
		return n * 2, nil
	default:
		return nil, fmt.Errorf("unknown tool: %s", name)
	}
}

// pick switches on a name too, but nothing in tools/call calls it.
func pick(params map[string]any) (any, error) {
	name, _ := params["name"].(string)
	switch name {
	case "a":
		return nil, errors.New("not a")
	}
	return name, nil
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
	if err != nil {
		resp["error"] = map[string]any{"code": -32603, "message": err.Error()}
	} else {
		resp["result"] = result
	}
	_ = json.NewEncoder(w).Encode(resp)
}
