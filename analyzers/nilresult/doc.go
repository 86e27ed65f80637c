// Package nilresult defines an Analyzer that reports tool handlers that can
// return a nil result together with a nil error.
//
// Its documentation (what it finds, why it matters, examples, the fix, SDK
// notes) is [Documentation], from which its Analyzer.Doc, "mcplint help
// nilresult" and docs/checks/nilresult.md are generated.
package nilresult
