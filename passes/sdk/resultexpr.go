package sdk

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

// BuildsErrorResult decides whether expression e builds a call-tool result
// with isError set: True for mcp-go's NewToolResultError* and for composite
// literals (SDK or hand-rolled, possibly &T{…}) with IsError: true; False for
// the other constructors and literals that leave it unset or false; Unknown
// for anything else (a variable, a helper call, a non-constant IsError).
func BuildsErrorResult(info *types.Info, e ast.Expr) Tri {
	e = astutil.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = astutil.Unparen(u.X)
	}
	switch e := e.(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, e).(*types.Func)
		if c, ok := ResultConstructor(fn); ok {
			return c.IsError
		}
	case *ast.CompositeLit:
		if !IsResultType(info.TypeOf(e), None) {
			return Unknown
		}
		for _, elt := range e.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				return Unknown
			}
			id, _ := kv.Key.(*ast.Ident)
			f, _ := info.ObjectOf(id).(*types.Var)
			if FieldRole(f) != RoleIsError {
				continue
			}
			tv := info.Types[kv.Value]
			if tv.Value == nil || tv.Value.Kind() != constant.Bool {
				return Unknown
			}
			if constant.BoolVal(tv.Value) {
				return True
			}
			return False
		}
		return False
	}
	return Unknown
}
