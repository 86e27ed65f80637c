// Package unflaggederror defines an analyzer that reports tool results
// that describe a failure but do not set isError.
//
// Its documentation (what it finds, why it matters, examples, the fix, SDK
// notes) is [Documentation], from which its Analyzer.Doc, "mcplint help
// unflaggederror" and docs/checks/unflaggederror.md are generated.
package unflaggederror
