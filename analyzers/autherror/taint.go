package autherror

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/sdk"
)

// identity tracks, inside one function, the values derived from the
// caller's identity.
type identity struct {
	s    *state
	vars map[*types.Var]bool
}

// identityOf computes the identity-derived local variables of a function
// body: variables assigned from identity-derived expressions, to a fixed
// point.
func (s *state) identityOf(body *ast.BlockStmt) *identity {
	id := &identity{s: s, vars: map[*types.Var]bool{}}
	info := s.pass.TypesInfo
	mark := func(e ast.Expr) bool {
		ident, _ := astutil.Unparen(e).(*ast.Ident)
		if ident == nil {
			return false
		}
		v, _ := info.ObjectOf(ident).(*types.Var)
		if v == nil || id.vars[v] {
			return false
		}
		id.vars[v] = true
		return true
	}
	for changed := true; changed; {
		changed = false
		ast.Inspect(body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if len(n.Lhs) == len(n.Rhs) {
					for i, r := range n.Rhs {
						if id.derived(r) && mark(n.Lhs[i]) {
							changed = true
						}
					}
				} else if len(n.Rhs) == 1 && id.derived(n.Rhs[0]) {
					for _, l := range n.Lhs {
						if mark(l) {
							changed = true
						}
					}
				}
			case *ast.ValueSpec:
				for i, v := range n.Values {
					if id.derived(v) {
						if len(n.Values) == len(n.Names) {
							if mark(n.Names[i]) {
								changed = true
							}
						} else {
							for _, name := range n.Names {
								if mark(name) {
									changed = true
								}
							}
						}
					}
				}
			case *ast.RangeStmt:
				if id.derived(n.X) {
					if n.Key != nil && mark(n.Key) {
						changed = true
					}
					if n.Value != nil && mark(n.Value) {
						changed = true
					}
				}
			case *ast.IfStmt:
				// Variables set under an identity decision carry it:
				// if s == "admin" { isAdmin = true }.
				if id.derived(n.Cond) && markAssigned(n.Body, mark) {
					changed = true
				}
			}
			return true
		})
	}
	return id
}

// markAssigned marks the variables assigned with = in block.
func markAssigned(block *ast.BlockStmt, mark func(ast.Expr) bool) bool {
	changed := false
	ast.Inspect(block, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if n.Tok == token.ASSIGN {
				for _, l := range n.Lhs {
					if mark(l) {
						changed = true
					}
				}
			}
		}
		return true
	})
	return changed
}

// pureFuncPkgs are standard packages whose functions compute their result
// from their arguments only: slices.Contains(ti.Scopes, "x") is a decision
// on the caller's identity.
var pureFuncPkgs = map[string]bool{
	"slices": true, "strings": true, "bytes": true, "maps": true, "sort": true,
	"golang.org/x/exp/slices": true, "golang.org/x/exp/maps": true,
}

// derived reports whether e is derived from the caller's identity.
func (id *identity) derived(e ast.Expr) bool {
	info := id.s.pass.TypesInfo
	if e == nil {
		return false
	}
	if t := info.TypeOf(e); t != nil && sdk.IsTokenInfo(t) {
		return true
	}
	switch e := e.(type) {
	case *ast.ParenExpr:
		return id.derived(e.X)
	case *ast.Ident:
		v, _ := info.Uses[e].(*types.Var)
		return v != nil && id.vars[v]
	case *ast.SelectorExpr:
		if sel := info.Selections[e]; sel != nil && sel.Kind() == types.FieldVal {
			return id.derived(e.X)
		}
		return false
	case *ast.StarExpr:
		return id.derived(e.X)
	case *ast.UnaryExpr:
		return id.derived(e.X)
	case *ast.BinaryExpr:
		return id.derived(e.X) || id.derived(e.Y)
	case *ast.IndexExpr:
		return id.derived(e.X) || id.authHeaderIndex(e)
	case *ast.SliceExpr:
		return id.derived(e.X)
	case *ast.TypeAssertExpr:
		return id.derived(e.X)
	case *ast.CallExpr:
		return id.derivedCall(e)
	}
	return false
}

func (id *identity) derivedCall(call *ast.CallExpr) bool {
	info := id.s.pass.TypesInfo
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		return len(call.Args) == 1 && id.derived(call.Args[0])
	}
	anyArg := func() bool {
		for _, arg := range call.Args {
			if id.derived(arg) {
				return true
			}
		}
		return false
	}
	switch fn := typeutil.Callee(info, call).(type) {
	case *types.Builtin:
		return (fn.Name() == "len" || fn.Name() == "cap") && anyArg()
	case *types.Func:
		if sdk.IsTokenInfoFromContext(fn) || id.s.isHelper(fn) || id.authHeaderGet(call, fn) {
			return true
		}
		sig := fn.Type().(*types.Signature)
		if sig.Recv() == nil && fn.Pkg() != nil && pureFuncPkgs[fn.Pkg().Path()] {
			return anyArg()
		}
		if sig.Results().Len() == 1 && isBool(sig.Results().At(0).Type()) {
			// A predicate on identity-derived values decides on them.
			if anyArg() {
				return true
			}
			if sel, ok := astutil.Unparen(call.Fun).(*ast.SelectorExpr); ok && sig.Recv() != nil {
				return id.derived(sel.X)
			}
		}
	}
	return false
}

// authHeaderGet matches h.Get("Authorization") / h.Values(...) on an SDK
// request's raw HTTP header.
func (id *identity) authHeaderGet(call *ast.CallExpr, fn *types.Func) bool {
	if fn.Pkg() == nil || fn.Pkg().Path() != "net/http" || (fn.Name() != "Get" && fn.Name() != "Values") || len(call.Args) != 1 {
		return false
	}
	sel, ok := astutil.Unparen(call.Fun).(*ast.SelectorExpr)
	return ok && id.isRequestHeader(sel.X) && id.isAuthKey(call.Args[0])
}

// authHeaderIndex matches req.Header["Authorization"].
func (id *identity) authHeaderIndex(e *ast.IndexExpr) bool {
	return id.isRequestHeader(e.X) && id.isAuthKey(e.Index)
}

func (id *identity) isRequestHeader(e ast.Expr) bool {
	sel, ok := astutil.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	f, _ := id.s.pass.TypesInfo.ObjectOf(sel.Sel).(*types.Var)
	return sdk.IsRequestHeaderField(f)
}

// isAuthKey reports whether e is a constant naming a header that carries
// the caller's credentials.
func (id *identity) isAuthKey(e ast.Expr) bool {
	tv, ok := id.s.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return false
	}
	switch strings.ToLower(constant.StringVal(tv.Value)) {
	case "authorization", "x-api-key":
		return true
	}
	return false
}

func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}

// guardedReturns calls f for each return statement of body (outside nested
// function literals) whose innermost enclosing if statement has an
// identity-derived condition, with the return in its then or else block.
func (id *identity) guardedReturns(body *ast.BlockStmt, f func(r *ast.ReturnStmt, cond ast.Expr)) {
	var ifs []*ast.IfStmt
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.IfStmt:
			if n.Init != nil {
				ast.Inspect(n.Init, visit)
			}
			ifs = append(ifs, n)
			ast.Inspect(n.Body, visit)
			if n.Else != nil {
				ast.Inspect(n.Else, visit)
			}
			ifs = ifs[:len(ifs)-1]
			return false
		case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
			// A return inside a loop or switch is guarded by that, not by
			// the enclosing if.
			saved := ifs
			ifs = nil
			ast.Inspect(n, func(m ast.Node) bool {
				if m == n {
					return true
				}
				return visit(m)
			})
			ifs = saved
			return false
		case *ast.ReturnStmt:
			if len(ifs) > 0 && id.derived(ifs[len(ifs)-1].Cond) {
				f(n, ifs[len(ifs)-1].Cond)
			}
		}
		return true
	}
	ast.Inspect(body, visit)
}

// presenceOnly reports whether cond only tests whether token info is
// present (ti == nil, ti != nil, combined with && and ||).
func (id *identity) presenceOnly(cond ast.Expr) bool {
	info := id.s.pass.TypesInfo
	switch c := astutil.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		switch c.Op {
		case token.LAND, token.LOR:
			return id.presenceOnly(c.X) && id.presenceOnly(c.Y)
		case token.EQL, token.NEQ:
			x, y := c.X, c.Y
			if isNil(info, x) {
				x, y = y, x
			}
			return isNil(info, y) && sdk.IsTokenInfo(info.TypeOf(x))
		}
	}
	return false
}
