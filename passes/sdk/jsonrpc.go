package sdk

import (
	"go/constant"
	"go/types"
	"strings"
	"sync"

	"github.com/mcplint/mcplint/passes/irutil"
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

// OnJSONRPCWire reports whether t (value or pointer), a JSON-RPC error
// type by [IsJSONRPCErrorType], shows on its own that it goes out as a
// JSON-RPC response's error member: an SDK's type, a hand-rolled one
// named for JSON-RPC (RPCError, JSONRPCError, rpcErr), or one that a
// struct type of its package holds (or points to) in its JSON member
// "error", as a response holds its error object. A REST API's own
// envelope, {"code": 0, "message": "ok", "data": …}, has the same fields
// but is the answer itself. Only an exported holder counts for an
// exported t, so that a package importing t (whose view of t's package
// may omit its unexported types) reaches the same verdict as t's own.
func OnJSONRPCWire(t types.Type) bool {
	switch IsJSONRPCErrorType(t) {
	case GoSDK, MCPGo:
		return true
	case None:
		return false
	}
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n := t.(*types.Named)
	if strings.Contains(strings.ToLower(n.Obj().Name()), "rpc") {
		return true
	}
	pkg := n.Obj().Pkg()
	held, ok := errorMembers.Load(pkg)
	if !ok {
		held, _ = errorMembers.LoadOrStore(pkg, errorMembersOf(pkg))
	}
	return held.(map[*types.TypeName]bool)[n.Origin().Obj()]
}

// errorMembers maps a *types.Package to the named types its struct types
// hold in a JSON member "error" (see errorMembersOf), built once per
// package: packages are analyzed in parallel.
var errorMembers sync.Map

// errorMembersOf returns the named types of pkg that a struct type of pkg
// holds (or points to) in its JSON member "error": by an exported struct
// type, or by any for an unexported held type.
func errorMembersOf(pkg *types.Package) map[*types.TypeName]bool {
	out := make(map[*types.TypeName]bool)
	for tn := range irutil.DeclaredTypes(pkg) {
		st, ok := tn.Type().Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for i := 0; i < st.NumFields(); i++ {
			if JSONName(st, i) != "error" {
				continue
			}
			t := types.Unalias(st.Field(i).Type())
			if p, ok := t.(*types.Pointer); ok {
				t = types.Unalias(p.Elem())
			}
			if h, ok := t.(*types.Named); ok && h.Obj().Pkg() == pkg && (tn.Exported() || !h.Obj().Exported()) {
				out[h.Origin().Obj()] = true
			}
		}
	}
	return out
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
