// Package gosdk exercises reservedcode on go-sdk JSON-RPC errors.
package gosdk

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const (
	codeRateLimited   = -32050 // a private code inside the MCP band
	codeQuotaExceeded = -32042 // MCP's URL_ELICITATION_REQUIRED, reused
	codeNeedsLogin    = -32042 // named for URL elicitation? no
	codeURLElicit     = -32042 // named for its meaning
	codeAppBusy       = -31001 // outside -32768..-32000: free for applications
	codeServerError   = -32000 // legacy band
)

// ErrCode is a typed code.
type ErrCode int64

const (
	ErrThrottled ErrCode = -32060
	ErrOK        ErrCode = 1
)

func low(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return nil, &jsonrpc.Error{Code: -32050, Message: "rate limited"} // want `JSON-RPC error code -32050 is inside -32020..-32099, which MCP reserves`
	case "b":
		return nil, &jsonrpc.Error{Code: codeRateLimited, Message: "rate limited"} // want `JSON-RPC error code -32050 \(codeRateLimited\) is inside -32020..-32099`
	case "c":
		return nil, &jsonrpc.Error{Code: codeQuotaExceeded, Message: "quota"} // want `JSON-RPC error code -32042 \(codeQuotaExceeded\) is MCP's URL_ELICITATION_REQUIRED, used here for a different meaning`
	case "d":
		return nil, &jsonrpc.Error{Code: codeURLElicit, Message: "open the browser"}
	case "e":
		return nil, &jsonrpc.Error{Code: mcp.CodeURLElicitationRequired, Message: "open the browser"}
	case "f":
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "bad"}
	case "g":
		return nil, &jsonrpc.Error{Code: codeAppBusy, Message: "busy"}
	case "h":
		return nil, &jsonrpc.Error{Code: int64(ErrThrottled), Message: "slow down"} // want `JSON-RPC error code -32060 \(ErrThrottled\) is inside -32020..-32099`
	case "i":
		return nil, &jsonrpc.Error{Code: codeServerError, Message: "oops"} // want `JSON-RPC error code -32000 \(codeServerError\) is in the legacy band -32000..-32019`
	case "j":
		return nil, &jsonrpc.Error{Code: -32002, Message: "no such resource"} // want `JSON-RPC error code -32002 is replaced by -32602 in MCP 2026-07-28`
	case "k":
		return nil, &jsonrpc.Error{Code: -32042, Message: "quota exceeded"} // want `JSON-RPC error code -32042 is MCP's URL_ELICITATION_REQUIRED, used here for a different meaning`
	case "l":
		return nil, &jsonrpc.Error{Code: -32042, Message: "URL elicitation required", Data: json.RawMessage(`{}`)}
	case "m":
		return nil, &jsonrpc.Error{Code: mcp.CodeResourceNotFound, Message: "gone"}
	case "n":
		return nil, mcp.ResourceNotFoundError("file:///x")
	case "o":
		return nil, &jsonrpc.Error{Code: int64(ErrOK), Message: "fine"}
	case "p":
		return nil, &jsonrpc.Error{Code: codeNeedsLogin} // want `JSON-RPC error code -32042 \(codeNeedsLogin\) is MCP's URL_ELICITATION_REQUIRED`
	}
	e := &jsonrpc.Error{Message: "late"}
	e.Code = -32099 // want `JSON-RPC error code -32099 is inside -32020..-32099`
	return nil, e
}

// Numbers in the band that never become a JSON-RPC code are data.
func data() string {
	const count = -32050
	port := 32050
	limit := -32001
	return fmt.Sprint(count, port, limit, codeRateLimited)
}

type status struct {
	Code int `json:"code"` // no "message": not a JSON-RPC error
}

func notAnError() status { return status{Code: -32050} }
