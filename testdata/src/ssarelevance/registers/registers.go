// Package registers declares no MCP type and imports no SDK, but it
// registers tools of a hand-rolled signature in init and hands them to a
// dispatcher of another package through a getter: SSA is built.
package registers // want `ssa built, 4 source functions`

import "context"

// Handler is a hand-rolled tool.
type Handler func(ctx context.Context, args map[string]any) (any, error)

var tools = map[string]Handler{}

// Get returns the tool registered under name.
func Get(name string) (Handler, bool) {
	h, ok := tools[name]
	return h, ok
}

func init() {
	tools["echo"] = echo
}

func echo(ctx context.Context, args map[string]any) (any, error) {
	return args["text"], nil
}
