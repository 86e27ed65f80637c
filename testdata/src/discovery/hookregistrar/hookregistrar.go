// Package hookregistrar registers typed handlers in a function that also
// takes an audit hook, a function given the tool's work as a callback:
// the handlers registered there are the tools, the hook is none.
package hookregistrar

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Name string `json:"name"`
}

type out struct {
	N int `json:"n"`
}

func register(s *mcp.Server, hook func(string, func() (any, error)) (any, error)) {
	mcp.AddTool(s, &mcp.Tool{Name: "count"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) { // want `func literal in register tool="count" sdk=go-sdk kind=ToolHandlerFor errors=iserror`
		v, err := hook("count", func() (any, error) { return out{N: len(a.Name)}, nil })
		if err != nil {
			return nil, out{}, err
		}
		return nil, v.(out), nil
	})
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "count", Version: "1"}, nil)
	register(s, func(tool string, fn func() (any, error)) (any, error) {
		v, err := fn()
		if err != nil {
			log.Printf("%s: %v", tool, err)
		}
		return v, err
	})
}
