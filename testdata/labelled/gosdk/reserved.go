package main

// JSON-RPC errors with codes inside and outside the bands MCP keeps for
// itself, returned by go-sdk low-level handlers (which pass a
// *jsonrpc.Error through with its code).

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"labelled/gosdk/rpccodes"
)

const (
	codeStationOffline = -32080 // a private code in MCP's reserved band
	codeRateLimited    = -31429 // an application code outside -32768..-32000
)

// apiCode is the project's type for its codes.
type apiCode int64

const (
	apiQuota   apiCode = -32099
	apiTimeout apiCode = 1504
)

// codedErr builds a JSON-RPC error; its code parameter becomes the code.
func codedErr(code apiCode, msg string) error {
	return &jsonrpc.Error{Code: int64(code), Message: msg}
}

func registerReserved(m *mcp.Server, s *srv) {
	m.AddTool(&mcp.Tool{Name: "stationCodes", InputSchema: object}, s.stationCodes)
}

func (s *srv) stationCodes(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		Case string `json:"case"`
	}
	_ = args
	switch args.Case {
	case "offline":
		return nil, &jsonrpc.Error{Code: codeStationOffline, Message: "station offline"} // want reservedcode:`-32080 \(codeStationOffline\) is inside -32020..-32099`
	case "quota":
		return nil, codedErr(apiQuota, "quota exhausted") // want reservedcode:`-32099 \(apiQuota\) is inside -32020..-32099`
	case "helper":
		return nil, rpccodes.Err(-32030, "station %s busy", "x") // want reservedcode:`-32030 is inside -32020..-32099`
	case "legacy":
		return nil, &jsonrpc.Error{Code: -32000, Message: "server error"} // want reservedcode:`-32000 is in the legacy band`
	case "resource":
		return nil, &jsonrpc.Error{Code: -32002, Message: "station not found"} // want reservedcode:`-32002 is replaced by -32602`
	case "version":
		return nil, &jsonrpc.Error{Code: -32022, Message: "station firmware too old"} // want reservedcode:`-32022 is MCP's UNSUPPORTED_PROTOCOL_VERSION, used here for a different meaning`
	case "assigned":
		e := &jsonrpc.Error{Message: "station locked"}
		e.Code = -32025 // want reservedcode:`-32025 is inside -32020..-32099`
		return nil, e
	case "rate":
		return nil, &jsonrpc.Error{Code: codeRateLimited, Message: "rate limited"} // ok reservedcode
	case "timeout":
		return nil, codedErr(apiTimeout, "timeout") // ok reservedcode
	case "params":
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "bad station"} // ok reservedcode
	case "elicit":
		return nil, &jsonrpc.Error{Code: mcp.CodeURLElicitationRequired, Message: "authorize at the URL"} // ok reservedcode
	case "header":
		return nil, &jsonrpc.Error{Code: mcp.CodeHeaderMismatch, Message: "header mismatch"} // ok reservedcode
	case "capability":
		return nil, rpccodes.Err(mcp.CodeMissingRequiredClientCapabilities, "client cannot elicit") // ok reservedcode
	case "protocol":
		return nil, &jsonrpc.Error{Code: -32022, Message: "unsupported protocol version"} // ok reservedcode
	case "jsonrpc":
		return nil, &jsonrpc.Error{Code: -32600, Message: "invalid request"} // ok reservedcode
	case "app":
		return nil, rpccodes.Err(-32100, "below the MCP bands") // ok reservedcode
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil
}
