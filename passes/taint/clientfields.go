package taint

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// The tools' package is often handed its clients in a dependencies
// struct of its own that the command fills:
//
//	type Deps struct{ Client *pango.Firewall } // package tools
//	…
//	tools.RegisterAll(s, &tools.Deps{Client: fw}) // package main
//
// The package reading deps.Client stores nothing into the field: the
// packages that do decide whether the client is built on the server's
// configured endpoint. clientError leaves a pending label naming the
// field (clientFieldIface), and resolveClientFields decides it where the
// field is set.

// clientFieldIface marks a PendingCall that stands for the errors of a
// dependency's API client held in an exported field of a struct type of
// the package, set only by other packages: Iface is the prefix, the
// type's full name, "#" and the field's name.
const clientFieldIface = "clientfield:"

// foreignField returns the pending name of the field v reads when it is
// an exported field of a struct type of the package that the package
// never sets, or "".
func (e *engine) foreignField(v ssa.Value) string {
	f := irutil.ReadField(v)
	if f == nil || f.Pkg() != e.pass.Pkg || !f.Exported() {
		return ""
	}
	var owner types.Type
	switch x := v.(type) {
	case *ssa.UnOp:
		owner = deref(x.X.(*ssa.FieldAddr).X.Type())
	case *ssa.Field:
		owner = x.X.Type()
	}
	n, ok := types.Unalias(owner).(*types.Named)
	if !ok || n.Obj().Pkg() != e.pass.Pkg || !n.Obj().Exported() {
		return ""
	}
	for range irutil.FieldStores(e.funcs, f) {
		return "" // set here: fieldClient decides
	}
	return clientFieldIface + n.Obj().Pkg().Path() + "." + n.Obj().Name() + "#" + f.Name()
}

// resolveClientFields adds, for each pending sink reached by the errors
// of a client held in a field another package set (clientFieldIface), a
// flow into that sink when this package sets the field to a client built
// on the server's configured endpoint.
func (e *engine) resolveClientFields(ps PendingSink, calls []PendingCall, add func(PendingSink, Taint)) {
	for _, c := range calls {
		f := e.importedField(strings.TrimPrefix(c.Iface, clientFieldIface))
		if f == nil {
			continue
		}
		for st := range irutil.FieldStores(e.funcs, f) {
			if why := e.clientOrigin(st.Val, 0); why != "" {
				add(ps, e.label(Infra, c.Method, token.NoPos, endpointWhyPrefix+why+")"))
				break
			}
		}
	}
}

// importedField returns the field that key ("path.Type#Field") names in
// a package of the module this package imports, or nil.
func (e *engine) importedField(key string) *types.Var {
	typ, field, ok := strings.Cut(key, "#")
	i := strings.LastIndex(typ, ".")
	if !ok || i < 0 {
		return nil
	}
	for _, pkg := range e.moduleImports() {
		if pkg.Path() != typ[:i] {
			continue
		}
		tn, ok := pkg.Scope().Lookup(typ[i+1:]).(*types.TypeName)
		if !ok {
			return nil
		}
		s, ok := tn.Type().Underlying().(*types.Struct)
		if !ok {
			return nil
		}
		for f := range s.Fields() {
			if f.Name() == field {
				return f
			}
		}
	}
	return nil
}
