package taint

import (
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// engine runs the taint analysis of one package.
//
// Values carry a [Taint]. Memory is modelled per root object (an Alloc, a
// global, a parameter) and, one level deep, per field: a store through any
// address derived from a root taints that root's field (or the whole root
// for slice and array elements), and loads read it back.
//
// Phase one computes a summary of every function (what its results carry,
// which parameters reach a sink), callees first; phase two analyzes each
// function again with the final summaries, parents before their closures,
// and records the flows into sinks.
type engine struct {
	pass     *analysis.Pass
	cfg      *config
	pkg      *ssa.Package
	funcs    []*ssa.Function
	handlers *handlers.Result
	results  *results.Result
	// servesByHand says the package answers tools by hand (its handlers,
	// or tools of other packages it dispatches): a struct with a JSON
	// code and message it fills is its JSON-RPC error (see wireObject).
	servesByHand bool
	// errTexts memoizes, per function, whether a text stored into a text
	// content ends up in isError results only (see errorContent).
	errTexts map[*ssa.Function]map[ssa.Value]bool

	closures map[*ssa.Function]*ssa.MakeClosure
	captured map[ssa.Value]bool // values bound to closures' free variables
	mem      map[ssa.Value]map[int]Taint
	// foreign holds what other functions (closures) store into a local
	// cell; the cell's own function reads its stores flow-sensitively.
	// deferred holds what closures that only run deferred store there: a
	// load reads it only after the deferred calls ran (see cellLoad).
	foreign, deferred map[*ssa.Alloc]Taint
	// exact marks results of calls whose memory (mem) holds their taint
	// field by field, from the callee's StructTaint: a field read of them
	// reads that field only, not the whole value's taint.
	exact map[ssa.Value]bool
	sums  map[*ssa.Function]*FuncFact
	// mapSums refines the summaries of the package's functions for their
	// map results built key by key (see maps.go).
	mapSums  map[*ssa.Function]map[int]mapTaint
	imported map[*types.Func]*FuncFact // calleeSummary's memo of facts (nil: none)
	busy     map[*ssa.Function]bool
	// cycles counts the summaries asked for while being computed (a
	// recursion): a state computed meanwhile may lack a callee's.
	cycles int
	// states holds the final state of each function the sinks pass has
	// analyzed, and, when keepStates is set (the package has MCP code,
	// so the sinks pass will run), of each self-contained function
	// (selfContained) the summaries analyzed without meeting a
	// recursion: its state would come out the same.
	states     map[*ssa.Function]*state
	keepStates bool
	inputs     map[*types.TypeName]bool
	passed     map[*ssa.Parameter]ssa.Value // passedBase's memo
	setFrom    map[*types.Var]string        // setFromConfig's memo
	configs    map[*types.TypeName]bool     // configType's memo
	dbLayers   map[string]bool              // dbLayer's memo
	deps       map[string]*types.Package    // the package's dependencies, by path (dbLayer)
	// depsEmbedded memoizes dependenciesEmbeddedOnly (nil: not asked yet).
	depsEmbedded *bool
	nonTest      map[string]bool // nonTestImports' memo
	stackLib     bool
	// embedded is set when the package opens databases with embedded
	// drivers only (see embeddedOnly).
	embedded bool
	// impls memoizes the implementations of interface methods (see
	// invokeSummary).
	impls map[*types.Func]implSet
	// apiKey is set when the package or one it depends on configures a
	// Google API client with an API key (see usesAPIKey).
	apiKey bool
	// queryKey names the secret-named query parameter that the
	// package's resty clients, or those of a package it depends on, put
	// into every request URL (see QueryKeyFact), or "".
	queryKey string
	// depKeys are the DepQueryKeyFacts of the functions of the packages
	// it imports (see depQueryKeys).
	depKeys map[types.Object]*DepQueryKeyFact
	// clientWhy memoizes clientOrigin, senders apiClientType.
	clientWhy map[ssa.Value]string
	senders   map[*types.Named]bool
	// ctorParamMemo memoizes ctorParams, ctorWhys ctorWhy.
	ctorParamMemo map[*types.Var][]*ssa.Parameter
	ctorWhys      map[string]string
	// keptMemo memoizes keptService.
	keptMemo map[*types.Var]ssa.Value
	// callsTo memoizes callsOf: the package's calls of a function of
	// another package, by its full name.
	callsTo map[string][]*ssa.CallCommon

	flows  []Flow
	flowAt map[flowKey]int
	// withheld is Result.Withheld.
	withheld map[token.Pos]Taint
	// errFields holds what the package stores into the error fields of
	// its struct types (see errfields.go).
	errFields map[*types.Var]Taint
	// gated memoizes debugGated, revealed revealGated.
	gated, revealed map[*ssa.BasicBlock]bool
	// gates memoizes gatesOf.
	gates map[*ssa.BasicBlock][]gate
	// dispatchPos holds the positions of the calls of a dispatcher of
	// this package that call tools of another package
	// (handlers.Result.Imported); dispatched memoizes what their errors
	// carry and toolErrs the ToolErrorsFacts read (see dispatchedErrors).
	dispatchPos map[token.Pos]bool
	// switchedPos holds those of dispatchPos that call a switcher of
	// another package statically (handlers.Imported.Switched): its
	// error is what its tools' errors carry.
	switchedPos map[token.Pos]bool
	// modImports memoizes moduleImports.
	modImports []*types.Package
	dispatched map[token.Pos]Taint
	toolErrs   map[*types.Package]map[string]ToolErrors
	// dispatchedReturns is Result.Dispatched.
	dispatchedReturns map[string][]DispatchedReturn
	// pending collects the sinks of this package reached by the errors
	// of interface calls it cannot resolve (PendingSinksFact); remote is
	// Result.Remote (see pending.go).
	pending []PendingSink
	remote  []RemoteFlow
}

type flowKey struct {
	pos   token.Pos
	class SinkClass
}

// state is the analysis of one function.
type state struct {
	fn      *ssa.Function
	vals    map[ssa.Value]Taint
	tuples  map[ssa.Value][]Taint
	changed bool
}

func newEngine(pass *analysis.Pass, cfg *config, pkg *ssa.Package, funcs []*ssa.Function, h *handlers.Result) *engine {
	e := &engine{
		pass: pass, cfg: cfg, pkg: pkg, funcs: funcs, handlers: h,
		closures:      map[*ssa.Function]*ssa.MakeClosure{},
		captured:      map[ssa.Value]bool{},
		mem:           map[ssa.Value]map[int]Taint{},
		foreign:       map[*ssa.Alloc]Taint{},
		deferred:      map[*ssa.Alloc]Taint{},
		exact:         map[ssa.Value]bool{},
		errTexts:      map[*ssa.Function]map[ssa.Value]bool{},
		sums:          map[*ssa.Function]*FuncFact{},
		mapSums:       map[*ssa.Function]map[int]mapTaint{},
		busy:          map[*ssa.Function]bool{},
		states:        map[*ssa.Function]*state{},
		imported:      map[*types.Func]*FuncFact{},
		inputs:        map[*types.TypeName]bool{},
		passed:        map[*ssa.Parameter]ssa.Value{},
		setFrom:       map[*types.Var]string{},
		configs:       map[*types.TypeName]bool{},
		dbLayers:      map[string]bool{},
		clientWhy:     map[ssa.Value]string{},
		senders:       map[*types.Named]bool{},
		ctorParamMemo: map[*types.Var][]*ssa.Parameter{},
		keptMemo:      map[*types.Var]ssa.Value{},
		ctorWhys:      map[string]string{},
		flowAt:        map[flowKey]int{},
		withheld:      map[token.Pos]Taint{},
		gated:         map[*ssa.BasicBlock]bool{},
		revealed:      map[*ssa.BasicBlock]bool{},
		errFields:     map[*types.Var]Taint{},
		gates:         map[*ssa.BasicBlock][]gate{},
		stackLib:      importsStackLib(pass),

		dispatchPos: map[token.Pos]bool{},
		switchedPos: map[token.Pos]bool{},
		dispatched:  map[token.Pos]Taint{},
		toolErrs:    map[*types.Package]map[string]ToolErrors{},

		dispatchedReturns: map[string][]DispatchedReturn{},
	}
	for _, im := range h.Imported {
		if im.Via.How == handlers.HowDispatched && im.Routing.Route != sdk.RouteUnknown {
			e.dispatchPos[im.Pos] = true
			if im.Switched {
				e.switchedPos[im.Pos] = true
			}
		}
	}
	for _, fn := range funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if mc, ok := instr.(*ssa.MakeClosure); ok {
					if cl, ok := mc.Fn.(*ssa.Function); ok {
						e.closures[cl] = mc
					}
					for _, b := range mc.Bindings {
						e.captured[b] = true
					}
				}
			}
		}
	}
	e.embedded = e.embeddedOnly(funcs)
	e.servesByHand = len(h.Imported) > 0 || len(h.Candidates) > 0 ||
		slices.ContainsFunc(h.Handlers, func(hd *handlers.Handler) bool { return hd.SDK == sdk.HandRolled })
	for _, hd := range h.Handlers {
		if i, p := hd.Kind.InputIndex(), hd.Fn.Signature.Params(); i >= 0 && i < p.Len() {
			if n, ok := types.Unalias(deref(p.At(i).Type())).(*types.Named); ok {
				e.inputs[n.Origin().Obj()] = true
			}
		}
	}
	return e
}

func (e *engine) run() {
	e.keepStates = e.handlers.SSA != nil && e.handlers.SSA.Pkg != nil
	// Package initializers first: they set the globals functions read.
	if init := e.pkg.Func("init"); init != nil {
		e.analyze(init)
	}
	e.storedErrors()
	for _, fn := range e.funcs {
		// Pending labels leave the package in the summaries: a handler
		// of another package calling this function carries them to its
		// sinks, which a package wiring the interface in decides.
		f := e.summary(fn)
		if fwd := forwards(fn); fwd != nil && fn.Parent() == nil {
			g := FuncFact{}
			if f != nil {
				g = *f
			}
			g.Forwards = fwd
			f = &g
		}
		if obj, ok := fn.Object().(*types.Func); ok && fn.Parent() == nil && f != nil && !f.empty() {
			e.pass.ExportObjectFact(obj, f)
		}
	}
	e.exportInterfaceFacts()
	e.exportWiredImpls()
	e.exportFieldFacts()
	e.exportToolErrors()
	e.exportEndpoints()
	e.exportEnvGetters()
	e.exportClients()
	e.exportCtorEndpoints()
	if e.handlers.SSA == nil || e.handlers.SSA.Pkg == nil {
		// No MCP code: summaries only, and the pending sinks of the
		// packages whose services this package wires, or whose client
		// parameters it hands on (exported again).
		e.resolvePending()
		e.exportPending()
		return
	}
	var scope *report.Scope
	for _, fn := range e.funcs {
		st := e.states[fn]
		if st == nil {
			st = e.analyze(fn)
			e.states[fn] = st
		}
		e.sinks(st, func(pos token.Pos, s Sink, t Taint, via string) {
			e.addFlow(pos, s, t, via)
			if hasKind(t, Pending) {
				if scope == nil {
					scope = report.NewScope(e.pass)
				}
				e.addPending(scope, fn, pos, s, t, via)
			}
			if s.Class == SinkJSONRPC && s.What == whatReturned {
				e.withheld[pos] = e.withheld[pos].Union(t.OnlyLabels().Filter(SinkErrorText.Accepts))
			}
		})
	}
	e.registeredErrors()
	// Resolving first: a client another package hands to this package's
	// registrar, which hands it on to another's, forwards their pending
	// sinks (resolveClientParams).
	e.resolvePending()
	e.exportPending()
}

func (e *engine) addFlow(pos token.Pos, s Sink, t Taint, via string) {
	t = t.OnlyLabels().Filter(s.Class.Accepts)
	if t.Empty() {
		return
	}
	k := flowKey{pos, s.Class}
	if i, ok := e.flowAt[k]; ok {
		e.flows[i].Taint = e.flows[i].Taint.Union(t)
		return
	}
	e.flowAt[k] = len(e.flows)
	e.flows = append(e.flows, Flow{Pos: pos, Sink: s, Taint: t, Via: via})
}

// summary returns the summary of a function of this package, computing it
// on first use; nil while it is being computed (recursion).
func (e *engine) summary(fn *ssa.Function) *FuncFact {
	if s, ok := e.sums[fn]; ok {
		return s
	}
	if e.busy[fn] {
		e.cycles++
		return nil
	}
	if fn.Blocks == nil {
		return nil
	}
	e.busy[fn] = true
	cycles := e.cycles
	st := e.analyze(fn)
	if e.keepStates && e.cycles == cycles && selfContained(fn) {
		// The sinks pass would compute the same state again.
		e.states[fn] = st
	}
	f := &FuncFact{Results: make([]Taint, fn.Signature.Results().Len())}
	e.summarizeMaps(st, fn)
	structs := map[int]*StructTaint{}
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		for i, r := range ret.Results {
			if i >= len(f.Results) || !carries(r.Type()) {
				continue
			}
			f.Results[i] = f.Results[i].Union(e.returned(st, ret, i)).Union(e.wrapped(st, irutil.ReturnedValue(ret, i))).Union(e.mapContents(st, irutil.ReturnedValue(ret, i)))
			if structOf(r.Type()) != nil {
				for _, v := range slotPointers(r) {
					sum := e.structTaint(st, v, 0)
					if old := structs[i]; old != nil {
						sum = old.union(sum)
					}
					structs[i] = &sum
				}
			}
		}
	}
	for i, sum := range structs {
		if !sum.refines(f.Results[i]) {
			continue
		}
		if f.Structs == nil {
			f.Structs = map[int]StructTaint{}
		}
		f.Structs[i] = *sum
	}
	seen := map[ParamSink]bool{}
	e.sinks(st, func(_ token.Pos, s Sink, t Taint, _ string) {
		if s.What == whatReturned {
			return // a handler's own return, not a helper's parameter
		}
		add := func(ps ParamSink) {
			if !seen[ps] {
				seen[ps] = true
				f.Sinks = append(f.Sinks, ps)
			}
		}
		for j := 0; j < 64 && j < len(fn.Params); j++ {
			if t.Params&(1<<j) != 0 {
				add(ParamSink{Param: j, Field: -1, Sink: s})
			}
		}
		for _, pf := range t.Fields {
			add(ParamSink{Param: pf.Param, Field: pf.Field, Sink: s})
		}
	})
	delete(e.busy, fn)
	e.sums[fn] = f
	return f
}

// returned returns the taint of result value r of ret. A function with
// named results loads them from their cells just before returning; the
// store that precedes the return in its block says what this return
// returns, better than the cell, which holds what every path stored.
func (e *engine) returned(st *state, ret *ssa.Return, i int) Taint {
	return e.taint(st, irutil.ReturnedValue(ret, i))
}

// wrapped returns, for an error result r that is one of the function's own
// structs (return &OpError{Op: op, Err: err}), or one a constructor of the
// package summarized field by field made (return NewNetworkError(err)),
// what was stored into its fields: its Error method may print them.
func (e *engine) wrapped(st *state, r ssa.Value) Taint {
	if !irutil.IsErrorType(r.Type()) {
		return Taint{}
	}
	root, field := e.rootField(st, r)
	if field >= 0 {
		return Taint{}
	}
	switch root := root.(type) {
	case *ssa.Alloc:
		if root.Parent() != st.fn {
			return Taint{}
		}
	case *ssa.Call, *ssa.Extract:
		if !e.exact[root] || root.Parent() != st.fn {
			return Taint{}
		}
	default:
		return Taint{}
	}
	return e.memAll(root).OnlyLabels()
}

// mapContents returns, for a map result r, what the function wrote into
// it (`all["api_key"] = c.cfg.APIKey; return all`): the caller reads it
// back as it reads a map it filled itself.
func (e *engine) mapContents(st *state, r ssa.Value) Taint {
	if _, ok := r.Type().Underlying().(*types.Map); !ok {
		return Taint{}
	}
	return e.deep(st, r)
}

// calleeSummary returns the summary of a static callee: computed for this
// package's functions, imported as a fact for others.
func (e *engine) calleeSummary(callee *ssa.Function, obj *types.Func) *FuncFact {
	if callee.Pkg == e.pkg && callee.Blocks != nil {
		return e.summary(callee)
	}
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == e.pass.Pkg {
		return nil
	}
	if f, ok := e.imported[obj]; ok {
		return f
	}
	f := new(FuncFact)
	if !e.pass.ImportObjectFact(obj, f) {
		f = nil
	}
	e.imported[obj] = f
	return f
}

// selfContained reports whether fn's analysis reads only memory that fn
// itself writes: it is no closure, makes none, and reads no package
// variable. Its state then does not depend on which other functions were
// analyzed before it.
func selfContained(fn *ssa.Function) bool {
	if len(fn.FreeVars) > 0 {
		return false
	}
	var ops []*ssa.Value
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if _, ok := instr.(*ssa.MakeClosure); ok {
				return false
			}
			for _, op := range instr.Operands(ops[:0]) {
				if _, ok := (*op).(*ssa.Global); ok {
					return false
				}
			}
		}
	}
	return true
}

// analyze runs the intraprocedural analysis of fn to a fixpoint.
func (e *engine) analyze(fn *ssa.Function) *state {
	st := &state{fn: fn, vals: map[ssa.Value]Taint{}, tuples: map[ssa.Value][]Taint{}}
	e.markExact(fn)
	e.markReceives(fn)
	for iter := 0; iter < 30; iter++ {
		st.changed = false
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				e.step(st, instr)
			}
		}
		if !st.changed {
			break
		}
	}
	return st
}

func (e *engine) step(st *state, instr ssa.Instruction) {
	switch instr := instr.(type) {
	case *ssa.Store:
		t := e.taint(st, instr.Val)
		if a, ok := instr.Val.(*ssa.Alloc); ok && a.Parent() == st.fn && flowCell(a) {
			// A pointer to a local string or error stored into memory
			// (`item.Error = &msg`): a read through it reads the cell.
			t = t.Union(e.cellStores(st, a))
		}
		switch instr.Val.(type) {
		case *ssa.MakeMap, *ssa.MakeSlice:
			// A map literal stored into memory (an element of a
			// []map[string]any appended to), or a slice made with
			// make (`&out{Items: items}` after a loop wrote
			// `items[i].Err = err.Error()`): its entries go with it.
			t = t.Union(e.deep(st, instr.Val))
		}
		e.storeSource(st, instr)
		if a, ok := instr.Addr.(*ssa.Alloc); ok && flowCell(a) && !e.captured[a] {
			return // read back by the stores that reach a load: see cellLoad
		}
		if e.copyStruct(st, instr) {
			return
		}
		e.storeTo(st, instr.Addr, t)
	case *ssa.MapUpdate:
		// A map or struct stored as a value (`out["cpu"] =
		// map[string]any{"error": err.Error()}`): what it holds goes
		// with it.
		t := e.deep(st, instr.Value)
		if k, ok := constString(instr.Key); ok && isNamedType(instr.Map.Type(), "net/url", "Values") && e.cfg.isSecretName(k) && !fromModel(instr.Value) {
			t = t.Union(e.queryCredential(k, instr.Pos()))
		}
		e.storeTo(st, instr.Map, t)
	case *ssa.Call:
		out := e.call(st, instr.Common(), instr.Pos())
		e.storeResults(st, instr)
		if len(out) == 1 {
			e.set(st, instr, out[0])
			return
		}
		old := st.tuples[instr]
		var all Taint
		nu := make([]Taint, len(out))
		for i := range out {
			if i < len(old) {
				nu[i] = old[i]
			}
			nu[i] = nu[i].Union(out[i])
			all = all.Union(nu[i])
			if i >= len(old) || !sameTaint(old[i], nu[i]) {
				st.changed = true
			}
		}
		st.tuples[instr] = nu
		e.set(st, instr, all)
	case *ssa.Send:
		// What is sent on a channel is what a receive from it reads
		// (a report a goroutine sends back with an error's text).
		if root := e.chanRoot(st.fn, instr.Chan); !e.sendFields(st, root, instr.Chan, instr.X) {
			e.storeField(st, root, -1, e.deep(st, instr.X).OnlyLabels())
		}
	case *ssa.Go:
		e.call(st, instr.Common(), instr.Pos())
	case *ssa.Defer:
		e.call(st, instr.Common(), instr.Pos())
	case ssa.Value:
		e.set(st, instr, e.transfer(st, instr))
	}
}

// set joins t into the taint of v.
func (e *engine) set(st *state, v ssa.Value, t Taint) {
	if t.Empty() || !carries(v.Type()) {
		return
	}
	t = e.debugOnly(v, t)
	t = e.requestedOnly(v, t)
	t = e.errGated(st, v, t)
	old := st.vals[v]
	nu := old.Union(t)
	if !sameTaint(old, nu) {
		st.vals[v] = nu
		st.changed = true
	}
}

// taint returns the current taint of v.
func (e *engine) taint(st *state, v ssa.Value) Taint {
	switch v := v.(type) {
	case nil, *ssa.Const, *ssa.Function, *ssa.Builtin, *ssa.Global:
		return Taint{}
	case *ssa.Parameter:
		var t Taint
		for i, p := range st.fn.Params {
			if p == v && i < 64 {
				t.Params = 1 << i
			}
		}
		// Parameters are not sources by name: a "token" parameter is as
		// often the model's own input (or a currency) as a credential.
		return t
	case *ssa.FreeVar:
		if b := e.binding(st.fn, v); b != nil {
			if ps := e.states[st.fn.Parent()]; ps != nil {
				return e.taint(ps, b).OnlyLabels()
			}
		}
		return Taint{}
	}
	return st.vals[v]
}

// binding returns the value bound to free variable fv of closure fn where
// the closure is made.
func (e *engine) binding(fn *ssa.Function, fv *ssa.FreeVar) ssa.Value {
	mc := e.closures[fn]
	if mc == nil {
		return nil
	}
	for i, f := range fn.FreeVars {
		if f == fv && i < len(mc.Bindings) {
			return mc.Bindings[i]
		}
	}
	return nil
}

// deep returns the taint of v and of the memory it points to.
func (e *engine) deep(st *state, v ssa.Value) Taint {
	t := e.taint(st, v)
	root, _ := e.rootField(st, v)
	t = t.Union(e.memAll(root))
	if phi, ok := root.(*ssa.Phi); ok {
		// A variable holding one of several maps or structs (`out =
		// map[string]any{"error": err.Error()}` on one path): what was
		// stored into each.
		for _, x := range phi.Edges {
			if r, _ := e.rootField(st, x); r != phi {
				t = t.Union(e.memAll(r))
			}
		}
	}
	return t
}

// rootField returns the root object an address (or slice, or interface
// holding a pointer) is derived from, and the field of the root it
// addresses (-1 for the whole root).
func (e *engine) rootField(st *state, v ssa.Value) (ssa.Value, int) {
	field := -1
	fn := st.fn
	for i := 0; i < 16; i++ {
		switch x := v.(type) {
		case *ssa.FieldAddr:
			field, v = x.Field, x.X
		case *ssa.IndexAddr:
			field, v = -1, x.X
		case *ssa.Slice:
			field, v = -1, x.X
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.ChangeType:
			v = x.X
		case *ssa.ChangeInterface:
			v = x.X
		case *ssa.TypeAssert:
			// A map or pointer read back out of an interface, as it is
			// (`deps := report["deps"].(map[string]string)`).
			if !isReference(x.AssertedType) {
				return v, field
			}
			v = x.X
		case *ssa.Extract:
			// The value of a comma-ok assertion or map lookup.
			if ta, ok := x.Tuple.(*ssa.TypeAssert); ok && x.Index == 0 && isReference(ta.AssertedType) {
				v = ta.X
			} else if lk, ok := x.Tuple.(*ssa.Lookup); ok && x.Index == 0 && (isReference(x.Type()) || types.IsInterface(x.Type())) {
				v = lk
			} else {
				return v, field
			}
		case *ssa.Lookup:
			// A map or pointer kept as the value of another map (in an
			// interface, asserted above): what is written through it,
			// the outer map holds.
			if _, ok := x.X.Type().Underlying().(*types.Map); !ok || !isReference(x.Type()) && !types.IsInterface(x.Type()) {
				return v, field
			}
			field, v = -1, x.X
		case *ssa.FreeVar:
			b := e.binding(fn, x)
			if b == nil {
				return v, field
			}
			v, fn = b, fn.Parent()
		case *ssa.UnOp:
			// A map or pointer read from the variable a closure
			// captures it in (go/ssa captures variables by
			// reference): the one value stored there, which the
			// closure's writes and its parent's reads share
			// (`failures[name] = err.Error()` in a probe closure,
			// `it.Err = err.Error()` with `it := &items[i]`).
			m, parent := e.capturedRef(fn, x)
			if m == nil {
				return v, field
			}
			v, fn = m, parent
		default:
			return v, field
		}
	}
	return v, field
}

// capturedRef returns the map or pointer that load u (in fn) reads from a
// variable captured by a closure, when only one value is ever stored into
// that variable, and the function that value belongs to; nil otherwise.
func (e *engine) capturedRef(fn *ssa.Function, u *ssa.UnOp) (ssa.Value, *ssa.Function) {
	switch u.Type().Underlying().(type) {
	case *types.Map, *types.Pointer:
	default:
		return nil, nil
	}
	val, a, parent := e.cellValue(fn, u)
	if val == nil || !e.captured[a] {
		return nil, nil
	}
	return val, parent
}

// cellValue returns the one value ever stored into the variable cell that
// load u (in fn) reads, directly or through a closure's free variable
// (go/ssa captures variables by reference), with the cell and the function
// the value belongs to; a nil value when u is no such load or the cell is
// assigned more than once.
func (e *engine) cellValue(fn *ssa.Function, u *ssa.UnOp) (ssa.Value, *ssa.Alloc, *ssa.Function) {
	if u.Op != token.MUL {
		return nil, nil, nil
	}
	addr := u.X
	if fv, ok := addr.(*ssa.FreeVar); ok {
		b := e.binding(fn, fv)
		if b == nil {
			return nil, nil, nil
		}
		addr, fn = b, fn.Parent()
	}
	a, ok := addr.(*ssa.Alloc)
	if !ok {
		return nil, nil, nil
	}
	return irutil.OnlyStored(a), a, fn
}

func (e *engine) memAll(root ssa.Value) Taint {
	var t Taint
	for _, ft := range e.mem[root] {
		t = t.Union(ft)
	}
	return t
}

// storeTo joins t into the memory addr points into.
func (e *engine) storeTo(st *state, addr ssa.Value, t Taint) {
	if t.Empty() {
		return
	}
	e.noteErrField(addr, t)
	root, field := e.rootField(st, addr)
	e.storeField(st, root, field, t)
}

// storeField joins t into field field of root (-1: the whole root).
func (e *engine) storeField(st *state, root ssa.Value, field int, t Taint) {
	switch root.(type) {
	case *ssa.Global, *ssa.FreeVar:
		t = t.OnlyLabels() // parameters mean nothing outside this function
	default:
		if a, ok := root.(*ssa.Alloc); ok && a.Parent() != st.fn {
			t = t.OnlyLabels()
			if field < 0 && flowCell(a) && !t.Empty() {
				cells := e.foreign
				if onlyDeferred(st.fn) {
					cells = e.deferred
				}
				old := cells[a]
				if nu := old.Union(t); !sameTaint(old, nu) {
					cells[a] = nu
					st.changed = true
				}
			}
		}
	}
	if t.Empty() {
		return
	}
	m := e.mem[root]
	if m == nil {
		m = map[int]Taint{}
		e.mem[root] = m
	}
	old := m[field]
	nu := old.Union(t)
	if !sameTaint(old, nu) {
		m[field] = nu
		st.changed = true
	}
}

// isReference reports whether t, a value's type, refers to memory that
// copies of it share: a map or a pointer.
func isReference(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Map, *types.Pointer:
		return true
	}
	return false
}

// paramWrites joins into what c's pointer and map arguments refer to the
// labels callee, a function of this package, stores through the same
// parameters, field by field: a helper writing a report section into
// the caller's strings.Builder, an error's text into a field of the
// caller's struct or into the caller's result map.
func (e *engine) paramWrites(st *state, c *ssa.CallCommon, callee *ssa.Function) {
	if callee.Pkg != e.pkg || callee.Blocks == nil || len(c.Args) != len(callee.Params) {
		return
	}
	for k, p := range callee.Params {
		switch p.Type().Underlying().(type) {
		case *types.Pointer, *types.Map, *types.Slice:
		default:
			continue
		}
		root, field := e.rootField(st, c.Args[k])
		for f, t := range e.mem[p] {
			if field >= 0 {
				f = field // the argument is a field of the caller's root
			}
			e.storeField(st, root, f, t.OnlyLabels())
		}
	}
}

// load returns the taint of the value read through addr.
func (e *engine) load(st *state, addr ssa.Value) Taint {
	var t Taint
	root, field := e.rootField(st, addr)
	if field >= 0 {
		t = e.fieldOf(st, addr, root, field)
	} else {
		t = e.taint(st, addr).Union(e.memAll(root))
	}
	switch a := addr.(type) {
	case *ssa.FieldAddr:
		t = t.Union(e.fieldSource(a.X.Type(), a.Field, a.Pos()))
		if f := e.errField(a); f != nil {
			t = t.Union(e.errFields[f])
		}
		if isExitStderr(a.X.Type(), a.Field) {
			t = t.Union(e.exitStderr(st, a))
		}
	case *ssa.Global:
		t = t.Union(e.globalSource(a))
	}
	return t
}

// chanRoot returns the channel v (in fn) is, through the variable cell a
// closure captures it in (go/ssa captures variables by reference): the
// make(chan …) that a goroutine's send and its parent's receive share.
// A channel it cannot resolve is itself.
func (e *engine) chanRoot(fn *ssa.Function, v ssa.Value) ssa.Value {
	for i := 0; i < 8; i++ {
		switch x := v.(type) {
		case *ssa.FreeVar:
			b := e.binding(fn, x)
			if b == nil {
				return v
			}
			v, fn = b, fn.Parent()
		case *ssa.UnOp:
			val, _, in := e.cellValue(fn, x)
			if val == nil {
				return v // assigned twice: not one channel
			}
			v, fn = val, in
		default:
			return v
		}
	}
	return v
}

// transfer computes the taint of a value-defining instruction other than
// a call.
func (e *engine) transfer(st *state, v ssa.Value) Taint {
	switch v := v.(type) {
	case *ssa.Phi:
		var t Taint
		for _, x := range v.Edges {
			t = t.Union(e.taint(st, x))
		}
		return t
	case *ssa.BinOp:
		if v.Op == token.ADD {
			t := e.taint(st, v.X).Union(noPrefix(e.taint(st, v.Y)))
			if _, yc := v.Y.(*ssa.Const); !yc && !fromModel(v.Y) {
				t = t.Union(e.queryCredential(e.cfg.queryCredential(constSuffix(v.X)), v.Pos()))
			}
			return t
		}
	case *ssa.UnOp:
		if v.Op == token.ARROW {
			root := e.chanRoot(st.fn, v.X)
			if e.exact[v] {
				e.receiveFields(st, v, root)
			}
			return e.memAll(root)
		}
		if v.Op == token.MUL {
			if a, ok := v.X.(*ssa.Alloc); ok && a.Parent() == st.fn {
				if flowCell(a) {
					return e.cellLoad(st, v, a)
				}
				if t, ok := e.structCellLoad(st, v, a); ok {
					return t
				}
			}
			return e.load(st, v.X)
		}
	case *ssa.Convert:
		return e.deep(st, v.X)
	case *ssa.ChangeType:
		return e.taint(st, v.X)
	case *ssa.ChangeInterface:
		return e.taint(st, v.X)
	case *ssa.MakeInterface:
		return e.taint(st, v.X)
	case *ssa.TypeAssert:
		if e.holdsNoError(v.AssertedType) {
			// err.(*APIError) where APIError holds a status and a body:
			// the value asserted is not the source's error, nor wraps it.
			return Taint{}
		}
		return e.taint(st, v.X)
	case *ssa.Slice:
		return noPrefix(e.deep(st, v.X))
	case *ssa.Extract:
		if ts, ok := st.tuples[v.Tuple]; ok {
			if v.Index < len(ts) {
				return ts[v.Index]
			}
			return Taint{}
		}
		return e.taint(st, v.Tuple)
	case *ssa.Field:
		// That field's taint, not the whole struct's.
		t := e.fieldValue(st, v.X, v.Field).Union(e.fieldSource(v.X.Type(), v.Field, v.Pos()))
		if isExitStderr(v.X.Type(), v.Field) {
			t = t.Union(e.exitStderr(st, v))
		}
		return t
	case *ssa.FieldAddr:
		return e.taint(st, v.X)
	case *ssa.Index:
		return e.taint(st, v.X)
	case *ssa.IndexAddr:
		return e.taint(st, v.X)
	case *ssa.Lookup:
		if t, ok := e.keyedLookup(st, v); ok {
			return t.Union(e.lookupSource(st, v))
		}
		return e.deep(st, v.X).Union(e.lookupSource(st, v))
	case *ssa.Range:
		return e.deep(st, v.X)
	case *ssa.Next:
		return e.taint(st, v.Iter)
	}
	return Taint{}
}

// posString renders pos as "file.go:line" for diagnostics and facts.
func (e *engine) posString(pos token.Pos) string {
	if !pos.IsValid() {
		return ""
	}
	p := e.pass.Fset.Position(pos)
	return filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line)
}

// slotPointers returns what a returned pointer r is: r itself, or, when
// r is loaded from its result slot (a function with a defer), each
// pointer stored into that slot, whose pointee holds the fields a struct
// summary reads (`r := &Report{}; …; r.Error = …; return r`).
func slotPointers(r ssa.Value) []ssa.Value {
	u, ok := r.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return []ssa.Value{r}
	}
	if _, ptr := r.Type().Underlying().(*types.Pointer); !ptr {
		return []ssa.Value{r}
	}
	if slot, ok := u.X.(*ssa.Alloc); !ok || slot.Heap {
		return []ssa.Value{r}
	}
	if vals, _ := irutil.CapturedValues(r); len(vals) > 0 {
		return vals
	}
	return []ssa.Value{r}
}

// carries reports whether values of type t can carry text: booleans and
// numbers cannot.
func carries(t types.Type) bool {
	if b, ok := t.Underlying().(*types.Basic); ok {
		return b.Info()&(types.IsBoolean|types.IsNumeric) == 0
	}
	return true
}

// stringish reports whether t is a string, a []byte or a pointer to a string.
func stringish(t types.Type) bool {
	t = t.Underlying()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem().Underlying()
	}
	switch t := t.(type) {
	case *types.Basic:
		return t.Info()&types.IsString != 0
	case *types.Slice:
		b, ok := t.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}

func deref(t types.Type) types.Type {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// funcName renders a function for diagnostics: "pkg.F", "(*pkg.T).M".
func funcName(fn *ssa.Function) string {
	if obj, ok := fn.Object().(*types.Func); ok {
		return objName(obj)
	}
	if fn.Parent() != nil {
		return "a func literal in " + funcName(fn.Parent())
	}
	return fn.Name()
}

func objName(fn *types.Func) string {
	pkg := ""
	if fn.Pkg() != nil {
		pkg = fn.Pkg().Name() + "."
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return pkg + fn.Name()
	}
	rt := sig.Recv().Type()
	star := ""
	if p, ok := rt.(*types.Pointer); ok {
		rt, star = p.Elem(), "*"
	}
	if n, ok := types.Unalias(rt).(*types.Named); ok {
		return "(" + star + pkg + n.Obj().Name() + ")." + fn.Name()
	}
	return fn.Name()
}

// constSuffix returns the constant text a string value ends with: all of a
// constant, the constant right operand of a concatenation.
func constSuffix(v ssa.Value) string {
	for i := 0; i < 8; i++ {
		switch x := v.(type) {
		case *ssa.Const:
			s, _ := constString(x)
			return s
		case *ssa.BinOp:
			if x.Op != token.ADD {
				return ""
			}
			if _, ok := x.Y.(*ssa.Const); ok {
				return constSuffix(x.X) + constSuffix(x.Y)
			}
			return ""
		default:
			return ""
		}
	}
	return ""
}

// flowCell reports whether a local cell holds a value only Store
// instructions write (an error, an interface, a string): its loads are
// answered by the stores that reach them, so a reused `var err error`
// carries at each use only what was last stored on the way there.
func flowCell(a *ssa.Alloc) bool {
	t := deref(a.Type()).Underlying()
	if types.IsInterface(t) {
		return true
	}
	b, ok := t.(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// cellStores returns the taint of every value stored into local cell a,
// wherever in its function: what a pointer to the cell can be read as.
func (e *engine) cellStores(st *state, a *ssa.Alloc) Taint {
	var t Taint
	for _, r := range *a.Referrers() {
		if s, ok := r.(*ssa.Store); ok && s.Addr == a {
			t = t.Union(e.taint(st, s.Val))
		}
	}
	return t
}

// cellLoad returns the taint of load from local cell a: the values of the
// stores that reach it on some path, and what closures store into it.
// (A captured cell's own stores are also in memory, for the closures that
// read it; its function does not read them back from there.)
func (e *engine) cellLoad(st *state, load *ssa.UnOp, a *ssa.Alloc) Taint {
	t := e.foreign[a]
	if afterDefers(load) {
		t = t.Union(e.deferred[a])
	}
	var stores []*ssa.Store
	for _, r := range *a.Referrers() {
		if s, ok := r.(*ssa.Store); ok && s.Addr == a {
			stores = append(stores, s)
		}
	}
	for _, s := range reachingStores(stores, load, a) {
		t = t.Union(e.taint(st, s.Val))
	}
	return t
}

// onlyDeferred reports whether fn is a closure whose every use is a
// defer statement's call (`defer func() { err = rows.Close() }()`): it
// runs after the enclosing function's return statements took their
// values.
func onlyDeferred(fn *ssa.Function) bool {
	if fn.Parent() == nil {
		return false
	}
	used := false
	for _, b := range fn.Parent().Blocks {
		for _, instr := range b.Instrs {
			mc, ok := instr.(*ssa.MakeClosure)
			if !ok || mc.Fn != fn {
				continue
			}
			for _, r := range *mc.Referrers() {
				d, ok := r.(*ssa.Defer)
				if !ok || d.Call.Value != mc {
					return false
				}
				used = true
			}
		}
	}
	return used
}

// afterDefers reports whether load runs after the deferred calls of its
// function: after a RunDefers in its block, or in the recover block.
func afterDefers(load *ssa.UnOp) bool {
	b := load.Block()
	if b == b.Parent().Recover {
		return true
	}
	for _, instr := range b.Instrs {
		if instr == ssa.Instruction(load) {
			return false
		}
		if _, ok := instr.(*ssa.RunDefers); ok {
			return true
		}
	}
	return false
}

// copyStruct handles a store of a whole struct loaded from memory
// (`a := *p`): the fields keep their own taints in the copy, so that one
// tainted field does not taint the others.
func (e *engine) copyStruct(st *state, s *ssa.Store) bool {
	if e.exact[s.Val] {
		// A struct result summarized field by field.
		droot, df := e.rootField(st, s.Addr)
		if df >= 0 {
			return false
		}
		for f, t := range e.mem[s.Val] {
			e.storeField(st, droot, f, t)
		}
		return true
	}
	u, ok := s.Val.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return false
	}
	if _, ok := u.Type().Underlying().(*types.Struct); !ok {
		return false
	}
	droot, df := e.rootField(st, s.Addr)
	sroot, sf := e.rootField(st, u.X)
	if df >= 0 || sf >= 0 {
		return false
	}
	if !e.exact[sroot] {
		e.storeField(st, droot, -1, e.taint(st, u.X))
	}
	for f, t := range e.mem[sroot] {
		e.storeField(st, droot, f, t)
	}
	return true
}

// holdsNoError reports whether t, the type of a type assertion, is a
// concrete struct type of the module (or a pointer to one) that cannot
// hold another error: no field, at any depth of its own structs, slices,
// arrays and maps, of an interface or function type. A value asserted to
// it is one the module built itself (an API error from a response's
// status and body), not the error of a source, and no wrapper of one.
func (e *engine) holdsNoError(t types.Type) bool {
	if !e.moduleType(t) {
		return false
	}
	u := deref(t).Underlying()
	if _, ok := u.(*types.Struct); !ok {
		return false
	}
	return !mayHoldInterface(u, 0)
}

// mayHoldInterface reports whether a value of type t may hold an interface
// or function value, looking into structs, arrays, slices, maps and
// pointers to depth 4 (deeper: assumed so).
func mayHoldInterface(t types.Type, depth int) bool {
	if depth > 4 {
		return true
	}
	switch u := t.Underlying().(type) {
	case *types.Interface, *types.Signature, *types.Chan:
		return true
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if mayHoldInterface(u.Field(i).Type(), depth+1) {
				return true
			}
		}
	case *types.Pointer:
		return mayHoldInterface(u.Elem(), depth+1)
	case *types.Slice:
		return mayHoldInterface(u.Elem(), depth+1)
	case *types.Array:
		return mayHoldInterface(u.Elem(), depth+1)
	case *types.Map:
		return mayHoldInterface(u.Key(), depth+1) || mayHoldInterface(u.Elem(), depth+1)
	}
	return false
}
