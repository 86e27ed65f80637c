// Package unknowntool defines an analyzer that reports hand-written tool
// dispatchers and multi-tool handlers that answer a tools/call for an
// unknown tool with anything but JSON-RPC -32602 (invalid params).
//
// Its documentation (what it finds, why it matters, examples, the fix, SDK
// notes) is [Documentation], from which its Analyzer.Doc, "mcplint help
// unknowntool" and docs/checks/unknowntool.md are generated.
package unknowntool
