// Package ipcmsg is the protocol between an MCP adapter and its broker: a
// tool result message with an error payload of JSON code and message,
// which is no JSON-RPC response (it has no "jsonrpc" member), and a relay
// frame that is one.
package ipcmsg

// ErrorPayload carries a tool call's error between the broker and the
// adapter.
type ErrorPayload struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// ToolResult is the broker's answer to a tool call.
type ToolResult struct {
	ID     string         `json:"id"`
	Result map[string]any `json:"result,omitempty"`
	Error  *ErrorPayload  `json:"error,omitempty"`
}

// RelayError is the error object of a relayed JSON-RPC response.
type RelayError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// RelayFrame is a JSON-RPC response the adapter relays to its client as
// it is.
type RelayFrame struct {
	JSONRPC string      `json:"jsonrpc"`
	ID      any         `json:"id"`
	Result  any         `json:"result,omitempty"`
	Error   *RelayError `json:"error,omitempty"`
}
