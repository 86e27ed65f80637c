// Package runbysentinellib is runbylib's negative: Call answers a name it
// holds no tool for with a sentinel error that runbysentineluser's
// tools/call code tells apart (errors.Is) and answers with -32602, so
// nothing is reported.
package runbysentinellib

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
)

// ErrUnknownTool is Call's error for a name no tool has.
var ErrUnknownTool = errors.New("unknown tool")

// Func is a tool's function.
type Func func(ctx context.Context, args json.RawMessage) (any, error)

type entry struct {
	name string
	run  Func
}

var registry = map[string]entry{}

// Register keeps fn as the tool name.
func Register(name string, fn Func) {
	registry[name] = entry{name: name, run: fn}
}

// Call runs the tool name with args.
func Call(ctx context.Context, name string, args json.RawMessage) (any, error) {
	e, ok := registry[name]
	if !ok {
		return nil, fmt.Errorf("%w: %s", ErrUnknownTool, name)
	}
	return e.run(ctx, args)
}
