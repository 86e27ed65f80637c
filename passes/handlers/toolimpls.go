package handlers

import (
	"go/types"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/sdk"
)

// ToolImplsFact lists the types of a package that it converts to a tool
// interface (an interface with a method of a hand-rolled tool's signature,
// sdk.HandRolledToolSignature): a tools/call dispatcher of a package that
// imports this one, calling the interface method on a tool looked up in a
// registry, calls their methods. It also lists those it converts to a
// provider interface (a method returning a tool handler, providesHandler):
// a package that imports this one registers what their methods return
// (providedElsewhere). It names them, since a method of an unexported
// type has no object in another package under go vet.
type ToolImplsFact struct {
	Impls []ToolImpl
}

// A ToolImpl is one method that implements a tool interface's method.
type ToolImpl struct {
	// Iface is the interface's package path and name
	// ("example.com/tools.Tool"), Method the interface method's name.
	Iface, Method string
	// Func is the implementing method's full name
	// ("(*example.com/tools.readTool).Execute").
	Func string
	// Name is the constant tool name the value is put into a map under,
	// or "".
	Name string
	// Registry names the map a text tool kept in a record field (Iface is
	// then the field, "example.com/tools.Tool.Run", and Method "") is put
	// into; see textSlotImpls.
	Registry string

	pkg *types.Package // the package whose fact lists it, when read
}

// AFact marks ToolImplsFact as an analysis fact.
func (*ToolImplsFact) AFact() {}

func (f *ToolImplsFact) String() string {
	var names []string
	for _, im := range f.Impls {
		names = append(names, im.Func)
	}
	return "toolimpls(" + strings.Join(names, ", ") + ")"
}

// origin returns the tool's origin, for an implementation read from a
// fact.
func (ti ToolImpl) origin() Origin { return Origin{Result: -1, pkg: ti.pkg, name: ti.Func} }

// exportedType reports whether t, a receiver type, is (a pointer to) an
// exported named type.
func exportedType(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Exported()
}

// toolImpls returns the methods of the package's types that its code
// converts to a tool interface, sorted by name.
func (d *discovery) toolImpls() []ToolImpl {
	var f ToolImplsFact
	for _, fn := range d.ssa.SrcFuncs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				mi, ok := instr.(*ssa.MakeInterface)
				if !ok {
					continue
				}
				iface, ok := types.Unalias(mi.Type()).(*types.Named)
				if !ok || iface.Obj().Pkg() == nil || !types.IsInterface(iface) {
					continue
				}
				it := iface.Underlying().(*types.Interface)
				for m := range it.Methods() {
					if !sdk.HandRolledToolSignature(m.Signature()) && !providesHandler(m.Signature()) {
						continue
					}
					impl := methodOf(mi.X.Type(), m)
					if impl == nil || impl.Pkg() != d.pass.Pkg {
						continue
					}
					ti := ToolImpl{Iface: iface.Obj().Pkg().Path() + "." + iface.Obj().Name(), Method: m.Name(), Func: impl.FullName(), Name: registeredName(mi)}
					if !slices.Contains(f.Impls, ti) {
						f.Impls = append(f.Impls, ti)
					}
				}
			}
		}
	}
	for _, ti := range d.textSlotImpls() {
		if !slices.Contains(f.Impls, ti) {
			f.Impls = append(f.Impls, ti)
		}
	}
	sort.Slice(f.Impls, func(i, j int) bool { return f.Impls[i].Func < f.Impls[j].Func })
	return f.Impls
}

// providesHandler reports whether sig, an interface method's, returns a
// tool handler value (a provider: `ListCollections() (mcp.Tool,
// server.ToolHandlerFunc)`).
func providesHandler(sig *types.Signature) bool {
	for v := range sig.Results().Variables() {
		if handlerValueType(v.Type()) {
			return true
		}
	}
	return false
}

// providedElsewhere returns the origins of the handlers v can hold when v
// is what a method of a provider interface of another package returns
// (`s.AddTool(p.ListCollections())`) and no type this package converts to
// the interface implements it: the methods that packages this one imports
// convert to the interface (ToolImplsFact), at v's result index. Their
// types may be unexported, which under go vet have no object here.
func (d *discovery) providedElsewhere(v ssa.Value) []Origin {
	if ct, ok := v.(*ssa.ChangeType); ok {
		v = ct.X // a func literal's type made the SDK's handler type
	}
	idx := 0
	if ex, ok := v.(*ssa.Extract); ok {
		idx, v = ex.Index, ex.Tuple
	}
	call, ok := v.(*ssa.Call)
	if !ok || !call.Call.IsInvoke() {
		return nil
	}
	iface, ok := types.Unalias(call.Call.Value.Type()).(*types.Named)
	if !ok || iface.Obj().Pkg() == nil || iface.Obj().Pkg() == d.pass.Pkg || !d.projectPackage(iface.Obj().Pkg().Path()) {
		return nil
	}
	var out []Origin
	for _, ti := range d.factImplementations(iface, call.Call.Method) {
		out = append(out, Origin{Result: idx, pkg: ti.pkg, name: ti.Func})
	}
	return out
}

// factImplementations returns the origins of the methods that packages
// this one imports convert to iface and that implement its method m
// (ToolImplsFact).
func (d *discovery) factImplementations(iface *types.Named, m *types.Func) []ToolImpl {
	key := iface.Obj().Pkg().Path() + "." + iface.Obj().Name()
	var out []ToolImpl
	for _, pf := range d.pass.AllPackageFacts() {
		f, ok := pf.Fact.(*ToolImplsFact)
		if !ok || pf.Package == d.pass.Pkg {
			continue
		}
		for _, ti := range f.Impls {
			if ti.Iface == key && ti.Method == m.Name() {
				ti.pkg = pf.Package
				out = append(out, ti)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Func < out[j].Func })
	return out
}
