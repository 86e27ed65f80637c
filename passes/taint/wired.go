package taint

import (
	"fmt"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// A package that wires an implementation into an interface of another
// package (`&Stores{Projects: &pg.ProjectStore{DB: db}}` in a bootstrap
// package, Projects a store.Projects) may be imported by the handlers
// that call the interface while the implementation's package is not: the
// export data of the wiring package does not list it when its API does
// not mention it. WiredImplsFact carries what those implementations'
// methods return to every package that imports the wiring one.

// WiredImplsFact records, for the methods of the module's interfaces of
// other packages that the package converts its imports' types into, what
// a call of each carries from those implementations (keyed by the
// method's full name).
type WiredImplsFact struct {
	Methods map[string]*FuncFact
}

// AFact marks WiredImplsFact as an analysis fact.
func (*WiredImplsFact) AFact() {}

func (f *WiredImplsFact) String() string {
	names := make([]string, 0, len(f.Methods))
	for n := range f.Methods {
		names = append(names, n)
	}
	slices.Sort(names)
	return fmt.Sprintf("wired(%s)", strings.Join(names, ", "))
}

// exportWiredImpls exports the package's WiredImplsFact.
func (e *engine) exportWiredImpls() {
	if e.pkg == nil {
		return
	}
	impls := map[*types.Func][]*types.Func{} // interface method → implementations
	for _, fn := range e.funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				mi, ok := instr.(*ssa.MakeInterface)
				if !ok {
					continue
				}
				named, ok := mi.Type().(*types.Named)
				if !ok || named.Obj().Pkg() == nil || named.Obj().Pkg() == e.pass.Pkg || !e.ownModule(named.Obj().Pkg().Path()) {
					continue
				}
				concrete := mi.X.Type()
				if n, ok := deref(concrete).(*types.Named); !ok || n.Obj().Pkg() == nil || n.Obj().Pkg() == e.pass.Pkg || !e.ownModule(n.Obj().Pkg().Path()) {
					continue // a type of this package: its importers see it
				}
				iface := named.Underlying().(*types.Interface)
				ms := types.NewMethodSet(concrete)
				for i := 0; i < iface.NumMethods(); i++ {
					m := iface.Method(i)
					sel := ms.Lookup(m.Pkg(), m.Name())
					if sel == nil {
						continue
					}
					impl, ok := sel.Obj().(*types.Func)
					if !ok || slices.Contains(impls[m], impl) {
						continue
					}
					impls[m] = append(impls[m], impl)
				}
			}
		}
	}
	if len(impls) == 0 {
		return
	}
	fact := &WiredImplsFact{Methods: map[string]*FuncFact{}}
	for m, fns := range impls {
		if f := e.implsSummary(fns); f != nil {
			if f = f.withoutPending(); !f.empty() {
				fact.Methods[m.FullName()] = f
			}
		}
	}
	if len(fact.Methods) > 0 {
		e.pass.ExportPackageFact(fact)
	}
}

// wiredSummary returns what a call of interface method m carries from the
// implementations that imported packages wire into its interface
// (WiredImplsFact), together; nil when none does.
func (e *engine) wiredSummary(m *types.Func) *FuncFact {
	var sums []*FuncFact
	for _, pf := range e.pass.AllPackageFacts() {
		if f, ok := pf.Fact.(*WiredImplsFact); ok {
			if s := f.Methods[m.FullName()]; s != nil {
				sums = append(sums, s)
			}
		}
	}
	switch len(sums) {
	case 0:
		return nil
	case 1:
		return sums[0]
	}
	return meet(sums, m.Type().(*types.Signature).Results())
}
