// want package:"exits\\(Notes.get:40, Notes.get:44, Notes.list:52, echo:74, KV:87\\)"
// Package switcherlib holds the tools of a hand-rolled server whose
// tools/call code, in package switcheruser, passes the requested name to
// a switcher of this package. Where the tools' errors go is decided
// there, and reported here, at each tool's failing return.
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

// Call runs the named tool. Its own returns pass the tools' answers on:
// they are not reported.
func (n *Notes) Call(ctx context.Context, name string, args map[string]any) (any, error) {
	switch name {
	case "get_note":
		return n.get(ctx, args)
	case "list_notes":
		return n.list(ctx, args)
	}
	return nil, fmt.Errorf("unknown tool %q", name)
}

func (n *Notes) get(ctx context.Context, args map[string]any) (any, error) {
	if err := ctx.Err(); err != nil {
		return nil, err // cancelled: nobody is waiting for the answer
	}
	id, ok := args["id"].(string)
	if !ok {
		return nil, errors.New("id is required") // want `tool "get_note" handler \(dispatched by package switcheruser at switcheruser.go:\d+\) returns an error that dispatcher Server.call sends as JSON-RPC error -32603; the model never sees it: have the dispatcher answer a tool's error with a result with isError set`
	}
	note, err := n.S.Get(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("get note %s: %w", id, err) // want `tool "get_note" handler .* sends as JSON-RPC error -32603`
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
// isError result: nothing to report.
func Text(name string, args map[string]any) (string, error) {
	switch name {
	case "ping":
		return ping(args)
	case "echo":
		return echo(args)
	}
	return "", errors.New("no such tool: " + name)
}

func ping(args map[string]any) (string, error) { return "pong", nil }

func echo(args map[string]any) (string, error) {
	s, ok := args["text"].(string)
	if !ok {
		return "", errors.New("text is required")
	}
	return s, nil
}

// KV runs the key-value tools, whose work is written in the cases: its
// returns in a case are that tool's exits, the unknown name's answer
// is unknowntool's.
func KV(name string, args map[string]any) (any, error) {
	key, _ := args["key"].(string)
	switch name {
	case "kv_get":
		if key == "" {
			return nil, errors.New("key is required") // want `tool handler KV \(dispatched by package switcheruser at switcheruser.go:\d+\) returns an error that dispatcher Server.call sends as JSON-RPC error -32603`
		}
		return map[string]any{"key": key}, nil
	case "kv_del":
		return map[string]any{"deleted": key}, nil
	default:
		return nil, fmt.Errorf("no such tool: %s", name)
	}
}
