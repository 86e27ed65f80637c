// Package structuredexported declares mcp-go structured handlers that
// another package registers with mcp.NewStructuredToolHandler: discovery
// lists the exported ones by their signature.
package structuredexported

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// Args are a tool's arguments.
type Args struct{ Name string }

// Out is a tool's output.
type Out struct{ N int }

// Svc serves the tools.
type Svc struct{}

func (s *Svc) Count(ctx context.Context, req mcp.CallToolRequest, a Args) (Out, error) { // want `Svc.Count tool=\? sdk=mcp-go kind=StructuredToolHandlerFunc errors=iserror via=exported signature`
	return Out{}, nil
}

func Names(ctx context.Context, req mcp.CallToolRequest, a Args) ([]string, error) { // want `Names tool=\? sdk=mcp-go kind=StructuredToolHandlerFunc errors=iserror via=exported signature`
	return nil, nil
}

// size is unexported: no other package can register it.
func (s *Svc) size(ctx context.Context, req mcp.CallToolRequest, a Args) (Out, error) {
	return Out{}, nil
}

// Lookup takes a pointer to the request: not a handler's signature.
func Lookup(ctx context.Context, req *mcp.CallToolRequest, a Args) (Out, error) {
	return Out{}, nil
}

// Convert has no request: not a handler.
func Convert(ctx context.Context, a Args, b Args) (Out, error) {
	return Out{}, nil
}
