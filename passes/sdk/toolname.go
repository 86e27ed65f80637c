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
// Arguments of type map[string]string are a prompts/get request's (the
// schema's prompt arguments are strings; a tool's are any JSON).
func IsHandRolledToolName(st *types.Struct, f *types.Var) bool {
	args := jsonField(st, "arguments")
	if args == nil || isStringMap(args.Type()) {
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

// isStringMap reports whether t is a map from strings to strings.
func isStringMap(t types.Type) bool {
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	k, kok := m.Key().Underlying().(*types.Basic)
	v, vok := m.Elem().Underlying().(*types.Basic)
	return kok && vok && k.Kind() == types.String && v.Kind() == types.String
}
