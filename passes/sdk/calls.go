package sdk

import (
	"go/types"
	"strings"
)

// CallKind says what an SDK call does with its function arguments.
type CallKind uint8

// Call kinds.
const (
	NotSDKCall CallKind = iota
	// Register registers one handler: Args.Handler is the handler argument,
	// Args.Tool the tool definition.
	Register
	// RegisterServerTools registers mcp-go ServerTool values from argument
	// Args.ServerTools on (variadic).
	RegisterServerTools
	// Adapt wraps a typed handler (mcp-go NewTypedToolHandler,
	// NewStructuredToolHandler) into a ToolHandlerFunc: Args.Handler is the
	// typed handler, Kind its kind.
	Adapt
	// InstallMiddleware installs tool-handler or method middleware from
	// argument Args.Middleware on (variadic or single).
	InstallMiddleware
	// InstallRecovery installs mcp-go's panic recovery (WithRecovery).
	InstallRecovery
	// HTTPTransport constructs a remote (HTTP, SSE) server transport.
	HTTPTransport
	// StdioTransport constructs or runs a local transport.
	StdioTransport
	// BearerAuth installs go-sdk's auth.RequireBearerToken.
	BearerAuth
)

// Call describes the role of a call to an SDK function.
type Call struct {
	Kind CallKind
	// Kind of the handler the call takes (Register, Adapt).
	Handler HandlerKind
	// Argument indexes (-1 when absent). For methods, indexes exclude the
	// receiver.
	HandlerArg, ToolArg, ServerToolsArg, MiddlewareArg int
}

// CallOf returns the role of a call to fn, or a Call with Kind NotSDKCall.
func CallOf(fn *types.Func) Call {
	c := Call{HandlerArg: -1, ToolArg: -1, ServerToolsArg: -1, MiddlewareArg: -1}
	if fn == nil || fn.Pkg() == nil {
		return c
	}
	sig, _ := fn.Type().(*types.Signature)
	recv := ""
	if sig != nil && sig.Recv() != nil {
		rt := sig.Recv().Type()
		if p, ok := rt.(*types.Pointer); ok {
			rt = p.Elem()
		}
		if n, ok := types.Unalias(rt).(*types.Named); ok {
			recv = n.Obj().Name()
		}
	}
	name := fn.Name()
	switch fn.Pkg().Path() {
	case mcpgoServer:
		switch {
		case recv == "MCPServer" && name == "AddTool":
			c.Kind, c.Handler, c.ToolArg, c.HandlerArg = Register, MCPGoFunc, 0, 1
		case recv == "MCPServer" && name == "AddSessionTool":
			c.Kind, c.Handler, c.ToolArg, c.HandlerArg = Register, MCPGoFunc, 1, 2
		case recv == "MCPServer" && (name == "AddTools" || name == "SetTools"):
			c.Kind, c.ServerToolsArg = RegisterServerTools, 0
		case recv == "MCPServer" && name == "AddSessionTools":
			c.Kind, c.ServerToolsArg = RegisterServerTools, 1
		case recv == "MCPServer" && name == "Use", recv == "" && name == "WithToolHandlerMiddleware":
			c.Kind, c.MiddlewareArg = InstallMiddleware, 0
		case recv == "" && name == "WithRecovery":
			c.Kind = InstallRecovery
		case recv == "" && (name == "NewStreamableHTTPServer" || name == "NewSSEServer"):
			c.Kind = HTTPTransport
		case recv == "" && (name == "ServeStdio" || name == "NewStdioServer"):
			c.Kind = StdioTransport
		}
	case mcpgoTest:
		switch {
		case recv == "" && name == "NewServer":
			c.Kind, c.ServerToolsArg = RegisterServerTools, 1
		case recv == "Server" && name == "AddTool":
			c.Kind, c.Handler, c.ToolArg, c.HandlerArg = Register, MCPGoFunc, 0, 1
		case recv == "Server" && name == "AddTools":
			c.Kind, c.ServerToolsArg = RegisterServerTools, 0
		}
	case mcpgoMCP:
		switch {
		case recv == "" && name == "NewTypedToolHandler":
			c.Kind, c.Handler, c.HandlerArg = Adapt, MCPGoTyped, 0
		case recv == "" && name == "NewStructuredToolHandler":
			c.Kind, c.Handler, c.HandlerArg = Adapt, MCPGoStructured, 0
		}
	case gosdkMCP:
		switch {
		case recv == "Server" && name == "AddTool":
			c.Kind, c.Handler, c.ToolArg, c.HandlerArg = Register, GoSDKLowLevel, 0, 1
		case recv == "" && name == "AddTool":
			c.Kind, c.Handler, c.ToolArg, c.HandlerArg = Register, GoSDKTyped, 1, 2
		case recv == "Server" && name == "AddReceivingMiddleware":
			c.Kind, c.MiddlewareArg = InstallMiddleware, 0
		case recv == "" && (name == "NewStreamableHTTPHandler" || name == "NewSSEHandler" ||
			name == "NewStreamableServerTransport" || name == "NewSSEServerTransport"):
			c.Kind = HTTPTransport
		case recv == "" && (name == "NewStdioTransport" || name == "NewInMemoryTransports"):
			c.Kind = StdioTransport
		}
	case gosdkAuth:
		if recv == "" && name == "RequireBearerToken" {
			c.Kind = BearerAuth
		}
	}
	if c.Kind == Register && sig != nil {
		// go-sdk v0.2: both AddTool variants take the same generic handler
		// shape; recognize it by the parameter type.
		params := sig.Params()
		if c.HandlerArg < params.Len() {
			if k := NamedHandlerType(params.At(c.HandlerArg).Type()); k == GoSDKLegacy {
				c.Handler = GoSDKLegacy
			}
		}
	}
	return c
}

// IsServerTool reports whether t is mcp-go's server.ServerTool, whose Handler
// field holds a tool handler.
func IsServerTool(t types.Type) bool {
	return isNamed(t, mcpgoServer, "ServerTool", -1)
}

// IsMiddlewareType reports whether t is an SDK middleware type:
// mcp-go server.ToolHandlerMiddleware or go-sdk mcp.Middleware.
func IsMiddlewareType(t types.Type) bool {
	return isNamed(t, mcpgoServer, "ToolHandlerMiddleware", 0) || isNamed(t, gosdkMCP, "Middleware", 0)
}

// IsHTTPTransportType reports whether t is an SDK type that serves MCP over
// HTTP (a remote server): mcp-go StreamableHTTPServer/SSEServer, go-sdk
// StreamableHTTPHandler/SSEHandler/StreamableServerTransport/SSEServerTransport.
func IsHTTPTransportType(t types.Type) bool {
	for _, n := range []string{"StreamableHTTPServer", "SSEServer"} {
		if isNamed(t, mcpgoServer, n, -1) {
			return true
		}
	}
	for _, n := range []string{"StreamableHTTPHandler", "SSEHandler", "StreamableServerTransport", "SSEServerTransport"} {
		if isNamed(t, gosdkMCP, n, -1) {
			return true
		}
	}
	return false
}

// IsTokenInfo reports whether t is go-sdk's auth.TokenInfo (value or pointer).
func IsTokenInfo(t types.Type) bool { return isNamed(t, gosdkAuth, "TokenInfo", -1) }

// IsTokenInfoFromContext reports whether fn is go-sdk's auth.TokenInfoFromContext.
func IsTokenInfoFromContext(fn *types.Func) bool {
	return funcIs(fn, gosdkAuth, "", "TokenInfoFromContext")
}

// IsRequestHeaderField reports whether f is the raw HTTP header field of an
// SDK's tool request: mcp-go CallToolRequest.Header, go-sdk RequestExtra.Header.
func IsRequestHeaderField(f *types.Var) bool {
	if f == nil || !f.IsField() || f.Name() != "Header" || f.Pkg() == nil {
		return false
	}
	switch f.Pkg().Path() {
	case mcpgoMCP, gosdkMCP:
		return true
	}
	return false
}

// IsCallToolRequest reports whether t is a tool-call request of an SDK
// (mcp-go mcp.CallToolRequest, go-sdk *mcp.CallToolRequest).
func IsCallToolRequest(t types.Type) bool {
	return isNamed(t, mcpgoMCP, "CallToolRequest", 0) || isGoSDKCallToolRequest(t)
}

// IsMethodHandler reports whether t is go-sdk's mcp.MethodHandler, the type
// go-sdk middleware wraps.
func IsMethodHandler(t types.Type) bool { return isNamed(t, gosdkMCP, "MethodHandler", 0) }

// IsClientCall reports whether fn is an MCP client's operation: a function
// or method of mcp-go's client packages, or a method of go-sdk's
// *mcp.ClientSession. A function that calls one is a client helper, not a
// tool handler, whatever its signature.
func IsClientCall(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	path := fn.Pkg().Path()
	if path == mcpgoModule+"/client" || strings.HasPrefix(path, mcpgoModule+"/client/") {
		return true
	}
	return funcIs(fn, gosdkMCP, "ClientSession", fn.Name())
}

// IsServerType reports whether t is (a pointer to) an SDK server: mcp-go's
// server.MCPServer or go-sdk's mcp.Server, on which tools are registered
// and middleware is installed.
func IsServerType(t types.Type) bool {
	return isNamed(t, mcpgoServer, "MCPServer", -1) || isNamed(t, gosdkMCP, "Server", -1)
}
