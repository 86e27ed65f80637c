// Package unflaggederror defines an analyzer that reports tool results
// that describe a failure but do not set isError.
//
// A result without isError is a success to every host: it is not counted as
// a failed call, and the model learns to read failures as data. The check
// reports results a tool handler returns with isError unset whose text is
// derived from a non-nil error value (err.Error(), fmt verbs applied to an
// error, concatenation, strings.Builder and bytes.Buffer writes, helpers)
// or is a plain failure message ("Error: …", "failed to …", "could not …").
//
// It stays quiet when a text merely mentions errors as data (a log viewer,
// a lint report, "0 errors"), when content mixes partial success with
// per-item error notes (several texts, texts accumulated in loops), when
// the text is one of several alternatives, and when isError may be set by
// code it cannot see.
//
// Suggested fixes: mcp-go NewToolResultText(x) becomes
// NewToolResultError(x); composite literals gain `IsError: true` — except
// where that would attach structured content to an error result.
package unflaggederror
