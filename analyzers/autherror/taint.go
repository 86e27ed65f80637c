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

// source says where an identity-derived value comes from.
type source uint8

const (
	srcToken    source = 1 << iota // go-sdk token info
	srcHeader                      // the request's credentials header
	srcDecision                    // an authorization decision already made on them
)

// identity tracks, inside one function, the values derived from the
// caller's identity.
type identity struct {
	s    *state
	vars map[*types.Var]source
}

// identityOf computes the identity-derived local variables of a function
// body: variables assigned from identity-derived expressions (and set
// under identity decisions), to a fixed point.
func (s *state) identityOf(body *ast.BlockStmt) *identity {
	id := &identity{s: s, vars: map[*types.Var]source{}}
	info := s.pass.TypesInfo
	mark := func(e ast.Expr, src source) bool {
		ident, _ := astutil.Unparen(e).(*ast.Ident)
		if ident == nil || src == 0 {
			return false
		}
		v, _ := info.ObjectOf(ident).(*types.Var)
		if v == nil || id.vars[v]|src == id.vars[v] {
			return false
		}
		id.vars[v] |= src
		return true
	}
	// of returns the source of an assigned value, with srcDecision when it
	// is a decision itself (allowed := slices.Contains(ti.Scopes, "x")).
	of := func(e ast.Expr) source {
		src := id.source(e)
		if src != 0 && id.decision(e) {
			src |= srcDecision
		}
		return src
	}
	for changed := true; changed; {
		changed = false
		ast.Inspect(body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if len(n.Lhs) == len(n.Rhs) {
					for i, r := range n.Rhs {
						if mark(n.Lhs[i], of(r)) {
							changed = true
						}
					}
				} else if len(n.Rhs) == 1 {
					src := of(n.Rhs[0])
					for _, l := range n.Lhs {
						if mark(l, src) {
							changed = true
						}
					}
				}
			case *ast.ValueSpec:
				for i, v := range n.Values {
					src := of(v)
					if len(n.Values) == len(n.Names) {
						if mark(n.Names[i], src) {
							changed = true
						}
					} else {
						for _, name := range n.Names {
							if mark(name, src) {
								changed = true
							}
						}
					}
				}
			case *ast.RangeStmt:
				src := id.source(n.X)
				if n.Key != nil && mark(n.Key, src) {
					changed = true
				}
				if n.Value != nil && mark(n.Value, src) {
					changed = true
				}
			case *ast.IfStmt:
				// Variables set under an identity decision carry it:
				// if s == "admin" { isAdmin = true }.
				if id.decision(n.Cond) && markAssigned(n.Body, id.source(n.Cond)|srcDecision, mark) {
					changed = true
				}
			}
			return true
		})
	}
	return id
}

// markAssigned marks the variables assigned with = in block.
func markAssigned(block *ast.BlockStmt, src source, mark func(ast.Expr, source) bool) bool {
	changed := false
	ast.Inspect(block, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if n.Tok == token.ASSIGN {
				for _, l := range n.Lhs {
					if mark(l, src) {
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
func (id *identity) derived(e ast.Expr) bool { return id.source(e) != 0 }

// source returns where e's identity-derived value comes from, or 0.
func (id *identity) source(e ast.Expr) source {
	info := id.s.pass.TypesInfo
	if e == nil {
		return 0
	}
	if t := info.TypeOf(e); t != nil && sdk.IsTokenInfo(t) {
		return srcToken
	}
	switch e := e.(type) {
	case *ast.ParenExpr:
		return id.source(e.X)
	case *ast.Ident:
		if v, _ := info.Uses[e].(*types.Var); v != nil {
			return id.vars[v]
		}
	case *ast.SelectorExpr:
		if sel := info.Selections[e]; sel != nil && sel.Kind() == types.FieldVal {
			return id.source(e.X) &^ srcDecision
		}
	case *ast.StarExpr:
		return id.source(e.X)
	case *ast.UnaryExpr:
		return id.source(e.X)
	case *ast.BinaryExpr:
		return id.source(e.X) | id.source(e.Y)
	case *ast.IndexExpr:
		if id.authHeaderIndex(e) {
			return srcHeader
		}
		return id.source(e.X) &^ srcDecision
	case *ast.SliceExpr:
		return id.source(e.X) &^ srcDecision
	case *ast.TypeAssertExpr:
		return id.source(e.X) &^ srcDecision
	case *ast.CallExpr:
		return id.callSource(e)
	}
	return 0
}

func (id *identity) callSource(call *ast.CallExpr) source {
	info := id.s.pass.TypesInfo
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		if len(call.Args) == 1 {
			return id.source(call.Args[0])
		}
		return 0
	}
	args := func() source {
		var src source
		for _, arg := range call.Args {
			src |= id.source(arg)
		}
		return src &^ srcDecision
	}
	switch fn := typeutil.Callee(info, call).(type) {
	case *types.Builtin:
		if fn.Name() == "len" || fn.Name() == "cap" {
			return args()
		}
	case *types.Func:
		if sdk.IsTokenInfoFromContext(fn) {
			return srcToken
		}
		if id.authHeaderGet(call, fn) {
			return srcHeader
		}
		if f := id.s.helperFact(fn); f != nil {
			src := srcToken
			if f.Header {
				src = srcHeader
			}
			if f.Decides {
				src |= srcDecision
			}
			return src
		}
		sig := fn.Type().(*types.Signature)
		if sig.Recv() == nil && fn.Pkg() != nil && pureFuncPkgs[fn.Pkg().Path()] {
			return args()
		}
		if sig.Results().Len() == 1 && isBool(sig.Results().At(0).Type()) {
			// A predicate on identity-derived values decides on them.
			if src := args(); src != 0 {
				return src
			}
			if sel, ok := astutil.Unparen(call.Fun).(*ast.SelectorExpr); ok && sig.Recv() != nil {
				return id.source(sel.X) &^ srcDecision
			}
		}
	}
	return 0
}

// decision reports whether cond decides on the caller's identity rather
// than merely testing that it is there: a comparison of an identity value
// with something other than nil or "", a predicate on it (slices.Contains,
// a helper), or a variable holding such a decision. A presence test counts
// only for the raw credentials header, which no SDK middleware checks.
func (id *identity) decision(cond ast.Expr) bool {
	info := id.s.pass.TypesInfo
	switch c := astutil.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		return c.Op == token.NOT && id.decision(c.X)
	case *ast.BinaryExpr:
		switch c.Op {
		case token.LAND, token.LOR:
			return id.decision(c.X) || id.decision(c.Y)
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			sx, sy := id.source(c.X), id.source(c.Y)
			if sx|sy == 0 {
				return false
			}
			if (sx|sy)&srcDecision != 0 {
				return true
			}
			y := c.Y
			if sx == 0 {
				y, sx = c.X, sy
			}
			if isNil(info, y) || isEmptyString(info, y) {
				return sx&srcHeader != 0
			}
			return true
		}
	case *ast.CallExpr:
		src := id.callSource(c)
		return src != 0 && isBool(info.TypeOf(c))
	case *ast.Ident:
		return id.source(c)&srcDecision != 0
	}
	return false
}

func isEmptyString(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == ""
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
// function literals) whose innermost enclosing if statement has a condition
// accepted by guard, with the return in its then or else block.
func (id *identity) guardedReturns(body *ast.BlockStmt, guard func(cond ast.Expr) bool, f func(r *ast.ReturnStmt, cond ast.Expr)) {
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
			if len(ifs) > 0 && guard(ifs[len(ifs)-1].Cond) {
				f(n, ifs[len(ifs)-1].Cond)
			}
		}
		return true
	}
	ast.Inspect(body, visit)
}

// isNil reports whether e is the predeclared nil (a literal, which carries
// no identity; nil-ness of values is the return model's).
func isNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}
