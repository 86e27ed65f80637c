package handlers

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
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
	if res.Len() != 2 || !irutil.IsErrorType(res.At(1).Type()) {
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

// minInlineCases is how many cases with a constant tool name a switch of
// a text tool's signature must have for its function to be the tools
// themselves (see findInlineSwitches): the switch is on the requested
// tool's name, so one case is a tool.
const minInlineCases = 1

// findInlineSwitches records as a dispatched text tool each function of a
// text tool's signature that the tools/call code calls and that switches
// on the requested tool's name with the tools' work written in its cases
// (not in functions the cases answer with, which findSwitched lists):
//
//	func callTool(params map[string]any) (any, error) {
//		name, _ := params["name"].(string)
//		switch name {
//		case "get":
//			v, err := lookup(key)
//			if err != nil {
//				return nil, err // this tool's failure
//			}
//			return text(v), nil
//		…
//		default:
//			return nil, fmt.Errorf("unknown tool: %s", name) // unknowntool's
//		}
//	}
//
// Its failing returns fail the tool of their case, routed the way the
// caller answers its error; its miss branch stays unknowntool's.
func (d *discovery) findInlineSwitches(names *dispatchFinder, scope *toolsCallScope) {
	for caller, call := range irutil.Calls(d.ssa.SrcFuncs) {
		fn := call.Common().StaticCallee()
		if fn == nil || fn.Pkg != d.ssa.Pkg || fn.Parent() != nil || d.res.ByFunc[fn] != nil ||
			!textTool(fn.Signature) || !scope.contains(call.Pos()) || d.insideAdapter(caller) {
			continue
		}
		decl, ok := fn.Syntax().(*ast.FuncDecl)
		if !ok || decl.Body == nil {
			continue
		}
		cases := inlineCases(names, decl.Body)
		if cases == nil {
			continue
		}
		route, _ := d.callerRoute(caller, call)
		if !textToolRouted(route) {
			continue
		}
		if route.SDK == sdk.None {
			route.SDK = sdk.HandRolled
		}
		dispatcher := funcName(caller)
		if route.Through != "" {
			dispatcher = route.Through
		}
		d.addDispatched(fn, dispatch{Routing: route.Routing, SDK: route.SDK, Dispatcher: dispatcher, Nil: route.Nil})
		if h := d.res.ByFunc[fn]; h != nil {
			h.cases = cases
		}
	}
}

// inlineCases returns the spans of the cases with a constant tool name of
// the first switch of body on a hand-rolled tool name that has at least
// minInlineCases such cases that do not answer with a call (their work is
// written in the case), or nil.
func inlineCases(names *dispatchFinder, body *ast.BlockStmt) []span {
	return nameSwitchSpans(names, body, func(sw *ast.SwitchStmt) bool {
		return len(inlineToolNames(names.info, sw)) >= minInlineCases
	})
}

// inlineToolNames returns the constant names of the cases of sw, a switch
// on a tool name, whose work is written in the case (they answer with no
// call, see caseAnswer).
func inlineToolNames(info *types.Info, sw *ast.SwitchStmt) []string {
	var names []string
	for _, c := range sw.Body.List {
		cc := c.(*ast.CaseClause)
		if len(cc.List) != 1 || caseAnswer(cc.Body) != nil {
			continue
		}
		if name := constString(info, cc.List[0]); name != nil {
			names = append(names, *name)
		}
	}
	return names
}

// constCaseSpans returns the spans of the cases of sw with a constant
// (first) name: the tools' cases, not the miss branch nor cases of
// computed names.
func constCaseSpans(info *types.Info, sw *ast.SwitchStmt) []span {
	var out []span
	for _, c := range sw.Body.List {
		cc := c.(*ast.CaseClause)
		if len(cc.List) > 0 && constString(info, cc.List[0]) != nil {
			out = append(out, span{cc.Pos(), cc.End()})
		}
	}
	return out
}

// nameSwitchCases returns the spans of the cases with a constant tool name
// of the switch on a hand-rolled tool name in body that contains pos, or
// nil.
func nameSwitchCases(names *dispatchFinder, body *ast.BlockStmt, pos token.Pos) []span {
	return nameSwitchSpans(names, body, func(sw *ast.SwitchStmt) bool {
		return sw.Body.Pos() <= pos && pos < sw.Body.End()
	})
}

// nameSwitchSpans returns the spans of the cases with a constant tool name
// (not the miss branch, nor cases of computed names) of the first switch
// of body, outside func literals, on a hand-rolled tool name for which
// match holds, or nil.
func nameSwitchSpans(names *dispatchFinder, body *ast.BlockStmt, match func(*ast.SwitchStmt) bool) []span {
	var found []span
	ast.Inspect(body, func(n ast.Node) bool {
		if found != nil {
			return false
		}
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		sw, ok := n.(*ast.SwitchStmt)
		if !ok || sw.Tag == nil || names.nameSDK(sw.Tag) != sdk.HandRolled || !match(sw) {
			return true
		}
		found = append([]span{}, constCaseSpans(names.info, sw)...)
		return false
	})
	if len(found) == 0 {
		return nil
	}
	return found
}
