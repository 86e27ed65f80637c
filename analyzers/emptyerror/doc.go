// Package emptyerror defines an analyzer that reports tool results with
// isError set and nothing for the model to read: no content, an empty
// content array, or only empty text.
//
// Its documentation (what it finds, why it matters, examples, the fix, SDK
// notes) is [Documentation], from which its Analyzer.Doc, "mcplint help
// emptyerror" and docs/checks/emptyerror.md are generated.
package emptyerror
