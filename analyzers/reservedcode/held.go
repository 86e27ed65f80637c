package reservedcode

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/handlers"
)

// heldSites returns, for a code site whose code is a local variable
// (`Code: code`), the same site once for each constant the variable is
// given in its function: assigned (`code = int(errs.CodeSequence)`,
// `var code = -32001`) or returned into it by a function of the package
// (`code, msg = toRPC(err)` where toRPC returns `-32020, "upstream
// failed"`). Each is judged and reported where the constant is written.
// It also returns the codes a function of another package returns into
// the code (CodeReturnsFact), to be reported at the call.
func heldSites(pass *analysis.Pass, s handlers.CodeSite) ([]handlers.CodeSite, []foreignCode) {
	code := handlers.StripConversions(pass.TypesInfo, s.Code)
	var foreign []foreignCode
	addForeign := func(e ast.Expr, idx int) {
		for _, msg := range foreignCodes(pass, e, idx) {
			foreign = append(foreign, foreignCode{e, msg})
		}
	}
	addForeign(code, 0) // Code: errs.CodeOf(err)
	id, ok := astutil.Unparen(code).(*ast.Ident)
	if !ok {
		return nil, foreign
	}
	v, ok := pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == pass.Pkg.Scope() {
		return nil, foreign
	}
	body := enclosingBody(pass.Files, v.Pos())
	if body == nil {
		return nil, foreign
	}
	var out []handlers.CodeSite
	add := func(e ast.Expr) {
		if tv, ok := pass.TypesInfo.Types[e]; ok && tv.Value != nil {
			held := s
			held.Code = e
			out = append(out, held)
		}
	}
	assigned := func(lhs []ast.Expr, rhs []ast.Expr) {
		for i, l := range lhs {
			lid, ok := astutil.Unparen(l).(*ast.Ident)
			if !ok || pass.TypesInfo.ObjectOf(lid) != v {
				continue
			}
			switch {
			case len(rhs) == len(lhs):
				add(rhs[i])
				addForeign(rhs[i], 0)
			case len(rhs) == 1:
				for _, r := range constReturns(pass, rhs[0], i) {
					add(r)
				}
				addForeign(rhs[0], i)
			}
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			assigned(n.Lhs, n.Rhs)
		case *ast.ValueSpec:
			lhs := make([]ast.Expr, len(n.Names))
			for i, name := range n.Names {
				lhs[i] = name
			}
			assigned(lhs, n.Values)
		}
		return true
	})
	return out, foreign
}

// A foreignCode is a code in MCP's bands a function of another package
// returns into a code site's code: reported at the call, with its message.
type foreignCode struct {
	call ast.Expr
	msg  string
}

// enclosingBody returns the body of the innermost function declaration or
// literal of files whose body contains pos.
func enclosingBody(files []*ast.File, pos token.Pos) *ast.BlockStmt {
	var body *ast.BlockStmt
	for _, f := range files {
		if pos < f.Pos() || pos >= f.End() {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			var b *ast.BlockStmt
			switch n := n.(type) {
			case *ast.FuncDecl:
				b = n.Body
			case *ast.FuncLit:
				b = n.Body
			}
			if b != nil && b.Pos() <= pos && pos < b.End() {
				body = b
			}
			return n == nil || n.Pos() <= pos && pos < n.End()
		})
	}
	return body
}

// constReturns returns the constant expressions that call, a call of a
// function declared in this package, returns as its result idx.
func constReturns(pass *analysis.Pass, e ast.Expr, idx int) []ast.Expr {
	call, ok := astutil.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil
	}
	fn, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() != pass.Pkg {
		return nil
	}
	var decl *ast.FuncDecl
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil && pass.TypesInfo.Defs[fd.Name] == fn {
				decl = fd
			}
		}
	}
	if decl == nil {
		return nil
	}
	var out []ast.Expr
	for ret := range ownReturns(decl.Body) {
		if idx < len(ret.Results) && len(ret.Results) > 1 {
			if tv, ok := pass.TypesInfo.Types[ret.Results[idx]]; ok && tv.Value != nil {
				out = append(out, ret.Results[idx])
			}
		}
	}
	return out
}
