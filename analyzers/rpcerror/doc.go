// Package rpcerror defines an Analyzer that reports tool handlers whose
// execution failures go out as JSON-RPC errors.
//
// Its documentation (what it finds, why it matters, examples, the fix, SDK
// notes) is [Documentation], from which its Analyzer.Doc, "mcplint help
// rpcerror" and docs/checks/rpcerror.md are generated.
package rpcerror
