// Package mcpgo exercises reservedcode on mcp-go JSON-RPC errors.
package mcpgo

import "github.com/mark3labs/mcp-go/mcp"

const busy = -32010

func transportErrors(id mcp.RequestId) []any {
	return []any{
		mcp.NewJSONRPCError(id, -32001, "session not found", nil), // want `JSON-RPC error code -32001 is in the legacy band`
		mcp.NewJSONRPCError(id, mcp.INVALID_PARAMS, "bad", nil),
		mcp.NewJSONRPCError(id, mcp.RESOURCE_NOT_FOUND, "gone", nil),
		mcp.NewJSONRPCErrorDetails(busy, "busy", nil),          // want `JSON-RPC error code -32010 \(busy\) is in the legacy band`
		mcp.JSONRPCErrorDetails{Code: -32030, Message: "nope"}, // want `JSON-RPC error code -32030 is inside -32020..-32099`
		mcp.JSONRPCErrorDetails{Code: mcp.HEADER_MISMATCH, Message: "header"},
		mcp.JSONRPCErrorDetails{Code: -32020, Message: "Mcp-Method header does not match the body"},
		mcp.JSONRPCErrorDetails{Code: -32022, Message: "unsupported protocol version"},
		mcp.JSONRPCErrorDetails{Code: -32021, Message: "tool not allowed"}, // want `JSON-RPC error code -32021 is MCP's MISSING_REQUIRED_CLIENT_CAPABILITY, used here for a different meaning`
		mcp.JSONRPCErrorDetails{Code: -32700, Message: "parse"},
		mcp.JSONRPCErrorDetails{Code: -32800, Message: "interrupted"},
	}
}
