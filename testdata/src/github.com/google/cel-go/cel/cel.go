// Package cel is a stub of cel-go's program API.
package cel

import "github.com/google/cel-go/common/types/ref"

// EvalDetails holds an evaluation's state.
type EvalDetails struct{}

// Program is a compiled CEL expression.
type Program interface {
	Eval(input any) (ref.Val, *EvalDetails, error)
}
