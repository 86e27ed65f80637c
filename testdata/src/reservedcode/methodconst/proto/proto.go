// Package proto names the MCP methods and the server's error codes.
package proto

// Method is a JSON-RPC method name.
type Method string

// The methods the server answers.
const (
	MethodToolsCall Method = "tools/call"
	MethodPing      Method = "ping"
)

// Code is a JSON-RPC error code.
type Code int

// The codes the server answers with.
const (
	CodeInvalidParams Code = -32602
	CodeToolFailed    Code = -32050
)
