// Command fwdcmd answers an error of package fwdsrv's Handle with a
// -32603 JSON-RPC error.
package main

import (
	"encoding/json"
	"os"

	"parity/fwdsrv"
)

func main() {
	var req struct {
		ID     any `json:"id"`
		Method string
		Params struct {
			Name      string
			Arguments map[string]any
		}
	}
	dec, enc := json.NewDecoder(os.Stdin), json.NewEncoder(os.Stdout)
	s := &fwdsrv.Server{}
	for dec.Decode(&req) == nil {
		resp, err := s.Handle(req.Method, req.Params.Name, req.Params.Arguments)
		if err != nil {
			enc.Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "error": map[string]any{"code": -32603, "message": err.Error()}})
			continue
		}
		enc.Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": resp})
	}
}
