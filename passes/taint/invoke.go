package taint

import (
	"go/types"
	"regexp"

	"golang.org/x/tools/go/ssa"
)

// invokeSummary returns the summary of the one implementation, among the
// named types of this package and the exported ones of the module's
// packages it imports (what every driver sees of them), of a method of an interface the module declares,
// called in invoke mode: a repository interface with one database-backed
// implementation,
//
//	type Client interface{ Query(ctx, q string) ([]Row, error) }
//	rows, err := h.repo.Client.Query(ctx, q) // *Postgres.Query's summary
//
// or nil when there is none or more than one. Only the labels of its
// results count (not what flows from the arguments).
func (e *engine) invokeSummary(c *ssa.CallCommon) *FuncFact {
	m := c.Method
	if m == nil || m.Pkg() == nil || !e.ownModule(m.Pkg().Path()) {
		return nil
	}
	iface, ok := c.Value.Type().Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	if e.impls == nil {
		e.impls = map[*types.Func]*types.Func{}
	}
	impl, seen := e.impls[m]
	if !seen {
		var two bool
		impl, two = e.soleImplementation(iface, m.Name())
		e.impls[m] = impl
		if two {
			if e.twoImpls == nil {
				e.twoImpls = map[*types.Func]bool{}
			}
			e.twoImpls[m] = true
		}
	}
	if impl == nil {
		// The package that declares the interface may know its one
		// implementation when this one does not import it (a handler
		// that reaches the database package through a repository).
		f := new(FuncFact)
		if m.Pkg() != e.pass.Pkg && !e.twoImpls[m] && e.pass.ImportObjectFact(m, f) {
			return f
		}
		return nil
	}
	if impl.Pkg() == e.pass.Pkg {
		if fn := e.pkg.Prog.FuncValue(impl); fn != nil && fn.Blocks != nil {
			return e.summary(fn)
		}
		return nil
	}
	f := new(FuncFact)
	if e.pass.ImportObjectFact(impl, f) {
		return f
	}
	return nil
}

// testDouble matches names of types that stand in for an implementation in
// tests (PostgresClientMock, fakeStore, StubClient): not the one a server
// runs.
var testDouble = regexp.MustCompile(`(?i)mock|fake|stub|dummy`)

// soleImplementation returns method name of the one named type of this
// package, or exported type of a module package it imports, whose value or
// pointer implements iface (test doubles aside), or nil.
// two reports that it found two.
func (e *engine) soleImplementation(iface *types.Interface, name string) (found *types.Func, two bool) {
	seen := map[*types.Package]bool{}
	var walk func(p *types.Package) bool
	walk = func(p *types.Package) bool {
		if seen[p] || !e.ownModule(p.Path()) {
			return true
		}
		seen[p] = true
		scope := p.Scope()
		for _, n := range scope.Names() {
			tn, ok := scope.Lookup(n).(*types.TypeName)
			if !ok || tn.IsAlias() || testDouble.MatchString(n) {
				continue
			}
			if p != e.pass.Pkg && !tn.Exported() {
				// Another package's unexported type is not in its export
				// data (go vet) and its methods carry no facts there:
				// every driver must see the same implementations.
				continue
			}
			t := tn.Type()
			if types.IsInterface(t) {
				continue
			}
			if _, ok := t.(*types.Named); !ok {
				continue
			}
			var recv types.Type
			switch {
			case types.Implements(t, iface):
				recv = t
			case types.Implements(types.NewPointer(t), iface):
				recv = types.NewPointer(t)
			default:
				continue
			}
			obj, _, _ := types.LookupFieldOrMethod(recv, false, p, name)
			fn, ok := obj.(*types.Func)
			if !ok {
				continue
			}
			if found != nil && found != fn {
				two = true
				return false // two implementations: no answer
			}
			found = fn
		}
		if p != e.pass.Pkg {
			return true // an imported package's imports are incomplete in export data
		}
		for _, imp := range p.Imports() {
			if !walk(imp) {
				return false
			}
		}
		return true
	}
	if !walk(e.pass.Pkg) {
		return nil, two
	}
	return found, false
}

// exportInterfaceFacts records, on each method of an interface this
// package declares whose one implementation (see soleImplementation) is
// a type of this package, that implementation's summary: a package that
// calls the interface without importing this one (through a repository
// package that holds the interface) reads it there. Every driver sees the
// same fact.
func (e *engine) exportInterfaceFacts() {
	if e.pkg == nil {
		return
	}
	scope := e.pass.Pkg.Scope()
	for _, n := range scope.Names() {
		tn, ok := scope.Lookup(n).(*types.TypeName)
		if !ok || tn.IsAlias() || !types.IsInterface(tn.Type()) {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok || named.TypeParams().Len() > 0 {
			continue
		}
		iface := named.Underlying().(*types.Interface)
		for i := 0; i < iface.NumExplicitMethods(); i++ {
			m := iface.ExplicitMethod(i)
			impl, _ := e.soleImplementation(iface, m.Name())
			if impl == nil || impl.Pkg() != e.pass.Pkg {
				continue
			}
			fn := e.pkg.Prog.FuncValue(impl)
			if fn == nil || fn.Blocks == nil {
				continue
			}
			if f := e.summary(fn); f != nil && !f.empty() {
				e.pass.ExportObjectFact(m, f)
			}
		}
	}
}
