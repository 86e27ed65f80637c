// Package switcherlib holds the tools of a hand-rolled server whose
// tools/call code, in package switcheruser, passes the requested name to
// Notes.Call: a switcher, whose cases answer with the tools. It answers
// no tools/call itself.
package switcherlib

import (
	"context"
	"errors"
	"fmt"
)

// Notes keeps notes.
type Notes struct{ m map[string]string }

// Call runs the named tool: the switch assigns what the return after it
// sends.
func (n *Notes) Call(ctx context.Context, name string, args map[string]any) (any, error) {
	var out any
	var err error
	switch name {
	case "get_note":
		out, err = n.get(ctx, args)
	case "del_note":
		out, err = n.del(ctx, args)
	default:
		err = fmt.Errorf("unknown tool %q", name)
	}
	return out, err
}

func (n *Notes) get(ctx context.Context, args map[string]any) (any, error) {
	id, ok := args["id"].(string)
	if !ok {
		return nil, errors.New("id is required")
	}
	return n.m[id], nil
}

func (n *Notes) del(ctx context.Context, args map[string]any) (any, error) {
	id, _ := args["id"].(string)
	delete(n.m, id)
	return "deleted", nil
}

// Run is a switcher whose cases return, and whose miss is the return
// after the switch.
func Run(name string, args map[string]any) (string, error) {
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

// Format switches on a string parameter, but its cases call functions
// without a tool's signature (no raw arguments): not a switcher.
func Format(kind string, v any) (string, error) {
	switch kind {
	case "json":
		return asJSON(v)
	case "text":
		return asText(v)
	}
	return "", errors.New("unknown format " + kind)
}

func asJSON(v any) (string, error) { return fmt.Sprint(v), nil }
func asText(v any) (string, error) { return fmt.Sprint(v), nil }

// One has a single tool case: a helper choice, not a switcher.
func One(name string, args map[string]any) (string, error) {
	switch name {
	case "ping":
		return ping(args)
	}
	return "", errors.New("no")
}

type hidden struct{}

// Call of an unexported type: no other package can call it.
func (hidden) Call(name string, args map[string]any) (string, error) {
	switch name {
	case "ping":
		return ping(args)
	case "echo":
		return echo(args)
	}
	return "", errors.New("no")
}

// Admin is a switcher of maintenance tools.
func Admin(name string, args map[string]any) (string, error) {
	switch name {
	case "reindex":
		return reindex(args)
	case "vacuum":
		return vacuum(args)
	default:
		return "", errors.New("unknown admin tool " + name)
	}
}

func reindex(args map[string]any) (string, error) { return "reindexed", nil }
func vacuum(args map[string]any) (string, error)  { return "vacuumed", nil }
