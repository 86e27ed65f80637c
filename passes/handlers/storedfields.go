package handlers

import (
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// StoredFuncsFact lists, on an exported field of a project struct, the
// functions a package stores in it that no code of that package reads
// (`var Registry = map[string]Entry{"fetch": {Tool: …, Handler: Fetch}}`):
// the packages that read the field and register what it holds
// (`for _, e := range tools.Registry { s.AddTool(e.Tool, e.Handler) }`)
// decide where their errors go. Funcs are the functions' full names, the
// keys of the package's exits facts (Origin.Name).
type StoredFuncsFact struct {
	Funcs []string
}

// AFact marks StoredFuncsFact as an analysis fact.
func (*StoredFuncsFact) AFact() {}

func (f *StoredFuncsFact) String() string { return "stored(" + strings.Join(f.Funcs, ", ") + ")" }

// readElsewhere reports whether the handlers kept in s, which no code of
// this package reads, are for other packages to read: s is an exported
// field of this package (a fact can be set on no other package's; the
// handlers kept in another package's field keep an unknown routing).
func (d *discovery) readElsewhere(s slot) bool {
	return s.field != nil && s.field.Exported() && s.field.Pkg() == d.pass.Pkg && s.into == nil
}

// storeForOthers makes h, a named function stored in the field of s that
// other packages read, a handler whose routing those packages decide
// (Handler.Open, with the routing its type gives), and notes it for the
// field's StoredFuncsFact.
func (d *discovery) storeForOthers(s slot, h *Handler, kind sdk.HandlerKind) {
	obj, ok := h.Fn.Object().(*types.Func)
	if !ok || h.Fn.Parent() != nil || obj.Pkg() != d.pass.Pkg {
		return // a func literal has no name another package can use
	}
	h.origin = Origin{Func: obj, Result: -1}
	h.storedOpen = true
	h.Routing = kind.ErrorRouting(d.versions)
	if d.stored == nil {
		d.stored = map[*types.Var][]string{}
	}
	if name := obj.FullName(); !slices.Contains(d.stored[s.field], name) {
		d.stored[s.field] = append(d.stored[s.field], name)
	}
}

// exportStoredFuncs exports the StoredFuncsFact of each field
// storeForOthers noted.
func (d *discovery) exportStoredFuncs() {
	for f, names := range d.stored {
		slices.Sort(names)
		d.pass.ExportObjectFact(f, &StoredFuncsFact{Funcs: names})
	}
}

// storedElsewhere returns the origins of the functions another package
// stores in the field v reads (StoredFuncsFact): registered here, their
// errors go where this registration sends them.
func (d *discovery) storedElsewhere(v ssa.Value) []Origin {
	if ct, ok := v.(*ssa.ChangeType); ok {
		v = ct.X
	}
	f := irutil.ReadField(v)
	if f == nil || f.Pkg() == nil || f.Pkg() == d.pass.Pkg {
		return nil
	}
	sf := new(StoredFuncsFact)
	if !d.pass.ImportObjectFact(f, sf) {
		return nil
	}
	var out []Origin
	for _, name := range sf.Funcs {
		out = append(out, Origin{Result: -1, pkg: f.Pkg(), name: name})
	}
	return out
}
