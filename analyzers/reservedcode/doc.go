// Package reservedcode defines an analyzer that reports JSON-RPC error codes
// an MCP server may not mint: private codes inside the band the MCP spec
// reserves for itself, spec codes used for another meaning, codes from the
// legacy band, and -32002.
//
// Its documentation (what it finds, why it matters, examples, the fix, SDK
// notes) is [Documentation], from which its Analyzer.Doc, "mcplint help
// reservedcode" and docs/checks/reservedcode.md are generated.
package reservedcode
