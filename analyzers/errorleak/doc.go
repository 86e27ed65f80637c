// Package errorleak defines an Analyzer that finds secrets, stack traces
// and raw infrastructure error text flowing into MCP tool results.
//
// Its documentation (what it finds, why it matters, examples, the fix, SDK
// notes) is [Documentation], from which its Analyzer.Doc, "mcplint help
// errorleak" and docs/checks/errorleak.md are generated.
package errorleak
