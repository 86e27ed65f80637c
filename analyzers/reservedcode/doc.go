// Package reservedcode defines an analyzer that reports JSON-RPC error codes
// an MCP server may not mint: private codes inside the band the MCP spec
// reserves for itself, spec codes used for another meaning, codes from the
// legacy band, and -32002.
//
// The MCP specification (2026-07-28) reserves -32020..-32099 for its own
// error codes (-32020 header mismatch, -32021 missing required client
// capability, -32022 unsupported protocol version; -32042 URL elicitation
// required since 2025-11-25), calls -32000..-32019 a legacy band that new
// implementations SHOULD NOT use, replaces -32002 (resource not found) with
// -32602, and asks applications to allocate their codes outside
// -32768..-32000. A client that sees a private code in the reserved band
// takes it for a spec code; a legacy code carries no meaning it can act on.
//
// The check looks at integer constants that become the code of a JSON-RPC
// error: go-sdk jsonrpc.Error{Code: …}, mcp-go NewJSONRPCError,
// NewJSONRPCErrorDetails and JSONRPCErrorDetails{Code: …}, hand-rolled error
// structs (JSON fields "code" and "message"), assignments to their code
// field, and project helpers whose parameter becomes such a code (in any
// package). It follows named and typed constants and reports at the use
// site. The SDKs' own code constants and the standard codes are fine; numbers
// that never become a JSON-RPC code are not looked at.
package reservedcode
