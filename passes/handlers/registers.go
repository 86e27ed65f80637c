package handlers

import (
	"fmt"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// RegistersFact marks an exported function that registers tool handlers
// on a server it is given (`func Register(s *server.MCPServer)`), with
// no converting middleware installed on it there: the package that builds
// the server and calls the function decides where the handlers' errors
// go. Servers lists, per server parameter, the handler kinds registered.
type RegistersFact struct {
	Servers []RegisteredOn
}

// RegisteredOn is one server parameter of a RegistersFact: its index in
// the signature's parameters (receiver excluded) and the kinds of the
// handlers registered on it.
type RegisteredOn struct {
	Param int
	Kinds []sdk.HandlerKind
}

// AFact marks RegistersFact as an analysis fact.
func (*RegistersFact) AFact() {}

func (f *RegistersFact) String() string {
	s := "registers("
	for i, r := range f.Servers {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("param %d: %v", r.Param, r.Kinds)
	}
	return s + ")"
}

// registers notes that handlers of kind k are registered on the server
// parameter of origin o, for the function's RegistersFact.
func (d *discovery) registers(o Origin, k sdk.HandlerKind) {
	if d.registered == nil {
		d.registered = map[Origin][]sdk.HandlerKind{}
	}
	if !slices.Contains(d.registered[o], k) {
		d.registered[o] = append(d.registered[o], k)
	}
}

// exportRegisters exports the RegistersFacts of this package's functions.
func (d *discovery) exportRegisters() {
	facts := map[*ssa.Function]*RegistersFact{}
	for o, kinds := range d.registered {
		fn := d.ssa.Pkg.Prog.FuncValue(o.Func)
		if fn == nil {
			continue
		}
		f := facts[fn]
		if f == nil {
			f = new(RegistersFact)
			facts[fn] = f
		}
		f.Servers = append(f.Servers, RegisteredOn{Param: o.Server, Kinds: kinds})
	}
	for fn, f := range facts {
		slices.SortFunc(f.Servers, func(a, b RegisteredOn) int { return a.Param - b.Param })
		d.pass.ExportObjectFact(fn.Object(), f)
	}
}

// findRegistersCalls records, for each call of another package's function
// that registers handlers on a server it is given (RegistersFact), those
// handlers in Result.Imported with the routing the server given there
// decides.
func (d *discovery) findRegistersCalls() {
	for _, call := range irutil.Calls(d.ssa.SrcFuncs) {
		c := call.Common()
		obj := irutil.StaticFunc(c)
		if obj == nil || obj.Pkg() == nil || obj.Pkg() == d.pass.Pkg || d.posInTestFile(call.Pos()) {
			continue
		}
		f := new(RegistersFact)
		if !d.pass.ImportObjectFact(obj, f) {
			continue
		}
		offset := len(c.Args) - c.Signature().Params().Len()
		for _, r := range f.Servers {
			idx := r.Param + offset
			if idx < 0 || idx >= len(c.Args) {
				continue
			}
			for _, k := range r.Kinds {
				d.res.Imported = append(d.res.Imported, &Imported{
					Origin: Origin{Func: obj, Result: -1, Server: r.Param},
					Kind:   k, SDK: k.SDK(), Routing: k.ErrorRouting(d.versions),
					Via: Provenance{How: HowRegister, Call: obj.Name()}, Pos: call.Pos(),
					server: serverRoot(c.Args[idx]),
				})
			}
		}
	}
}
