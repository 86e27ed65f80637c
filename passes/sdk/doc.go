// Package sdk is mcplint's model of the Go MCP SDKs: the one place that knows
// import paths, type names, handler shapes, result constructors, JSON-RPC error
// types and codes, and how each SDK version routes a tool handler's returned
// error. No analyzer names an SDK package path; they all ask this package.
//
// The model covers github.com/mark3labs/mcp-go (v0.43 through v1.x),
// github.com/modelcontextprotocol/go-sdk (v0.1 through v1.x) and hand-rolled
// MCP types, recognized by the JSON names of their struct fields: a struct
// with fields tagged "content" and "isError" is a call-tool result, and one
// with "code" and "message" is a JSON-RPC error.
//
// For mcp-go v1.5.0 and later it also knows server.NewHandlerError, through
// which a handler answers with the JSON-RPC error a JSONRPCErrorProvider
// builds ([IsNewHandlerError], [ProviderAnswerOf]); docs/architecture.md
// lists the rules from v1.2.1 to v1.6.0 and how each was checked.
//
// Where behaviour changed between SDK versions, the model takes the version
// from a [VersionFact] that [VersionAnalyzer] exports while analyzing the SDK
// package itself; when the version is unknown it assumes the newest release.
package sdk
