// Package wrappedrpcerror defines an Analyzer that reports go-sdk tool
// handlers returning a *jsonrpc.Error wrapped in another error.
//
// Its documentation (what it finds, why it matters, examples, the fix, SDK
// notes) is [Documentation], from which its Analyzer.Doc, "mcplint help
// wrappedrpcerror" and docs/checks/wrappedrpcerror.md are generated.
package wrappedrpcerror
