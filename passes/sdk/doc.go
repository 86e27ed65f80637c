// Package sdk is mcplint's model of the Go MCP SDKs: the one place that knows
// import paths, type names, handler shapes, result constructors, JSON-RPC error
// types and codes, and how each SDK version routes a tool handler's returned
// error. No analyzer names an SDK package path; they all ask this package.
//
// The model covers github.com/mark3labs/mcp-go (v0.43 through v1.x),
// github.com/modelcontextprotocol/go-sdk (v0.2 through v1.x) and hand-rolled
// MCP types, recognized by the JSON names of their struct fields: a struct
// with fields tagged "content" and "isError" is a call-tool result, and one
// with "code" and "message" is a JSON-RPC error.
//
// Where behaviour changed between SDK versions, the model takes the version
// from a [VersionFact] that [VersionAnalyzer] exports while analyzing the SDK
// package itself; when the version is unknown it assumes the newest release.
package sdk
