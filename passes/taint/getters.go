package taint

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// A client package often keeps its configured endpoint in an unexported
// field and hands it out through a getter that the tools' package calls:
//
//	func (c *Client) ControlURL() string { return c.controlURL } // set from $CONTROL_URL
//	…
//	send(ctx, t.c.ControlURL(), …) // in package tools
//
// EndpointFact records such a getter in its own package, so that the
// package calling it knows the URL is the server's configured endpoint.

// EndpointFact marks an exported function or method without parameters
// (receiver aside) that returns a configured endpoint on every return: a
// field named like an endpoint, or a value of the environment or a flag
// when the getter is named like one (APIURL). Why says where it is
// configured ("field Client.controlURL").
type EndpointFact struct{ Why string }

// AFact marks EndpointFact as an analysis fact.
func (*EndpointFact) AFact() {}

func (f *EndpointFact) String() string { return "endpoint " + f.Why }

// exportEndpoints exports an EndpointFact for each getter of the package
// that returns a configured endpoint.
func (e *engine) exportEndpoints() {
	getters := map[*types.Func]string{}
	for _, fn := range e.funcs {
		obj, ok := fn.Object().(*types.Func)
		res := fn.Signature.Results()
		if !ok || fn.Parent() != nil || !obj.Exported() || !contextOnly(fn.Signature.Params()) ||
			res.Len() == 0 || res.Len() > 2 || !endpointType(res.At(0).Type()) ||
			res.Len() == 2 && !irutil.IsErrorType(res.At(1).Type()) {
			continue // a getter: the endpoint, and maybe an error (cfg.ResolveURL())
		}
		why := ""
		for _, ret := range returnsOf(fn) {
			if ret.Block() == fn.Recover {
				continue // runs only when a deferred call recovers a panic
			}
			// Through a result slot (a deferred unlock), and the base
			// of a normalised URL (strings.TrimSuffix(c.baseURL, "/")).
			v := irutil.ReturnedValue(ret, 0)
			if b := e.urlBase(v, 0); b != nil {
				v = b
			}
			// As for a phi's edges (urlBase), a configured return
			// decides: a public default beside it, or a per-request
			// override from the context, does not make the endpoint
			// the server's own any less when it is configured.
			if w := e.configured(v, false, 0); w != "" && why == "" {
				why = w
			}
		}
		// A value read from the environment or a flag is an endpoint
		// when the getter is named like one (a field already is).
		if why != "" && (strings.HasPrefix(why, "field ") || endpointName.MatchString(Normalize(obj.Name()))) {
			e.pass.ExportObjectFact(obj, &EndpointFact{Why: why})
			getters[obj] = why
		}
	}
	e.exportInterfaceEndpoints(getters)
}

// exportInterfaceEndpoints exports an EndpointFact for each method of an
// exported interface of the package whose implementations in the package
// are all getters of a configured endpoint (getters says where): a
// client interface whose implementations are unexported
// (`func New(cfg Config) Client { return &live{endpoint: cfg.Endpoint} }`)
// has none that another package sees (see implementationsOf), but its
// method's object is in the package's export data.
func (e *engine) exportInterfaceEndpoints(getters map[*types.Func]string) {
	scope := e.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || !tn.Exported() || !types.IsInterface(tn.Type()) {
			continue
		}
		iface := tn.Type().Underlying().(*types.Interface)
		for m := range iface.Methods() {
			if why := e.ownImplementations(iface, m, getters); why != "" {
				e.pass.ExportObjectFact(m, &EndpointFact{Why: why})
			}
		}
	}
}

// ownImplementations says where the getters that implement method m of
// iface in the package get their endpoint, when there is at least one
// implementation and every one is such a getter; "" otherwise.
func (e *engine) ownImplementations(iface *types.Interface, m *types.Func, getters map[*types.Func]string) string {
	scope := e.pass.Pkg.Scope()
	why := ""
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) || irutil.TestDouble(name) || e.inTestFile(tn.Pos()) {
			continue
		}
		recv := implementer(tn.Type(), iface)
		if recv == nil {
			continue
		}
		obj, _, _ := types.LookupFieldOrMethod(recv, false, e.pass.Pkg, m.Name())
		fn, ok := obj.(*types.Func)
		if !ok || getters[fn] == "" {
			return ""
		}
		if why == "" {
			why = getters[fn]
		}
	}
	return why
}

// contextOnly reports whether every parameter of params is a
// context.Context: a getter may take the request's context for a
// per-request override.
func contextOnly(params *types.Tuple) bool {
	for v := range params.Variables() {
		if !isNamedType(v.Type(), "context", "Context") {
			return false
		}
	}
	return true
}

// endpointType reports whether t can hold an endpoint: a string or a
// *url.URL.
func endpointType(t types.Type) bool {
	return stringish(t) || isNamedType(deref(t), "net/url", "URL")
}

// importedEndpoint says where the getter of another package that call
// calls has its configured endpoint from, or "": also a getter called
// through an interface of the module whose implementations (see
// implementations) are all such getters (`t.client.RancherURL()` on a
// client interface).
func (e *engine) importedEndpoint(call *ssa.Call) string {
	c := call.Common()
	if c.IsInvoke() {
		return e.invokedEndpoint(c)
	}
	obj := irutil.StaticFunc(c)
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == e.pass.Pkg {
		return ""
	}
	var f EndpointFact
	if !e.pass.ImportObjectFact(obj.Origin(), &f) {
		return ""
	}
	return f.Why
}

// invokedEndpoint is importedEndpoint for a call in invoke mode.
func (e *engine) invokedEndpoint(c *ssa.CallCommon) string {
	set := e.invoked(c)
	if !set.ok {
		return ""
	}
	why := ""
	// The implementations of the interface's own package, unexported
	// ones among them, as that package's fact on the method says.
	var f EndpointFact
	if m := c.Method; m != nil && m.Pkg() != e.pass.Pkg && e.pass.ImportObjectFact(m, &f) {
		why = f.Why
	}
	if len(set.fns) == 0 {
		return why
	}
	for _, fn := range set.fns {
		var f EndpointFact
		if fn.Pkg() == e.pass.Pkg || !e.pass.ImportObjectFact(fn.Origin(), &f) {
			return "" // this package's own getters are read through urlBase
		}
		if why == "" {
			why = f.Why
		}
	}
	return why
}
