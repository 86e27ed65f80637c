package handlers

import (
	"go/types"

	"github.com/mcplint/mcplint/passes/sdk"
)

// structuredShape reports whether sig is the signature of an mcp-go
// structured handler (mcp.StructuredToolHandlerFunc[A, R]):
// func(context.Context, mcp.CallToolRequest, A) (R, error), R not a
// call-tool result. sdk.ShapeOf does not return sdk.MCPGoStructured, since
// inside a package that registers handlers the shape alone does not say
// which adapter is used; an exported function of this shape exists to be
// handed to mcp.NewStructuredToolHandler by another package, which turns
// its error into an isError result ("tool execution failed: <err>").
func structuredShape(sig *types.Signature) bool {
	p, r := sig.Params(), sig.Results()
	if p.Len() != 3 || r.Len() != 2 || sig.Variadic() {
		return false
	}
	if !namedIn(p.At(0).Type(), "context", "Context") || !namedIn(p.At(1).Type(), "github.com/mark3labs/mcp-go/mcp", "CallToolRequest") {
		return false
	}
	if !types.Identical(r.At(1).Type(), types.Universe.Lookup("error").Type()) || sdk.IsResultType(r.At(0).Type(), sdk.None) {
		return false
	}
	return true
}

// namedIn reports whether t is the named type pkg.name (not a pointer).
func namedIn(t types.Type, pkg, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkg && n.Obj().Name() == name
}
