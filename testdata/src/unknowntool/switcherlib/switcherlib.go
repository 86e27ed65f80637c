// Package switcherlib holds the tools of a hand-rolled server whose
// tools/call code, in package switcheruser, passes the requested name to
// a switcher of this package. How a name no case takes is answered is
// decided there, and reported here, at the switcher's error.
package switcherlib

import (
	"context"
	"errors"
	"fmt"
)

// Store reads notes.
type Store interface {
	Get(ctx context.Context, id string) (string, error)
}

// Notes serves the note tools.
type Notes struct{ S Store }

// Call runs the named tool.
func (n *Notes) Call(ctx context.Context, name string, args map[string]any) (any, error) {
	switch name {
	case "get_note":
		return n.get(ctx, args)
	case "list_notes":
		return n.list(ctx, args)
	}
	return nil, fmt.Errorf("unknown tool %q", name) // want `unknown tool answered with an error that Server.call sends as JSON-RPC -32603 \(dispatched by package switcheruser at switcheruser.go:\d+\): MCP requires JSON-RPC -32602`
}

func (n *Notes) get(ctx context.Context, args map[string]any) (any, error) {
	if err := ctx.Err(); err != nil {
		return nil, err // cancelled: nobody is waiting for the answer
	}
	id, ok := args["id"].(string)
	if !ok {
		return nil, errors.New("id is required")
	}
	note, err := n.S.Get(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("get note %s: %w", id, err)
	}
	return note, nil
}

func (n *Notes) list(ctx context.Context, args map[string]any) (any, error) {
	//mcplint:ignore rpcerror -- the store is local and cannot fail
	if _, err := n.S.Get(ctx, "index"); err != nil {
		return nil, err
	}
	return []string{}, nil
}

// Text runs the text tools, whose errors the caller answers with an
// isError result: an unknown name too.
func Text(name string, args map[string]any) (string, error) {
	switch name {
	case "ping":
		return ping(args)
	case "echo":
		return echo(args)
	}
	return "", errors.New("no such tool: " + name) // want `unknown tool answered with an error that Server.call answers with an isError result`
}

func ping(args map[string]any) (string, error) { return "pong", nil }

func echo(args map[string]any) (string, error) {
	s, ok := args["text"].(string)
	if !ok {
		return "", errors.New("text is required")
	}
	return s, nil
}

// KVError is the failure of a key-value tool.
type KVError struct{ Msg string }

func (e *KVError) Error() string { return e.Msg }

// KV runs the key-value tools, whose work is written in the cases; the
// caller answers its errors with an isError result, the unknown name's
// (a *KVError) too.
func KV(name string, args map[string]any) (any, error) {
	key, _ := args["key"].(string)
	switch name {
	case "kv_get":
		if key == "" {
			return nil, &KVError{Msg: "key is required"}
		}
		return map[string]any{"key": key}, nil
	case "kv_del":
		if key == "" {
			return nil, &KVError{Msg: "key is required"}
		}
		return map[string]any{"deleted": key}, nil
	default:
		return nil, &KVError{Msg: "no such tool: " + name} // want `unknown tool answered with an error that Server.call answers with an isError result`
	}
}

// Encode is no switcher of tools: its cases are formats, and the caller
// passes a constant.
func Encode(format string, args map[string]any) (string, error) {
	switch format {
	case "json":
		return "{}", nil
	case "text":
		return "", nil
	default:
		return "", &KVError{Msg: "unknown format " + format}
	}
}
