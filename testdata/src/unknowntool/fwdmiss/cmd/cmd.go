// Command cmd answers an error of package srv's Handle with -32603.
package main

import (
	"encoding/json"
	"os"

	"unknowntool/fwdmiss/srv"
)

func main() {
	var req struct {
		ID     any
		Method string
		Params struct {
			Name      string
			Arguments map[string]any
		}
	}
	dec, enc := json.NewDecoder(os.Stdin), json.NewEncoder(os.Stdout)
	s := &srv.Server{}
	for dec.Decode(&req) == nil {
		res, err := s.Handle(req.Method, req.Params.Name, req.Params.Arguments)
		if err != nil {
			enc.Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "error": map[string]any{"code": -32603, "message": err.Error()}})
			continue
		}
		enc.Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": res})
	}
}
