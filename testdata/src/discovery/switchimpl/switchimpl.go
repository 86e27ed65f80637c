// Package switchimpl holds the tools of a hand-rolled server whose
// tools/call dispatcher, in package switchdispatch, calls them in a
// switch: a function and a method.
package switchimpl

import "errors"

// Content is a text content block.
type Content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// Result is a call-tool result.
type Result struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// Echo echoes its argument.
func Echo(args map[string]any) (*Result, error) {
	s, ok := args["text"].(string)
	if !ok {
		return nil, errors.New("text is required")
	}
	return &Result{Content: []Content{{Type: "text", Text: s}}}, nil
}

// Store keeps notes.
type Store struct{ notes []string }

// Add adds a note.
func (s *Store) Add(args map[string]any) (*Result, error) {
	s.notes = append(s.notes, "")
	return nil, nil
}

// Helper is called by no dispatcher.
func Helper() (*Result, error) { return nil, nil }
