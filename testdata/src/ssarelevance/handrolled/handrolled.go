// Package handrolled declares its own call-tool result type.
package handrolled // want `ssa built, 1 source functions`

// Result is a hand-rolled call-tool result.
type Result struct {
	Content []any `json:"content"`
	IsError bool  `json:"isError,omitempty"`
}
