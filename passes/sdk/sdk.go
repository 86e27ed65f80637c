package sdk

import (
	"go/types"
	"strings"
)

// SDK identifies the MCP implementation a type or function belongs to.
type SDK uint8

// The MCP implementations the model knows.
const (
	None       SDK = iota // not MCP
	MCPGo                 // github.com/mark3labs/mcp-go
	GoSDK                 // github.com/modelcontextprotocol/go-sdk
	HandRolled            // the project's own MCP types, recognized by shape
)

// String returns the name used in diagnostics and the handler inventory.
func (s SDK) String() string {
	switch s {
	case MCPGo:
		return "mcp-go"
	case GoSDK:
		return "go-sdk"
	case HandRolled:
		return "hand-rolled"
	}
	return "none"
}

// Import paths of the SDK packages the model knows.
const (
	mcpgoModule   = "github.com/mark3labs/mcp-go"
	mcpgoMCP      = mcpgoModule + "/mcp"
	mcpgoServer   = mcpgoModule + "/server"
	mcpgoTest     = mcpgoModule + "/mcptest"
	gosdkModule   = "github.com/modelcontextprotocol/go-sdk"
	gosdkMCP      = gosdkModule + "/mcp"
	gosdkJSONRPC  = gosdkModule + "/jsonrpc"
	gosdkJSONRPC2 = gosdkModule + "/internal/jsonrpc2"
	gosdkAuth     = gosdkModule + "/auth"
)

// OfPackage reports which SDK a package path belongs to. The example
// servers shipped in an SDK's module (under examples/) are user code, not
// the SDK: they are analyzed like any server.
func OfPackage(path string) SDK {
	switch {
	case strings.HasPrefix(path, mcpgoModule+"/examples/"), strings.HasPrefix(path, gosdkModule+"/examples/"):
		return None
	case path == mcpgoModule || strings.HasPrefix(path, mcpgoModule+"/"):
		return MCPGo
	case path == gosdkModule || strings.HasPrefix(path, gosdkModule+"/"):
		return GoSDK
	}
	return None
}

// ModulePath returns the module path of an SDK, or "".
func (s SDK) ModulePath() string {
	switch s {
	case MCPGo:
		return mcpgoModule
	case GoSDK:
		return gosdkModule
	}
	return ""
}

// Imports reports whether pkg imports any MCP SDK package directly.
func Imports(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if OfPackage(imp.Path()) != None {
			return true
		}
	}
	return false
}

// isNamed reports whether t (after aliases and one pointer) is the named type
// pkgPath.name. ptr selects whether a pointer is required (1), forbidden (0),
// or either (-1).
func isNamed(t types.Type, pkgPath, name string, ptr int) bool {
	t = types.Unalias(t)
	isPtr := false
	if p, ok := t.(*types.Pointer); ok {
		isPtr = true
		t = types.Unalias(p.Elem())
	}
	if ptr == 1 && !isPtr || ptr == 0 && isPtr {
		return false
	}
	n, ok := t.(*types.Named)
	if !ok {
		return false
	}
	obj := n.Obj()
	return obj.Name() == name && obj.Pkg() != nil && obj.Pkg().Path() == pkgPath
}

// funcIs reports whether fn is the package-level function or method
// pkgPath.[recv.]name. recv is the receiver's type name without pointer, or ""
// for a package-level function.
func funcIs(fn *types.Func, pkgPath, recv, name string) bool {
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != pkgPath || fn.Name() != name {
		return false
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return false
	}
	if sig.Recv() == nil {
		return recv == ""
	}
	rt := sig.Recv().Type()
	if p, ok := rt.(*types.Pointer); ok {
		rt = p.Elem()
	}
	n, ok := types.Unalias(rt).(*types.Named)
	return ok && n.Obj().Name() == recv
}

// isError reports whether t is the predeclared error type.
func isError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// isContext reports whether t is context.Context.
func isContext(t types.Type) bool {
	return isNamed(t, "context", "Context", 0)
}
