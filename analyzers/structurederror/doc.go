// Package structurederror defines an analyzer that reports tool results
// with isError set that also carry structured content.
//
// Its documentation (what it finds, why it matters, examples, the fix, SDK
// notes) is [Documentation], from which its Analyzer.Doc, "mcplint help
// structurederror" and docs/checks/structurederror.md are generated.
package structurederror
