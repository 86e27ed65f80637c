// Package autherror defines an analyzer that reports tool handlers of HTTP
// MCP servers that answer a caller-authorization failure (the caller's token
// lacks a scope or permission) with tool output or a JSON-RPC error instead
// of HTTP 403.
//
// On a remote server, MCP authorization (2025-11-25, 2026-07-28) answers
// insufficient scope with HTTP 403 and
// `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`: the
// client can then obtain the scope (step-up) and retry. Returned as an
// isError result, the failure reaches the model, which cannot act on it; as
// a JSON-RPC error, the client has no scope to ask for.
//
// The check reports a return of a tool handler that fails (a non-nil error,
// or an isError result) directly under an if statement whose condition
// depends on the caller's identity:
//
//   - go-sdk auth.TokenInfo (req.Extra.TokenInfo, auth.TokenInfoFromContext):
//     its scopes, user ID or presence;
//   - the Authorization (or X-API-Key) header of the request: mcp-go
//     req.Header, go-sdk req.Extra.Header;
//   - project authorization helpers: functions that return such a decision
//     or fail only on it, in any package (recorded as facts).
//
// All of these exist only on HTTP transports (req.Extra and req.Header are
// nil on stdio), so the server serves HTTP. Upstream APIs rejecting the
// server's own credentials (an execution failure) and server-configured
// read-only modes do not depend on the caller's identity and are not
// reported.
package autherror
