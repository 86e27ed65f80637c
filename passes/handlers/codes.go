package handlers

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/sdk"
)

// CodeParamFact marks a project function whose parameter Param (receiver
// excluded) becomes the code of a JSON-RPC error the function builds, as in
//
//	func rpcErr(code int, msg string) *jsonrpc.Error {
//		return &jsonrpc.Error{Code: int64(code), Message: msg}
//	}
type CodeParamFact struct {
	Param int
	SDK   sdk.SDK
}

// AFact marks CodeParamFact as an analysis fact.
func (*CodeParamFact) AFact() {}

func (f *CodeParamFact) String() string {
	return fmt.Sprintf("codeparam(%d, %s)", f.Param, f.SDK)
}

// CodeSite is a place in the package where a value becomes the code of a
// JSON-RPC error: directly (an SDK error type, constructor or hand-rolled
// error struct) or through a project helper's code parameter.
type CodeSite struct {
	sdk.CodeSite
	// Node is the composite literal, call or assignment that sets the code.
	Node ast.Node
	// Helper is the project helper whose code parameter receives Code, or
	// nil when Node builds the error itself.
	Helper *types.Func
	// Envelope is set for an error object written as a map inside a
	// JSON-RPC response map (its "jsonrpc" member names the protocol).
	Envelope bool
}

// findCodeSites lists the code sites of the package and exports a
// CodeParamFact for each helper whose parameter becomes a code. With
// envelopeOnly, for a package of the module without MCP code (an HTTP
// auth middleware's 401 body), it lists only the error objects written as
// map literals with a constant code inside a JSON-RPC response map (the
// "jsonrpc" member says that the map goes to an MCP client).
func findCodeSites(pass *analysis.Pass, v sdk.Versions, envelopeOnly bool) []CodeSite {
	local := map[*types.Func]*CodeParamFact{}
	helperFact := func(fn *types.Func) *CodeParamFact {
		if fn == nil {
			return nil
		}
		fn = fn.Origin()
		if f := local[fn]; f != nil {
			return f
		}
		if fn.Pkg() == pass.Pkg {
			return nil
		}
		f := new(CodeParamFact)
		if pass.ImportObjectFact(fn, f) {
			return f
		}
		return nil
	}
	var sites []CodeSite
	for changed := true; changed; {
		changed = false
		sites = sites[:0]
		for _, file := range pass.Files {
			var stack []ast.Node // enclosing function declarations and literals
			ast.Inspect(file, func(n ast.Node) bool {
				if n == nil {
					stack = stack[:len(stack)-1]
					return true
				}
				stack = append(stack, n)
				var found []CodeSite
				_, isLit := n.(*ast.CompositeLit)
				inEnvelope := isLit && envelopeError(pass.TypesInfo, stack)
				if !envelopeOnly && !comparedWith(pass.TypesInfo, stack) {
					for _, s := range sdk.CodeSitesOf(pass.TypesInfo, n, v) {
						found = append(found, CodeSite{CodeSite: s, Node: n, Envelope: inEnvelope})
					}
				}
				if lit, ok := n.(*ast.CompositeLit); ok && len(found) == 0 && inEnvelope {
					// The error member of a JSON-RPC response map whose
					// code a helper is given: errResp(id, code, msg).
					if s, ok := sdk.MapErrorObject(pass.TypesInfo, lit, !envelopeOnly); ok {
						found = append(found, CodeSite{CodeSite: s, Node: n, Envelope: true})
					}
				}
				if call, ok := n.(*ast.CallExpr); ok && !envelopeOnly {
					fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
					if f := helperFact(fn); f != nil && f.Param < len(call.Args) && !variadicAt(fn, f.Param) {
						found = append(found, CodeSite{
							CodeSite: sdk.CodeSite{SDK: f.SDK, Code: call.Args[f.Param]},
							Node:     n, Helper: fn.Origin(),
						})
					}
				}
				for _, s := range found {
					sites = append(sites, s)
					if s.Code == nil {
						continue
					}
					decl, idx := paramOf(pass.TypesInfo, stack, s.Code)
					if decl == nil || local[decl] != nil {
						continue
					}
					local[decl] = &CodeParamFact{Param: idx, SDK: s.SDK}
					changed = true
				}
				return true
			})
		}
	}
	for fn, f := range local {
		pass.ExportObjectFact(fn, f)
	}
	return append(sites, copiedFieldSites(pass.TypesInfo, pass.Pkg, pass.Files, sites)...)
}

// comparedWith reports whether the innermost node of stack is a composite
// literal that an error is only compared with (`errors.Is(err,
// &jsonrpc.Error{Code: -32004})`, `err == …`): recognizing an error the
// SDK or a peer made sets no code.
func comparedWith(info *types.Info, stack []ast.Node) bool {
	i := len(stack) - 1
	lit, ok := stack[i].(*ast.CompositeLit)
	if !ok {
		return false
	}
	i--
	if i >= 0 {
		if u, ok := stack[i].(*ast.UnaryExpr); ok && u.Op == token.AND {
			i--
		}
	}
	if i < 0 {
		return false
	}
	switch p := stack[i].(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, p).(*types.Func)
		return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "errors" && (fn.Name() == "Is" || fn.Name() == "As") &&
			len(p.Args) == 2 && p.Args[1].Pos() <= lit.Pos() && lit.End() <= p.Args[1].End()
	case *ast.BinaryExpr:
		return p.Op == token.EQL || p.Op == token.NEQ
	}
	return false
}

// copiedFieldSites returns, for each code site whose code is read from a
// field of a struct type of this package (a Go error without JSON tags
// whose code the server copies into its wire error:
// `newErrResp(id, pe.Code, pe.Message)`), the constants the package stores
// into that field, as code sites of the same SDK and helper at the store
// (`&protoErr{Code: -32004}`, `pe.Code = -32004`).
func copiedFieldSites(info *types.Info, pkg *types.Package, files []*ast.File, sites []CodeSite) []CodeSite {
	from := map[*types.Var]CodeSite{}
	have := map[token.Pos]bool{}
	for _, s := range sites {
		if s.Code == nil {
			continue
		}
		have[s.Code.Pos()] = true
		sel, ok := astutil.Unparen(StripConversions(info, s.Code)).(*ast.SelectorExpr)
		if !ok {
			continue
		}
		if f, ok := info.Uses[sel.Sel].(*types.Var); ok && f.IsField() && f.Pkg() == pkg {
			if _, seen := from[f]; !seen {
				from[f] = s
			}
		}
	}
	if len(from) == 0 {
		return nil
	}
	var out []CodeSite
	add := func(n ast.Node, key *ast.Ident, val ast.Expr) {
		f, ok := info.Uses[key].(*types.Var)
		if !ok {
			return
		}
		s, ok := from[f]
		if !ok || have[val.Pos()] {
			return
		}
		if tv, ok := info.Types[val]; !ok || tv.Value == nil {
			return // only constants are judged
		}
		have[val.Pos()] = true
		out = append(out, CodeSite{CodeSite: sdk.CodeSite{SDK: s.SDK, Code: val}, Node: n, Helper: s.Helper})
	}
	for _, file := range files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				for _, elt := range n.Elts {
					if kv, ok := elt.(*ast.KeyValueExpr); ok {
						if key, ok := kv.Key.(*ast.Ident); ok {
							add(n, key, kv.Value)
						}
					}
				}
			case *ast.AssignStmt:
				if len(n.Lhs) != len(n.Rhs) {
					return true
				}
				for i, l := range n.Lhs {
					if sel, ok := astutil.Unparen(l).(*ast.SelectorExpr); ok {
						add(n, sel.Sel, n.Rhs[i])
					}
				}
			}
			return true
		})
	}
	return out
}

// variadicAt reports whether parameter i of fn is its variadic parameter.
func variadicAt(fn *types.Func, i int) bool {
	sig, ok := fn.Type().(*types.Signature)
	return !ok || sig.Variadic() && i == sig.Params().Len()-1
}

// paramOf reports whether e (through parentheses and conversions) is a
// parameter of the function declaration at the bottom of the stack, and
// returns that function and the parameter's index.
func paramOf(info *types.Info, stack []ast.Node, e ast.Expr) (*types.Func, int) {
	e = StripConversions(info, e)
	id, ok := e.(*ast.Ident)
	if !ok {
		return nil, -1
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok {
		return nil, -1
	}
	for _, n := range stack {
		fd, ok := n.(*ast.FuncDecl)
		if !ok {
			continue
		}
		fn, ok := info.Defs[fd.Name].(*types.Func)
		if !ok {
			return nil, -1
		}
		params := fn.Type().(*types.Signature).Params()
		for i := 0; i < params.Len(); i++ {
			if params.At(i) == v {
				return fn, i
			}
		}
		return nil, -1
	}
	return nil, -1
}

// StripConversions removes parentheses and conversions to basic (numeric)
// types from e: int64(code) is code.
func StripConversions(info *types.Info, e ast.Expr) ast.Expr {
	for {
		e = astutil.Unparen(e)
		call, ok := e.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return e
		}
		tv, ok := info.Types[call.Fun]
		if !ok || !tv.IsType() {
			return e
		}
		e = call.Args[0]
	}
}

// envelopeError reports whether the last node of stack, a composite
// literal, is the "error" member of a map literal that also has a
// "jsonrpc" member: a JSON-RPC response's error object.
func envelopeError(info *types.Info, stack []ast.Node) bool {
	if len(stack) < 3 {
		return false
	}
	kv, ok := stack[len(stack)-2].(*ast.KeyValueExpr)
	if !ok || kv.Value != stack[len(stack)-1] {
		return false
	}
	if k := constString(info, kv.Key); k == nil || *k != "error" {
		return false
	}
	outer, ok := stack[len(stack)-3].(*ast.CompositeLit)
	if !ok {
		return false
	}
	for _, elt := range outer.Elts {
		if okv, ok := elt.(*ast.KeyValueExpr); ok {
			if k := constString(info, okv.Key); k != nil && *k == "jsonrpc" {
				return true
			}
		}
	}
	return false
}
