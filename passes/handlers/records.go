package handlers

import (
	"go/token"
	"go/types"
	"slices"
	"strconv"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A slot is a place in the project's own data where handlers are kept
// until something registers or calls them: a field of a project struct
// (a tool record) or the elements of a map (a registry of tools). A
// handler kept in a slot reaches the SDK the way the slot's readers pass
// it on, not the way its type suggests.
type slot struct {
	field *types.Var // a struct field, or nil
	elem  types.Type // the element type of a map of handlers
	// into is the record a handler is stored into, when it is one the
	// package allocates and passes by pointer (&Tool{Handler: h}): only
	// the readers that may read that record decide (see recordAllocs).
	into *ssa.Alloc
}

func (s slot) String() string {
	if s.field != nil {
		return fieldName(s.field)
	}
	return typeName(s.elem)
}

// holds reports whether f is s's field. A field of a struct type written
// out where it is used (`map[string]struct{desc string; run Func}`) is
// one field however often the type is written: each struct literal
// declares its own objects for the same fields.
func (s slot) holds(f *types.Var) bool {
	if f == nil || s.field == nil {
		return false
	}
	if f == s.field {
		return true
	}
	return f.Name() == s.field.Name() && f.Pkg() == s.field.Pkg() && types.Identical(f.Type(), s.field.Type()) &&
		fieldOwner(f) == nil && fieldOwner(s.field) == nil
}

// slotRoute is where the errors of a handler kept in a slot end up.
type slotRoute struct {
	SDK     sdk.SDK
	Routing sdk.Routing
	// Through names the project function that reads the slot and hands the
	// handler to the SDK (a wrapper or dispatcher), "" when the handler is
	// registered as it is.
	Through string
	// Nil is what a hand-rolled dispatcher answers for a nil result
	// (see dispatcherNil).
	Nil sdk.NilResult
}

// FieldFact records where the errors of handlers kept in a project struct
// field end up, as decided by the readers of the field in its package.
type FieldFact struct {
	SDK     sdk.SDK
	Routing sdk.Routing
	Through string
}

// AFact marks FieldFact as an analysis fact.
func (*FieldFact) AFact() {}

func (f *FieldFact) String() string {
	s := "field(" + f.SDK.String() + ", errors=" + f.Routing.String()
	if f.Through != "" {
		s += ", through " + f.Through
	}
	return s + ")"
}

func fieldName(f *types.Var) string {
	if owner := fieldOwner(f); owner != nil {
		return owner.Obj().Name() + "." + f.Name()
	}
	return f.Name()
}

// fieldOwner returns the named struct type f is a field of, looking in
// f's package scope.
func fieldOwner(f *types.Var) *types.Named {
	if f.Pkg() == nil {
		return nil
	}
	scope := f.Pkg().Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		n, ok := types.Unalias(tn.Type()).(*types.Named)
		if !ok {
			continue
		}
		if st, ok := n.Underlying().(*types.Struct); ok {
			for i := 0; i < st.NumFields(); i++ {
				if st.Field(i) == f {
					return n
				}
			}
		}
	}
	return nil
}

// slotOf returns the slot a store-like instruction puts a handler into,
// and the stored value.
func slotOf(instr ssa.Instruction) (slot, ssa.Value, bool) {
	switch instr := instr.(type) {
	case *ssa.Store:
		if s, ok := fieldSlot(instr, isHandlerSlot); ok {
			return s, instr.Val, true
		}
	case *ssa.MapUpdate:
		if m, ok := instr.Map.Type().Underlying().(*types.Map); ok && handlerValueType(m.Elem()) {
			return slot{elem: m.Elem()}, instr.Value, true
		}
	}
	return slot{}, nil, false
}

// openSlot records that tool-function field f also holds what no handler
// of the package stands for: a forward of its error is judged where it is.
func (d *discovery) openSlot(f *types.Var) {
	if d.res.openSlots == nil {
		d.res.openSlots = map[*types.Var]bool{}
	}
	d.res.openSlots[f] = true
}

// toolFuncSlotOf is slotOf for a store of a project tool function
// (adaptedToolFunc) into a field of a project struct.
func toolFuncSlotOf(instr ssa.Instruction) (slot, ssa.Value, bool) {
	st, ok := instr.(*ssa.Store)
	if !ok {
		return slot{}, nil, false
	}
	s, ok := fieldSlot(st, func(f *types.Var) bool {
		if !projectField(f) {
			return false
		}
		sig, ok := f.Type().Underlying().(*types.Signature)
		return ok && adaptedToolFunc(sig)
	})
	return s, st.Val, ok
}

// exportToolFields gives the packages that fill the package's exported
// record fields of tool-function type (`srv.Tool{Name: n, Handler:
// makeEcho()}` in a tools package) the routing of the SDK handlers here
// that forward those functions' errors, as a FieldFact, when the package
// itself stores nothing there: the filling packages judge the functions at
// their own returns (as findSlotHandlers does with the functions the
// package stores), and the forward here is not judged (ToolFuncErrors).
func (d *discovery) exportToolFields() {
	for tn, f := range irutil.DeclaredFields(d.pass.Pkg) {
		sig, ok := f.Type().Underlying().(*types.Signature)
		if !ok || !tn.Exported() || !f.Exported() || !adaptedToolFunc(sig) || d.res.openSlots[f] || len(d.res.toolSlots[f]) > 0 || d.storesInto(f) {
			continue
		}
		route, known := d.slotRoute(slot{field: f})
		if !known || route.Through == "" || route.Routing.Route == sdk.RouteUnknown || route.SDK != sdk.MCPGo && route.SDK != sdk.GoSDK {
			continue
		}
		if d.res.filledElsewhere == nil {
			d.res.filledElsewhere = map[*types.Var]bool{}
		}
		d.res.filledElsewhere[f] = true
	}
}

// toolFuncRoute reports whether route, where the errors of tool functions
// kept in record field s end up, is one an SDK handler gives them: the
// handler reads the field itself (route.SDK is its SDK), or, for a field
// of a package with no tools/call code of its own (a hand-rolled
// dispatcher's records are found as its tools: findTextSlotTools,
// findFilledTextSlots), a registry runner of the package that looks the
// record up by name does, whose caller, an SDK handler, answers its error
// with an isError result (`out, err := s.execute(ctx, name, args)` in the
// closure `register` adds; route.SDK is then hand-rolled).
func (d *discovery) toolFuncRoute(s slot, route slotRoute) bool {
	switch route.SDK {
	case sdk.MCPGo, sdk.GoSDK:
		return true
	case sdk.HandRolled:
		return route.Routing.Route == sdk.RouteIsError && s.field != nil && s.field.Pkg() == d.pass.Pkg && !d.answersToolsCall()
	}
	return false
}

// storesInto reports whether a function of the package stores into field
// f of some record.
func (d *discovery) storesInto(f *types.Var) bool {
	for range irutil.FieldStores(d.ssa.SrcFuncs, f) {
		return true
	}
	return false
}

// fieldSlot returns the slot of the field st stores into, when accept
// takes that field.
func fieldSlot(st *ssa.Store, accept func(*types.Var) bool) (slot, bool) {
	fa, ok := st.Addr.(*ssa.FieldAddr)
	if !ok {
		return slot{}, false
	}
	f := irutil.FieldOf(fa)
	if !accept(f) {
		return slot{}, false
	}
	into, _ := fa.X.(*ssa.Alloc)
	if into != nil && !into.Heap {
		into = nil // a record value, copied on its way to the readers
	}
	return slot{field: f, into: into}, true
}

// isHandlerSlot reports whether f is a field of a project struct whose
// type can hold a tool handler. The SDKs' own fields (ServerTool.Handler)
// are modelled by their types.
func isHandlerSlot(f *types.Var) bool {
	return projectField(f) && handlerValueType(f.Type())
}

// projectField reports whether f is a field of a project struct, not of
// an SDK's.
func projectField(f *types.Var) bool {
	return f != nil && f.Pkg() != nil && sdk.OfPackage(f.Pkg().Path()) == sdk.None
}

// handlerValueType reports whether t is a function type a tool handler can
// have: an SDK handler type, or a handler-like project function type.
func handlerValueType(t types.Type) bool {
	return sdk.NamedHandlerType(t) != sdk.NotHandler || handlerLike(t)
}

// slotRoute returns where the errors of handlers kept in s end up, as the
// readers of s in this package (or, for a field of another package, its
// FieldFact) say. ok is false when no reader is seen or readers disagree.
func (d *discovery) slotRoute(s slot) (slotRoute, bool) {
	key := s.String()
	if s.into != nil {
		key += "@" + strconv.Itoa(int(s.into.Pos()))
	}
	if r, ok := d.slotRoutes[key]; ok {
		return r.route, r.ok
	}
	d.slotRoutes[key] = slotAnswer{} // cycles: unknown
	var routes []slotRoute
	for _, fn := range d.ssa.SrcFuncs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if lk, ok := instr.(*ssa.Lookup); ok {
					if _, named := lk.Index.(*ssa.Const); named {
						// The entry of a name the code spells out (a
						// tool running a sibling, `a.tools["lint"]`): no
						// dispatch of the requested tool.
						continue
					}
				}
				for _, v := range slotReads(instr, s) {
					if s.into != nil && !mayRead(instr, s.into) {
						continue // reads other records
					}
					routes = append(routes, d.readerRoutes(fn, v)...)
				}
			}
		}
	}
	if len(routes) == 0 && s.field != nil && s.field.Pkg() != d.pass.Pkg {
		ff := new(FieldFact)
		if d.pass.ImportObjectFact(s.field, ff) {
			routes = append(routes, slotRoute{SDK: ff.SDK, Routing: ff.Routing, Through: ff.Through})
		}
	}
	ans := slotAnswer{}
	if len(routes) > 0 {
		ans = slotAnswer{route: routes[0], ok: true}
		for _, r := range routes[1:] {
			if r.Routing != ans.route.Routing {
				ans = slotAnswer{route: slotRoute{SDK: r.SDK}, ok: false}
				break
			}
			if r.Nil != ans.route.Nil {
				ans.route.Nil = sdk.NilResultUnknown
			}
			if !sdkRoute(ans.route) && sdkRoute(r) {
				// Readers agree: the one that registers the handler
				// with an SDK names its SDK (a registry both a
				// socket dispatcher and the MCP server read).
				ans.route.SDK, ans.route.Through = r.SDK, r.Through
			}
		}
		if !ans.ok {
			// Readers disagree: a reader that sends the errors as
			// JSON-RPC errors (a registration) hides them from the
			// model on that path, whatever the others do with them.
			if i := slices.IndexFunc(routes, func(r slotRoute) bool { return r.Routing.Route == sdk.RouteJSONRPC }); i >= 0 {
				ans = slotAnswer{route: routes[i], ok: true}
				ans.route.Nil = sdk.NilResultUnknown
			}
		}
	}
	d.slotRoutes[key] = ans
	if ans.ok && s.field != nil && s.field.Pkg() == d.pass.Pkg && s.into == nil {
		d.pass.ExportObjectFact(s.field, &FieldFact{SDK: ans.route.SDK, Routing: ans.route.Routing, Through: ans.route.Through})
	}
	return ans.route, ans.ok
}

// sdkRoute reports whether r is the route of an mcp-go or go-sdk handler.
func sdkRoute(r slotRoute) bool { return r.SDK == sdk.MCPGo || r.SDK == sdk.GoSDK }

// mayRead reports whether instr, a read of a record's field, may read the
// record allocated at a: it does unless the records it reads are all known
// (recordAllocs) and a is not among them. A registration that reads the
// Handler of the record a converting wrapper returns
// (`s.AddTool(t.Def, wrap(t).Handler)`) does not read the record the raw
// handler was stored into.
func mayRead(instr ssa.Instruction, a *ssa.Alloc) bool {
	var base ssa.Value
	switch instr := instr.(type) {
	case *ssa.FieldAddr:
		base = instr.X
	case *ssa.Field:
		load, ok := instr.X.(*ssa.UnOp)
		if !ok || load.Op != token.MUL {
			return true
		}
		base = load.X
	default:
		return true
	}
	allocs, known := recordAllocs(base, 0)
	return !known || slices.Contains(allocs, a)
}

// recordAllocs returns the records of the package that pointer v may point
// to: a record allocated on the heap (&Tool{…}), or what a function of the
// package returns, through phis; known is false when v may come from
// elsewhere (a parameter, a field, a map, a local variable's copy).
func recordAllocs(v ssa.Value, depth int) (allocs []*ssa.Alloc, known bool) {
	if depth > 3 {
		return nil, false
	}
	switch v := v.(type) {
	case *ssa.Alloc:
		// A local variable's cell holds a copy of some record: unknown.
		return []*ssa.Alloc{v}, v.Heap
	case *ssa.Phi:
		for _, e := range v.Edges {
			as, ok := recordAllocs(e, depth+1)
			if !ok {
				return nil, false
			}
			allocs = append(allocs, as...)
		}
		return allocs, true
	case *ssa.Call:
		callee := v.Call.StaticCallee()
		if callee == nil || callee.Blocks == nil || v.Call.Signature().Results().Len() != 1 {
			return nil, false
		}
		for _, b := range callee.Blocks {
			ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
			if !ok {
				continue
			}
			as, ok := recordAllocs(ret.Results[0], depth+1)
			if !ok {
				return nil, false
			}
			allocs = append(allocs, as...)
		}
		return allocs, len(allocs) > 0
	}
	return nil, false
}

type slotAnswer struct {
	route slotRoute
	ok    bool
}

// slotReads returns the handler values instr reads out of s.
func slotReads(instr ssa.Instruction, s slot) []ssa.Value {
	var out []ssa.Value
	switch instr := instr.(type) {
	case *ssa.FieldAddr:
		if s.holds(irutil.FieldOf(instr)) {
			for _, r := range *instr.Referrers() {
				if load, ok := r.(*ssa.UnOp); ok && load.Op == token.MUL {
					out = append(out, load)
				}
			}
		}
	case *ssa.Field:
		if s.field != nil {
			if st, ok := instr.X.Type().Underlying().(*types.Struct); ok && s.holds(st.Field(instr.Field)) {
				out = append(out, instr)
			}
		}
	case *ssa.Lookup:
		if s.elem != nil && types.Identical(instr.Type(), s.elem) {
			out = append(out, instr)
		} else if s.elem != nil && instr.CommaOk {
			if tup, ok := instr.Type().(*types.Tuple); ok && types.Identical(tup.At(0).Type(), s.elem) {
				for _, r := range *instr.Referrers() {
					if ex, ok := r.(*ssa.Extract); ok && ex.Index == 0 {
						out = append(out, ex)
					}
				}
			}
		}
	case *ssa.Next:
		if s.elem != nil && !instr.IsString {
			if m, ok := instr.Iter.(*ssa.Range).X.Type().Underlying().(*types.Map); ok && types.Identical(m.Elem(), s.elem) {
				for _, r := range *instr.Referrers() {
					if ex, ok := r.(*ssa.Extract); ok && ex.Index == 2 {
						out = append(out, ex)
					}
				}
			}
		}
	}
	return out
}

// readerRoutes returns where handler value v, read out of a slot inside fn,
// sends the handler's errors: registered or converted as it is (the SDK
// type's routing), passed to a wrapper (the wrapper's), or called inside a
// closure that becomes a handler or inside a dispatcher (what that code
// does with the error).
func (d *discovery) readerRoutes(fn *ssa.Function, v ssa.Value) []slotRoute {
	var out []slotRoute
	vals := []ssa.Value{v}
	for _, r := range *v.Referrers() {
		if ct, ok := r.(*ssa.ChangeType); ok {
			vals = append(vals, ct)
		}
	}
	out = append(out, d.capturedRoutes(fn, v)...)
	for _, v := range vals {
		if k := sdk.NamedHandlerType(v.Type()); k != sdk.NotHandler && v != vals[0] {
			out = append(out, slotRoute{SDK: k.SDK(), Routing: k.ErrorRouting(d.versions)})
			continue
		}
		for _, r := range *v.Referrers() {
			switch r := r.(type) {
			case *ssa.Return:
				// A getter (Handler() of a tool record behind a project
				// interface): its callers decide.
				for i, x := range r.Results {
					if x == v && fn.Parent() == nil {
						out = append(out, d.getterRoutes(fn, i)...)
					}
				}
			case *ssa.Call:
				c := r.Common()
				if df := d.decoratorFact(irutil.StaticFunc(c)); df != nil {
					if irutil.ParamArg(c, df.Param) == v && d.readDepth < 4 {
						// Decorated on its way: what the decorated value
						// meets, composed with the decorator's fate.
						d.readDepth++
						for _, rt := range d.readerRoutes(fn, r) {
							rt.Routing = flow{through: df.fate()}.compose(rt.Routing)
							out = append(out, rt)
						}
						d.readDepth--
						continue
					}
				}
				if c.Value == v {
					if rt, ok := d.callerRoute(fn, r); ok {
						out = append(out, rt)
					}
					continue
				}
				if lit := literalOf(c.Value); lit != nil && d.readDepth < 4 {
					// Handed to a local registration helper: what the
					// helper does with its parameter.
					for i, a := range c.Args {
						if a == v && i < len(lit.Params) {
							d.readDepth++
							out = append(out, d.readerRoutes(lit, lit.Params[i])...)
							d.readDepth--
						}
					}
					continue
				}
				obj := irutil.StaticFunc(c)
				if call := sdk.CallOf(obj); call.Kind == sdk.Register {
					if irutil.ParamArg(c, call.HandlerArg) == v {
						out = append(out, slotRoute{SDK: call.Handler.SDK(), Routing: call.Handler.ErrorRouting(d.versions)})
					}
					continue
				}
				if obj != nil {
					if wf := d.wrapperFact(obj); wf != nil {
						switch {
						case irutil.ParamArg(c, wf.Param) != v:
						case wf.PassThrough:
							// run(ctx, req, h): as if the reader called h.
							if rt, ok := d.callerRoute(fn, r); ok {
								out = append(out, rt)
							}
						default:
							out = append(out, slotRoute{SDK: wf.SDK, Routing: wf.Routing, Through: obj.Name()})
						}
					}
				}
			case *ssa.Store:
				// Copied into an SDK ServerTool's Handler.
				if fa, ok := r.Addr.(*ssa.FieldAddr); ok && r.Val == v {
					if f := irutil.FieldOf(fa); f != nil && f.Pkg() != nil && sdk.OfPackage(f.Pkg().Path()) != sdk.None {
						if k := sdk.NamedHandlerType(f.Type()); k != sdk.NotHandler {
							out = append(out, slotRoute{SDK: k.SDK(), Routing: k.ErrorRouting(d.versions)})
						}
					}
				}
			}
		}
	}
	return out
}

// capturedRoutes returns the routes of handler value v, read out of a
// slot inside fn, in the closures of fn that capture it (`f :=
// r.funcs[name]; s.AddTool(t, func(ctx, req) (…) { v, err := f(ctx,
// args); … })`): what each closure does with it.
func (d *discovery) capturedRoutes(fn *ssa.Function, v ssa.Value) []slotRoute {
	if len(fn.AnonFuncs) == 0 || d.readDepth >= 4 {
		return nil
	}
	funcs := withAnon(fn)
	aliases := aliasesOf(v, funcs)
	d.readDepth++
	defer func() { d.readDepth-- }()
	var out []slotRoute
	for _, cl := range funcs[1:] {
		for _, fv := range cl.FreeVars {
			if aliases[fv] {
				out = append(out, d.readerRoutes(cl, fv)...)
			}
		}
		for _, b := range cl.Blocks {
			for _, instr := range b.Instrs {
				if load, ok := instr.(*ssa.UnOp); ok && aliases[load] {
					out = append(out, d.readerRoutes(cl, load)...)
				}
			}
		}
	}
	return out
}

// getterRoutes returns the routes of the handler values that callers of
// getter obtain as its result idx: static calls, and calls through an
// interface method the getter's receiver type implements.
func (d *discovery) getterRoutes(getter *ssa.Function, idx int) []slotRoute {
	if d.readDepth >= 4 {
		return nil
	}
	d.readDepth++
	defer func() { d.readDepth-- }()
	var recv types.Type
	if r := getter.Signature.Recv(); r != nil {
		recv = r.Type()
	}
	var out []slotRoute
	for caller, call := range irutil.Calls(d.ssa.SrcFuncs) {
		c := call.Common()
		switch {
		case c.StaticCallee() == getter:
		case c.IsInvoke() && recv != nil && c.Method.Name() == getter.Name() && implements(recv, c.Value.Type()):
		default:
			continue
		}
		if v := resultValue(call, idx); v != nil {
			out = append(out, d.readerRoutes(caller, v)...)
		}
	}
	return out
}

// implements reports whether recv (or a pointer to it) implements the
// interface type iface.
func implements(recv, iface types.Type) bool {
	it, ok := iface.Underlying().(*types.Interface)
	if !ok {
		return false
	}
	if types.Implements(recv, it) {
		return true
	}
	if _, isPtr := recv.(*types.Pointer); !isPtr {
		return types.Implements(types.NewPointer(recv), it)
	}
	return false
}

// callerRoute decides the routing of the error returned by call, a call of
// a handler read from a slot inside fn: inside a closure that becomes a
// handler, the closure decides (as for a wrapper); inside a named
// function, a result built from the error is isError and a JSON-RPC error
// built from it (a hand-rolled dispatcher) is JSON-RPC.
func (d *discovery) callerRoute(fn *ssa.Function, call *ssa.Call) (slotRoute, bool) {
	outer := irutil.Outermost(fn)
	if fn.Parent() != nil {
		if wf := d.closureFate(fn, call); wf != nil {
			return slotRoute{SDK: wf.SDK, Routing: wf.Routing, Through: funcName(outer)}, true
		}
	}
	errVal := resultValue(call, call.Common().Signature().Results().Len()-1)
	if errVal == nil || !isFailureType(errVal.Type()) {
		return slotRoute{}, false
	}
	if h := d.res.ByFunc[fn]; h != nil {
		// A handler that dispatches to the tools kept in the slot.
		switch errorFate(fn, errVal) {
		case fateForwarded:
			return slotRoute{SDK: h.SDK, Routing: h.Routing, Through: h.Name}, true
		case fateConverted:
			return slotRoute{SDK: h.SDK, Routing: sdk.Routing{Route: sdk.RouteIsError}, Through: h.Name}, true
		}
		return slotRoute{SDK: h.SDK, Through: h.Name}, true
	}
	if rt, ok := d.forwardedToSDK(fn, errVal, 0); ok {
		return rt, true
	}
	s := sdk.ShapeOf(fn.Signature).SDK()
	if s == sdk.None {
		s = sdk.HandRolled
	}
	r := slotRoute{SDK: s, Through: funcName(fn), Nil: d.dispatcherNil(fn, call)}
	if routing, ok := d.dispatcherRouting(fn, errVal, 0); ok {
		r.Routing = routing
		if routing.Route == sdk.RouteJSONRPC {
			r.SDK = sdk.HandRolled
		}
	}
	return r, true
}

// forwardedToSDK follows errVal, the error fn (a function of the package)
// got from a tool function kept in a record, up fn's callers while each
// hands it on, to the SDK handlers that return it (the closure
// RegisterTool registers returning the error of `s.execute(ctx, r.Name,
// args)`, which looks the record up by name and returns `r.Run(ctx,
// args)`), or to a registered adapter that does (a meta tool's handler
// running the record its argument names). Their routing is the record's,
// when they agree; callers that reach no SDK handler (a test, a command)
// do not count.
func (d *discovery) forwardedToSDK(fn *ssa.Function, errVal ssa.Value, depth int) (slotRoute, bool) {
	if h := d.res.ByFunc[fn]; h != nil {
		if h.SDK != sdk.MCPGo && h.SDK != sdk.GoSDK || errorFate(fn, errVal) != fateForwarded {
			return slotRoute{}, false
		}
		return slotRoute{SDK: h.SDK, Routing: h.Routing, Through: funcName(irutil.Outermost(fn))}, true
	}
	if ak, ok := d.adapterKinds[fn]; ok {
		// A registered adapter over the records (a meta tool's handler
		// running the record its argument names).
		s := ak.kind.SDK()
		if s != sdk.MCPGo && s != sdk.GoSDK {
			return slotRoute{}, false
		}
		switch errorFate(fn, errVal) {
		case fateForwarded:
			return slotRoute{SDK: s, Routing: ak.routing, Through: funcName(fn)}, true
		case fateConverted:
			return slotRoute{SDK: s, Routing: sdk.Routing{Route: sdk.RouteIsError}, Through: funcName(fn)}, true
		}
		return slotRoute{}, false
	}
	if depth >= 3 || fn.Parent() != nil || dispatchedErrorFate(fn, errVal) != fateForwarded {
		return slotRoute{}, false
	}
	var out *slotRoute
	for caller, call := range irutil.Calls(d.ssa.SrcFuncs) {
		if call.Common().StaticCallee() != fn {
			continue
		}
		ev := resultValue(call, call.Common().Signature().Results().Len()-1)
		if ev == nil || !isFailureType(ev.Type()) {
			continue
		}
		r, ok := d.forwardedToSDK(caller, ev, depth+1)
		if !ok {
			continue
		}
		if out != nil && out.Routing != r.Routing {
			return slotRoute{}, false
		}
		out = &r
	}
	if out == nil {
		return slotRoute{}, false
	}
	return *out, true
}

// dispatcherRouting decides where errVal, an error a hand-written
// dispatcher fn obtained from a tool, ends up: turned into a result
// (isError), put into a JSON-RPC error object (JSON-RPC with the code set
// there), or returned to fn's callers in this package, which decide in the
// same way (all of them must agree; those in the tools/call code, when
// there are any).
func (d *discovery) dispatcherRouting(fn *ssa.Function, errVal ssa.Value, depth int) (sdk.Routing, bool) {
	switch dispatchedErrorFate(fn, errVal) {
	case fateConverted:
		return sdk.Routing{Route: sdk.RouteIsError}, true
	case fateRPC:
		return sdk.Routing{Route: sdk.RouteJSONRPC, Code: rpcCode(fn, errVal)}, true
	case fateForwarded:
	default:
		return sdk.Routing{}, false
	}
	if depth >= 3 || fn.Parent() != nil {
		return sdk.Routing{}, false
	}
	// The callers in the tools/call code decide, when there are any: a
	// command-line entry point that calls the same function prints the
	// error, it does not answer tools/call.
	type callerCall struct {
		caller *ssa.Function
		call   *ssa.Call
	}
	var all, inToolsCall []callerCall
	scope := d.toolsCallScope()
	for caller, call := range irutil.Calls(d.ssa.SrcFuncs) {
		if call.Common().StaticCallee() != fn {
			continue
		}
		all = append(all, callerCall{caller, call})
		if scope.contains(call.Pos()) {
			inToolsCall = append(inToolsCall, callerCall{caller, call})
		}
	}
	if len(inToolsCall) > 0 {
		all = inToolsCall
	}
	var out *sdk.Routing
	for _, cc := range all {
		ev := resultValue(cc.call, cc.call.Common().Signature().Results().Len()-1)
		if ev == nil || !isFailureType(ev.Type()) {
			return sdk.Routing{}, false
		}
		r, ok := d.dispatcherRouting(cc.caller, ev, depth+1)
		if !ok || out != nil && *out != r {
			return sdk.Routing{}, false
		}
		out = &r
	}
	if out == nil {
		return sdk.Routing{}, false
	}
	return *out, true
}

// toolsCallScope returns the package's tools/call code, nil for none
// (newToolsCallScope, made once).
func (d *discovery) toolsCallScope() *toolsCallScope {
	if !d.callScopeMade {
		d.callScope, d.callScopeMade = newToolsCallScope(d.pass.Fset, d.pass.TypesInfo, d.pass.Files), true
	}
	return d.callScope
}

// answersToolsCall reports whether the package answers tools/call by hand
// (toolsCallPos, looked for once).
func (d *discovery) answersToolsCall() bool {
	if !d.toolsCallMade {
		d.toolsCall, d.toolsCallMade = toolsCallPos(d.pass).IsValid(), true
	}
	return d.toolsCall
}

// findSlotHandlers gives the functions stored in slots the routing of the
// slot: a function stored in a project record or registry reaches the SDK
// the way the slot's readers pass it on. Functions of handler shape stored
// in a slot whose readers are known become handlers; those already found
// by their SDK type get the slot's routing (unknown when the readers are
// not visible).
func (d *discovery) findSlotHandlers() {
	for _, fn := range d.ssa.SrcFuncs {
		if d.insideAdapter(fn) {
			continue
		}
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				s, val, ok := slotOf(instr)
				toolFunc := false
				if !ok {
					// A tool function kept in a record that an SDK
					// handler of the package calls and whose error it
					// forwards (`Rec{Name: n, Run: echo}` given to
					// RegisterTool, whose closure returns r.Run's
					// error): the function is the tool, as one a
					// wrapper adapts.
					if s, val, ok = toolFuncSlotOf(instr); !ok || !d.projectPackage(s.field.Pkg().Path()) {
						continue // (a third-party adapter's record: a note names it)
					}
					toolFunc = true
				}
				route, known := d.slotRoute(s)
				if toolFunc && (!known || route.Through == "" || route.Routing.Route == sdk.RouteUnknown || !d.toolFuncRoute(s, route)) {
					continue
				}
				forOthers := !known && d.readElsewhere(s)
				flows := d.funcsOf(val, 0)
				if toolFunc && len(flows) == 0 {
					d.openSlot(s.field)
				}
				for _, fl := range flows {
					f := fl.fn
					routing := route.Routing
					if !known {
						routing = d.kindRouting(sdk.ShapeOf(f.Signature), sdk.Routing{})
					}
					routing = fl.compose(routing)
					via := slotProvenance(s, route.Through)
					via.Decorators = fl.decorators
					h := d.res.ByFunc[f]
					if h == nil {
						kind := sdk.ShapeOf(f.Signature)
						if kind == sdk.NotHandler && !handlerLike(f.Signature) && !toolFunc {
							continue
						}
						if h = d.add(f, kind, routing, via); h == nil {
							if toolFunc {
								d.openSlot(s.field)
							}
							continue
						}
						if toolFunc {
							if d.res.toolSlots == nil {
								d.res.toolSlots = map[*types.Var][]*Handler{}
							}
							d.res.toolSlots[s.field] = append(d.res.toolSlots[s.field], h)
						}
						if known {
							h.dispatchNil = route.Nil
						}
						if h.SDK == sdk.None {
							h.SDK = route.SDK
						}
						if forOthers {
							d.storeForOthers(s, h, kind)
						}
						continue
					}
					if h.Via.How == HowType || h.Via.weak() && forOthers {
						h.Via, h.Routing = via, routing
					}
					if forOthers {
						d.storeForOthers(s, h, sdk.ShapeOf(f.Signature))
					}
				}
			}
		}
	}
}

// kindRouting returns r, or, when r is unknown and kind is a go-sdk typed
// handler, the routing of its kind: mcp.AddTool, the only way to register
// one, decides where its errors go whoever reads it from a record.
func (d *discovery) kindRouting(kind sdk.HandlerKind, r sdk.Routing) sdk.Routing {
	if r.Route == sdk.RouteUnknown && kind.RoutedByKind() {
		return kind.ErrorRouting(d.versions)
	}
	return r
}

func slotProvenance(s slot, through string) Provenance {
	if s.field != nil {
		return Provenance{How: HowField, Field: s.String(), Wrapper: through}
	}
	return Provenance{How: HowRegistry, Registry: s.String(), Wrapper: through}
}
