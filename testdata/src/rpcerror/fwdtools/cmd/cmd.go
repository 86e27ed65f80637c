// Command cmd reads requests from stdin and answers an error of package
// mcpsrv's HandleRequest with a -32603 JSON-RPC error.
package main

import (
	"bufio"
	"encoding/json"
	"os"

	"rpcerror/fwdtools/mcpsrv"
)

func main() {
	srv := &mcpsrv.Server{}
	enc := json.NewEncoder(os.Stdout)
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		var req map[string]any
		if json.Unmarshal(sc.Bytes(), &req) != nil {
			continue
		}
		resp, err := srv.HandleRequest(sc.Bytes())
		if err != nil {
			enc.Encode(map[string]any{"jsonrpc": "2.0", "id": req["id"], "error": map[string]any{"code": -32603, "message": err.Error()}})
			continue
		}
		enc.Encode(resp)
	}
}
