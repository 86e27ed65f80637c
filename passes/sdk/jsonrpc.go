package sdk

import (
	"go/constant"
	"go/types"
)

// Standard JSON-RPC 2.0 error codes.
const (
	CodeParseError     = -32700
	CodeInvalidRequest = -32600
	CodeMethodNotFound = -32601
	CodeInvalidParams  = -32602
	CodeInternalError  = -32603
)

// MCP error codes (spec revisions 2025-06-18 through 2026-07-28).
const (
	CodeResourceNotFoundLegacy      = -32002 // replaced by -32602 in 2026-07-28
	CodeHeaderMismatch              = -32020
	CodeMissingClientCapability     = -32021
	CodeUnsupportedProtocolVersion  = -32022
	CodeURLElicitationRequired      = -32042
	CodeRequestInterrupted          = -32800 // mcp-go REQUEST_INTERRUPTED
	reservedLow, reservedHigh       = -32099, -32020
	legacyLow, legacyHigh           = -32019, -32000
	applicationLow, applicationHigh = -32768, -32000
)

// Band classifies a JSON-RPC error code by the 2026-07-28 spec's ranges.
type Band uint8

// Code bands.
const (
	BandOther    Band = iota // outside -32768..-32000: free for applications
	BandStandard             // -32700, -32600..-32603
	BandLegacy               // -32000..-32019: SHOULD NOT be used; only -32002 has meaning
	BandReserved             // -32020..-32099: reserved for MCP
	BandJSONRPC              // the rest of -32768..-32000: reserved by JSON-RPC / MCP guidance
)

// CodeBand returns the band of code.
func CodeBand(code int64) Band {
	switch {
	case code == CodeParseError, code >= CodeInternalError && code <= CodeInvalidRequest:
		return BandStandard
	case code >= legacyLow && code <= legacyHigh:
		return BandLegacy
	case code >= reservedLow && code <= reservedHigh:
		return BandReserved
	case code >= applicationLow && code <= applicationHigh:
		return BandJSONRPC
	}
	return BandOther
}

// SpecCodeName returns the spec's name for an MCP-defined code in the
// reserved band or -32002, or "".
func SpecCodeName(code int64) string {
	switch code {
	case CodeResourceNotFoundLegacy:
		return "RESOURCE_NOT_FOUND"
	case CodeHeaderMismatch:
		return "HEADER_MISMATCH"
	case CodeMissingClientCapability:
		return "MISSING_REQUIRED_CLIENT_CAPABILITY"
	case CodeUnsupportedProtocolVersion:
		return "UNSUPPORTED_PROTOCOL_VERSION"
	case CodeURLElicitationRequired:
		return "URL_ELICITATION_REQUIRED"
	}
	return ""
}

// IsJSONRPCErrorType returns the SDK whose JSON-RPC error type t is (value or
// pointer): go-sdk jsonrpc.Error (jsonrpc2.WireError), mcp-go
// JSONRPCErrorDetails, or a hand-rolled struct with JSON fields "code" and
// "message". It returns None otherwise.
func IsJSONRPCErrorType(t types.Type) SDK {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return None
	}
	path, name := n.Obj().Pkg().Path(), n.Obj().Name()
	switch {
	case path == gosdkJSONRPC2 && name == "WireError":
		return GoSDK
	case path == mcpgoMCP && name == "JSONRPCErrorDetails":
		return MCPGo
	case OfPackage(path) != None:
		return None
	}
	if st, ok := n.Underlying().(*types.Struct); ok && errorObjectFields(st) {
		return HandRolled
	}
	return None
}

// errorObjectFields reports whether st has the JSON fields of a JSON-RPC
// error object: "code", an integer, and "message".
func errorObjectFields(st *types.Struct) bool {
	code, msg := jsonField(st, "code"), jsonField(st, "message")
	if code == nil || msg == nil {
		return false
	}
	b, ok := code.Type().Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// IsGoSDKWireError reports whether t is *jsonrpc.Error of go-sdk, the only
// error a go-sdk handler can return to choose its JSON-RPC code.
func IsGoSDKWireError(t types.Type) bool {
	return isNamed(t, gosdkJSONRPC2, "WireError", 1)
}

// ErrorConstructor describes an SDK function that builds a JSON-RPC error.
type ErrorConstructor struct {
	SDK SDK
	// CodeArg, MessageArg and DataArg are argument indexes, or -1.
	CodeArg, MessageArg, DataArg int
	// Code is the fixed code of constructors that choose it themselves
	// (go-sdk ResourceNotFoundError, URLElicitationRequiredError); valid
	// when CodeArg is -1.
	Code int64
	// CarriesData reports that the error's data is what the client needs
	// (URL elicitations, the missing resource's URI).
	CarriesData bool
}

// ErrorConstructorOf returns what fn builds if it constructs a JSON-RPC error:
// mcp-go NewJSONRPCErrorDetails / NewJSONRPCError, go-sdk
// mcp.ResourceNotFoundError / mcp.URLElicitationRequiredError (both return a
// *jsonrpc.Error as an error).
func ErrorConstructorOf(fn *types.Func, v Versions) (ErrorConstructor, bool) {
	switch {
	case funcIs(fn, mcpgoMCP, "", "NewJSONRPCErrorDetails"):
		return ErrorConstructor{SDK: MCPGo, CodeArg: 0, MessageArg: 1, DataArg: 2}, true
	case funcIs(fn, mcpgoMCP, "", "NewJSONRPCError"):
		return ErrorConstructor{SDK: MCPGo, CodeArg: 1, MessageArg: 2, DataArg: 3}, true
	case funcIs(fn, gosdkMCP, "", "ResourceNotFoundError"):
		code := int64(CodeInvalidParams)
		if v.GoSDKBefore("v1.7.0") {
			code = CodeResourceNotFoundLegacy
		}
		return ErrorConstructor{SDK: GoSDK, CodeArg: -1, MessageArg: -1, DataArg: -1, Code: code, CarriesData: true}, true
	case funcIs(fn, gosdkMCP, "", "URLElicitationRequiredError"):
		return ErrorConstructor{SDK: GoSDK, CodeArg: -1, MessageArg: -1, DataArg: -1, Code: CodeURLElicitationRequired, CarriesData: true}, true
	}
	return ErrorConstructor{}, false
}

// IsMCPGoURLElicitation reports whether t is mcp-go's
// URLElicitationRequiredError (value or pointer): returned from a handler, it
// is a deliberate protocol flow (-32042), not an execution failure.
func IsMCPGoURLElicitation(t types.Type) bool {
	return isNamed(t, mcpgoMCP, "URLElicitationRequiredError", -1)
}

// SDKCode returns the value of obj if it is one of the SDKs' own JSON-RPC
// code constants or variables (mcp.INVALID_PARAMS, jsonrpc.CodeInvalidParams,
// mcp.CodeURLElicitationRequired, ...), with the code it stands for.
func SDKCode(obj types.Object, v Versions) (int64, bool) {
	if obj == nil || obj.Pkg() == nil || obj.Parent() != obj.Pkg().Scope() {
		return 0, false
	}
	switch obj.Pkg().Path() {
	case mcpgoMCP, gosdkJSONRPC, gosdkMCP, gosdkJSONRPC2:
	default:
		return 0, false
	}
	if c, ok := obj.(*types.Const); ok {
		if n, ok := constant.Int64Val(constant.ToInt(c.Val())); ok && n < 0 {
			return n, true
		}
		return 0, false
	}
	if obj.Pkg().Path() == gosdkMCP && obj.Name() == "CodeResourceNotFound" {
		if v.GoSDKBefore("v1.7.0") {
			return CodeResourceNotFoundLegacy, true
		}
		return CodeInvalidParams, true
	}
	return 0, false
}
