package main

// JSON-RPC error objects an mcp-go server builds itself (an HTTP front
// end that answers before the SDK sees the request), with codes inside
// and outside the bands MCP keeps for itself.

import (
	"encoding/json"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
)

const (
	codeQuotaExceeded = -32050 // a private code in MCP's reserved band
	codeBackendDown   = -31001 // an application code outside -32768..-32000
	codeSessionGone   = -32001 // the legacy band
)

// gatewayCode is the project's type for its own codes.
type gatewayCode int

const (
	gatewayBusy     gatewayCode = -32060
	gatewayTooLarge gatewayCode = 4013
)

func writeRPCError(w http.ResponseWriter, e mcp.JSONRPCError) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(e)
}

// rpcError builds the answer; its code parameter becomes the code.
func rpcError(id mcp.RequestId, code int, msg string) mcp.JSONRPCError {
	return mcp.NewJSONRPCError(id, code, msg, nil)
}

func gatewayReject(w http.ResponseWriter, id mcp.RequestId, reason string) {
	switch reason {
	case "quota":
		writeRPCError(w, mcp.NewJSONRPCError(id, codeQuotaExceeded, "quota exceeded", nil)) // want reservedcode:`-32050 \(codeQuotaExceeded\) is inside -32020..-32099`
	case "busy":
		writeRPCError(w, mcp.NewJSONRPCError(id, int(gatewayBusy), "gateway busy", nil)) // want reservedcode:`-32060 \(gatewayBusy\) is inside -32020..-32099`
	case "session":
		writeRPCError(w, mcp.NewJSONRPCError(id, codeSessionGone, "session not found", nil)) // want reservedcode:`-32001 \(codeSessionGone\) is in the legacy band`
	case "timeout":
		writeRPCError(w, rpcError(id, -32070, "upstream timeout")) // want reservedcode:`-32070 is inside -32020..-32099`
	case "elicit":
		writeRPCError(w, rpcError(id, -32042, "rate limited")) // want reservedcode:`-32042 is MCP's URL_ELICITATION_REQUIRED, used here for a different meaning`
	case "missing":
		writeRPCError(w, mcp.JSONRPCError{JSONRPC: mcp.JSONRPC_VERSION, ID: id, Error: mcp.JSONRPCErrorDetails{Code: -32002, Message: "no such document"}}) // want reservedcode:`-32002 is replaced by -32602`
	case "down":
		writeRPCError(w, mcp.NewJSONRPCError(id, codeBackendDown, "backend down", nil)) // ok reservedcode
	case "large":
		writeRPCError(w, rpcError(id, int(gatewayTooLarge), "request too large")) // ok reservedcode
	case "params":
		writeRPCError(w, mcp.NewJSONRPCError(id, mcp.INVALID_PARAMS, "bad params", nil)) // ok reservedcode
	case "header":
		writeRPCError(w, mcp.NewJSONRPCError(id, mcp.HEADER_MISMATCH, "Mcp-Method header does not match the body", nil)) // ok reservedcode
	case "capability":
		writeRPCError(w, rpcError(id, mcp.MISSING_REQUIRED_CLIENT_CAPABILITY, "client lacks sampling")) // ok reservedcode
	case "url":
		writeRPCError(w, rpcError(id, mcp.URL_ELICITATION_REQUIRED, "authorization required")) // ok reservedcode
	case "interrupted":
		writeRPCError(w, rpcError(id, mcp.REQUEST_INTERRUPTED, "cancelled")) // ok reservedcode
	default:
		writeRPCError(w, rpcError(id, -32603, "internal error")) // ok reservedcode
	}
}
