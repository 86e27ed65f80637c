// Package api declares the tool record: its function takes the call's
// parameters as one struct carrying the context, and answers failures in
// its result (Result.Err) or as a Go error. The package reads no record.
package api

import "context"

// Params are what a tool function is given.
type Params struct {
	Context context.Context
	Args    map[string]any
}

// Result is a tool function's answer.
type Result struct {
	Text string
	Err  error
}

// NewResult answers text, or the failure err.
func NewResult(text string, err error) *Result { return &Result{Text: text, Err: err} }

// HandlerFunc is a tool function.
type HandlerFunc func(p Params) (*Result, error)

// ServerTool is a tool record.
type ServerTool struct {
	Name    string
	Handler HandlerFunc
}
