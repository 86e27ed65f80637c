package sdk

import "go/types"

// NilResult is what an SDK does when a tool handler returns a nil result
// together with a nil error.
type NilResult uint8

// Nil-result fates.
const (
	NilResultFine        NilResult = iota // a valid (empty) result: go-sdk typed handlers
	NilResultNoResult                     // mcp-go v1.2+: JSON-RPC -32603 "tool 'x' handler returned no result"
	NilResultNull                         // mcp-go v0.49–v1.1, go-sdk low-level before v1.7.0: `"result": null`
	NilResultPanic                        // mcp-go before v0.49: nil-pointer panic in HandleMessage
	NilResultNullOrCrash                  // go-sdk low-level v1.7.0+: `"result": null`; a process crash under protocol 2026-07-28
	NilResultUnknown                      // not modelled
)

// NilResultFate returns what the SDK does with (nil, nil) from a handler of
// kind k, for the given versions (unknown means the newest release).
func NilResultFate(k HandlerKind, v Versions) NilResult {
	switch k {
	case MCPGoFunc, MCPGoTyped:
		switch {
		case v.MCPGoBefore("v0.49.0"):
			return NilResultPanic
		case v.MCPGoBefore("v1.2.0"):
			return NilResultNull
		}
		return NilResultNoResult
	case GoSDKLowLevel:
		// Protocol 2026-07-28 support (v1.7.0) annotates every result of a
		// new-protocol request (setCompleteResultType, annotateServerInfo),
		// dereferencing the nil *CallToolResult.
		if v.GoSDKBefore("v1.7.0") {
			return NilResultNull
		}
		return NilResultNullOrCrash
	case GoSDKTyped:
		return NilResultFine
	}
	return NilResultUnknown
}

// ErrorResultExpr returns Go source for an expression that builds a
// call-tool result with isError set and textExpr (Go source of a string
// expression) as its only text content, for SDK s whose mcp package is
// imported under pkgName in the file. It returns "" for SDKs and versions
// it has no such expression for (hand-rolled types, go-sdk v0.2).
//
//   - mcp-go: pkg.NewToolResultError(text)
//   - go-sdk: &pkg.CallToolResult{IsError: true, Content: []pkg.Content{&pkg.TextContent{Text: text}}}
func ErrorResultExpr(s SDK, v Versions, pkgName, textExpr string) string {
	switch s {
	case MCPGo:
		return pkgName + ".NewToolResultError(" + textExpr + ")"
	case GoSDK:
		if v.GoSDKBefore("v0.3.0") {
			return ""
		}
		return "&" + pkgName + ".CallToolResult{IsError: true, Content: []" + pkgName +
			".Content{&" + pkgName + ".TextContent{Text: " + textExpr + "}}}"
	}
	return ""
}

// ErrorResultHint returns how a diagnostic tells the user to return an
// isError result from a handler of kind k in SDK s, e.g. "return
// mcp.NewToolResultError(...), nil" (go-sdk v0.1's typed handlers return
// a *CallToolResultFor[Out]).
func ErrorResultHint(s SDK, k HandlerKind) string {
	switch s {
	case MCPGo:
		return "return mcp.NewToolResultError(...), nil"
	case GoSDK:
		if k == GoSDKLegacy {
			return "return &mcp.CallToolResultFor[Out]{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: ...}}}, nil"
		}
		return "return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: ...}}}, nil"
	}
	return "return a result with isError set and a text content, and a nil error"
}

// IsMCPPackage reports whether path is the SDK package that declares the
// call-tool result type, i.e. the package ErrorResultExpr refers to.
func IsMCPPackage(s SDK, path string) bool {
	switch s {
	case MCPGo:
		return path == mcpgoMCP
	case GoSDK:
		return path == gosdkMCP
	}
	return false
}

// IsArgumentHelper reports whether fn is an SDK request helper whose error
// describes a missing or malformed tool argument in the SDK's own words
// (mcp-go CallToolRequest.Require*, BindArguments): its text is safe and
// useful to show the model.
func IsArgumentHelper(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != mcpgoMCP {
		return false
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return false
	}
	if !funcIs(fn, mcpgoMCP, "CallToolRequest", fn.Name()) {
		return false
	}
	name := fn.Name()
	return name == "BindArguments" || len(name) > len("Require") && name[:len("Require")] == "Require"
}
