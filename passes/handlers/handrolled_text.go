package handlers

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/sdk"
)

// Hand-rolled servers also write tools that return text or any value and
// an error (`func (s *Server) query(args map[string]any) (string, error)`)
// and pick them in a switch on the requested tool's name; the dispatcher
// (or its caller) turns the error into an isError result or a JSON-RPC
// error and the value into the result. Such a function is a tool when the
// switch is on a tool name (the name field of tools/call params, a
// params["name"].(string) read in the tools/call code, or a parameter
// every call passes one of those), the call is what its case answers with
// (`return s.query(args)`, or `text, err = s.query(args)` as the case's
// last statement), and the dispatcher's routing of the error is known.

// textToolCalls returns the calls (by the position of their opening
// parenthesis) that are the answer of a case of a switch on a tool name,
// mapped to the case's constant tool name ("" when it lists several).
func textToolCalls(f *dispatchFinder, files []*ast.File) map[token.Pos]string {
	info := f.info
	out := map[token.Pos]string{}
	for _, file := range files {
		ast.Inspect(file, func(n ast.Node) bool {
			sw, ok := n.(*ast.SwitchStmt)
			if !ok || sw.Tag == nil || f.nameSDK(sw.Tag) != sdk.HandRolled {
				return true
			}
			for _, c := range sw.Body.List {
				cc := c.(*ast.CaseClause)
				if cc.List == nil {
					continue
				}
				name := ""
				if len(cc.List) == 1 {
					if s := constString(info, cc.List[0]); s != nil {
						name = *s
					}
				}
				if call := caseAnswer(cc.Body); call != nil {
					out[call.Lparen] = name
				}
			}
			return true
		})
	}
	return out
}

// newNameFinder returns a finder that knows the package's variables and
// parameters holding a tool name (scope is the package's tools/call code,
// or nil).
func newNameFinder(info *types.Info, files []*ast.File, scope *toolsCallScope) *dispatchFinder {
	f := &dispatchFinder{info: info, names: map[*types.Var]sdk.SDK{}, parts: map[*types.Var]sdk.SDK{}, scope: scope}
	for _, file := range files {
		f.localNames(file)
	}
	f.nameParams(files)
	for _, file := range files {
		f.localNames(file)
	}
	return f
}

// caseAnswer returns the call a case answers with: the whole result of its
// return statement, or the right-hand side of its last statement, an
// assignment (before a break, if any).
func caseAnswer(body []ast.Stmt) *ast.CallExpr {
	if n := len(body); n > 0 {
		if br, ok := body[n-1].(*ast.BranchStmt); ok && br.Tok == token.BREAK && br.Label == nil {
			body = body[:n-1]
		}
	}
	if len(body) == 0 {
		return nil
	}
	var e ast.Expr
	switch st := body[len(body)-1].(type) {
	case *ast.ReturnStmt:
		if len(st.Results) == 1 {
			e = st.Results[0]
		}
	case *ast.AssignStmt:
		if len(st.Rhs) == 1 && len(st.Lhs) >= 2 {
			e = st.Rhs[0]
		}
	}
	call, _ := astutil.Unparen(e).(*ast.CallExpr)
	return call
}

// textTool reports whether sig returns a value of text or any type and,
// last, an error: `(string, error)`, `([]byte, error)`, `(any, error)`.
func textTool(sig *types.Signature) bool {
	res := sig.Results()
	if res.Len() != 2 || !isErrorType(res.At(1).Type()) {
		return false
	}
	return sdk.IsText(res.At(0).Type())
}

// textToolRouted reports whether a text tool's dispatcher routing is
// known: the dispatcher turns its error into a result or a JSON-RPC error,
// so the tool answers tools/call.
func textToolRouted(route slotRoute) bool {
	return route.Routing.Route != sdk.RouteUnknown
}

// isTextToolCall reports whether call is a text tool's call
// found by textToolCalls.
func isTextToolCall(texts map[token.Pos]string, call *ssa.Call) bool {
	if _, ok := texts[call.Pos()]; !ok {
		return false
	}
	return textTool(call.Common().Signature())
}
