// Package switchnotools answers no tools/call: a switch on a plain string
// that calls functions returning a result-shaped pair is no dispatcher.
// Only a switch on the name field of tools/call params would be.
package switchnotools

import "errors"

// Content is a text content block.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// Result has the JSON fields of a call-tool result.
type Result struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// Render renders a report of the given kind.
func Render(kind string) (*Result, error) {
	switch kind {
	case "summary":
		return summary()
	case "detail":
		return detail()
	}
	return nil, errors.New("unknown kind")
}

func summary() (*Result, error) { return &Result{}, nil }

func detail() (*Result, error) { return nil, errors.New("not yet") }
