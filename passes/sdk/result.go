package sdk

import (
	"go/types"
	"reflect"
	"strings"
	"sync"
)

// IsResultType reports whether t is a call-tool result of the given SDK
// (None matches any): *mcp.CallToolResult of mcp-go or go-sdk (go-sdk v0.2:
// *CallToolResultFor[Out]), or, for HandRolled, a struct or pointer to a
// struct with JSON fields "content" and "isError".
func IsResultType(t types.Type, s SDK) bool {
	got := ResultSDK(t)
	return got != None && (s == None || got == s)
}

// ResultSDK returns the SDK whose call-tool result type t is, or None.
func ResultSDK(t types.Type) SDK {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return None
	}
	o := n.Origin().Obj()
	switch o.Pkg().Path() {
	case mcpgoMCP:
		if o.Name() == "CallToolResult" {
			return MCPGo
		}
		return None
	case gosdkMCP:
		if o.Name() == "CallToolResult" || o.Name() == "CallToolResultFor" {
			return GoSDK
		}
		return None
	}
	if OfPackage(o.Pkg().Path()) != None {
		return None
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return None
	}
	if jsonField(st, ResultContentKey) != nil && jsonField(st, ResultIsErrorKey) != nil {
		return HandRolled
	}
	if isError, _ := goSideResult(st); isError != nil {
		return HandRolled
	}
	return None
}

// goSideResult returns the isError and text fields of a result a
// hand-rolled server keeps in Go and copies into the wire's result itself
// (`type Result struct { Text string; IsError bool }`, answered as
// `{"content": [{"type": "text", "text": r.Text}], "isError": r.IsError}`):
// a struct with a bool field IsError and a string field Text, untagged
// (JSON would spell them as Go does, which no MCP client reads), and no
// JSON "content" member. It returns nils for other structs.
func goSideResult(st *types.Struct) (isError, text *types.Var) {
	if jsonField(st, ResultContentKey) != nil {
		return nil, nil
	}
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if _, tagged := reflect.StructTag(st.Tag(i)).Lookup("json"); tagged {
			continue
		}
		b, ok := f.Type().Underlying().(*types.Basic)
		switch {
		case !ok:
		case f.Name() == "IsError" && b.Kind() == types.Bool:
			isError = f
		case f.Name() == "Text" && b.Kind() == types.String:
			text = f
		}
	}
	if isError == nil || text == nil {
		return nil, nil
	}
	return isError, text
}

// The JSON keys of a call-tool result's content and isError members: a
// hand-rolled result is a struct with both fields, or a map[string]any
// literal with both keys.
const (
	ResultContentKey = "content"
	ResultIsErrorKey = "isError"
)

// The JSON keys of a content item, and the type of a text content: a
// hand-rolled text item is {"type": "text", "text": …}.
const (
	ContentTypeKey  = "type"
	ContentTextKey  = "text"
	TextContentType = "text"
)

// jsonField returns the field of st whose JSON name is name, or nil.
func jsonField(st *types.Struct, name string) *types.Var {
	for i := 0; i < st.NumFields(); i++ {
		if JSONName(st, i) == name {
			return st.Field(i)
		}
	}
	return nil
}

// JSONName returns the JSON object key of field i of st as encoding/json
// would write it, or "" for a field it skips.
func JSONName(st *types.Struct, i int) string {
	f := st.Field(i)
	tag, ok := reflect.StructTag(st.Tag(i)).Lookup("json")
	if ok {
		name, _, _ := strings.Cut(tag, ",")
		if name == "-" && !strings.HasPrefix(tag, "-,") {
			return ""
		}
		if name != "" {
			return name
		}
	}
	if !f.Exported() || f.Embedded() {
		return ""
	}
	return f.Name()
}

// Role is what a struct field means to MCP.
type Role uint8

// Field roles.
const (
	NoRole         Role = iota
	RoleIsError         // CallToolResult.IsError
	RoleContent         // CallToolResult.Content; a Go-side result's Text (see goSideResult)
	RoleStructured      // CallToolResult.StructuredContent or RawStructuredContent
	RoleText            // TextContent.Text
	RoleCode            // JSON-RPC error code
	RoleMessage         // JSON-RPC error message
	RoleData            // JSON-RPC error data
)

// FieldRole returns the MCP role of field f, a field of a call-tool result,
// a text content or a JSON-RPC error type (SDK or hand-rolled).
//
// Roles are cached per field: finding a field's owner scans its package's
// scope, and the passes ask for every field store they meet.
func FieldRole(f *types.Var) Role {
	if f == nil || !f.IsField() {
		return NoRole
	}
	if r, ok := roleCache.Load(f); ok {
		return r.(Role)
	}
	r := fieldRole(f)
	roleCache.Store(f, r)
	return r
}

// roleCache maps *types.Var to its Role; packages are analyzed in parallel.
var roleCache sync.Map

func fieldRole(f *types.Var) Role {
	owner := fieldOwner(f)
	if owner == nil {
		return NoRole
	}
	o := owner.Obj()
	path := ""
	if o.Pkg() != nil {
		path = o.Pkg().Path()
	}
	switch {
	case path == mcpgoMCP && o.Name() == "CallToolResult",
		path == gosdkMCP && (o.Name() == "CallToolResult" || o.Name() == "CallToolResultFor"):
		switch f.Name() {
		case "IsError":
			return RoleIsError
		case "Content":
			return RoleContent
		case "StructuredContent", "RawStructuredContent":
			return RoleStructured
		}
		return NoRole
	case (path == mcpgoMCP || path == gosdkMCP) && o.Name() == "TextContent":
		if f.Name() == "Text" {
			return RoleText
		}
		return NoRole
	case path == gosdkJSONRPC2 && o.Name() == "WireError",
		path == mcpgoMCP && o.Name() == "JSONRPCErrorDetails":
		switch f.Name() {
		case "Code":
			return RoleCode
		case "Message":
			return RoleMessage
		case "Data":
			return RoleData
		}
		return NoRole
	case OfPackage(path) != None:
		return NoRole
	}
	// Hand-rolled: by JSON name, within a struct of the right shape.
	st, ok := owner.Underlying().(*types.Struct)
	if !ok {
		return NoRole
	}
	for i := 0; i < st.NumFields(); i++ {
		if st.Field(i) != f {
			continue
		}
		name := JSONName(st, i)
		switch {
		case ResultSDK(owner) == HandRolled:
			if isError, text := goSideResult(st); isError != nil {
				switch f {
				case isError:
					return RoleIsError
				case text:
					return RoleContent // the text of its one content item
				}
				return NoRole
			}
			switch name {
			case "isError":
				return RoleIsError
			case "content":
				return RoleContent
			case "structuredContent":
				return RoleStructured
			}
		case IsJSONRPCErrorType(owner) == HandRolled:
			switch name {
			case "code":
				return RoleCode
			case "message":
				return RoleMessage
			case "data":
				return RoleData
			}
		case isHandRolledText(st) && name == "text":
			return RoleText
		}
	}
	return NoRole
}

// isHandRolledText matches a struct with JSON fields "type" and "text".
func isHandRolledText(st *types.Struct) bool {
	return jsonField(st, "type") != nil && jsonField(st, "text") != nil
}

// fieldOwner finds the named struct type that declares field f, by looking
// it up in the scope of f's package (the first type in the order of their
// names, when several share one struct type). Fields of anonymous structs
// have none.
func fieldOwner(f *types.Var) *types.Named {
	if o := f.Origin(); o != nil {
		f = o
	}
	if f.Pkg() == nil {
		return nil
	}
	owners, ok := fieldOwners.Load(f.Pkg())
	if !ok {
		owners, _ = fieldOwners.LoadOrStore(f.Pkg(), ownersOf(f.Pkg()))
	}
	return owners.(map[*types.Var]*types.Named)[f]
}

// fieldOwners maps a *types.Package to the owners of the fields of its
// named struct types (see ownersOf), built once per package: the passes
// ask for the owner of every field they meet, and scanning the scope each
// time dominated their cost on packages with large APIs. Packages are
// analyzed in parallel, and their scopes are complete before analysis.
var fieldOwners sync.Map

// ownersOf maps the fields of the named struct types of pkg's scope to
// their type, the first in the order of the types' names.
func ownersOf(pkg *types.Package) map[*types.Var]*types.Named {
	owners := make(map[*types.Var]*types.Named)
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		n, ok := tn.Type().(*types.Named)
		if !ok {
			continue
		}
		st, ok := n.Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for i := 0; i < st.NumFields(); i++ {
			if _, ok := owners[st.Field(i)]; !ok {
				owners[st.Field(i)] = n
			}
		}
	}
	return owners
}

// IsTextContent reports whether t is a text content block (value or pointer)
// of any SDK or a hand-rolled {"type","text"} struct.
func IsTextContent(t types.Type) bool {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	switch n.Obj().Pkg().Path() {
	case mcpgoMCP, gosdkMCP:
		return n.Obj().Name() == "TextContent"
	}
	st, ok := n.Underlying().(*types.Struct)
	return ok && OfPackage(n.Obj().Pkg().Path()) == None && isHandRolledText(st)
}

// Tri is a three-valued boolean.
type Tri uint8

// Tri values.
const (
	Unknown Tri = iota
	False
	True
)

// Constructor describes an SDK function that builds a call-tool result.
type Constructor struct {
	SDK     SDK
	IsError Tri // whether the result has isError set
	// TextArg is the index of the argument that becomes the text content,
	// or -1. FormatArg is the index of a printf format that becomes it, or
	// -1. ErrArg is the index of an error argument whose text is embedded
	// ("text: err"), or -1.
	TextArg, FormatArg, ErrArg int
	// OtherContent reports non-text content (image, audio, resource) or
	// text the SDK writes itself (JSON, a number): content is never empty.
	OtherContent bool
	// Structured reports that structured content is attached.
	Structured bool
	// DataArg is the index of the value that becomes structured content, or -1.
	DataArg int
}

// ResultConstructor returns what fn does if it is an SDK function that
// builds a *CallToolResult (mcp-go's NewToolResult* family).
// mcp.NewToolResultContent is not one: it builds a sampling content block.
func ResultConstructor(fn *types.Func) (Constructor, bool) {
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != mcpgoMCP {
		return Constructor{}, false
	}
	if sig, ok := fn.Type().(*types.Signature); !ok || sig.Recv() != nil {
		return Constructor{}, false
	}
	c := Constructor{SDK: MCPGo, IsError: False, TextArg: -1, FormatArg: -1, ErrArg: -1, DataArg: -1}
	switch fn.Name() {
	case "NewToolResultText":
		c.TextArg = 0
	case "NewToolResultJSON":
		c.Structured, c.OtherContent, c.DataArg = true, true, 0
	case "NewToolResultStructured":
		c.Structured, c.DataArg, c.TextArg = true, 0, 1
	case "NewToolResultStructuredOnly":
		c.Structured, c.OtherContent, c.DataArg = true, true, 0
	case "NewToolResultImage", "NewToolResultAudio", "NewToolResultResource":
		c.TextArg, c.OtherContent = 0, true
	case "FormatNumberResult":
		c.OtherContent = true
	case "NewToolResultError":
		c.IsError, c.TextArg = True, 0
	case "NewToolResultErrorFromErr":
		c.IsError, c.TextArg, c.ErrArg = True, 0, 1
	case "NewToolResultErrorf":
		c.IsError, c.FormatArg = True, 0
	default:
		return Constructor{}, false
	}
	return c, true
}

// IsSetError reports whether fn is go-sdk's (*CallToolResult).SetError, which
// sets IsError and, only when Content is empty, one text with err.Error()
// (from v1.6.0; earlier versions always overwrite Content).
func IsSetError(fn *types.Func) bool {
	return funcIs(fn, gosdkMCP, "CallToolResult", "SetError") ||
		funcIs(fn, gosdkMCP, "CallToolResultFor", "setError") ||
		funcIs(fn, gosdkMCP, "CallToolResult", "setError")
}

// TextContentConstructor returns the index of the text argument if fn builds
// a text content block (mcp-go mcp.NewTextContent).
func TextContentConstructor(fn *types.Func) (textArg int, ok bool) {
	if funcIs(fn, mcpgoMCP, "", "NewTextContent") {
		return 0, true
	}
	return -1, false
}

// SetErrorKeepsContent reports whether go-sdk's SetError keeps a result's
// existing Content (v1.6.0 and later) rather than replacing it with the
// error text (earlier versions, including the unexported setError).
func SetErrorKeepsContent(v Versions) bool { return !v.GoSDKBefore("v1.6.0") }

// TypedOutputAttached says whether go-sdk's typed-handler adapter
// (mcp.AddTool with a ToolHandlerFor[In, Out]) marshals the output a
// handler returns together with a nil error into the result's
// structuredContent, whatever the result's IsError says: True for every
// output type but an interface, a map or a slice (a nil pointer of a
// struct type is replaced by the zero struct). For those the answer
// depends on the value (Unknown): a nil interface (Out = any) is not
// attached, and a nil map or slice marshals to JSON null
// ("structuredContent": null beside the handler's own content), which
// carries no data. Before v1.3.0 the zero struct replaces a nil pointer
// only when the SDK derives the tool's output schema itself (setSchema):
// where the package sets a Tool's OutputSchema (explicitSchema), a nil
// pointer output marshals to null too, so a pointer output is Unknown
// there.
func TypedOutputAttached(out types.Type, v Versions, explicitSchema bool) Tri {
	switch out.Underlying().(type) {
	case *types.Interface, *types.Map, *types.Slice:
		return Unknown
	case *types.Pointer:
		if explicitSchema && v.GoSDKBefore("v1.3.0") {
			return Unknown
		}
	}
	return True
}

// SetsToolOutputSchema reports whether the package whose type information
// is info names the OutputSchema field of go-sdk's Tool (a literal's key or
// a selector; an assignment, in practice): its tools may have output
// schemas of their own (see TypedOutputAttached).
func SetsToolOutputSchema(info *types.Info) bool {
	for id, obj := range info.Uses {
		if id.Name != "OutputSchema" {
			continue
		}
		if f, ok := obj.(*types.Var); ok && f.IsField() {
			if o := fieldOwner(f); o != nil && o.Obj().Pkg() != nil && o.Obj().Pkg().Path() == gosdkMCP && o.Obj().Name() == "Tool" {
				return true
			}
		}
	}
	return false
}

// ErrorResultCounterpart returns the name of the SDK constructor that
// builds an isError result from the same arguments as fn, a constructor of
// a success result: mcp-go NewToolResultText(text) → NewToolResultError(text).
func ErrorResultCounterpart(fn *types.Func) (string, bool) {
	if funcIs(fn, mcpgoMCP, "", "NewToolResultText") {
		return "NewToolResultError", true
	}
	return "", false
}
