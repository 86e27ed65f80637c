package fixguard

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// DropsLastUse reports whether replacing the syntax old, inside the
// function fn, by new text that keeps only the subexpression keep (nil when
// it keeps nothing) would remove the last use of a local variable; the
// function would then fail to compile with "declared and not used". Uses are
// counted in the outermost enclosing function, since closures share its
// variables; assignments to a variable do not count as uses.
func DropsLastUse(info *types.Info, fn *ssa.Function, old, keep ast.Node) bool {
	for fn.Parent() != nil {
		fn = fn.Parent()
	}
	body := fn.Syntax()
	if body == nil {
		return true
	}
	inKeep := func(n ast.Node) bool {
		return keep != nil && n.Pos() >= keep.Pos() && n.End() <= keep.End()
	}
	dropped := map[*types.Var]bool{}
	ast.Inspect(old, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && !inKeep(id) {
			if v, ok := info.Uses[id].(*types.Var); ok && !v.IsField() && v.Parent() != v.Pkg().Scope() {
				dropped[v] = true
			}
		}
		return true
	})
	assigned := map[*ast.Ident]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && as.Tok != token.DEFINE {
			for _, l := range as.Lhs {
				if id, ok := ast.Unparen(l).(*ast.Ident); ok {
					assigned[id] = true
				}
			}
		}
		return true
	})
	for v := range dropped {
		used := false
		ast.Inspect(body, func(n ast.Node) bool {
			if used || n == nil {
				return false
			}
			id, ok := n.(*ast.Ident)
			if !ok || info.Uses[id] != v || assigned[id] {
				return true
			}
			if id.Pos() < old.Pos() || id.End() > old.End() || inKeep(id) {
				used = true
			}
			return true
		})
		if !used {
			return true
		}
	}
	return false
}
