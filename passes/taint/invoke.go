package taint

import (
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/report"
)

// invokeSummary returns what a call in invoke mode of a method of an
// interface the module declares carries, from the implementations among
// the named types of this package and the exported ones of the module's
// packages it imports (what every driver sees of them): a repository
// interface with one database-backed implementation,
//
//	type Client interface{ Query(ctx, q string) ([]Row, error) }
//	rows, err := h.repo.Client.Query(ctx, q) // *Postgres.Query's summary
//
// With two or more implementations, each result carries the sources of a
// kind that every implementation's result carries (see meet): a client
// and a wrapper that forwards to it both carry the client's
// configured-endpoint error; one clean implementation makes it carry
// nothing. Nil when nothing is known. Only the labels of its results count
// (not what flows from the arguments).
func (e *engine) invokeSummary(c *ssa.CallCommon) *FuncFact {
	set := e.invoked(c)
	if !set.ok {
		return nil
	}
	m := c.Method
	if len(set.fns) == 0 || e.onlyBusy(set.fns) {
		// (The only implementation seen being summarized: a wrapper of
		// the package forwarding to the interface it implements too,
		// a cache over its Source, wraps the others.)
		// The package that declares the interface may know its
		// implementations when this one does not import them (a handler
		// that reaches the database package through a repository).
		f := new(FuncFact)
		if m.Pkg() != e.pass.Pkg && e.pass.ImportObjectFact(m, f) {
			return f
		}
		// An imported package that wires the implementations in
		// (WiredImplsFact) when this one cannot see their package.
		if f := e.wiredSummary(m); f != nil {
			return f
		}
		// An interface over an infrastructure client (sqlc's DBTX:
		// `Exec(ctx, sql, args...) (pgconn.CommandTag, error)`, which
		// the pool implements): its error is the client's.
		if f := e.facadeSummary(c); f != nil {
			return f
		}
		// Nothing here knows them: the error stands for what they
		// carry, decided where a package that sees them registers the
		// handler (see pending.go).
		return e.pendingSummary(c)
	}
	return e.implsSummary(set.fns)
}

// onlyBusy reports whether every function of fns is of this package and
// being summarized.
func (e *engine) onlyBusy(fns []*types.Func) bool {
	for _, impl := range fns {
		if impl.Pkg() != e.pass.Pkg {
			return false
		}
		if fn := e.pkg.Prog.FuncValue(impl); fn == nil || !e.busy[fn] {
			return false
		}
	}
	return true
}

// facadeSummary returns, for a call of a method of an interface of the
// module that no type of the module implements, every method of which
// takes or returns a type of an infrastructure package (a database driver's
// command tag, rows or result; net and net/http aside, whose errors have
// rules of their own), a summary whose error results carry that package's
// error text: the interface stands for the driver's client. Nil
// otherwise, and for a method without an error result.
func (e *engine) facadeSummary(c *ssa.CallCommon) *FuncFact {
	iface, ok := c.Value.Type().Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	// Every method is the client's (Exec, Query, QueryRow): an interface
	// with methods of the module's own (QuoteIdentifier) has
	// implementations of the module elsewhere, decided where they are
	// seen (pending.go).
	for m := range iface.Methods() {
		if e.infraSignature(m.Signature()) == "" {
			return nil
		}
	}
	prefix := e.infraSignature(c.Method.Signature())
	sig := c.Method.Signature()
	res := sig.Results()
	f := &FuncFact{Results: make([]Taint, res.Len())}
	found := false
	for i := 0; i < res.Len(); i++ {
		if irutil.IsErrorType(res.At(i).Type()) {
			f.Results[i] = e.label(Infra, "raw "+prefix+" error text from "+c.Method.Name()+" of an interface over "+prefix, c.Pos(), whyInfra(prefix))
			found = true
		}
	}
	if !found {
		return nil
	}
	return f
}

// infraSignature returns the prefix of an infrastructure package (net and
// net/http aside) a type of whose sig takes or returns, or "".
func (e *engine) infraSignature(sig *types.Signature) string {
	for _, tup := range []*types.Tuple{sig.Params(), sig.Results()} {
		for v := range tup.Variables() {
			n, _ := types.Unalias(deref(v.Type())).(*types.Named)
			if n == nil || n.Obj().Pkg() == nil {
				continue
			}
			if p, ok := e.cfg.infraPrefix(n.Obj().Pkg().Path()); ok && p != "net" && p != "net/http" && e.isInfra(p) {
				return p
			}
		}
	}
	return ""
}

// implSet is what implementations found for one interface method.
type implSet struct {
	fns []*types.Func
	ok  bool
}

// invoked returns the implementations of the method a call in invoke mode
// calls, when it is a method of an interface the module declares (ok
// false otherwise), once per method.
func (e *engine) invoked(c *ssa.CallCommon) implSet {
	m := c.Method
	iface, ok := c.Value.Type().Underlying().(*types.Interface)
	if m == nil || m.Pkg() == nil || !ok || !e.ownModule(m.Pkg().Path()) {
		return implSet{}
	}
	if e.impls == nil {
		e.impls = map[*types.Func]implSet{}
	}
	set, seen := e.impls[m]
	if !seen {
		set.fns, set.ok = e.implementations(iface, m.Name())
		e.impls[m] = set
	}
	return set
}

// implsSummary returns the summary of the one implementation in fns, or
// the meet of the summaries of several; nil when one of them is unknown
// (a function without a body, one being computed).
func (e *engine) implsSummary(fns []*types.Func) *FuncFact {
	sums := make([]*FuncFact, 0, len(fns))
	for _, impl := range fns {
		var f *FuncFact
		if impl.Pkg() == e.pass.Pkg {
			fn := e.pkg.Prog.FuncValue(impl)
			if fn == nil || fn.Blocks == nil {
				return nil
			}
			if e.busy[fn] {
				// Being summarized: a wrapper whose method forwards to
				// this very interface (`return c.PrometheusAPI.HealthCheck(ctx)`)
				// carries what the others do.
				continue
			}
			if f = e.summary(fn); f == nil {
				return nil
			}
		} else {
			// An imported function without a fact carries nothing: its
			// package exports every non-empty summary.
			f = new(FuncFact)
			e.pass.ImportObjectFact(impl, f)
		}
		if impl.Pkg() != e.pass.Pkg {
			f = e.resolvedFact(f)
		}
		if forwardsOnly(f) {
			// A wrapper forwarding to an interface its package cannot
			// resolve (a cache over a Source): it carries what the
			// implementation it wraps does, one of the others.
			continue
		}
		sums = append(sums, f)
	}
	switch len(sums) {
	case 0:
		return nil
	case 1:
		return sums[0]
	}
	return meet(sums, fns[0].Type().(*types.Signature).Results())
}

// forwardsOnly reports whether f's results carry Pending labels and
// nothing else: the function forwards an interface call's results.
func forwardsOnly(f *FuncFact) bool {
	pending := false
	for _, r := range f.Results {
		for _, l := range r.Labels {
			if l.Kind != Pending {
				return false
			}
			pending = true
		}
	}
	return pending
}

// meet returns, for each error result (of types res), the labels of the
// kinds of source that every summary's same result carries (all of their
// labels of such a kind, each implementation's own): whichever
// implementation runs, the error carries text of that kind. Other results
// carry nothing: a value that one implementation builds from a password
// and another from a file path is not an error that prints either (a
// database dialect's FormatDSN), and which one runs is not known.
// Parameter flows and struct refinements are dropped.
func meet(sums []*FuncFact, res *types.Tuple) *FuncFact {
	n := len(sums[0].Results)
	for _, f := range sums[1:] {
		if len(f.Results) < n {
			n = len(f.Results)
		}
	}
	out := &FuncFact{Results: make([]Taint, n)}
	for i := 0; i < n; i++ {
		if i >= res.Len() || !irutil.IsErrorType(res.At(i).Type()) {
			continue
		}
		for k := Secret; k <= Infra; k++ {
			every := true
			for _, f := range sums {
				if !hasKind(f.Results[i], k) {
					every = false
					break
				}
			}
			if !every {
				continue
			}
			for _, f := range sums {
				out.Results[i] = out.Results[i].Union(f.Results[i].OnlyLabels().Filter(func(l Label) bool { return l.Kind == k }))
			}
		}
	}
	return out
}

// implementer returns t or *t, whichever implements iface (t first), or
// nil.
func implementer(t types.Type, iface *types.Interface) types.Type {
	switch {
	case types.Implements(t, iface):
		return t
	case types.Implements(types.NewPointer(t), iface):
		return types.NewPointer(t)
	}
	return nil
}

// implementations returns method name of each named type of this
// package, and each exported type of a module package it imports, whose
// value or pointer implements iface (test doubles aside). ok is false when
// one of them is declared outside the module (promoted from an embedded
// type of another module): what it carries is not known.
func (e *engine) implementations(iface *types.Interface, name string) (fns []*types.Func, ok bool) {
	return e.implementationsOf(iface, name, map[*types.Interface]bool{})
}

// implementationsOf is implementations, expanding each method promoted
// from an embedded interface into that interface's implementations;
// visiting holds the interfaces being expanded.
func (e *engine) implementationsOf(iface *types.Interface, name string, visiting map[*types.Interface]bool) (fns []*types.Func, ok bool) {
	visiting[iface] = true
	defer delete(visiting, iface)
	seen := map[*types.Package]bool{}
	have := map[*types.Func]bool{}
	var walk func(p *types.Package) bool
	walk = func(p *types.Package) bool {
		if seen[p] || !e.ownModule(p.Path()) {
			return true
		}
		seen[p] = true
		scope := p.Scope()
		for _, n := range scope.Names() {
			tn, ok := scope.Lookup(n).(*types.TypeName)
			if !ok || tn.IsAlias() || irutil.TestDouble(n) || e.inTestFile(tn.Pos()) {
				// A type of a _test.go file stands in for an
				// implementation in tests, whatever its name: go vet
				// analyzes the package with its tests, standalone mcplint
				// without.
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
			recv := implementer(t, iface)
			if recv == nil {
				continue
			}
			obj, _, _ := types.LookupFieldOrMethod(recv, false, p, name)
			fn, ok := obj.(*types.Func)
			if !ok {
				continue
			}
			if fn.Pkg() == nil || !e.ownModule(fn.Pkg().Path()) {
				return false
			}
			if r := fn.Signature().Recv(); r != nil && types.IsInterface(r.Type()) {
				// Promoted from an embedded interface of the module
				// (`type facade struct{ Lifecycle }`): it forwards to
				// that interface's implementations.
				inner, _ := r.Type().Underlying().(*types.Interface)
				if inner == nil || visiting[inner] {
					continue
				}
				more, ok := e.implementationsOf(inner, name, visiting)
				if !ok {
					return false
				}
				for _, m := range more {
					if !have[m] {
						have[m] = true
						fns = append(fns, m)
					}
				}
				continue
			}
			if !have[fn] {
				have[fn] = true
				fns = append(fns, fn)
			}
		}
		if p != e.pass.Pkg {
			return true // an imported package's imports are incomplete in export data
		}
		nonTest := e.nonTestImports()
		for _, imp := range p.Imports() {
			if !nonTest[imp.Path()] {
				continue // imported by its tests only (go vet's test variant)
			}
			if !walk(imp) {
				return false
			}
		}
		return true
	}
	if !walk(e.pass.Pkg) {
		return nil, false
	}
	return fns, true
}

// exportInterfaceFacts records, on each method of an interface this
// package declares, what a call of it carries from the implementations
// this package sees (see invokeSummary): a package that calls the
// interface without importing them (through a repository package that
// holds the interface) reads it there. Every driver sees the same fact.
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
			fns, ok := e.implementations(iface, m.Name())
			if !ok || len(fns) == 0 {
				continue
			}
			f := e.implsSummary(fns)
			if f == nil {
				continue
			}
			if f = f.withoutPending(); !f.empty() {
				e.pass.ExportObjectFact(m, f)
			}
		}
	}
}

// inTestFile reports whether pos lies in a _test.go file.
func (e *engine) inTestFile(pos token.Pos) bool {
	return pos.IsValid() && report.InTestFile(e.pass.Fset, pos)
}

// nonTestImports returns the paths the package's non-test files import.
func (e *engine) nonTestImports() map[string]bool {
	if e.nonTest == nil {
		e.nonTest = nonTestImports(e.pass)
	}
	return e.nonTest
}

// nonTestImports returns the paths the non-test files of the package of
// pass import: go vet analyzes a package with its tests, whose imports
// standalone mcplint does not see, and every driver must decide alike.
func nonTestImports(pass *analysis.Pass) map[string]bool {
	out := map[string]bool{}
	for _, f := range pass.Files {
		if report.InTestFile(pass.Fset, f.Pos()) {
			continue
		}
		for _, spec := range f.Imports {
			if path, err := strconv.Unquote(spec.Path.Value); err == nil {
				out[path] = true
			}
		}
	}
	return out
}
