package sdk

import (
	"go/types"
	"strconv"
	"strings"
)

// HandlerKind is the kind of a tool handler: which SDK type it is and, with
// it, what the SDK does with the error the handler returns.
type HandlerKind uint8

// Handler kinds.
const (
	NotHandler HandlerKind = iota
	// MCPGoFunc is mcp-go's server.ToolHandlerFunc:
	// func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error).
	MCPGoFunc
	// MCPGoTyped is mcp-go's mcp.TypedToolHandlerFunc[T], adapted by
	// mcp.NewTypedToolHandler.
	MCPGoTyped
	// MCPGoStructured is mcp-go's mcp.StructuredToolHandlerFunc[A, R],
	// adapted by mcp.NewStructuredToolHandler.
	MCPGoStructured
	// GoSDKLowLevel is go-sdk's mcp.ToolHandler, registered by (*Server).AddTool.
	GoSDKLowLevel
	// GoSDKTyped is go-sdk's mcp.ToolHandlerFor[In, Out], registered by
	// the generic mcp.AddTool.
	GoSDKTyped
	// GoSDKLegacy is the go-sdk v0.2 handler shape
	// func(ctx, *ServerSession, *CallToolParamsFor[In]) (*CallToolResultFor[Out], error).
	GoSDKLegacy
	// HandRolledFunc is a function called by a hand-rolled tools/call
	// dispatcher.
	HandRolledFunc
)

// TypedOutputIndex is the index of the output among the results of a
// go-sdk typed handler (GoSDKTyped): (*CallToolResult, Out, error).
const TypedOutputIndex = 1

var kindNames = [...]string{
	NotHandler:      "none",
	MCPGoFunc:       "ToolHandlerFunc",
	MCPGoTyped:      "TypedToolHandlerFunc",
	MCPGoStructured: "StructuredToolHandlerFunc",
	GoSDKLowLevel:   "ToolHandler",
	GoSDKTyped:      "ToolHandlerFor",
	GoSDKLegacy:     "ToolHandlerFor(v0.2)",
	HandRolledFunc:  "dispatched",
}

// String returns the SDK's name for the handler type.
func (k HandlerKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// SDK returns the SDK the handler kind belongs to.
func (k HandlerKind) SDK() SDK {
	switch k {
	case MCPGoFunc, MCPGoTyped, MCPGoStructured:
		return MCPGo
	case GoSDKLowLevel, GoSDKTyped, GoSDKLegacy:
		return GoSDK
	case HandRolledFunc:
		return HandRolled
	}
	return None
}

// ResultIndex returns the index of the *CallToolResult among the handler's
// results, or -1 when it returns none (mcp-go structured handlers).
func (k HandlerKind) ResultIndex() int {
	switch k {
	case MCPGoStructured, NotHandler:
		return -1
	}
	return 0
}

// InputIndex returns the index of the typed input (the model's arguments
// decoded into the handler's own type) among the parameters of a handler
// of kind k, (ctx, request, input), or -1 for a kind without one.
func (k HandlerKind) InputIndex() int {
	switch k {
	case GoSDKTyped, MCPGoTyped, MCPGoStructured:
		return 2
	}
	return -1
}

// Route says where an error returned by a tool handler ends up.
type Route uint8

// Routes.
const (
	RouteUnknown Route = iota // not statically known (e.g. a dispatcher we cannot see through)
	RouteJSONRPC              // a JSON-RPC error object: the client sees it, the model does not
	RouteIsError              // a successful result with isError: true and the error text as content
)

// Routing describes the fate of a handler's returned non-nil error.
type Routing struct {
	Route Route
	// Code is the JSON-RPC code a plain error gets when Route is RouteJSONRPC
	// (-32603 for mcp-go, 0 for go-sdk low-level handlers).
	Code int64
}

// String renders the routing for the handler inventory: "jsonrpc(-32603)",
// "iserror" or "unknown".
func (r Routing) String() string {
	switch r.Route {
	case RouteJSONRPC:
		return "jsonrpc(" + strconv.FormatInt(r.Code, 10) + ")"
	case RouteIsError:
		return "iserror"
	}
	return "unknown"
}

// ErrorRouting returns where the SDK sends a non-nil error returned by a
// handler of this kind, for the given SDK versions, before any project
// wrapper or middleware changes it.
//
//   - mcp-go ToolHandlerFunc and NewTypedToolHandler: JSON-RPC -32603.
//   - mcp-go NewStructuredToolHandler: isError "tool execution failed: ...".
//   - go-sdk low-level ToolHandler: JSON-RPC error with code 0 (the code of a
//     *jsonrpc.Error in the chain, if any).
//   - go-sdk typed ToolHandlerFor: isError with err.Error() as text, unless
//     the error is an unwrapped *jsonrpc.Error.
//   - go-sdk v0.2: isError for both kinds.
//   - go-sdk v0.1: the typed ToolHandlerFor that NewServerTool adapts
//     returns its error to the JSON-RPC layer (code 0, or the code of a
//     wire error in the chain); the raw ToolHandler of a ServerTool
//     literal's Handler gives isError. (The reference covers v0.2 on;
//     this is v0.1.0's mcp/tool.go.)
func (k HandlerKind) ErrorRouting(v Versions) Routing {
	switch k {
	case MCPGoFunc, MCPGoTyped:
		return Routing{Route: RouteJSONRPC, Code: CodeInternalError}
	case GoSDKLegacy:
		if v.GoSDKBefore("v0.2.0") {
			return Routing{Route: RouteJSONRPC, Code: 0}
		}
		return Routing{Route: RouteIsError}
	case MCPGoStructured, GoSDKTyped:
		return Routing{Route: RouteIsError}
	case GoSDKLowLevel:
		if v.GoSDKBefore("v0.3.0") {
			return Routing{Route: RouteIsError}
		}
		return Routing{Route: RouteJSONRPC, Code: 0}
	}
	return Routing{}
}

// RoutedByKind reports whether every registration of a handler of kind k
// sends its errors the same way, so that its routing is known where it is
// not seen registered: go-sdk's typed ToolHandlerFor, which only
// mcp.AddTool takes, and which turns the handler's error into an isError
// result whatever wraps the handler on its way there.
func (k HandlerKind) RoutedByKind() bool {
	return k == GoSDKTyped
}

// NamedHandlerType returns the handler kind of an SDK's named handler type
// (server.ToolHandlerFunc, mcp.ToolHandler, mcp.ToolHandlerFor[In, Out], ...),
// or NotHandler. Only the named types count, not their underlying shapes.
func NamedHandlerType(t types.Type) HandlerKind {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		// An alias of a named handler type (go-sdk's ToolHandler in v0.2 is
		// an alias of an instantiated ToolHandlerFor) is resolved above.
		return NotHandler
	}
	obj := n.Origin().Obj()
	switch obj.Pkg().Path() {
	case mcpgoServer:
		if obj.Name() == "ToolHandlerFunc" {
			return MCPGoFunc
		}
	case mcpgoMCP:
		switch obj.Name() {
		case "TypedToolHandlerFunc":
			return MCPGoTyped
		case "StructuredToolHandlerFunc":
			return MCPGoStructured
		}
	case gosdkMCP:
		switch obj.Name() {
		case "ToolHandler":
			return GoSDKLowLevel
		case "ToolHandlerFor":
			if sig, ok := n.Underlying().(*types.Signature); ok && isLegacyGoSDKShape(sig) {
				return GoSDKLegacy
			}
			return GoSDKTyped
		}
	}
	return NotHandler
}

// ShapeOf returns the handler kind whose signature sig has, or NotHandler.
// mcp-go structured handlers have no distinctive shape (any result type) and
// are recognized only where they are passed to NewStructuredToolHandler, so
// ShapeOf never returns MCPGoStructured.
func ShapeOf(sig *types.Signature) HandlerKind {
	if sig == nil {
		return NotHandler
	}
	p, r := sig.Params(), sig.Results()
	if p.Len() < 2 || !isContext(p.At(0).Type()) {
		return NotHandler
	}
	req := p.At(1).Type()
	switch {
	case isNamed(req, mcpgoMCP, "CallToolRequest", 0):
		if r.Len() != 2 || !IsResultType(r.At(0).Type(), MCPGo) || !isError(r.At(1).Type()) {
			return NotHandler
		}
		switch p.Len() {
		case 2:
			return MCPGoFunc
		case 3:
			return MCPGoTyped
		}
	case isGoSDKCallToolRequest(req):
		switch {
		case p.Len() == 2 && r.Len() == 2 && IsResultType(r.At(0).Type(), GoSDK) && isError(r.At(1).Type()):
			return GoSDKLowLevel
		case p.Len() == 3 && r.Len() == 3 && IsResultType(r.At(0).Type(), GoSDK) && isError(r.At(2).Type()):
			return GoSDKTyped
		}
	default:
		if isLegacyGoSDKShape(sig) {
			return GoSDKLegacy
		}
	}
	return NotHandler
}

// isGoSDKCallToolRequest reports whether t is go-sdk's *mcp.CallToolRequest,
// an alias of *ServerRequest[*CallToolParamsRaw] (or of an older params type).
func isGoSDKCallToolRequest(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != gosdkMCP {
		return false
	}
	switch n.Origin().Obj().Name() {
	case "CallToolRequest":
		return true
	case "ServerRequest":
		args := n.TypeArgs()
		if args.Len() != 1 {
			return false
		}
		a := types.Unalias(args.At(0))
		if ap, ok := a.(*types.Pointer); ok {
			a = types.Unalias(ap.Elem())
		}
		an, ok := a.(*types.Named)
		return ok && strings.HasPrefix(an.Origin().Obj().Name(), "CallToolParams")
	}
	return false
}

// isLegacyGoSDKShape matches go-sdk v0.2's
// func(context.Context, *ServerSession, *CallToolParamsFor[In]) (*CallToolResultFor[Out], error).
func isLegacyGoSDKShape(sig *types.Signature) bool {
	p, r := sig.Params(), sig.Results()
	if p.Len() != 3 || r.Len() != 2 || !isContext(p.At(0).Type()) || !isError(r.At(1).Type()) {
		return false
	}
	return isNamed(p.At(1).Type(), gosdkMCP, "ServerSession", 1) &&
		originIs(p.At(2).Type(), gosdkMCP, "CallToolParamsFor") &&
		originIs(r.At(0).Type(), gosdkMCP, "CallToolResultFor")
}

// originIs reports whether t is a pointer to an instance of the generic type
// pkgPath.name.
func originIs(t types.Type, pkgPath, name string) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	if !ok {
		return false
	}
	o := n.Origin().Obj()
	return o.Name() == name && o.Pkg() != nil && o.Pkg().Path() == pkgPath
}

// ToolMiddlewareAfterLookup reports whether the tool handler middleware
// of SDK s runs only once the SDK has found the called tool: mcp-go
// answers a tool it does not know with -32602 before any middleware
// (server.WithToolHandlerMiddleware) runs, so a middleware never sees an
// unknown tool's name.
func ToolMiddlewareAfterLookup(s SDK) bool { return s == MCPGo }
