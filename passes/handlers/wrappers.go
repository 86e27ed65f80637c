package handlers

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

func typeutilCallee(info *types.Info, call *ast.CallExpr) types.Object {
	obj := typeutil.Callee(info, call)
	if fn, ok := obj.(*types.Func); ok {
		return fn.Origin()
	}
	return obj
}

// singleAssignment returns the expression a local variable is initialized
// with when it is assigned exactly once, or nil.
func (d *discovery) singleAssignment(v *types.Var) ast.Expr {
	if d.assigns == nil {
		d.assigns = map[*types.Var][]ast.Expr{}
		info := d.pass.TypesInfo
		record := func(id *ast.Ident, e ast.Expr) {
			if obj, ok := info.ObjectOf(id).(*types.Var); ok {
				d.assigns[obj] = append(d.assigns[obj], e)
			}
		}
		for _, file := range d.pass.Files {
			ast.Inspect(file, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					if len(n.Lhs) == len(n.Rhs) {
						for i, l := range n.Lhs {
							if id, ok := l.(*ast.Ident); ok {
								record(id, n.Rhs[i])
							}
						}
					} else {
						for _, l := range n.Lhs {
							if id, ok := l.(*ast.Ident); ok {
								record(id, nil)
							}
						}
					}
				case *ast.ValueSpec:
					for i, id := range n.Names {
						if i < len(n.Values) && len(n.Names) == len(n.Values) {
							record(id, n.Values[i])
						} else {
							record(id, nil)
						}
					}
				}
				return true
			})
		}
	}
	if es := d.assigns[v]; len(es) == 1 {
		return es[0]
	}
	return nil
}

// findWrappers finds this package's functions that adapt a function
// parameter into a tool handler, decides the routing of the inner
// function's errors and exports a WrapperFact for each.
//
// A wrapper W(..., fn F, ...) is recognized when, inside W or a closure it
// builds, fn is either converted to an SDK handler type (routing: that
// kind's) or called from a closure that is converted to an SDK handler type
// (routing: the closure's when it returns fn's error, isError when it turns
// the error into a result, unknown otherwise).
func (d *discovery) findWrappers() {
	for changed := true; changed; {
		changed = false
		for _, fn := range d.ssa.SrcFuncs {
			if fn.Parent() != nil {
				continue
			}
			obj, ok := fn.Object().(*types.Func)
			if !ok || d.wrappers[obj] != nil || d.decorators[obj] != nil || isMiddlewareSig(fn.Signature) {
				continue
			}
			if wf := d.analyzeWrapper(fn); wf != nil {
				d.wrappers[obj] = wf
				d.pass.ExportObjectFact(obj, wf)
				changed = true
			}
		}
	}
}

// analyzeWrapper returns the wrapper fact of fn, or nil if it is not one.
func (d *discovery) analyzeWrapper(fn *ssa.Function) *WrapperFact {
	offset := len(fn.Params) - fn.Signature.Params().Len()
	// A handler-like parameter first: a wrapper given a client getter
	// (`get func() (any, error)`) before the tool adapts the tool.
	for _, handlerFirst := range []bool{true, false} {
		for i, p := range fn.Params[offset:] {
			if handlerLike(p.Type()) != handlerFirst || !handlerFirst && !adaptsToolFunc(fn.Signature, p.Type()) && !textToolType(p.Type()) {
				continue
			}
			if wf := d.paramFate(fn, p); wf != nil {
				if wf.Routing.Route == sdk.RouteUnknown && !wf.PassThrough && wf.RunBy == "" && !handlerFirst {
					// A callback whose error the handler neither returns
					// nor answers (logged, ignored): not the tool.
					continue
				}
				wf.Param = i
				wf.ToolParam = toolParam(fn.Signature)
				return wf
			}
		}
	}
	return nil
}

// adaptsToolFunc reports whether a function of signature sig, given a
// parameter of type t, adapts a project tool function to an SDK handler:
// t takes the raw tool arguments and returns text or any value and an
// error (sdk.HandRolledToolSignature), or takes a context and returns an
// error last (a typed tool function, `func(ctx context.Context, in In)
// (*Out, error)`), and sig returns one SDK tool handler (`func wrap(fn
// func(ctx context.Context, args map[string]any) (any, error))
// server.ToolHandlerFunc`). What the wrapper does with the function's
// error decides whether it is one (paramFate).
func adaptsToolFunc(sig *types.Signature, t types.Type) bool {
	ps, ok := t.Underlying().(*types.Signature)
	if !ok || !adaptedToolFunc(ps) || sig.Results().Len() != 1 {
		return false
	}
	rs, ok := sig.Results().At(0).Type().Underlying().(*types.Signature)
	if !ok {
		return false
	}
	switch sdk.ShapeOf(rs).SDK() {
	case sdk.MCPGo, sdk.GoSDK:
		return true
	}
	return false
}

// adaptedToolFunc reports whether sig is the signature of a project tool
// function an adapter turns into a handler: raw tool arguments to text or
// any value and an error (sdk.HandRolledToolSignature), or a typed tool
// function (typedToolFunc).
func adaptedToolFunc(sig *types.Signature) bool {
	return sdk.HandRolledToolSignature(sig) || typedToolFunc(sig)
}

// typedToolFunc reports whether sig takes a context first (or, as its
// only parameter, a struct carrying the call's context: `func(params
// api.ToolHandlerParams)` with a Context field) and returns an error
// last, at most two results: a tool's own function with typed input and
// output that an adapter turns into a handler.
func typedToolFunc(sig *types.Signature) bool {
	ps, rs := sig.Params(), sig.Results()
	if rs.Len() < 1 || rs.Len() > 2 || !irutil.IsErrorType(rs.At(rs.Len()-1).Type()) {
		return false
	}
	switch {
	case ps.Len() >= 1 && ps.Len() <= 2 && irutil.IsContext(ps.At(0).Type()):
		return true
	case ps.Len() == 1:
		return carriesContext(ps.At(0).Type())
	}
	return false
}

// carriesContext reports whether t is a struct of the project, or a
// pointer to one, with an exported field of type context.Context.
func carriesContext(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := types.Unalias(t).Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for f := range st.Fields() {
		if f.Exported() && projectField(f) && irutil.IsContext(f.Type()) {
			return true
		}
	}
	return false
}

// toolParam returns the index of the only parameter of sig that is an SDK
// tool definition, or -1.
func toolParam(sig *types.Signature) int {
	idx := -1
	for i := 0; i < sig.Params().Len(); i++ {
		if sdk.IsToolType(sig.Params().At(i).Type()) {
			if idx >= 0 {
				return -1
			}
			idx = i
		}
	}
	return idx
}

// handlerLike reports whether t is a function type that can serve as a
// tool's implementation: its last result is an error and it takes an SDK
// tool request or returns a call-tool result. Other callbacks a wrapper
// takes (argument parsers, request builders) are not tools.
func handlerLike(t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Results().Len() == 0 || !isFailureType(sig.Results().At(sig.Results().Len()-1).Type()) {
		return false
	}
	for i := 0; i < sig.Params().Len(); i++ {
		if sdk.IsCallToolRequest(sig.Params().At(i).Type()) {
			return true
		}
	}
	for i := 0; i < sig.Results().Len(); i++ {
		if sdk.IsResultType(sig.Results().At(i).Type(), sdk.None) {
			return true
		}
	}
	return false
}

// textSlotFate returns the fact of a register function that stores its
// text tool parameter (an alias of it, aliases) into a registry of text
// tools that the tools/call code of this package looks up and calls with
// a known routing (`func (s *Server) Register(name string, fn Fn) {
// s.tools[name] = fn }`), or nil.
func (d *discovery) textSlotFate(instr ssa.Instruction, aliases map[ssa.Value]bool) *WrapperFact {
	ts, val, ok := textSlotOf(instr)
	if !ok || !aliases[val] {
		return nil
	}
	m := registryStored(instr)
	if m == nil {
		return nil
	}
	if !d.answersToolsCall() {
		return d.runByFate(ts, m)
	}
	route := d.textSlotRoute(ts, m, d.toolsCallScope())
	if route == nil {
		return nil
	}
	wf := slotWrapperFact(ts, route.route)
	wf.Text = true
	return wf
}

// slotWrapperFact is the fact of a wrapper that keeps its function
// parameter in slot s, whose readers route its errors as route does.
func slotWrapperFact(s slot, route slotRoute) *WrapperFact {
	wf := &WrapperFact{SDK: route.SDK, Routing: route.Routing, Through: route.Through}
	if s.field != nil {
		wf.Field = s.String()
	} else {
		wf.Registry = s.String()
	}
	return wf
}

// paramFate decides what fn does with its function parameter p.
func (d *discovery) paramFate(fn *ssa.Function, p *ssa.Parameter) *WrapperFact {
	var funcs []*ssa.Function
	var collect func(f *ssa.Function)
	collect = func(f *ssa.Function) {
		funcs = append(funcs, f)
		for _, a := range f.AnonFuncs {
			collect(a)
		}
	}
	collect(fn)
	aliases := aliasesOf(p, funcs)
	var unknown *WrapperFact
	for _, f := range funcs {
		for _, b := range f.Blocks {
			for _, instr := range b.Instrs {
				switch instr := instr.(type) {
				case *ssa.Store, *ssa.MapUpdate:
					// p, a text tool, kept in a registry that the
					// tools/call code of this package reads: its calls
					// there decide (see findTextSlotTools).
					if wf := d.textSlotFate(instr, aliases); wf != nil {
						return wf
					}
					// p adapted to such a function first (`r.funcs[n]
					// = adapt(fn)`): the slot's readers decide.
					if wf := d.adaptedSlotFate(instr, aliases); wf != nil {
						return wf
					}
					// p kept in a project record or registry: the readers
					// of the slot decide.
					if s, val, ok := slotOf(instr); ok && (aliases[val] || isChangeOf(val, aliases)) {
						route, known := d.slotRoute(s)
						if !known || route.Routing.Route == sdk.RouteUnknown {
							// A registry no reader here decides (or whose
							// reader only calls a sibling tool, `h :=
							// a.handlers["fetch"]` in another handler):
							// what else fn does with p may (an adapter it
							// registers beside keeping p).
							route.Routing = sdk.Routing{}
							if unknown == nil {
								unknown = slotWrapperFact(s, route)
							}
							continue
						}
						return slotWrapperFact(s, route)
					}
				case *ssa.ChangeType:
					// fn passes p on to an SDK handler type: same routing.
					if aliases[instr.X] && !storedInSlot(instr) {
						if k := sdk.NamedHandlerType(instr.Type()); k != sdk.NotHandler {
							return &WrapperFact{SDK: k.SDK(), Routing: k.ErrorRouting(d.versions)}
						}
					}
				case *ssa.Call:
					obj := irutil.StaticFunc(instr.Common())
					// p called by fn itself, which returns the pair or
					// a result built from the error: a direct wrapper.
					if f == fn && d.callsParam(instr.Common(), aliases) {
						if wf := directFate(fn, instr); wf != nil {
							return wf
						}
					}
					// p registered with an SDK call as it is (or decorated).
					if c := sdk.CallOf(obj); c.Kind == sdk.Register {
						if arg := irutil.ParamArg(instr.Common(), c.HandlerArg); arg != nil {
							if fl, ok := d.paramFlow(arg, aliases, 0); ok {
								return &WrapperFact{SDK: c.Handler.SDK(), Routing: fl.compose(c.Handler.ErrorRouting(d.versions)), Decorators: fl.decorators}
							}
						}
					}
					// p passed to another wrapper (or decorated first).
					if obj != nil {
						if wf := d.wrapperFact(obj); wf != nil && !wf.Direct {
							if arg := irutil.ParamArg(instr.Common(), wf.Param); arg != nil {
								if fl, ok := d.paramFlow(arg, aliases, 0); ok {
									out := *wf
									out.Param, out.ToolParam = 0, -1
									out.Routing = fl.compose(wf.Routing)
									out.Decorators = append(append([]string(nil), fl.decorators...), wf.Decorators...)
									if out.Field == "" && out.Registry == "" {
										out.Through = obj.Name()
									}
									return &out
								}
							}
						}
					}
					// p called inside a closure that becomes a handler,
					// unless what p gives only feeds the closure's own work:
					// then the closure is the tool and p a helper it is given.
					if f != fn && aliases[instr.Common().Value] && !feedsOtherWork(instr) {
						if wf := d.closureFate(f, instr); wf != nil {
							return wf
						}
					}
				}
			}
		}
	}
	return unknown
}

// feedsOtherWork reports whether the values call returns besides its
// error are all discarded or handed to calls of function values or
// interface methods: a handler factory's resolver (`loc, err :=
// resolve(in.Location)` feeding `svc.List(ctx, loc)`), not a tool
// function whose result the closure answers with. A call returning only
// an error is not judged so.
func feedsOtherWork(call *ssa.Call) bool {
	res := call.Common().Signature().Results()
	if res.Len() < 2 {
		return false
	}
	for _, r := range *call.Referrers() {
		ex, ok := r.(*ssa.Extract)
		if !ok {
			return false
		}
		if ex.Index == res.Len()-1 && irutil.IsErrorType(ex.Type()) {
			continue
		}
		for _, u := range *ex.Referrers() {
			c, ok := u.(*ssa.Call)
			if _, debug := u.(*ssa.DebugRef); debug {
				continue
			}
			if !ok || c.Common().Value == ex || c.Common().StaticCallee() != nil {
				return false
			}
		}
	}
	return true
}

// callsParam reports whether c calls the wrapper parameter whose aliases
// are given, directly or through a pass-through wrapper.
func (d *discovery) callsParam(c *ssa.CallCommon, aliases map[ssa.Value]bool) bool {
	if aliases[c.Value] {
		return true
	}
	_, wf, ok := d.directArg(c)
	return ok && wf.PassThrough && aliases[c.Args[wf.Param+(len(c.Args)-c.Signature().Params().Len())]]
}

// directArg returns the function argument of c, a call of a direct
// wrapper, and the wrapper's fact.
func (d *discovery) directArg(c *ssa.CallCommon) (ssa.Value, *WrapperFact, bool) {
	obj := irutil.StaticFunc(c)
	if obj == nil {
		return nil, nil, false
	}
	wf := d.wrapperFact(obj)
	if wf == nil || !wf.Direct {
		return nil, nil, false
	}
	arg := irutil.ParamArg(c, wf.Param)
	if arg == nil {
		return nil, nil, false
	}
	return arg, wf, true
}

// directFate returns the fact of fn, a function that calls its function
// parameter itself (call), when fn returns the call's error (a
// pass-through adapter) or turns it into a result (a converting one).
func directFate(fn *ssa.Function, call *ssa.Call) *WrapperFact {
	errVal := resultValue(call, call.Common().Signature().Results().Len()-1)
	if errVal == nil || !irutil.IsErrorType(errVal.Type()) {
		return nil
	}
	s := resultSDK(fn.Signature)
	if s == sdk.None {
		return nil
	}
	switch errorFate(fn, errVal) {
	case fateForwarded:
		if !onlyForwards(fn, errVal) {
			return nil // failures of its own: the caller's
		}
		return &WrapperFact{SDK: s, Direct: true, PassThrough: true}
	case fateConverted:
		return &WrapperFact{SDK: s, Direct: true, Routing: sdk.Routing{Route: sdk.RouteIsError}}
	}
	return nil
}

// onlyForwards reports whether every error fn returns is errVal or nil: a
// pass-through adapter with no failures of its own.
func onlyForwards(fn *ssa.Function, errVal ssa.Value) bool {
	last := fn.Signature.Results().Len() - 1
	var ok func(v ssa.Value, depth int) bool
	ok = func(v ssa.Value, depth int) bool {
		switch v := v.(type) {
		case *ssa.Const:
			return v.IsNil()
		case *ssa.Phi:
			if depth > 4 {
				return false
			}
			for _, e := range v.Edges {
				if !ok(e, depth+1) {
					return false
				}
			}
			return true
		}
		return v == errVal
	}
	for _, b := range fn.Blocks {
		if ret, isRet := b.Instrs[len(b.Instrs)-1].(*ssa.Return); isRet && last < len(ret.Results) && !ok(ret.Results[last], 0) {
			return false
		}
	}
	return true
}

// resultSDK returns the SDK of the call-tool result sig returns, or None.
func resultSDK(sig *types.Signature) sdk.SDK {
	for i := 0; i < sig.Results().Len(); i++ {
		if s := sdk.ResultSDK(sig.Results().At(i).Type()); s != sdk.None {
			return s
		}
	}
	return sdk.None
}

// closureFate decides the routing of the error returned by call, made inside
// the closure cl, when cl becomes a tool handler.
func (d *discovery) closureFate(cl *ssa.Function, call *ssa.Call) *WrapperFact {
	outerSDK, outer, ok := d.closureRouting(cl)
	if !ok {
		return nil
	}
	errVal := resultValue(call, call.Common().Signature().Results().Len()-1)
	if errVal == nil || !irutil.IsErrorType(errVal.Type()) {
		return nil
	}
	wf := &WrapperFact{SDK: outerSDK}
	switch errorFate(cl, errVal) {
	case fateForwarded:
		wf.Routing = outer
	case fateConverted:
		wf.Routing = sdk.Routing{Route: sdk.RouteIsError}
	default:
		wf.Routing = sdk.Routing{}
	}
	return wf
}

// closureRouting returns where an error returned by closure cl ends up:
// the routing of the SDK handler type it is converted to where it is
// created, or of the wrapper it is passed to (which knows better than its
// parameter type), or of the handler kind its shape has.
func (d *discovery) closureRouting(cl *ssa.Function) (sdk.SDK, sdk.Routing, bool) {
	var vals []ssa.Value
	for _, b := range cl.Parent().Blocks {
		for _, instr := range b.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == cl {
				vals = append(vals, mc)
				for _, r := range *mc.Referrers() {
					if ct, ok := r.(*ssa.ChangeType); ok {
						vals = append(vals, ct)
					}
				}
			}
		}
	}
	for _, v := range vals {
		for _, r := range *v.Referrers() {
			call, ok := r.(*ssa.Call)
			if !ok {
				continue
			}
			obj := irutil.StaticFunc(call.Common())
			if obj == nil {
				continue
			}
			if wf := d.wrapperFact(obj); wf != nil && !wf.Direct {
				if irutil.ParamArg(call.Common(), wf.Param) == v {
					return wf.SDK, wf.Routing, true
				}
			}
		}
	}
	for _, v := range vals {
		if k := sdk.NamedHandlerType(v.Type()); k != sdk.NotHandler {
			return k.SDK(), k.ErrorRouting(d.versions), true
		}
	}
	if k := sdk.ShapeOf(cl.Signature); k != sdk.NotHandler {
		return k.SDK(), k.ErrorRouting(d.versions), true
	}
	return sdk.None, sdk.Routing{}, false
}

// resultValue returns the value of result i of call (the call itself for a
// single result).
func resultValue(call *ssa.Call, i int) ssa.Value {
	if call.Common().Signature().Results().Len() == 1 {
		return call
	}
	for _, r := range *call.Referrers() {
		if ex, ok := r.(*ssa.Extract); ok && ex.Index == i {
			return ex
		}
	}
	return nil
}

// isFailureType reports whether t is what a tool returns for a failure:
// an error, or a pointer to a hand-rolled JSON-RPC error object that the
// server's dispatcher puts into the response
// (`func(ctx, args) (*CallResult, *RPCError)`).
func isFailureType(t types.Type) bool {
	if irutil.IsErrorType(t) {
		return true
	}
	_, ptr := types.Unalias(t).(*types.Pointer)
	return ptr && sdk.IsJSONRPCErrorType(t) == sdk.HandRolled
}

// findConvertingMiddleware reports whether this package installs a
// middleware that turns a handler's error into an isError result.
func (d *discovery) findConvertingMiddleware() bool {
	found := false
	for _, call := range irutil.Calls(d.ssa.SrcFuncs) {
		c := sdk.CallOf(irutil.StaticFunc(call.Common()))
		if c.Kind != sdk.InstallMiddleware {
			continue
		}
		converts := false
		for _, arg := range call.Common().Args {
			if d.importedMiddlewareConverts(arg) {
				converts = true
			}
			for _, mw := range d.middlewareFuncs(arg) {
				d.installed[mw] = true
				if middlewareConverts(mw) {
					converts = true
				}
			}
		}
		if !converts {
			continue
		}
		found = true
		if srv := d.resolveServer(installedOn(call), 0); srv != nil {
			d.convertingServers[srv] = true
		} else {
			d.convertingUnseen = true
		}
	}
	return found
}

// installedOn returns the server a middleware install call applies to:
// the receiver of a method (s.Use(mw), s.AddReceivingMiddleware(mw)), or
// the server constructor call an option (WithToolHandlerMiddleware(mw))
// is passed to; nil when it is not seen.
func installedOn(call *ssa.Call) ssa.Value {
	c := call.Common()
	if c.Signature().Recv() != nil || c.IsInvoke() {
		if len(c.Args) > 0 && !c.IsInvoke() {
			return serverRoot(c.Args[0])
		}
		return nil
	}
	// An option: stored into the variadic slice of the constructor.
	for _, r := range *call.Referrers() {
		st, ok := r.(*ssa.Store)
		if !ok || st.Val != call {
			continue
		}
		ia, ok := st.Addr.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		for _, ar := range *ia.X.Referrers() {
			sl, ok := ar.(*ssa.Slice)
			if !ok {
				continue
			}
			for _, sr := range *sl.Referrers() {
				if ctor, ok := sr.(*ssa.Call); ok && serverConstructor(ctor) {
					return ctor
				}
			}
		}
	}
	return nil
}

// serverConstructor reports whether call constructs an SDK server.
func serverConstructor(call *ssa.Call) bool {
	fn := irutil.StaticFunc(call.Common())
	if fn == nil || fn.Pkg() == nil || sdk.OfPackage(fn.Pkg().Path()) == sdk.None {
		return false
	}
	return sdk.IsServerType(call.Type())
}

// serverRoot returns the value a server value comes from in its
// function, through conversions: a constructor call, a parameter, a
// captured variable; nil when it is anything else.
func serverRoot(v ssa.Value) ssa.Value {
	for range 8 {
		switch x := v.(type) {
		case *ssa.Call:
			if serverConstructor(x) {
				return x
			}
			return nil
		case *ssa.Parameter, *ssa.FreeVar:
			return x
		case *ssa.ChangeType:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		default:
			return nil
		}
	}
	return nil
}

// resolveServer follows a server root (serverRoot) across the package:
// a parameter of a function that is not exported to the arguments its
// callers here pass (when they agree), a captured variable to the value
// its closure was made with. It returns a constructor call, a parameter
// of an exported function (whose callers, in other packages, know the
// server), or nil when the server is not seen.
func (d *discovery) resolveServer(v ssa.Value, depth int) ssa.Value {
	if v == nil || depth > 6 {
		return nil
	}
	switch x := v.(type) {
	case *ssa.Call:
		return x
	case *ssa.Parameter:
		fn := x.Parent()
		if obj, ok := fn.Object().(*types.Func); ok && obj.Exported() && fn.Parent() == nil {
			return x
		}
		idx := slices.Index(fn.Params, x)
		var found ssa.Value
		for _, call := range irutil.Calls(d.ssa.SrcFuncs) {
			if call.Common().StaticCallee() != fn || idx >= len(call.Common().Args) {
				continue
			}
			r := d.resolveServer(serverRoot(call.Common().Args[idx]), depth+1)
			if r == nil || found != nil && found != r {
				return nil
			}
			found = r
		}
		return found
	case *ssa.FreeVar:
		fn := x.Parent()
		idx := slices.Index(fn.FreeVars, x)
		if fn.Parent() == nil || idx < 0 {
			return nil
		}
		for _, b := range fn.Parent().Blocks {
			for _, instr := range b.Instrs {
				if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == fn && idx < len(mc.Bindings) {
					return d.resolveServer(serverRoot(mc.Bindings[idx]), depth+1)
				}
			}
		}
	}
	return nil
}

// serverConverts says whether the middleware of the server a handler is
// registered on (srv, from serverRoot) turns its errors into isError
// results: known for a server constructed in the package, the
// per-server answer (unless a converting middleware's server is not
// seen); otherwise any converting middleware of the package counts.
func (d *discovery) serverConverts(srv ssa.Value) bool {
	if r := d.resolveServer(srv, 0); r != nil {
		if _, ok := r.(*ssa.Call); ok {
			// A converting middleware whose server is not seen
			// (options built in a slice, say) may be this one's.
			return d.convertingServers[r] || d.convertingUnseen
		}
	}
	return d.convertingMW
}

// middlewareFuncs resolves a middleware argument (possibly a variadic slice)
// to middleware functions with bodies in this package.
func (d *discovery) middlewareFuncs(v ssa.Value) []*ssa.Function {
	var out []*ssa.Function
	if sl, ok := v.(*ssa.Slice); ok {
		if alloc, ok := sl.X.(*ssa.Alloc); ok {
			for _, r := range *alloc.Referrers() {
				if ia, ok := r.(*ssa.IndexAddr); ok {
					for _, rr := range *ia.Referrers() {
						if st, ok := rr.(*ssa.Store); ok {
							out = append(out, d.middlewareFuncs(st.Val)...)
						}
					}
				}
			}
		}
		return out
	}
	for _, f := range fns(d.funcsOf(v, 0)) {
		if isMiddlewareSig(f.Signature) {
			out = append(out, f)
		}
	}
	return out
}

// middlewareConverts reports whether a middleware's returned closure turns
// the error of the wrapped handler into a result rather than returning it.
// One converting call is enough: go-sdk middleware typically forwards other
// methods unchanged (`if method != "tools/call" { return next(...) }`) and
// converts only the tool call's error; when in doubt mcplint assumes the
// conversion, which can only remove findings.
func middlewareConverts(mw *ssa.Function) bool {
	if len(mw.Params) == 0 {
		return false // another package's: see MiddlewareFact
	}
	next := mw.Params[len(mw.Params)-1]
	aliases := aliasesOf(next, append([]*ssa.Function{mw}, mw.AnonFuncs...))
	for _, cl := range mw.AnonFuncs {
		if callsWithFate(cl, aliases, fateConverted) {
			return true
		}
	}
	return false
}

// callsWithFate reports whether closure cl calls a value of aliases and
// does with the call's error what want says (errorFate).
func callsWithFate(cl *ssa.Function, aliases map[ssa.Value]bool, want fate) bool {
	for _, b := range cl.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || !aliases[call.Common().Value] {
				continue
			}
			errVal := resultValue(call, call.Common().Signature().Results().Len()-1)
			if errVal != nil && errorFate(cl, errVal) == want {
				return true
			}
		}
	}
	return false
}

// aliasesOf returns the values in funcs that hold the same function value
// as v: v itself, free variables of closures bound to it, and loads of the
// heap cells that captured variables live in.
func aliasesOf(v ssa.Value, funcs []*ssa.Function) map[ssa.Value]bool {
	aliases := map[ssa.Value]bool{v: true}
	refs := map[ssa.Value]bool{} // pointers to cells holding v
	for changed := true; changed; {
		changed = false
		mark := func(m map[ssa.Value]bool, x ssa.Value) {
			if !m[x] {
				m[x] = true
				changed = true
			}
		}
		for _, f := range funcs {
			for _, b := range f.Blocks {
				for _, instr := range b.Instrs {
					switch instr := instr.(type) {
					case *ssa.Store:
						if aliases[instr.Val] {
							mark(refs, instr.Addr)
						}
					case *ssa.UnOp:
						if instr.Op == token.MUL && refs[instr.X] {
							mark(aliases, instr)
						}
					case *ssa.MakeClosure:
						cl, ok := instr.Fn.(*ssa.Function)
						if !ok {
							continue
						}
						for i, bv := range instr.Bindings {
							if i >= len(cl.FreeVars) {
								break
							}
							if aliases[bv] {
								mark(aliases, cl.FreeVars[i])
							}
							if refs[bv] {
								mark(refs, cl.FreeVars[i])
							}
						}
					case *ssa.ChangeType:
						if aliases[instr.X] {
							mark(aliases, instr)
						}
					}
				}
			}
		}
	}
	return aliases
}

// forwardsDynamicHandler reports whether fn calls a handler it received as a
// value (not a known function) and returns that handler's error or turns
// it into a result: fn is then an adapter or middleware layer (over a
// handler read from a record, a parameter or a registry), not a tool, even
// when it is built by a function discovery does not recognize as one.
func forwardsDynamicHandler(fn *ssa.Function) bool {
	for _, dc := range dynamicHandlerCalls(fn) {
		if dc.fate == fateForwarded || dc.fate == fateConverted {
			return true
		}
	}
	return false
}

// dynamicCall is a call in a function of a handler it received as a value
// (see dynamicHandlerCalls), with what the function does with the
// handler's error.
type dynamicCall struct {
	call *ssa.Call
	fate fate
}

// dynamicHandlerCalls lists the calls in fn of a handler-shaped function
// value that is not a known function (a parameter, a record's field, a
// registry lookup), with the fate of each call's error.
func dynamicHandlerCalls(fn *ssa.Function) []dynamicCall {
	var calls []dynamicCall
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || call.Common().IsInvoke() || call.Common().StaticCallee() != nil {
				continue
			}
			sig := call.Common().Signature()
			if sdk.ShapeOf(sig) == sdk.NotHandler && sdk.NamedHandlerType(call.Common().Value.Type()) == sdk.NotHandler {
				continue
			}
			if errVal := resultValue(call, sig.Results().Len()-1); errVal != nil {
				calls = append(calls, dynamicCall{call, errorFate(fn, errVal)})
			}
		}
	}
	return calls
}

func isChangeOf(v ssa.Value, aliases map[ssa.Value]bool) bool {
	ct, ok := v.(*ssa.ChangeType)
	return ok && aliases[ct.X]
}

// storedInSlot reports whether v is kept in a project record or registry.
func storedInSlot(v ssa.Value) bool {
	for _, r := range *v.Referrers() {
		if _, val, ok := slotOf(r); ok && val == v {
			return true
		}
	}
	return false
}

// paramFlow reports whether v holds the wrapper parameter whose aliases
// are given, possibly passed through project decorators first.
func (d *discovery) paramFlow(v ssa.Value, aliases map[ssa.Value]bool, depth int) (flow, bool) {
	if depth > 8 {
		return flow{}, false
	}
	if aliases[v] {
		return flow{through: fateForwarded}, true
	}
	switch v := v.(type) {
	case *ssa.ChangeType:
		return d.paramFlow(v.X, aliases, depth+1)
	case *ssa.Phi:
		for _, e := range v.Edges {
			if fl, ok := d.paramFlow(e, aliases, depth+1); ok {
				return fl, true
			}
		}
	case *ssa.Call:
		c := v.Common()
		obj := irutil.StaticFunc(c)
		df := d.decoratorFact(obj)
		if df == nil {
			return flow{}, false
		}
		arg := irutil.ParamArg(c, df.Param)
		if arg == nil {
			return flow{}, false
		}
		if fl, ok := d.paramFlow(arg, aliases, depth+1); ok {
			return fl.then(obj.Name(), df.fate()), true
		}
	}
	return flow{}, false
}

// onlyDecorated reports whether every use of v passes it to a project
// decorator or keeps it in a project record or registry: converting a
// function to an SDK type on its way there is not how it reaches the SDK.
func (d *discovery) onlyDecorated(v ssa.Value) bool {
	refs := *v.Referrers()
	if len(refs) == 0 {
		return false
	}
	for _, r := range refs {
		if _, val, ok := slotOf(r); ok && val == v {
			continue
		}
		call, ok := r.(*ssa.Call)
		if !ok {
			return false
		}
		c := call.Common()
		df := d.decoratorFact(irutil.StaticFunc(c))
		if df == nil {
			return false
		}
		if irutil.ParamArg(c, df.Param) != v {
			return false
		}
	}
	return true
}
