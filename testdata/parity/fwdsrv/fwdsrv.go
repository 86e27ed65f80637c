// Package fwdsrv answers tools/call for a command that reads the
// requests: its tools return a result map or an error, which Handle
// returns as it is; cmd/fwdcmd sends it as a -32603 JSON-RPC error, and
// reports the tools' returns whichever driver runs.
package fwdsrv

import (
	"errors"
	"fmt"
	"strconv"
)

// Server serves the tools.
type Server struct{}

// Handle answers a tools/call of tool name.
func (s *Server) Handle(method, name string, args map[string]any) (any, error) {
	if method != "tools/call" {
		return nil, fmt.Errorf("unknown method %s", method)
	}
	switch name {
	case "square":
		return s.square(args)
	default:
		return nil, fmt.Errorf("unknown tool %s", name) // want unknowntool:`unknown tool answered with an error that main sends as JSON-RPC -32603 \(dispatched by package main at main.go:\d+\)`
	}
}

func (s *Server) square(args map[string]any) (any, error) {
	raw, ok := args["n"].(string)
	if !ok {
		return nil, errors.New("n is required") // want rpcerror:`tool "square" handler \(dispatched by package main at main.go:\d+\) returns an error that dispatcher main sends as JSON-RPC error -32603`
	}
	n, err := strconv.Atoi(raw)
	if err != nil {
		return nil, err // want rpcerror:`tool "square" handler \(dispatched by package main at main.go:\d+\)`
	}
	return map[string]any{"content": []map[string]any{{"type": "text", "text": strconv.Itoa(n * n)}}}, nil
}
