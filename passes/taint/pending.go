package taint

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/report"
)

// A server often keeps its handlers in one package, holding a service as
// an interface declared in a second one, and its implementation in a
// third that neither imports; the package that builds the service and
// registers the handlers sees them all:
//
//	// package handlers
//	type H struct{ Jobs iface.Jobs }
//	func (h *H) List(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//		jobs, err := h.Jobs.List(ctx)
//		if err != nil {
//			return mcp.NewToolResultError(fmt.Sprintf("list: %v", err)), nil
//		}
//
//	// package server (imports handlers and impl)
//	h := &handlers.H{Jobs: impl.New()}
//	s.AddTool(listTool, h.List)
//
// go vet analyzes each package alone: the handler's package does not know
// what the interface's error carries, and the registering package, which
// knows the implementations, does not see the handler's body. So the
// error of a call of a method of the module's own interface that the
// handler's package cannot resolve (no implementation among what it sees,
// no fact from the interface's package) carries a Pending label naming
// the interface method; a sink it reaches in a reportable file is
// recorded in a PendingSinksFact, by the full name of the top-level
// function that holds it. A package that registers that function as a
// handler of another package (handlers.Result.Imported) resolves the
// interface's implementations among what it sees, with the rule of a
// call in its own code (see invokeSummary: its own types and the exported
// types of the module's packages it imports, test doubles aside; the
// meet of several), and errorleak reports the sink there, at the sink's
// own line (Result.Remote, report.Scope.Foreign), with the message a
// sink of its own gets. Two packages registering one handler give the
// same line and message: the standalone driver keeps one.

// PendingSinksFact lists the sinks of a package's functions that an
// error of an interface call the package cannot resolve reaches, sorted
// by function, then position.
type PendingSinksFact struct {
	Sinks []PendingSink
}

// PendingSink is one sink reached by the errors of interface calls that
// its package cannot resolve.
type PendingSink struct {
	// Func is the full name of the top-level function holding the sink
	// (the key of handlers.Origin.Name).
	Func string
	// Pos is the sink's position, with the //mcplint:ignore directive of
	// errorleak that covers it in its package.
	Pos  report.Position
	Sink Sink
	Via  string
	// Calls are the interface calls whose errors reach the sink.
	Calls []PendingCall
	// Registered says the sink is in a handler its own package registers
	// (not one another package may register): a package that wires an
	// implementation of the interface in decides it (see resolvePending).
	Registered bool
	// Reported says the sink's own package reports a flow of its own
	// there, into the same class of sink: a package deciding the sink
	// adds no second finding at that place (one finding per place, under
	// either driver).
	Reported bool
}

// PendingCall names a result of a method of a named interface of the
// module.
type PendingCall struct {
	// Iface is the interface's package path and name, "example.com/m/iface.Jobs".
	Iface  string
	Method string
	Result int
}

// RemoteFlow is a flow into a sink of another package's handler that
// this package registers (see PendingSinksFact): Flow.Pos is not set,
// Pos is the sink's.
type RemoteFlow struct {
	Pos  report.Position
	Flow Flow
}

// AFact marks PendingSinksFact as an analysis fact.
func (*PendingSinksFact) AFact() {}

func (f *PendingSinksFact) String() string {
	parts := make([]string, len(f.Sinks))
	for i, s := range f.Sinks {
		calls := make([]string, len(s.Calls))
		for j, c := range s.Calls {
			calls[j] = fmt.Sprintf("%s.%s#%d", c.Iface, c.Method, c.Result)
		}
		parts[i] = fmt.Sprintf("%s:%d:%s", s.Func, s.Pos.Line, strings.Join(calls, ","))
	}
	return "pendingsinks(" + strings.Join(parts, "; ") + ")"
}

// pendingSummary returns the summary of an interface call (c, in invoke
// mode, of a method of the module's own interface) that nothing this
// package sees resolves: each error result carries a Pending label naming
// the interface's method and result. Nil for an unnamed or generic
// interface, or a method without an error result.
func (e *engine) pendingSummary(c *ssa.CallCommon) *FuncFact {
	n, ok := types.Unalias(c.Value.Type()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.TypeArgs().Len() > 0 || !e.ownModule(n.Obj().Pkg().Path()) {
		return nil
	}
	res := c.Signature().Results()
	f := &FuncFact{Results: make([]Taint, res.Len())}
	found := false
	for i := 0; i < res.Len(); i++ {
		if !irutil.IsErrorType(res.At(i).Type()) {
			continue
		}
		l := Label{Kind: Pending, What: n.Obj().Pkg().Path() + "." + n.Obj().Name(), Why: c.Method.Name(), Pos: strconv.Itoa(i)}
		f.Results[i] = Taint{Labels: []Label{l}}
		found = true
	}
	if !found {
		return nil
	}
	return f
}

// funcParamIface marks a PendingCall that stands for a call of a function
// parameter of an exported registrar (Iface is the prefix and the
// registrar's full name, Method the parameter's index): its callers in
// other packages decide what the functions they pass carry.
const funcParamIface = "func:"

// pendingFuncParam sets the error results of c, a call of the function
// value that a closure captured from parameter p of an exported function
// no call of this package passes (a registrar of tools that other
// packages call), to Pending labels naming the parameter.
func (e *engine) pendingFuncParam(c *ssa.CallCommon, p *ssa.Parameter, out []Taint) {
	reg, ok := p.Parent().Object().(*types.Func)
	if !ok || !reg.Exported() {
		return
	}
	i := slices.Index(p.Parent().Params, p)
	res := c.Signature().Results()
	for r := 0; r < res.Len() && r < len(out); r++ {
		if irutil.IsErrorType(res.At(r).Type()) {
			out[r] = out[r].Union(Taint{Labels: []Label{{Kind: Pending, What: funcParamIface + reg.FullName(), Why: strconv.Itoa(i), Pos: strconv.Itoa(r)}}})
		}
	}
}

// resolveFuncParams adds, for each call of this package of a registrar
// that calls name (pending sink ps of another package), a flow at the
// function it passes into ps's sink with what that function's result
// carries: one finding per tool registered, in the package that knows the
// tool (`mcptools.AddReadTool(srv, app, "list_books", h.listBooks)`).
func (e *engine) resolveFuncParams(ps PendingSink, calls []PendingCall) {
	for _, c := range calls {
		name, ok := strings.CutPrefix(c.Iface, funcParamIface)
		idx, err := strconv.Atoi(c.Method)
		if !ok || err != nil {
			continue
		}
		for _, call := range irutil.Calls(e.funcs) {
			cc := call.Common()
			callee := cc.StaticCallee()
			if callee == nil || idx >= len(cc.Args) {
				continue
			}
			if callee.Origin() != nil {
				callee = callee.Origin()
			}
			obj, ok := callee.Object().(*types.Func)
			if !ok || obj.FullName() != name {
				continue
			}
			f := e.passedFuncSummary(cc.Args[idx])
			if f == nil || c.Result >= len(f.Results) {
				continue
			}
			pos := cc.Args[idx].Pos()
			if !pos.IsValid() {
				pos = call.Pos()
			}
			e.addFlow(pos, ps.Sink, withoutPending(f.Results[c.Result]), ps.Via)
		}
	}
}

// withoutPending returns t without its Pending labels.
func withoutPending(t Taint) Taint {
	if !hasKind(t, Pending) {
		return t
	}
	return t.Filter(func(l Label) bool { return l.Kind != Pending })
}

// withoutPending returns f without Pending labels (f itself when it has
// none): a fact on an interface method, or a dispatched tool's, holds
// what its implementations carry, not what another package may decide.
func (f *FuncFact) withoutPending() *FuncFact {
	has := false
	for _, r := range f.Results {
		has = has || hasKind(r, Pending)
	}
	for _, st := range f.Structs {
		has = has || hasKind(st.Rest, Pending)
		for _, t := range st.Fields {
			has = has || hasKind(t, Pending)
		}
	}
	if !has {
		return f
	}
	out := &FuncFact{Results: make([]Taint, len(f.Results)), Sinks: f.Sinks}
	for i, r := range f.Results {
		out.Results[i] = withoutPending(r)
	}
	for i, st := range f.Structs {
		ns := StructTaint{Rest: withoutPending(st.Rest)}
		for j, t := range st.Fields {
			if t = withoutPending(t); !t.Empty() {
				if ns.Fields == nil {
					ns.Fields = map[int]Taint{}
				}
				ns.Fields[j] = t
			}
		}
		if ns.Rest.Empty() && len(ns.Fields) == 0 {
			continue
		}
		if out.Structs == nil {
			out.Structs = map[int]StructTaint{}
		}
		out.Structs[i] = ns
	}
	return out
}

// addPending records a sink of fn at pos, of a reportable file, reached
// by Pending labels of t. The returned error of a handler registered in
// another package is left out: its routing is decided there, and rpcerror
// reports it; that of a handler registered here is a sink of its routing.
func (e *engine) addPending(scope *report.Scope, fn *ssa.Function, pos token.Pos, s Sink, t Taint, via string) {
	if !pos.IsValid() || !scope.Reportable(pos) {
		return
	}
	if h := e.handlers.ByFunc[fn]; s.What == whatReturned && (h == nil || h.Open) {
		return
	}
	root := irutil.Outermost(fn)
	obj, ok := root.Object().(*types.Func)
	if !ok {
		return
	}
	var calls []PendingCall
	for _, l := range t.Labels {
		if l.Kind != Pending {
			continue
		}
		i, err := strconv.Atoi(l.Pos)
		if err != nil {
			continue
		}
		calls = append(calls, PendingCall{Iface: l.What, Method: l.Why, Result: i})
	}
	if len(calls) == 0 {
		return
	}
	p := scope.PositionOf("errorleak", pos)
	add := func(name string, registered bool) {
		for i := range e.pending {
			ps := &e.pending[i]
			if ps.Func == name && ps.Pos.File == p.File && ps.Pos.Offset == p.Offset && ps.Sink.Class == s.Class {
				for _, c := range calls {
					if !containsCall(ps.Calls, c) {
						ps.Calls = append(ps.Calls, c)
					}
				}
				return
			}
		}
		e.pending = append(e.pending, PendingSink{Func: name, Pos: p, Sink: s, Via: via, Calls: append([]PendingCall(nil), calls...), Registered: registered})
	}
	h := e.handlers.ByFunc[fn]
	add(obj.FullName(), h != nil && !h.Open)
	if e.handlers.ByFunc[root] == nil {
		// A helper that builds the result itself (`return h.raw(ctx,
		// id)`): the sink is also each handler's that calls it.
		for _, hh := range e.handlers.Handlers {
			hr := irutil.Outermost(hh.Fn)
			if ho, ok := hr.Object().(*types.Func); ok && hr != root && irutil.Reachable(map[*ssa.Function]bool{hh.Fn: true})[root] {
				add(ho.FullName(), !hh.Open)
			}
		}
	}
}

// markReported sets PendingSink.Reported of the pending sinks where this
// package has a flow of its own to report: a source it resolves itself
// (not a tool's error it leaves to a dispatcher, Label.Dispatch).
func (e *engine) markReported() {
	type key struct {
		file   string
		offset int
		class  SinkClass
	}
	own := map[key]bool{}
	var scope *report.Scope
	for _, fl := range e.flows {
		if !slices.ContainsFunc(fl.Taint.Labels, func(l Label) bool { return l.Dispatch == "" }) {
			continue
		}
		if scope == nil {
			scope = report.NewScope(e.pass)
		}
		p := scope.PositionOf("errorleak", fl.Pos)
		own[key{p.File, p.Offset, fl.Sink.Class}] = true
	}
	for i := range e.pending {
		ps := &e.pending[i]
		if own[key{ps.Pos.File, ps.Pos.Offset, ps.Sink.Class}] {
			ps.Reported = true
		}
	}
}

func containsCall(cs []PendingCall, c PendingCall) bool {
	for _, d := range cs {
		if d == c {
			return true
		}
	}
	return false
}

// exportPending records the pending sinks in a PendingSinksFact.
func (e *engine) exportPending() {
	if len(e.pending) == 0 {
		return
	}
	e.markReported()
	for i := range e.pending {
		cs := e.pending[i].Calls
		sort.Slice(cs, func(a, b int) bool {
			if cs[a].Iface != cs[b].Iface {
				return cs[a].Iface < cs[b].Iface
			}
			if cs[a].Method != cs[b].Method {
				return cs[a].Method < cs[b].Method
			}
			return cs[a].Result < cs[b].Result
		})
	}
	sort.SliceStable(e.pending, func(i, j int) bool {
		a, b := e.pending[i], e.pending[j]
		if a.Func != b.Func {
			return a.Func < b.Func
		}
		if a.Pos.File != b.Pos.File {
			return a.Pos.File < b.Pos.File
		}
		if a.Pos.Offset != b.Pos.Offset {
			return a.Pos.Offset < b.Pos.Offset
		}
		return a.Sink.Class < b.Sink.Class
	})
	e.pass.ExportPackageFact(&PendingSinksFact{Sinks: e.pending})
}

// resolvePending decides the pending sinks of the handlers of other
// packages this package registers, with the implementations of their
// interfaces that it sees (Result.Remote).
func (e *engine) resolvePending() {
	facts := map[*types.Package]*PendingSinksFact{}
	type key struct {
		file   string
		offset int
		class  SinkClass
	}
	at := map[key]int{}
	factOf := func(pkg *types.Package) *PendingSinksFact {
		f, seen := facts[pkg]
		if !seen {
			f = new(PendingSinksFact)
			if !e.pass.ImportPackageFact(pkg, f) {
				f = nil
			}
			facts[pkg] = f
		}
		return f
	}
	// decide adds the flow of the pending sink ps, reached by the errors
	// of calls, with what this package sees of their implementations.
	decide := func(ps PendingSink, calls []PendingCall) {
		if ps.Reported {
			return
		}
		t := e.resolveCalls(calls).Filter(ps.Sink.Class.Accepts)
		if len(t.Labels) == 0 {
			return
		}
		t = Taint{Labels: t.Labels}
		k := key{ps.Pos.File, ps.Pos.Offset, ps.Sink.Class}
		if i, ok := at[k]; ok {
			e.remote[i].Flow.Taint = e.remote[i].Flow.Taint.Union(t)
			return
		}
		at[k] = len(e.remote)
		e.remote = append(e.remote, RemoteFlow{Pos: ps.Pos, Flow: Flow{Sink: ps.Sink, Taint: t, Via: ps.Via}})
	}
	for _, im := range e.handlers.Imported {
		pkg := im.Pkg()
		if pkg == nil || pkg == e.pass.Pkg {
			continue
		}
		f := factOf(pkg)
		if f == nil {
			continue
		}
		name := im.Name()
		for _, ps := range f.Sinks {
			if ps.Func == name {
				decide(ps, ps.Calls)
			}
		}
	}
	// A package that converts a value of its own (or an imported)
	// concrete type to the interface wires the service into the module's
	// handlers (`tools.Register(s, db)`, with db a *pg.DB and the
	// parameter a store.Store): it decides the pending sinks, for that
	// interface, of the handlers that the module packages it imports,
	// directly or not, register themselves.
	if wired := e.wiredInterfaces(); len(wired) > 0 {
		for _, pkg := range e.moduleImports() {
			f := factOf(pkg)
			if f == nil {
				continue
			}
			for _, ps := range f.Sinks {
				if !ps.Registered {
					continue // decided where it is registered, if anywhere
				}
				var calls []PendingCall
				for _, c := range ps.Calls {
					if wired[c.Iface] {
						calls = append(calls, c)
					}
				}
				if len(calls) > 0 {
					decide(ps, calls)
				}
			}
		}
	}
	// A package that calls an exported registrar of another package
	// decides that registrar's sinks reached by the functions it passes,
	// at each function it passes; and those reached by the errors of the
	// API client it passes, at the sink.
	addRemote := func(ps PendingSink, t Taint) {
		if ps.Reported {
			return
		}
		t = t.Filter(ps.Sink.Class.Accepts)
		if len(t.Labels) == 0 {
			return
		}
		k := key{ps.Pos.File, ps.Pos.Offset, ps.Sink.Class}
		if i, ok := at[k]; ok {
			e.remote[i].Flow.Taint = e.remote[i].Flow.Taint.Union(t)
			return
		}
		at[k] = len(e.remote)
		e.remote = append(e.remote, RemoteFlow{Pos: ps.Pos, Flow: Flow{Sink: ps.Sink, Taint: Taint{Labels: t.Labels}, Via: ps.Via}})
	}
	for _, pkg := range e.moduleImports() {
		f := factOf(pkg)
		if f == nil {
			continue
		}
		for _, ps := range f.Sinks {
			var calls, clients, fields, endpoints []PendingCall
			for _, c := range ps.Calls {
				switch {
				case strings.HasPrefix(c.Iface, funcParamIface):
					calls = append(calls, c)
				case strings.HasPrefix(c.Iface, clientParamIface):
					clients = append(clients, c)
				case strings.HasPrefix(c.Iface, clientFieldIface):
					fields = append(fields, c)
				case strings.HasPrefix(c.Iface, endpointParamIface):
					endpoints = append(endpoints, c)
				}
			}
			if len(calls) > 0 {
				e.resolveFuncParams(ps, calls)
			}
			if len(clients) > 0 {
				e.resolveClientParams(ps, clients, addRemote)
			}
			if len(endpoints) > 0 {
				e.resolveEndpointParams(ps, endpoints, addRemote)
			}
			if len(fields) > 0 {
				e.resolveClientFields(ps, fields, addRemote)
			}
		}
	}
	sort.SliceStable(e.remote, func(i, j int) bool {
		a, b := e.remote[i].Pos, e.remote[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Offset < b.Offset
	})
}

// resolveCalls returns what the results named by calls carry, from the
// implementations of their interfaces this package sees: nothing for an
// interface without them, or with one outside the module.
func (e *engine) resolveCalls(calls []PendingCall) Taint {
	var t Taint
	for _, c := range calls {
		iface := e.lookupInterface(c.Iface)
		if iface == nil {
			continue
		}
		fns, ok := e.implementations(iface, c.Method)
		if !ok || len(fns) == 0 {
			continue
		}
		f := e.implsSummary(fns)
		if f == nil || c.Result >= len(f.Results) {
			continue
		}
		t = t.Union(withoutPending(f.Results[c.Result].OnlyLabels()))
	}
	return t
}

// lookupInterface returns the named interface "path.Name" among the
// packages this package imports, directly or not; nil if none.
func (e *engine) lookupInterface(key string) *types.Interface {
	i := strings.LastIndexByte(key, '.')
	if i < 0 {
		return nil
	}
	path, name := key[:i], key[i+1:]
	var pkg *types.Package
	for _, p := range append([]*types.Package{e.pass.Pkg}, e.moduleImports()...) {
		if p.Path() == path {
			pkg = p
			break
		}
	}
	if pkg == nil {
		return nil
	}
	tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
	if !ok {
		return nil
	}
	iface, _ := tn.Type().Underlying().(*types.Interface)
	return iface
}

// wiredInterfaces returns the named interfaces of the module ("path.Name")
// that the package's code converts a value of a concrete type to.
func (e *engine) wiredInterfaces() map[string]bool {
	out := map[string]bool{}
	for _, fn := range e.funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				mi, ok := instr.(*ssa.MakeInterface)
				if !ok || types.IsInterface(mi.X.Type()) {
					continue
				}
				n, ok := types.Unalias(mi.Type()).(*types.Named)
				if !ok || n.Obj().Pkg() == nil || !e.ownModule(n.Obj().Pkg().Path()) {
					continue
				}
				out[n.Obj().Pkg().Path()+"."+n.Obj().Name()] = true
			}
		}
	}
	return out
}

// moduleImports returns the module's packages this package imports,
// directly or not (as far as their export data lists their own imports),
// in a stable order.
func (e *engine) moduleImports() []*types.Package {
	if e.modImports != nil {
		return e.modImports
	}
	out := []*types.Package{}
	seen := map[*types.Package]bool{e.pass.Pkg: true}
	nonTest := e.nonTestImports()
	var walk func(p *types.Package)
	walk = func(p *types.Package) {
		for _, imp := range p.Imports() {
			if seen[imp] || !e.ownModule(imp.Path()) || p == e.pass.Pkg && !nonTest[imp.Path()] {
				continue // (imported by the package's tests only: go vet's test variant)
			}
			seen[imp] = true
			out = append(out, imp)
			walk(imp)
		}
	}
	walk(e.pass.Pkg)
	e.modImports = out
	return out
}
