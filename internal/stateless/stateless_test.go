package stateless

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

// TestNoPackageStateWrittenAfterInit loads the suite's packages (the checks,
// the shared passes and the command) and fails on every statement outside
// an init function and a package-level initializer that writes a
// package-level variable of the module: an assignment to it or into it (an
// element, a field), an increment, or a store through sync/atomic, except
// the few in allowed, none of which a pass's result depends on. Flags are
// the one channel for options and hand-overs (go vet's cache key sees
// them); their values are written by flag parsing, not here.
func TestNoPackageStateWrittenAfterInit(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the module's packages with types: skipped under -short")
	}
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo, Dir: "../.."}
	pkgs, err := packages.Load(cfg, "./analyzers/...", "./passes/...", "./cmd/...")
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatal("packages failed to load")
	}
	for _, p := range pkgs {
		for _, f := range p.Syntax {
			name := p.Fset.Position(f.Pos()).Filename
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			for _, decl := range f.Decls {
				fd, ok := decl.(*ast.FuncDecl)
				if !ok || fd.Body == nil || fd.Recv == nil && fd.Name.Name == "init" {
					continue
				}
				for _, w := range writes(p.TypesInfo, fd.Body) {
					if allowed[w.v.Pkg().Name()+"."+w.v.Name()] != "" {
						continue
					}
					t.Errorf("%s: %s writes package-level variable %s after init: pass it through the pass (a result, a fact) or an analyzer flag", p.Fset.Position(w.pos), fd.Name.Name, w.v.Name())
				}
			}
		}
	}
}

// allowed lists the package-level variables written after init, and why no
// pass's result depends on them.
var allowed = map[string]string{
	"report.observer":          "the standalone driver observes suppressions to report unused directives; no pass reads it",
	"taint.compiledOf":         "a memo of compile, a pure function of the flags' values",
	"analyzers.hardened":       "Harden wires panic recovery into the analyzers once, before any run",
	"analyzers.nextFailedFact": "Harden wires panic recovery into the analyzers once, before any run",
	"analyzers.failures":       "internal errors of shared passes, kept for the driver's error report; no pass reads it",
}

type write struct {
	pos token.Pos
	v   *types.Var
}

// writes returns the writes of package-level variables in body.
func writes(info *types.Info, body *ast.BlockStmt) []write {
	var out []write
	note := func(e ast.Expr) {
		if v := packageVar(info, e); v != nil {
			out = append(out, write{e.Pos(), v})
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE {
				return true
			}
			for _, l := range n.Lhs {
				note(l)
			}
		case *ast.IncDecStmt:
			note(n.X)
		case *ast.CallExpr:
			// v.Store(x), v.Add(1) on a sync/atomic variable.
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
				if fn, ok := info.Uses[sel.Sel].(*types.Func); ok && fn.Pkg() != nil && fn.Pkg().Path() == "sync/atomic" &&
					!strings.HasPrefix(fn.Name(), "Load") {
					note(sel.X)
				}
			}
		}
		return true
	})
	return out
}

// packageVar returns the package-level variable of the module that e
// writes through (e itself, or the base of its selectors and indexes), or
// nil.
func packageVar(info *types.Info, e ast.Expr) *types.Var {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			if v, ok := info.Uses[x.Sel].(*types.Var); ok && !v.IsField() {
				return moduleVar(v) // pkg.Var
			}
			if sel := info.Selections[x]; sel != nil && sel.Indirect() {
				return nil // through a pointer: not the variable's own memory
			}
			e = x.X
		case *ast.IndexExpr:
			if _, isMap := info.TypeOf(x.X).Underlying().(*types.Map); isMap {
				return moduleVar(rootVar(info, x.X))
			}
			if _, isSlice := info.TypeOf(x.X).Underlying().(*types.Slice); isSlice {
				return moduleVar(rootVar(info, x.X))
			}
			e = x.X
		case *ast.StarExpr:
			return nil
		case *ast.Ident:
			v, _ := info.Uses[x].(*types.Var)
			return moduleVar(v)
		default:
			return nil
		}
	}
}

// rootVar returns the variable e names, or nil.
func rootVar(info *types.Info, e ast.Expr) *types.Var {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, _ := info.Uses[x].(*types.Var)
		return v
	case *ast.SelectorExpr:
		v, _ := info.Uses[x.Sel].(*types.Var)
		if v != nil && v.IsField() {
			return rootVar(info, x.X)
		}
		return v
	}
	return nil
}

// moduleVar returns v if it is a package-level variable of this module.
func moduleVar(v *types.Var) *types.Var {
	if v == nil || v.IsField() || v.Pkg() == nil || v.Parent() != v.Pkg().Scope() {
		return nil
	}
	if !strings.HasPrefix(v.Pkg().Path(), "github.com/mcplint/mcplint/") {
		return nil
	}
	return v
}
