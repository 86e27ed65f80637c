// Package textreguser registers its tools with textreglib's Server: their
// errors go out as JSON-RPC -32603 (reported at each tool's return); a
// function it only calls itself is no tool.
package textreguser

import (
	"errors"
	"fmt"

	"rpcerror/textreglib"
)

type calc struct{ precision int }

func (c calc) divide(args map[string]any) (any, error) {
	a, _ := args["a"].(float64)
	b, ok := args["b"].(float64)
	if !ok {
		return nil, errors.New("b is required") // want `tool "divide" handler returns an error that dispatcher Server.Handle sends as JSON-RPC error -32603`
	}
	if b == 0 {
		return nil, fmt.Errorf("cannot divide %v by zero", a) // want `tool "divide" handler returns an error that dispatcher Server.Handle sends as JSON-RPC error -32603`
	}
	return a / b, nil
}

func negate(args map[string]any) (any, error) {
	a, ok := args["a"].(float64)
	if !ok {
		return nil, errors.New("a is required") // want `tool "negate" handler returns an error that dispatcher Server.Handle sends as JSON-RPC error -32603`
	}
	return -a, nil
}

// selfTest is called by main itself, never registered.
func selfTest(args map[string]any) (any, error) {
	return nil, errors.New("self test failed")
}

func Register(s *textreglib.Server) {
	c := calc{precision: 2}
	s.Register("divide", "Divide a by b.", c.divide)
	s.Register("negate", "Negate a.", negate)
	_, _ = selfTest(nil)
}
