package sdk

import (
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

// IsNewHandlerError reports whether fn is mcp-go's server.NewHandlerError
// (v1.5.0 and later). An error it returns, from a tool handler (any kind
// whose errors reach the server: ToolHandlerFunc, NewTypedToolHandler,
// middleware), goes out as the JSON-RPC error its provider's
// JSONRPCError method builds: that code, message and data, instead of
// -32603 with err.Error(). The server finds it with errors.As, so it is
// exposed also when wrapped (fmt.Errorf("...: %w", server.NewHandlerError(p))),
// and then the message is still the provider's. A URL elicitation error
// is the exception: the server checks for it first, so
// NewHandlerError(mcp.URLElicitationRequiredError{...}) is -32042 with its
// data before protocol 2026-07-28 and -32603 under it, as unwrapped.
// NewStructuredToolHandler still turns it into an isError result
// (it passes only URL elicitation errors on).
func IsNewHandlerError(fn *types.Func) bool {
	return funcIs(fn, mcpgoServer, "", "NewHandlerError")
}

// HandlerErrorExposed reports whether an mcp-go tool handler of the given
// versions can answer with a JSON-RPC error of its choice, through
// server.NewHandlerError (v1.5.0 and later; unknown counts as the newest).
func HandlerErrorExposed(v Versions) bool { return !v.MCPGoBefore("v1.5.0") }

// ProviderMethod returns the JSONRPCError method of t when t implements
// mcp-go's server.JSONRPCErrorProvider (an error with a method
// JSONRPCError() mcp.JSONRPCError), or nil. mcp-go's own providers are
// mcp.URLElicitationRequiredError and mcp.UnsupportedProtocolVersionError.
func ProviderMethod(t types.Type) *types.Func {
	if t == nil || !types.Implements(t, errorIface) && !types.Implements(types.NewPointer(t), errorIface) {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, "JSONRPCError")
	fn, ok := obj.(*types.Func)
	if !ok {
		return nil
	}
	sig := fn.Type().(*types.Signature)
	if sig.Params().Len() != 0 || sig.Results().Len() != 1 || !isNamed(sig.Results().At(0).Type(), mcpgoMCP, "JSONRPCError", 0) {
		return nil
	}
	return fn
}

var errorIface = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// ProviderAnswer is what a JSONRPCErrorProvider answers, as far as its
// JSONRPCError method's source tells.
type ProviderAnswer struct {
	// Code is the JSON-RPC code when CodeKnown: every code the method's
	// body sets is this constant.
	Code      int64
	CodeKnown bool
	// FromErrText reports that a message is built from an error's text
	// (err.Error(), an error formatted by fmt).
	FromErrText bool
	// Elicitation reports mcp-go's URL elicitation error, whose code the
	// server chooses per request (-32042, or -32603 under 2026-07-28).
	Elicitation bool
}

// ExecutionFailure reports whether the provider carries a tool's
// execution failure rather than a protocol answer: the internal-error
// code, code 0, or a message built from a failed call's error.
func (a ProviderAnswer) ExecutionFailure() bool {
	if a.Elicitation {
		return false
	}
	return a.FromErrText || a.CodeKnown && (a.Code == CodeInternalError || a.Code == 0)
}

// ProviderAnswerOf describes the answer of provider type t, a type
// [ProviderMethod] accepts: mcp-go's URL elicitation error, or a project
// type whose JSONRPCError method is declared in one of files (typed by
// info). ok is false when the method's source is not among files or sets
// no code the model can read (a code taken from a field, a helper in
// another package).
func ProviderAnswerOf(info *types.Info, files []*ast.File, t types.Type, v Versions) (a ProviderAnswer, ok bool) {
	if IsMCPGoURLElicitation(t) {
		return ProviderAnswer{Code: CodeURLElicitationRequired, Elicitation: true}, true
	}
	m := ProviderMethod(t)
	if m == nil {
		return ProviderAnswer{}, false
	}
	decl := FuncDeclOf(info, files, m)
	if decl == nil || decl.Body == nil {
		return ProviderAnswer{}, false
	}
	var recv types.Object
	if decl.Recv != nil && len(decl.Recv.List) == 1 && len(decl.Recv.List[0].Names) == 1 {
		recv = info.Defs[decl.Recv.List[0].Names[0]]
	}
	n := 0
	unknown := false
	ast.Inspect(decl.Body, func(node ast.Node) bool {
		if _, ok := node.(*ast.FuncLit); ok {
			return false
		}
		for _, s := range CodeSitesOf(info, node, v) {
			if s.SDK != MCPGo {
				continue
			}
			code, known := s.Fixed, s.Code == nil
			if s.Code != nil {
				code, known = constCode(info, s.Code)
			}
			switch {
			case !known:
				unknown = true
			case n > 0 && code != a.Code:
				unknown = true
			default:
				a.Code = code
			}
			n++
			if s.Message != nil && fromErrText(info, s.Message, recv) {
				a.FromErrText = true
			}
		}
		return true
	})
	if n == 0 || unknown {
		return ProviderAnswer{FromErrText: a.FromErrText}, a.FromErrText
	}
	a.CodeKnown = true
	return a, true
}

// constCode evaluates a code expression that is a constant.
func constCode(info *types.Info, e ast.Expr) (int64, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil {
		return 0, false
	}
	return constant.Int64Val(constant.ToInt(tv.Value))
}

// FuncDeclOf returns the declaration of fn among files, or nil.
func FuncDeclOf(info *types.Info, files []*ast.File, fn *types.Func) *ast.FuncDecl {
	if fn == nil {
		return nil
	}
	fn = fn.Origin()
	for _, f := range files {
		if f.FileStart > fn.Pos() || fn.Pos() >= f.FileEnd {
			continue
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && info.Defs[fd.Name] == fn {
				return fd
			}
		}
	}
	return nil
}

// FromErrText reports whether string expression e contains an error's
// text: a call of an error's Error method, or an error passed to a
// function of package fmt.
func FromErrText(info *types.Info, e ast.Expr) bool { return fromErrText(info, e, nil) }

// fromErrText is [FromErrText], not counting the error self (a
// provider's receiver, whose own Error method is the provider's text).
func fromErrText(info *types.Info, e ast.Expr, self types.Object) bool {
	isSelf := func(x ast.Expr) bool {
		id, ok := astutil.Unparen(x).(*ast.Ident)
		return ok && self != nil && info.Uses[id] == self
	}
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		if sel, ok := astutil.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" && len(call.Args) == 0 {
			if t := info.TypeOf(sel.X); t != nil && types.Implements(t, errorIface) && !isSelf(sel.X) {
				found = true
				return false
			}
		}
		if fn, ok := typeutil.Callee(info, call).(*types.Func); ok && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" {
			for _, a := range call.Args {
				if t := info.TypeOf(a); t != nil && types.Implements(t, errorIface) && !isSelf(a) {
					found = true
					return false
				}
			}
		}
		return true
	})
	return found
}

// ExposedProvider returns the provider argument of the first call of
// server.NewHandlerError inside expression e (the returned error itself,
// or an error wrapping it, which the server finds with errors.As), or nil.
func ExposedProvider(info *types.Info, e ast.Expr) ast.Expr {
	var out ast.Expr
	ast.Inspect(e, func(n ast.Node) bool {
		if out != nil {
			return false
		}
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return true
		}
		if fn, ok := typeutil.Callee(info, call).(*types.Func); ok && IsNewHandlerError(fn) {
			out = astutil.Unparen(call.Args[0])
			return false
		}
		return true
	})
	return out
}

// PassesElicitation reports whether an mcp-go handler of kind k, at the
// given versions, hands a returned URL elicitation error (value or pointer,
// also wrapped) on to the server, which answers -32042 with the
// elicitations before protocol 2026-07-28 and -32603 under it: always for
// ToolHandlerFunc and NewTypedToolHandler handlers; for
// NewStructuredToolHandler handlers from v1.5.0 only, since earlier
// versions turn every error into an isError result "tool execution
// failed: …", so the client never learns of the elicitation. It returns
// false for kinds of other SDKs.
func PassesElicitation(k HandlerKind, v Versions) bool {
	switch k {
	case MCPGoFunc, MCPGoTyped:
		return true
	case MCPGoStructured:
		return !v.MCPGoBefore("v1.5.0")
	}
	return false
}
