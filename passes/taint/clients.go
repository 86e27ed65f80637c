package taint

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A server for a self-hosted service usually talks to it through the
// service's Go client module, built once on the server's configured
// endpoint, often in another package of the module:
//
//	var Client = sync.OnceValue(func() *gitlab.Client {
//		c, _ := gitlab.NewClient(token, gitlab.WithBaseURL(os.Getenv("GITLAB_URL")))
//		return c
//	})
//	…
//	p, _, err := util.Client().Projects.GetProject(id, nil) // in a tool
//
// Every method of that client sends its requests to the configured
// endpoint, and a failed request's error prints the request URL: the
// transport's *url.Error as it is, and most clients' own error types
// ("GET <base URL>/api/v4/…: 404"). clientError labels the errors of
// such a client's methods; ConfiguredClientFact tells the packages that
// use a client built elsewhere in the module where it was built.
//
// The client's type must send HTTP requests itself (it holds an
// *http.Client, a RoundTripper or a doer, in a field or a field's
// field), and the endpoint must be the server's own: an argument of the
// constructor, of one of its options (WithBaseURL(u)), of a setter
// called on the new client, or a field of the configuration struct it is
// given, read from the environment, a flag or a configuration field
// named like an endpoint (see configured). A client built on its
// default public host (gitlab.NewClient(token)) is not the server's
// infrastructure, nor is one built on a URL the model gave.

// ConfiguredClientFact marks an exported function that returns, a
// package-level variable that holds (or a func value, as sync.OnceValue
// makes, that returns), or an exported struct field that holds an HTTP
// API client of a dependency built on the server's configured endpoint.
// Why says where the endpoint is configured ("$GITLAB_URL").
type ConfiguredClientFact struct{ Why string }

// AFact marks ConfiguredClientFact as an analysis fact.
func (*ConfiguredClientFact) AFact() {}

func (f *ConfiguredClientFact) String() string { return "configured client " + f.Why }

// ClientParamFact marks an exported function that returns a dependency's
// HTTP API client built on its parameter Param (an index into the call's
// arguments) as the endpoint (`func Open(token, baseURL string)
// (*gitlab.Client, error)` with gitlab.WithBaseURL(baseURL)): a call
// giving it a configured value returns a client of the configured
// endpoint.
type ClientParamFact struct{ Param int }

// AFact marks ClientParamFact as an analysis fact.
func (*ClientParamFact) AFact() {}

func (f *ClientParamFact) String() string { return fmt.Sprintf("client on param %d", f.Param) }

// builtOnOwnParam returns the index of the parameter of fn (obj) that
// every client fn returns is built on as its endpoint.
func (e *engine) builtOnOwnParam(fn *ssa.Function, obj *types.Func) (int, bool) {
	idx, n := 0, 0
	for _, ret := range returnsOf(fn) {
		if ret.Block() == fn.Recover {
			continue
		}
		v := irutil.ReturnedValue(ret, 0)
		if c, ok := v.(*ssa.Const); ok && c.IsNil() {
			continue
		}
		reg, i := e.clientEndpointParam(v, 0)
		if reg != obj || n > 0 && i != idx {
			return 0, false
		}
		idx, n = i, n+1
	}
	return idx, n > 0
}

// clientParamIface marks a PendingCall that stands for the errors of a
// dependency's API client that an exported function of the package is
// given as a parameter (Iface is the prefix, the function's full name,
// "#" and the parameter's index; Method says what the error is): the
// packages that call the function decide whether the client they pass is
// built on the server's configured endpoint.
const clientParamIface = "client:"

// resolveClientParams adds, for each call of this package of the
// exported function a pending sink's client parameter belongs to, a flow
// into that sink when the client the call passes is built on the
// server's configured endpoint (`tools.Register(s, api.NewClientFor(
// os.Getenv("INV_URL"), token))`).
func (e *engine) resolveClientParams(ps PendingSink, calls []PendingCall, add func(PendingSink, Taint)) {
	for _, c := range calls {
		for arg := range e.paramArgs(c, clientParamIface) {
			if why := e.clientOrigin(arg, 0); why != "" {
				add(ps, e.label(Infra, c.Method, token.NoPos, endpointWhyPrefix+why+")"))
			} else if reg, i := e.paramOf(arg, 0); reg != nil {
				// Handed on from this package's own registrar's
				// parameter (server.Register(s, client) calling
				// tools.RegisterDCIM(s, client)): its callers decide.
				e.forwardClientParam(ps, PendingCall{Iface: paramIface(clientParamIface, reg, i), Method: c.Method})
			} else if reg, i := e.clientEndpointParam(arg, 0); reg != nil {
				// Built here on an exported function's endpoint
				// parameter: its callers decide (endpointparams.go).
				e.forwardClientParam(ps, PendingCall{Iface: paramIface(endpointParamIface, reg, i), Method: c.Method})
			}
		}
	}
}

// forwardClientParam records pending sink ps of another package as one of
// this package's, reached by the client parameter call names.
func (e *engine) forwardClientParam(ps PendingSink, call PendingCall) {
	for i := range e.pending {
		p := &e.pending[i]
		if p.Pos == ps.Pos && p.Sink.Class == ps.Sink.Class {
			if !containsCall(p.Calls, call) {
				p.Calls = append(p.Calls, call)
			}
			return
		}
	}
	fwd := ps
	fwd.Calls = []PendingCall{call}
	e.pending = append(e.pending, fwd)
}

// maxClientDepth bounds the steps clientOrigin takes back from a
// client's use to its construction.
const maxClientDepth = 10

// clientError returns the label of the errors of method m called on
// recv, when recv is (a service of) an HTTP API client of a dependency
// built on the server's configured endpoint; an empty taint otherwise.
func (e *engine) clientError(recv ssa.Value, m *types.Func, pos token.Pos) Taint {
	if m.Pkg() == nil || !e.dependencyPkg(m.Pkg()) || !returnsError(m.Signature()) {
		return Taint{}
	}
	root := e.clientRoot(recv)
	if !e.apiClientType(root.Type()) {
		return Taint{}
	}
	return e.clientLabel(root, "raw "+m.Pkg().Path()+" client error text from "+objName(m), pos)
}

// foreignClientError is clientError for method m of the module's own
// narrow interface over a dependency's client (`type kbService
// interface{ ListKBs(ctx) … }` given *sdk.Client), when no type of the
// module this package sees implements it: what the value is decides,
// where it is made.
func (e *engine) foreignClientError(recv ssa.Value, m *types.Func, pos token.Pos) Taint {
	if m.Pkg() == nil || !returnsError(m.Signature()) || !e.foreignIface(recv, m) {
		return Taint{}
	}
	return e.clientLabel(recv, "raw error text of a dependency's API client, from "+objName(m), pos)
}

// clientLabel labels the errors (what) of a method called at pos on a
// client whose root value is root: where the client is built on the
// server's configured endpoint, or pending where that is decided (the
// caller of the type's constructor, of an exported function given the
// client, or the package setting the field that holds it).
func (e *engine) clientLabel(root ssa.Value, what string, pos token.Pos) Taint {
	why := e.clientOrigin(root, 0)
	if why == "" {
		if key := e.paramBuiltClient(root); key != "" {
			// Built on what the type's constructor is given: decided
			// where it is called (resolveCtor).
			return Taint{Labels: []Label{{Kind: CtorEndpoint, What: what, Pos: e.posString(pos), Why: key, NoSentinel: true}}}
		}
		if reg, i := e.paramOf(root, 0); reg != nil {
			// Handed in by another package (tools.Register(s,
			// client) in main): decided there (resolveClientParams).
			return Taint{Labels: []Label{{Kind: Pending, What: paramIface(clientParamIface, reg, i), Why: what, Pos: "0"}}}
		}
		if params := e.fieldParams(root); len(params) > 0 {
			// Kept by a service of the package that its exported
			// constructor is given (svc.NewRepo(client) in main):
			// decided where that is called (resolveClientParams).
			var t Taint
			for _, p := range params {
				t = t.Union(Taint{Labels: []Label{{Kind: Pending, What: p, Why: what, Pos: "0"}}})
			}
			return t
		}
		if key := e.foreignField(root); key != "" {
			// Held in a field of the package's dependencies struct
			// that the command sets: decided there
			// (resolveClientFields).
			return Taint{Labels: []Label{{Kind: Pending, What: key, Why: what, Pos: "0"}}}
		}
		return Taint{}
	}
	return e.label(Infra, what, pos, endpointWhyPrefix+why+")")
}

// fieldParams returns the pending names (clientParamIface) of the
// parameters of exported functions that every client stored into the
// field root reads comes from, when the field is one of a struct type of
// the package: a service whose constructor keeps the client it is given
// (`func NewRepo(c *gl.Client) *Repo { return &Repo{c: c} }`). Nil when
// a store keeps anything else, or there is none.
func (e *engine) fieldParams(root ssa.Value) []string {
	f := irutil.ReadField(root)
	if f == nil || f.Pkg() != e.pass.Pkg {
		return nil
	}
	var out []string
	for st := range irutil.FieldStores(e.funcs, f) {
		for _, v := range phiEdges(st.Val) {
			reg, i := e.paramOf(v, 0)
			if reg == nil {
				return nil
			}
			if name := paramIface(clientParamIface, reg, i); !slices.Contains(out, name) {
				out = append(out, name)
			}
		}
	}
	return out
}

// foreignIface reports whether m is a method of an interface of the
// module, called on recv, that no type of the module this package sees
// implements: its implementation is a dependency's.
func (e *engine) foreignIface(recv ssa.Value, m *types.Func) bool {
	iface, ok := recv.Type().Underlying().(*types.Interface)
	if !ok || !e.ownModule(m.Pkg().Path()) {
		return false
	}
	fns, ok := e.implementations(iface, m.Name())
	return ok && len(fns) == 0
}

// dependencyPkg reports whether p belongs to a dependency whose clients
// clientError considers: not the standard library, an SDK, the analyzed
// module, an infrastructure package (whose errors are sources already)
// nor resty (whose requests restyURL models).
func (e *engine) dependencyPkg(p *types.Package) bool {
	path := p.Path()
	if irutil.StandardPath(path) || sdk.OfPackage(path) != sdk.None || e.ownModule(path) || restyPackage(path) {
		return false
	}
	_, infra := e.cfg.infraPrefix(path)
	return !infra
}

// clientRoot returns the client value recv is a service of: it walks
// back from a method's receiver through the fields and accessors of
// dependency types (client.Projects, client.Repositories()).
func (e *engine) clientRoot(v ssa.Value) ssa.Value {
	// A request builder takes two steps per optional filter (a call and
	// the phi after its if): allow a long chain.
	for range 4 * maxClientDepth {
		v = irutil.UnwrapInterface(v)
		switch x := v.(type) {
		case *ssa.UnOp:
			if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL && e.dependencyType(fa.X.Type()) {
				v = fa.X
				continue
			}
			if kept := e.keptService(irutil.ReadField(x)); kept != nil {
				v = kept // a service of a client kept in a field: deps{projects: c.Projects}
				continue
			}
		case *ssa.FieldAddr:
			if e.dependencyType(x.X.Type()) {
				v = x.X
				continue
			}
		case *ssa.Field:
			if e.dependencyType(x.X.Type()) {
				v = x.X
				continue
			}
		case *ssa.Call:
			c := x.Common()
			if obj := irutil.StaticFunc(c); obj != nil && irutil.RecvName(obj) != "" && len(c.Args) > 0 &&
				e.dependencyType(c.Args[0].Type()) && e.dependencyType(x.Type()) {
				v = c.Args[0] // an accessor: client.Repositories()
				continue
			}
			if c.IsInvoke() && e.dependencyType(c.Value.Type()) && e.dependencyType(x.Type()) {
				v = c.Value // a service behind an interface: client.CircuitsAPI.CircuitsList(ctx)
				continue
			}
			if a := e.serviceOf(c, x.Type()); a != nil {
				v = a // a service the dependency builds over the client: zone.NewService(client)
				continue
			}
		case *ssa.Extract:
			if call, ok := x.Tuple.(*ssa.Call); ok && x.Index == 0 {
				if a := e.serviceOf(call.Common(), x.Type()); a != nil {
					v = a
					continue
				}
			}
		case *ssa.FreeVar:
			// A service a handler factory builds and its closure
			// captures.
			if b := e.binding(x.Parent(), x); b != nil && e.dependencyType(x.Type()) {
				if _, ok := irutil.UnwrapInterface(b).(*ssa.Call); ok {
					v = b
					continue
				}
			}
		case *ssa.Phi:
			// A request builder set on some branches (`r :=
			// c.Tags.List(ctx); if q != "" { r = r.Q(q) }`): every
			// edge builds on the first.
			if len(x.Edges) > 0 && x.Edges[0] != x && e.dependencyType(x.Type()) {
				v = x.Edges[0]
				continue
			}
		}
		return v
	}
	return v
}

// keptService returns what the stores of this package put into field f,
// of a struct type of the package, when f holds a dependency's service
// behind one of its interfaces (`deps{projects: c.Projects}`, projects a
// gitlab.ProjectsServiceInterface) and every store puts a service of
// one of its API clients there: the first store's value. Nil otherwise.
func (e *engine) keptService(f *types.Var) ssa.Value {
	if f == nil || f.Pkg() != e.pass.Pkg || !types.IsInterface(f.Type()) || !e.dependencyType(f.Type()) {
		return nil
	}
	if v, ok := e.keptMemo[f]; ok {
		return v
	}
	e.keptMemo[f] = nil // a field kept from itself ends here
	var first ssa.Value
	for st := range irutil.FieldStores(e.funcs, f) {
		v := irutil.UnwrapInterface(st.Val)
		if !e.apiClientType(e.clientRoot(v).Type()) {
			return nil
		}
		if first == nil {
			first = v
		}
	}
	e.keptMemo[f] = first
	return first
}

// clientArg returns the one value of args that is a dependency's API
// client, or nil.
func (e *engine) clientArg(args []ssa.Value) ssa.Value {
	var client ssa.Value
	for _, a := range args {
		if a = irutil.UnwrapInterface(a); e.apiClientType(a.Type()) && sendsItself(a.Type()) {
			if client != nil {
				return nil
			}
			client = a
		}
	}
	return client
}

// sendsItself reports whether t has a method that returns an error: a
// client, not the configuration a constructor is given (tfe.Config holds
// an *http.Client too).
func sendsItself(t types.Type) bool {
	ms := types.NewMethodSet(t)
	for i := range ms.Len() {
		if f, ok := ms.At(i).Obj().(*types.Func); ok && returnsError(f.Signature()) {
			return true
		}
	}
	return false
}

// buildsClient reports whether a function of signature sig returns a
// dependency's API client: a constructor given a configuration
// (tfe.NewClient(cfg)), whose own errors are not the client's requests'.
func (e *engine) buildsClient(sig *types.Signature) bool {
	for v := range sig.Results().Variables() {
		if e.apiClientType(v.Type()) {
			return true
		}
	}
	return false
}

// serviceOf returns the client argument of c, a call of a dependency's
// function (no method) returning t, a dependency's API client type
// itself, when exactly one argument is a dependency's API client: the
// service c builds over it sends through it (zone.NewService(client)).
func (e *engine) serviceOf(c *ssa.CallCommon, t types.Type) ssa.Value {
	obj := irutil.StaticFunc(c)
	if obj == nil || obj.Pkg() == nil || irutil.RecvName(obj) != "" || !e.dependencyPkg(obj.Pkg()) || !e.apiClientType(t) {
		return nil
	}
	return e.clientArg(c.Args)
}

// dependencyType reports whether t, or what it points to, is a named
// type of a dependency package (dependencyPkg).
func (e *engine) dependencyType(t types.Type) bool {
	n, ok := types.Unalias(deref(t)).(*types.Named)
	return ok && n.Obj().Pkg() != nil && e.dependencyPkg(n.Obj().Pkg())
}

// apiClientType reports whether t, or what it points to, is a struct
// type of a dependency that sends HTTP requests (holdsSender), once per
// type.
func (e *engine) apiClientType(t types.Type) bool {
	if !e.dependencyType(t) {
		return false
	}
	n := types.Unalias(deref(t)).(*types.Named)
	sends, ok := e.senders[n]
	if !ok {
		sends = holdsSender(n, 0)
		e.senders[n] = sends
	}
	return sends
}

// holdsSender reports whether struct type t holds an *http.Client, an
// http.RoundTripper or a doer (requestDoer) in a field, or in a field of
// a struct it holds, three levels deep at most.
func holdsSender(t types.Type, depth int) bool {
	s, ok := t.Underlying().(*types.Struct)
	if !ok || depth > 2 {
		return false
	}
	for f := range s.Fields() {
		ft := f.Type()
		if isNamedType(deref(ft), "net/http", "Client") || isNamedType(ft, "net/http", "RoundTripper") {
			return true
		}
		if obj, _, _ := types.LookupFieldOrMethod(ft, true, nil, "Do"); obj != nil {
			if m, ok := obj.(*types.Func); ok && requestDoer(m) {
				return true
			}
		}
		if _, named := types.Unalias(deref(ft)).(*types.Named); named && holdsSender(deref(ft), depth+1) {
			return true
		}
		if responder(ft) {
			return true // a generated client's ClientWithResponses wrapping its ClientInterface
		}
	}
	return false
}

// responder reports whether t is an interface whose methods send the
// requests and return the *http.Response (a generated client's
// ClientInterface).
func responder(t types.Type) bool {
	iface, ok := t.Underlying().(*types.Interface)
	if !ok || iface.NumMethods() == 0 {
		return false
	}
	for m := range iface.Methods() {
		res := m.Signature().Results()
		if res.Len() != 2 || !isNamedType(deref(res.At(0).Type()), "net/http", "Response") || !irutil.IsErrorType(res.At(1).Type()) {
			return false
		}
	}
	return true
}

// clientOrigin says where the endpoint of client value v is configured,
// when v was built on the server's configured endpoint, in this package
// or (ConfiguredClientFact) in another package of the module; "" when it
// was not, or that is not known.
func (e *engine) clientOrigin(v ssa.Value, depth int) string {
	if v == nil || depth > maxClientDepth {
		return ""
	}
	if why, ok := e.clientWhy[v]; ok {
		return why
	}
	e.clientWhy[v] = "" // a cycle through phis or stores ends here
	why := e.findClientOrigin(v, depth)
	e.clientWhy[v] = why
	return why
}

func (e *engine) findClientOrigin(v ssa.Value, depth int) string {
	if why := e.valueClientOrigin(v, depth); why != "" {
		return why
	}
	if r := e.clientRoot(v); r != v {
		// A service of the client (api.Widgets, client.Users()),
		// kept elsewhere: the client's origin.
		return e.clientOrigin(r, depth+1)
	}
	return ""
}

// valueClientOrigin is findClientOrigin for v itself.
func (e *engine) valueClientOrigin(v ssa.Value, depth int) string {
	switch x := v.(type) {
	case *ssa.Extract:
		if call, ok := x.Tuple.(*ssa.Call); ok && x.Index == 0 {
			if why := e.callClient(call, depth); why != "" {
				return why
			}
			return e.configuredAfter(x)
		}
	case *ssa.Call:
		if why := e.callClient(x, depth); why != "" {
			return why
		}
		return e.configuredAfter(x)
	case *ssa.UnOp:
		if x.Op != token.MUL {
			return ""
		}
		if g, ok := x.X.(*ssa.Global); ok {
			if g.Pkg != e.pkg {
				return e.importedClient(g.Object())
			}
			return e.clientOrigin(e.globalInit(g), depth+1)
		}
		if f := irutil.ReadField(x); f != nil {
			return e.fieldClient(f, depth)
		}
		v, cell, _ := e.cellValue(x.Parent(), x)
		if v != nil {
			// A variable a closure captures (or one in memory): the
			// one value stored into it.
			return e.clientOrigin(v, depth+1)
		}
		if cell != nil {
			// One set on several branches (`if base == "" { c, err =
			// gl.NewClient(tok) } else { c, err = gl.NewClient(tok,
			// gl.WithBaseURL(base)) }`): as a phi's edges.
			for _, r := range *cell.Referrers() {
				if st, ok := r.(*ssa.Store); ok && st.Addr == cell {
					if why := e.clientOrigin(st.Val, depth+1); why != "" {
						return why
					}
				}
			}
		}
	case *ssa.Field:
		if f := irutil.ReadField(x); f != nil {
			return e.fieldClient(f, depth)
		}
	case *ssa.Phi:
		for _, edge := range x.Edges {
			if why := e.clientOrigin(edge, depth+1); why != "" {
				return why
			}
		}
	case *ssa.FreeVar:
		return e.clientOrigin(e.binding(x.Parent(), x), depth+1)
	case *ssa.Parameter:
		args, _ := e.passedArgs(x)
		for _, a := range args {
			if why := e.clientOrigin(a, depth+1); why != "" {
				return why
			}
		}
	case *ssa.MakeInterface:
		return e.clientOrigin(x.X, depth+1)
	case *ssa.ChangeType:
		return e.clientOrigin(x.X, depth+1)
	case *ssa.Alloc:
		// A dependency's client written as a literal, its endpoint
		// field set (&api.Client{Endpoint: cfg.URL, Client: hc}).
		if e.apiClientType(x.Type()) {
			return e.endpointFieldSet(x)
		}
	}
	return ""
}

// callClient says where the endpoint of the client call returns is
// configured: a dependency's constructor given it, a function of the
// package returning such a client, one of another package of the module
// (ConfiguredClientFact), or a func value returning one (a package
// variable set to sync.OnceValue(func() *Client {…})).
func (e *engine) callClient(call *ssa.Call, depth int) string {
	c := call.Common()
	fn, obj := irutil.StaticCallee(c)
	switch {
	case fn == nil:
		return e.funcValueClient(c.Value, depth+1)
	case fn.Pkg == e.pkg && fn.Blocks != nil:
		return e.returnedClient(fn, depth+1)
	case obj == nil || obj.Pkg() == nil:
		return ""
	case e.dependencyPkg(obj.Pkg()):
		if why := e.constructedWith(c, obj); why != "" {
			return why
		}
		if irutil.RecvName(obj) != "" && len(c.Args) > 0 && e.dependencyType(c.Args[0].Type()) {
			// A builder returning the client it configures
			// (client.WithEnterpriseURLs(base, upload)).
			return e.clientOrigin(c.Args[0], depth+1)
		}
	case e.ownModule(obj.Pkg().Path()):
		if why := e.importedClient(obj.Origin()); why != "" {
			return why
		}
		// svc.Open(token, os.Getenv("GITLAB_URL")): a function of
		// another package building the client on its parameter.
		var f ClientParamFact
		if obj.Pkg() != e.pass.Pkg && e.pass.ImportObjectFact(obj.Origin(), &f) && f.Param < len(c.Args) {
			return e.configured(irutil.UnwrapInterface(c.Args[f.Param]), true, 0)
		}
	}
	return ""
}

// funcValueClient says where the endpoint of the client a call of func
// value v returns is configured: a function or closure of the package, a
// package variable holding one, sync.OnceValue(s) of one.
func (e *engine) funcValueClient(v ssa.Value, depth int) string {
	if v == nil || depth > maxClientDepth {
		return ""
	}
	switch x := v.(type) {
	case *ssa.Function:
		if x.Pkg == e.pkg && x.Blocks != nil {
			return e.returnedClient(x, depth+1)
		}
	case *ssa.MakeClosure:
		return e.funcValueClient(x.Fn, depth+1)
	case *ssa.UnOp:
		if g, ok := x.X.(*ssa.Global); ok && x.Op == token.MUL {
			if g.Pkg != e.pkg {
				return e.importedClient(g.Object())
			}
			return e.funcValueClient(e.globalInit(g), depth+1)
		}
	case *ssa.Call:
		obj := irutil.StaticFunc(x.Common())
		if obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == "sync" && (obj.Name() == "OnceValue" || obj.Name() == "OnceValues") && len(x.Common().Args) == 1 {
			return e.funcValueClient(x.Common().Args[0], depth+1)
		}
	case *ssa.FreeVar:
		return e.funcValueClient(e.binding(x.Parent(), x), depth+1)
	}
	return ""
}

// returnedClient says where the endpoint of the client fn returns (its
// first result) is configured, when one of its returns gives a
// configured client.
func (e *engine) returnedClient(fn *ssa.Function, depth int) string {
	for _, ret := range returnsOf(fn) {
		if ret.Block() == fn.Recover {
			continue
		}
		if why := e.clientOrigin(irutil.ReturnedValue(ret, 0), depth+1); why != "" {
			return why
		}
	}
	return ""
}

// fieldClient says where the endpoint of the client struct field f holds
// is configured: from the stores of this package into it, or, for a
// field of another package of the module, its ConfiguredClientFact.
func (e *engine) fieldClient(f *types.Var, depth int) string {
	switch {
	case f.Pkg() == e.pass.Pkg:
		for st := range irutil.FieldStores(e.funcs, f) {
			if why := e.clientOrigin(st.Val, depth+1); why != "" {
				return why
			}
		}
	case f.Pkg() != nil && e.ownModule(f.Pkg().Path()):
		return e.importedClient(f)
	}
	return ""
}

// importedClient returns the Why of the ConfiguredClientFact of obj, a
// function, variable or field of another package, or "".
func (e *engine) importedClient(obj types.Object) string {
	var f ConfiguredClientFact
	if obj == nil || obj.Pkg() == e.pass.Pkg || !e.pass.ImportObjectFact(obj, &f) {
		return ""
	}
	return f.Why
}

// constructedWith says where the endpoint a dependency's function (or
// method) obj is given by call c is configured: an argument, an option's
// argument or a field of a configuration struct (endpointArg).
func (e *engine) constructedWith(c *ssa.CallCommon, obj *types.Func) string {
	why := ""
	eachArg(c, obj, func(v ssa.Value, pname string) bool {
		why = e.endpointArg(v, pname, obj.Name(), 0)
		return why == ""
	})
	return why
}

// endpointArg says where v, an argument of a dependency's function named
// fname for its parameter pname, configures an endpoint: a configured
// value when the parameter, the function or the configuration names an
// endpoint (NewClient(baseURL, …), SetBaseURL(u), os.Getenv("API_URL")),
// an option of the dependency given one (WithBaseURL(u)), a struct whose
// endpoint-named field is set to one (cfg.BaseURL = u).
func (e *engine) endpointArg(v ssa.Value, pname, fname string, depth int) string {
	v = irutil.UnwrapInterface(v)
	if why := e.configured(v, false, 0); why != "" && (endpointWord(pname) || endpointWord(fname) || whyNamesEndpoint(why)) {
		return why
	}
	switch x := v.(type) {
	case *ssa.Call:
		fn, obj := irutil.StaticCallee(x.Common())
		if fn != nil && fn.Pkg == e.pkg && fn.Blocks != nil && depth < 2 {
			// A helper of the package building the configuration
			// (config(addr, token) returning &tfe.Config{Address: addr}).
			return e.returnedEndpoint(fn, pname, fname, depth+1)
		}
		if obj == nil || obj.Pkg() == nil || !e.dependencyPkg(obj.Pkg()) {
			return ""
		}
		why := ""
		eachArg(x.Common(), obj, func(a ssa.Value, aname string) bool {
			if endpointWord(obj.Name()) || endpointWord(aname) {
				why = e.configured(irutil.UnwrapInterface(a), true, 0) // gitlab.WithBaseURL(os.Getenv("GITLAB_URL"))
			}
			return why == ""
		})
		if why == "" {
			why = e.endpointFieldSet(x) // cfg := api.DefaultConfig(); cfg.Address = …; api.NewClient(cfg)
		}
		return why
	case *ssa.UnOp:
		if x.Op == token.MUL {
			return e.endpointFieldSet(x.X) // cfg := DefaultConfig(); cfg.Address = …; New(*cfg)
		}
	case *ssa.Alloc:
		return e.endpointFieldSet(x)
	}
	return ""
}

// returnedEndpoint is endpointArg for what fn, a helper of the package,
// returns: where every configuration it returns (nil aside) configures
// the endpoint.
func (e *engine) returnedEndpoint(fn *ssa.Function, pname, fname string, depth int) string {
	var vals []ssa.Value
	for _, ret := range returnsOf(fn) {
		if ret.Block() == fn.Recover {
			continue
		}
		v := irutil.ReturnedValue(ret, 0)
		if c, ok := v.(*ssa.Const); !ok || !c.IsNil() {
			vals = append(vals, v)
		}
	}
	why := ""
	for _, v := range vals {
		w := e.endpointArg(v, pname, fname, depth)
		if w == "" {
			return ""
		}
		if why == "" {
			why = w
		}
	}
	return why
}

// endpointFieldSet says where the value stored into an endpoint-named
// field of the struct a points to (a dependency's configuration) is
// configured.
func (e *engine) endpointFieldSet(a ssa.Value) string {
	if a.Referrers() == nil {
		return ""
	}
	for _, r := range *a.Referrers() {
		if fa, ok := r.(*ssa.FieldAddr); ok {
			if why := e.endpointFieldStore(fa); why != "" {
				return why
			}
		}
	}
	return ""
}

// endpointFieldStore says where the value stored through fa, the
// address of a field named like an endpoint, is configured; "" when fa's
// field is named otherwise or nothing configured is stored.
func (e *engine) endpointFieldStore(fa *ssa.FieldAddr) string {
	s, ok := deref(fa.X.Type()).Underlying().(*types.Struct)
	if !ok || fa.Field >= s.NumFields() || !endpointWord(s.Field(fa.Field).Name()) {
		return ""
	}
	for _, r := range *fa.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == fa {
			if why := e.configured(st.Val, true, 0); why != "" {
				return why
			}
		}
	}
	return ""
}

// configuredAfter says where the endpoint that the code sets on client
// value v after building it is configured: a setter of the dependency
// named like one (client.SetBaseURL(u)), or an endpoint-named field
// (client.BaseURL, _ = url.Parse(os.Getenv("API_URL"))).
func (e *engine) configuredAfter(v ssa.Value) string {
	for _, r := range *v.Referrers() {
		switch x := r.(type) {
		case *ssa.Call:
			c := x.Common()
			obj := irutil.StaticFunc(c)
			if obj == nil || obj.Pkg() == nil || !e.dependencyPkg(obj.Pkg()) || len(c.Args) < 2 || c.Args[0] != v || !endpointWord(obj.Name()) {
				continue
			}
			if why := e.constructedWith(c, obj); why != "" {
				return why
			}
		case *ssa.FieldAddr:
			if why := e.endpointFieldStore(x); why != "" {
				return why
			}
		}
	}
	return ""
}

// endpointWord reports whether an identifier names an endpoint
// (baseURL, WithBaseURL, SetHostURL, Endpoint), with a leading With or
// Set aside.
func endpointWord(name string) bool {
	return name != "" && endpointName.MatchString(Normalize(name))
}

// whyNamesEndpoint reports whether a reason of configured ("$GITLAB_URL",
// "flag -endpoint", "field Config.BaseURL") names an endpoint.
func whyNamesEndpoint(why string) bool {
	i := strings.LastIndexAny(why, " $.-")
	return endpointWord(why[i+1:])
}

// exportClients exports a ConfiguredClientFact for each exported
// function, package variable and struct field of the package that gives
// or holds a dependency's HTTP API client built on the configured
// endpoint.
func (e *engine) exportClients() {
	for _, fn := range e.funcs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Parent() != nil || !obj.Exported() || fn.Signature.Results().Len() == 0 ||
			!e.apiClientType(fn.Signature.Results().At(0).Type()) {
			continue
		}
		if why := e.returnedClient(fn, 0); why != "" {
			e.pass.ExportObjectFact(obj, &ConfiguredClientFact{Why: why})
		} else if i, ok := e.builtOnOwnParam(fn, obj); ok {
			e.pass.ExportObjectFact(obj, &ClientParamFact{Param: i})
		}
	}
	for _, m := range e.pkg.Members {
		g, ok := m.(*ssa.Global)
		if !ok || g.Object() == nil || !g.Object().Exported() {
			continue // init$guard has no object
		}
		t := deref(g.Type())
		why := ""
		if sig, ok := t.Underlying().(*types.Signature); ok {
			if sig.Results().Len() > 0 && e.apiClientType(sig.Results().At(0).Type()) {
				why = e.funcValueClient(e.globalInit(g), 0)
			}
		} else if e.apiClientType(t) {
			why = e.clientOrigin(e.globalInit(g), 0)
		}
		if why != "" {
			e.pass.ExportObjectFact(g.Object(), &ConfiguredClientFact{Why: why})
		}
	}
	for f := range irutil.ExportedFields(e.pass.Pkg) {
		if !e.apiClientType(f.Type()) {
			continue
		}
		if why := e.fieldClient(f, 0); why != "" {
			e.pass.ExportObjectFact(f, &ConfiguredClientFact{Why: why})
		}
	}
}
