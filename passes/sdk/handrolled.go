package sdk

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/mcplint/mcplint/passes/report"
)

// NilResultAbsent is what a hand-rolled dispatcher sends for a nil result
// it puts into a "result" member declared `json:",omitempty"`: a response
// with neither a result nor an error, which is no valid JSON-RPC answer.
const NilResultAbsent = NilResultUnknown + 1

// JSONOmitEmpty reports whether field i of st has the omitempty option in
// its json tag.
func JSONOmitEmpty(st *types.Struct, i int) bool {
	tag, ok := reflect.StructTag(st.Tag(i)).Lookup("json")
	if !ok {
		return false
	}
	_, opts, _ := strings.Cut(tag, ",")
	return slices.Contains(strings.Split(opts, ","), "omitempty")
}

// toolsCallLiteral is the JSON-RPC method of a tool call, as a Go string
// literal.
const toolsCallLiteral = `"tools/call"`

// ToolsCallAt returns the position of the first "tools/call" string
// constant (a literal, or with info a named constant) in a case clause,
// an == or != comparison, or, with info, the key of a function in a map
// of methods (a literal's element or an assignment) of the non-test
// files: where a hand-written server answers tools/call. NoPos if none.
// info may be nil.
func ToolsCallAt(fset *token.FileSet, files []*ast.File, info *types.Info) token.Pos {
	for _, f := range files {
		if report.InTestFile(fset, f.Pos()) {
			continue
		}
		var at token.Pos
		ast.Inspect(f, func(n ast.Node) bool {
			if at.IsValid() {
				return false
			}
			var cands []ast.Expr
			switch n := n.(type) {
			case *ast.CaseClause:
				cands = n.List
			case *ast.BinaryExpr:
				if n.Op == token.EQL || n.Op == token.NEQ {
					cands = []ast.Expr{n.X, n.Y}
				}
			case *ast.KeyValueExpr:
				// map[string]methodHandler{"tools/call": s.toolsCall}
				if isFunc(info, n.Value) {
					cands = []ast.Expr{n.Key}
				}
			case *ast.AssignStmt:
				// methods["tools/call"] = s.toolsCall
				for i, l := range n.Lhs {
					if ix, ok := ast.Unparen(l).(*ast.IndexExpr); ok && len(n.Lhs) == len(n.Rhs) && isFunc(info, n.Rhs[i]) {
						cands = append(cands, ix.Index)
					}
				}
			}
			for _, e := range cands {
				e = ast.Unparen(e)
				if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING && lit.Value == toolsCallLiteral {
					at = lit.Pos()
				} else if id, ok := e.(*ast.Ident); ok && info != nil {
					if c, ok := info.Uses[id].(*types.Const); ok && c.Val().Kind() == constant.String && constant.StringVal(c.Val()) == "tools/call" {
						at = id.Pos()
					}
				}
			}
			return true
		})
		if at.IsValid() {
			return at
		}
	}
	return token.NoPos
}

// isFunc reports whether e, with info, is a function value.
func isFunc(info *types.Info, e ast.Expr) bool {
	if info == nil || info.TypeOf(e) == nil {
		return false
	}
	_, ok := info.TypeOf(e).Underlying().(*types.Signature)
	return ok
}

// HandRolledToolSignature reports whether sig has the shape of a tool of a
// hand-rolled server that a dispatcher may call: it returns a hand-rolled
// call-tool result and an error, or it takes the raw tool arguments (a
// map[string]any or a json.RawMessage) and returns text (a string, []byte
// or any) and an error. A dispatcher in another package decides where such
// a tool's error goes; the tool's package records what it returns.
func HandRolledToolSignature(sig *types.Signature) bool {
	res := sig.Results()
	if res.Len() != 2 || !isError(res.At(1).Type()) {
		return false
	}
	first := res.At(0).Type()
	if ResultSDK(first) == HandRolled {
		return true
	}
	if !IsText(first) {
		return false
	}
	for v := range sig.Params().Variables() {
		if IsRawArguments(v.Type()) {
			return true
		}
	}
	return false
}

// IsText reports whether t is string, []byte or an empty interface: what
// a hand-rolled tool may return as its answer's text; or a content-only
// result (ContentOnlyResult), or a list of the project's text content
// items ([]TextContent with JSON "type" and "text"), which its dispatcher
// puts into the result.
func IsText(t types.Type) bool {
	if ContentOnlyResult(t) {
		return true
	}
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Basic:
		return u.Kind() == types.String
	case *types.Slice:
		if b, ok := types.Unalias(u.Elem()).(*types.Basic); ok {
			return b.Kind() == types.Byte
		}
		return handRolledTextItem(u.Elem())
	case *types.Interface:
		return u.Empty()
	}
	return false
}

// handRolledTextItem reports whether t is (a pointer to) a text content
// item the project declares: a struct with JSON "type" and "text".
func handRolledTextItem(t types.Type) bool {
	if !IsTextContent(t) {
		return false
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && OfPackage(n.Obj().Pkg().Path()) == None
}

// IsRawArguments reports whether t is how a hand-rolled server passes a
// tool's arguments undecoded: a map from string to an empty interface, or
// encoding/json's RawMessage.
func IsRawArguments(t types.Type) bool {
	if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil &&
		n.Obj().Pkg().Path() == "encoding/json" && n.Obj().Name() == "RawMessage" {
		return true
	}
	m, ok := types.Unalias(t).Underlying().(*types.Map)
	if !ok {
		return false
	}
	k, ok := m.Key().Underlying().(*types.Basic)
	i, isIface := m.Elem().Underlying().(*types.Interface)
	return ok && k.Kind() == types.String && isIface && i.Empty()
}

// ContentOnlyResult reports whether t is a hand-rolled call-tool result
// that cannot say isError: a struct of the project (or a pointer to one)
// with a JSON "content" member of slice type and no "isError" member. A
// server whose tools return it can only report a failure as a JSON-RPC
// error.
func ContentOnlyResult(t types.Type) bool {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil || OfPackage(n.Obj().Pkg().Path()) != None {
		return false
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok || jsonField(st, ResultIsErrorKey) != nil {
		return false
	}
	c := jsonField(st, ResultContentKey)
	if c == nil {
		return false
	}
	_, ok = c.Type().Underlying().(*types.Slice)
	return ok
}

// mcpMethods are the JSON-RPC methods that only MCP has (a JSON-RPC peer
// of another protocol, LSP or the Agent Client Protocol, also has
// "initialize").
var mcpMethods = map[string]bool{
	"tools/call": true, "tools/list": true, "resources/list": true, "resources/read": true,
	"resources/templates/list": true, "resources/subscribe": true, "prompts/list": true,
	"prompts/get": true, "completion/complete": true, "logging/setLevel": true,
	"notifications/initialized": true, "sampling/createMessage": true,
	"elicitation/create": true, "roots/list": true,
}

// NamesMCPMethod reports whether a string literal of the non-test files,
// or a string constant they use (of any package: `case vo.MethodToolsCall`),
// is a method only MCP has ("tools/list", "resources/read", …): the
// package speaks MCP, whatever its types look like.
func NamesMCPMethod(fset *token.FileSet, info *types.Info, files []*ast.File) bool {
	for _, f := range files {
		if report.InTestFile(fset, f.Pos()) {
			continue
		}
		found := false
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				if n.Kind == token.STRING {
					if s, err := strconv.Unquote(n.Value); err == nil && mcpMethods[s] {
						found = true
					}
				}
			case *ast.Ident:
				if c, ok := info.Uses[n].(*types.Const); ok && c.Val().Kind() == constant.String && mcpMethods[constant.StringVal(c.Val())] {
					found = true
				}
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}
