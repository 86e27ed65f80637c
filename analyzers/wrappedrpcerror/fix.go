package wrappedrpcerror

import (
	"bytes"
	"go/ast"
	"go/constant"
	"go/format"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/internal/fixguard"
	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/nilflow"
)

// unwrapFix replaces the wrapping call in `return ..., wrap(e)` by e when
// the call is written in the return statement itself and wraps exactly
// one operand, the one holding the *jsonrpc.Error.
func unwrapFix(pass *analysis.Pass, h *handlers.Handler, ret *ssa.Return, link nilflow.Link) []analysis.SuggestedFix {
	stmt := returnStmt(pass, ret.Pos())
	if stmt == nil || len(stmt.Results) != len(ret.Results) {
		return nil
	}
	call, ok := ast.Unparen(stmt.Results[h.ErrIndex]).(*ast.CallExpr)
	if !ok || call.Ellipsis.IsValid() {
		return nil
	}
	// The SSA wrapper call must be this very call.
	if link.Wrapper == nil || ssaCallPos(link.Wrapper) != call.Lparen {
		return nil
	}
	inner := wrappedOperand(pass.TypesInfo, call)
	if inner == nil {
		return nil
	}
	if fixguard.DropsLastUse(pass.TypesInfo, h.Fn, call, inner) {
		return nil
	}
	text := src(pass.Fset, inner)
	if text == "" {
		return nil
	}
	return []analysis.SuggestedFix{{
		Message: "return the *jsonrpc.Error unwrapped",
		TextEdits: []analysis.TextEdit{{
			Pos: stmt.Results[h.ErrIndex].Pos(), End: stmt.Results[h.ErrIndex].End(), NewText: []byte(text),
		}},
	}}
}

func ssaCallPos(c *ssa.CallCommon) token.Pos { return c.Pos() }

// wrappedOperand returns the single operand a wrapping call keeps in its
// chain: the %w operand of fmt.Errorf, or the error argument of a
// github.com/pkg/errors-style wrapper. It returns nil otherwise.
func wrappedOperand(info *types.Info, call *ast.CallExpr) ast.Expr {
	var id *ast.Ident
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.SelectorExpr:
		id = f.Sel
	case *ast.Ident:
		id = f
	default:
		return nil
	}
	fn, _ := info.Uses[id].(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	errT := types.Universe.Lookup("error").Type()
	if fn.Pkg().Path() == "fmt" && fn.Name() == "Errorf" {
		if len(call.Args) < 2 {
			return nil
		}
		tv := info.Types[call.Args[0]]
		if tv.Value == nil || tv.Value.Kind() != constant.String {
			return nil
		}
		format := constant.StringVal(tv.Value)
		if strings.ContainsAny(format, "*[") {
			return nil
		}
		idx := nilflow.WrapVerbs(format, len(call.Args)-1)
		if len(idx) != 1 {
			return nil
		}
		return call.Args[1+idx[0]]
	}
	if fn.Pkg().Path() == "errors" {
		return nil // errors.Join: which operand to keep is the author's call
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return nil
	}
	var out ast.Expr
	for i := 0; i < sig.Params().Len() && i < len(call.Args); i++ {
		if sig.Variadic() && i == sig.Params().Len()-1 {
			break
		}
		if types.Identical(sig.Params().At(i).Type(), errT) {
			if out != nil {
				return nil
			}
			out = call.Args[i]
		}
	}
	return out
}

func returnStmt(pass *analysis.Pass, pos token.Pos) *ast.ReturnStmt {
	for _, f := range pass.Files {
		if pos < f.FileStart || pos > f.FileEnd {
			continue
		}
		var found *ast.ReturnStmt
		ast.Inspect(f, func(n ast.Node) bool {
			if found != nil || n == nil || pos < n.Pos() || pos >= n.End() {
				return false
			}
			if r, ok := n.(*ast.ReturnStmt); ok && r.Return == pos {
				found = r
			}
			return true
		})
		return found
	}
	return nil
}

func src(fset *token.FileSet, e ast.Expr) string {
	var buf bytes.Buffer
	if err := format.Node(&buf, fset, e); err != nil {
		return ""
	}
	return buf.String()
}
