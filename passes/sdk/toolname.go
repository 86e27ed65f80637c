package sdk

import "go/types"

// ToolNameFieldSDK returns the SDK whose tools/call params declare f as
// the requested tool's name, or None: mcp-go mcp.CallToolParams.Name, go-sdk
// mcp.CallToolParamsRaw.Name (also CallToolParams and v0.2's
// CallToolParamsFor), or, for HandRolled, the "name" field of a params
// struct whose JSON fields include "name" and "arguments".
func ToolNameFieldSDK(f *types.Var) SDK {
	if f == nil || !f.IsField() {
		return None
	}
	owner := fieldOwner(f)
	if owner == nil {
		return None
	}
	o := owner.Origin().Obj()
	path := ""
	if o.Pkg() != nil {
		path = o.Pkg().Path()
	}
	switch {
	case path == mcpgoMCP:
		if o.Name() == "CallToolParams" && f.Name() == "Name" {
			return MCPGo
		}
		return None
	case path == gosdkMCP:
		switch o.Name() {
		case "CallToolParamsRaw", "CallToolParams", "CallToolParamsFor":
			if f.Name() == "Name" {
				return GoSDK
			}
		}
		return None
	case OfPackage(path) != None:
		return None
	}
	st, ok := owner.Underlying().(*types.Struct)
	if !ok || !IsHandRolledToolName(st, f) {
		return None
	}
	return HandRolled
}

// IsHandRolledToolName reports whether f is the "name" field of st, a
// hand-rolled (possibly anonymous) tools/call params struct: a string
// field with JSON name "name" next to one with JSON name "arguments".
func IsHandRolledToolName(st *types.Struct, f *types.Var) bool {
	if jsonField(st, "arguments") == nil {
		return false
	}
	if b, ok := f.Type().Underlying().(*types.Basic); !ok || b.Kind() != types.String {
		return false
	}
	if o := f.Origin(); o != nil {
		f = o
	}
	return jsonField(st, "name") == f
}
