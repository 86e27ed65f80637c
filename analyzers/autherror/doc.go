// Package autherror defines an analyzer that reports tool handlers of HTTP
// MCP servers that answer a caller-authorization failure (the caller's token
// lacks a scope or permission) with tool output or a JSON-RPC error instead
// of HTTP 403.
//
// Its documentation (what it finds, why it matters, examples, the fix, SDK
// notes) is [Documentation], from which its Analyzer.Doc, "mcplint help
// autherror" and docs/checks/autherror.md are generated.
package autherror
