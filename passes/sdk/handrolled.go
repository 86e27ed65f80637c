package sdk

import (
	"go/ast"
	"go/token"
	"strings"
)

// toolsCallLiteral is the JSON-RPC method of a tool call, as a Go string
// literal.
const toolsCallLiteral = `"tools/call"`

// ToolsCallAt returns the position of the first "tools/call" string
// constant in a case clause or an == or != comparison of the non-test
// files:
// where a hand-written server answers tools/call. NoPos if none.
func ToolsCallAt(fset *token.FileSet, files []*ast.File) token.Pos {
	for _, f := range files {
		if strings.HasSuffix(fset.Position(f.Pos()).Filename, "_test.go") {
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
			}
			for _, e := range cands {
				if lit, ok := ast.Unparen(e).(*ast.BasicLit); ok && lit.Kind == token.STRING && lit.Value == toolsCallLiteral {
					at = lit.Pos()
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
