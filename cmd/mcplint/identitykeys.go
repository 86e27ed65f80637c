package main

import (
	"fmt"
	"go/ast"
	"go/types"
	"io"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/identity"
)

// handOverIdentityKeys prepares the run of a server whose HTTP layer
// stores the caller in the context under a key declared in another
// package (a context function in main storing tools.UserKey, or calling
// auth.WithUser): the packages that read the key back are analyzed before
// the one that stores it, so the identity pass runs once on pkgs first and
// the identity keys it finds are handed to the real run through the
// identity pass's flag (identity.FlagKeys, -autherror.identitykeys), beside
// any the command line gives. It does nothing (and costs nothing) unless
// selected needs the identity pass and a root package stores such a key.
// With verbose set, it says which keys it found and how to give them to go
// vet. The returned function restores the flag.
func handOverIdentityKeys(pkgs []*packages.Package, selected []*analysis.Analyzer, verbose io.Writer) (clear func()) {
	clear = func() {}
	if !requires(selected, identity.Analyzer) || !storesForeignKey(pkgs) {
		return clear
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{identity.Analyzer}, pkgs, nil)
	if err != nil {
		return clear
	}
	var keys []string
	for act := range graph.All() {
		if res, ok := act.Result.(*identity.Result); ok && res != nil && act.Err == nil {
			keys = append(keys, res.Keys()...)
		}
	}
	if len(keys) == 0 {
		return clear
	}
	slices.Sort(keys)
	keys = slices.Compact(keys)
	if verbose != nil {
		fmt.Fprintf(verbose, "%s: identity keys an importing package's HTTP layer stores the caller under: %s (under go vet: -autherror.%s=%s)\n",
			progName, strings.Join(keys, ", "), identity.FlagKeys, strings.Join(keys, ","))
	}
	f := identity.Analyzer.Flags.Lookup(identity.FlagKeys)
	given := f.Value.String()
	if given != "" {
		keys = append(keys, given)
	}
	if err := f.Value.Set(strings.Join(keys, ",")); err != nil {
		return clear
	}
	return func() { f.Value.Set(given) }
}

// requires reports whether one of as is a or requires it.
func requires(as []*analysis.Analyzer, a *analysis.Analyzer) bool {
	for _, x := range as {
		if x == a || requires(x.Requires, a) {
			return true
		}
	}
	return false
}

// storesForeignKey reports whether a root package's non-test code that
// reads the caller's identity (mentions a request header, BasicAuth or
// go-sdk token info) stores a context value under a key its own analysis
// cannot tell its readers about: context.WithValue with a key of a basic
// type or declared in another package of the module, or a call of such a
// package's function that takes and returns a context.Context with more
// arguments (a setter such as auth.WithUser). Keys and setters of
// packages outside the module (oauth2.HTTPClient, a tracer's
// ContextWithSpan) do not count: nothing reads them in the module's code.
func storesForeignKey(pkgs []*packages.Package) bool {
	own := map[*types.Package]bool{}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if p.Types != nil && len(p.Syntax) > 0 {
			own[p.Types] = true
		}
	})
	for _, p := range pkgs {
		if p.Types == nil || p.TypesInfo == nil || !readsIdentity(p) {
			continue
		}
		for _, f := range p.Syntax {
			if strings.HasSuffix(p.Fset.File(f.Pos()).Name(), "_test.go") {
				continue
			}
			found := false
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || found {
					return !found
				}
				fn, _ := typeutil.Callee(p.TypesInfo, call).(*types.Func)
				if fn == nil || fn.Pkg() == nil || fn.Pkg() == p.Types {
					return true
				}
				if fn.Pkg().Path() == "context" {
					found = fn.Name() == "WithValue" && len(call.Args) == 3 && foreignKey(p, own, call.Args[1])
				} else {
					found = own[fn.Pkg()] && setterShape(fn)
				}
				return !found
			})
			if found {
				return true
			}
		}
	}
	return false
}

// foreignKey reports whether key, a context key stored in package p, is
// of a basic type, or it or its type is declared in another package of
// own.
func foreignKey(p *packages.Package, own map[*types.Package]bool, key ast.Expr) bool {
	var id *ast.Ident
	switch k := ast.Unparen(key).(type) {
	case *ast.Ident:
		id = k
	case *ast.SelectorExpr:
		id = k.Sel
	}
	if obj := p.TypesInfo.Uses[id]; obj != nil && obj.Pkg() != p.Types && own[obj.Pkg()] {
		return true // tools.UserKey
	}
	tv, ok := p.TypesInfo.Types[key]
	if !ok {
		return false
	}
	t := types.Unalias(tv.Type)
	if ptr, ok := t.(*types.Pointer); ok {
		t = types.Unalias(ptr.Elem())
	}
	switch t := t.(type) {
	case *types.Basic:
		return true
	case *types.Named:
		return t.Obj().Pkg() != p.Types && own[t.Obj().Pkg()]
	}
	return false
}

// readsIdentity reports whether p's code selects a name through which the
// caller's identity is read: a request's Header, BasicAuth, go-sdk token
// info.
func readsIdentity(p *packages.Package) bool {
	for _, f := range p.Syntax {
		found := false
		ast.Inspect(f, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				switch sel.Sel.Name {
				case "Header", "BasicAuth", "TokenInfo", "TokenInfoFromContext":
					found = true
				}
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// setterShape reports whether fn takes a context.Context and more and
// returns a context.Context first.
func setterShape(fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	if sig.Params().Len() < 2 || sig.Results().Len() == 0 {
		return false
	}
	isCtx := func(t types.Type) bool {
		n, ok := types.Unalias(t).(*types.Named)
		return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context"
	}
	return isCtx(sig.Results().At(0).Type()) && slices.ContainsFunc(slices.Collect(sig.Params().Variables()), func(v *types.Var) bool { return isCtx(v.Type()) })
}
