package handlers

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
)

// findMiddlewareFuncs lists in Result.Middleware the handler-shaped
// closures that tool middleware returns, as in
//
//	func roleGate(next server.ToolHandlerFunc) server.ToolHandlerFunc {
//		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			… // runs before every tool
//			return next(ctx, req)
//		}
//	}
//
// Their own errors go where the handler kind sends them, or into isError
// results when a converting middleware is installed in the package (or
// the middleware converts); a middleware this package does not install is
// Open (the installing package decides), unless it is applied to the
// handlers registered here (s.AddTool(t, authed(h))): their routing.
//
// So are the closures of the package's decorators of another shape
// (func(name string, h H) H) that wrap the handlers registered here, as in
//
//	s.AddTool(tool, withAuth("get_thing", getThing))
//
// where withAuth's closure denies the call before it calls h. Their own
// errors go where the registered handlers' go, when every decorator on
// the way forwards their errors (a converting one would turn the
// closure's errors into results too, or might) and every handler it
// wraps routes alike (decoratorRoutes), and no converting middleware is
// installed in the package.
func (d *discovery) findMiddlewareFuncs() {
	applied := d.decoratorRoutes()
	for _, fn := range d.ssa.SrcFuncs {
		routing, decorates := applied[fn.Name()]
		var route func(h *Handler)
		via := Provenance{How: HowType}
		switch {
		case isMiddlewareSig(fn.Signature):
			route = func(h *Handler) {
				switch {
				case !d.installed[fn] && decorates && !d.convertingMW:
					h.Routing = routing
				case !d.installed[fn]:
					h.Open = true
				case d.convertingMW || middlewareConverts(fn):
					h.Routing = sdk.Routing{Route: sdk.RouteIsError}
				}
			}
		case decorates && !d.convertingMW && fn.Parent() == nil && d.isDecorator(fn):
			route = func(h *Handler) { h.Routing = routing }
		case !d.convertingMW && d.registeredAdapter(fn):
			via = Provenance{How: HowWrapper, Wrapper: funcName(fn)}
			route = func(*Handler) {}
		default:
			continue
		}
		for _, anon := range fn.AnonFuncs {
			kind := sdk.ShapeOf(anon.Signature)
			if kind == sdk.NotHandler || d.res.ByFunc[anon] != nil {
				continue
			}
			if h := newHandler(anon, kind, kind.ErrorRouting(d.versions), via); h != nil {
				h.Version = d.versions.Of(h.SDK)
				route(h)
				d.res.Middleware = append(d.res.Middleware, h)
			}
		}
	}
}

// decoratorRoutes maps the name of each decorator that the handlers
// registered here pass through (at the registration, or inside a wrapper
// of the package: an AddTool override that registers
// svc.Wrap(tool.Name, h)) to where those handlers' errors go, when every
// decorator on the way forwards them (none converts, none is unknown) and
// every such handler routes alike.
func (d *discovery) decoratorRoutes() map[string]sdk.Routing {
	routes := map[string]sdk.Routing{}
	conflict := map[string]bool{}
	add := func(decorators []string, r sdk.Routing, forwarded bool) {
		for _, name := range decorators {
			seen, ok := routes[name]
			switch {
			case !forwarded:
				conflict[name] = true // converted or unknown on the way
			case ok && seen != r:
				conflict[name] = true
			default:
				routes[name] = r
			}
		}
	}
	for _, h := range d.res.Handlers {
		add(h.Via.Decorators, h.Routing, h.Routing == h.Kind.ErrorRouting(d.versions))
	}
	for _, im := range d.res.Imported {
		add(im.Via.Decorators, im.Routing, im.Routing == im.Kind.ErrorRouting(d.versions))
	}
	for _, f := range d.decorated {
		add(f.decorators, f.routing, f.forwarded)
	}
	for w, wf := range d.wrappers {
		if w.Pkg() == d.pass.Pkg {
			// A JSON-RPC routing says every decorator forwarded.
			add(wf.Decorators, wf.Routing, wf.Routing.Route == sdk.RouteJSONRPC)
		}
	}
	for name := range conflict {
		delete(routes, name)
	}
	return routes
}

// decoratedFlow is the decorators of one flow registered in the package
// and the routing it was registered with; forwarded says that every
// decorator on the way forwards the handler's error.
type decoratedFlow struct {
	decorators []string
	routing    sdk.Routing
	forwarded  bool
}

// MiddlewareFact says what a package's exported tool middleware, or an
// exported function that returns one (`metrics.Instrument()`), does with a
// tool's error: Converts when it turns the error into an isError result.
// The package that installs it, which may be in another module, decides
// with it where its server's tool errors go.
type MiddlewareFact struct{ Converts bool }

// AFact marks MiddlewareFact as an analysis fact.
func (*MiddlewareFact) AFact() {}

func (f *MiddlewareFact) String() string {
	if f.Converts {
		return "middleware(converts)"
	}
	return "middleware"
}

// exportMiddlewareFacts exports a MiddlewareFact on each exported function
// or method of the package that is a tool middleware or returns one.
func (d *discovery) exportMiddlewareFacts() {
	for _, fn := range d.ssa.SrcFuncs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || !obj.Exported() || fn.Parent() != nil || fn.Blocks == nil {
			continue
		}
		var mws []*ssa.Function
		switch {
		case isMiddlewareSig(fn.Signature):
			mws = []*ssa.Function{fn}
		case fn.Signature.Results().Len() == 1 && isMiddlewareType(fn.Signature.Results().At(0).Type()):
			mws = returnedFuncs(fn)
		}
		if len(mws) == 0 {
			continue
		}
		f := new(MiddlewareFact)
		for _, mw := range mws {
			f.Converts = f.Converts || middlewareConverts(mw)
		}
		d.pass.ExportObjectFact(obj, f)
	}
}

// isMiddlewareType reports whether t is a function type of tool
// middleware (server.ToolHandlerMiddleware).
func isMiddlewareType(t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	return ok && isMiddlewareSig(sig)
}

// returnedFuncs returns the functions fn returns as its only result: func
// literals and functions of the package.
func returnedFuncs(fn *ssa.Function) []*ssa.Function {
	var out []*ssa.Function
	for _, ret := range nilflow.Returns(fn) {
		if len(ret.Results) != 1 {
			continue
		}
		v := ret.Results[0]
		if ct, ok := v.(*ssa.ChangeType); ok {
			v = ct.X
		}
		switch x := v.(type) {
		case *ssa.MakeClosure:
			out = append(out, x.Fn.(*ssa.Function))
		case *ssa.Function:
			if x.Blocks != nil {
				out = append(out, x)
			}
		}
	}
	return out
}

// importedMiddlewareConverts reports whether v, a middleware installed in
// this package, is one of another package (a function, or what a function
// returns) whose MiddlewareFact says it converts errors into isError
// results.
func (d *discovery) importedMiddlewareConverts(v ssa.Value) bool {
	if ct, ok := v.(*ssa.ChangeType); ok {
		v = ct.X
	}
	var obj *types.Func
	switch x := v.(type) {
	case *ssa.Call:
		obj = irutil.StaticFunc(x.Common())
	case *ssa.Function:
		obj, _ = x.Object().(*types.Func)
	}
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == d.pass.Pkg {
		return false
	}
	f := new(MiddlewareFact)
	return d.pass.ImportObjectFact(obj, f) && f.Converts
}

// findForeignMiddleware lists the mcp-go tool middleware of other
// packages of the module (a function, or what a function returns, with a
// MiddlewareFact that does not convert) that the package installs on a
// server whose middleware does not convert errors (Result.ForeignMiddleware).
func (d *discovery) findForeignMiddleware() {
	for _, call := range irutil.Calls(d.ssa.SrcFuncs) {
		c := sdk.CallOf(irutil.StaticFunc(call.Common()))
		if c.Kind != sdk.InstallMiddleware || d.serverConverts(installedOn(call)) {
			continue
		}
		for _, arg := range call.Common().Args {
			obj := foreignMiddlewareFunc(arg)
			if obj == nil || obj.Pkg() == nil || obj.Pkg() == d.pass.Pkg || !irutil.OwnModule(d.pass, obj.Pkg().Path()) {
				continue
			}
			f := new(MiddlewareFact)
			if !d.pass.ImportObjectFact(obj, f) || f.Converts {
				continue
			}
			d.res.ForeignMiddleware = append(d.res.ForeignMiddleware, ForeignMiddleware{
				Func: obj, Pos: call.Pos(), Routing: sdk.MCPGoFunc.ErrorRouting(d.versions),
			})
		}
	}
}

// foreignMiddlewareFunc returns the function v, a middleware argument,
// is or is the result of, or nil.
func foreignMiddlewareFunc(v ssa.Value) *types.Func {
	if ct, ok := v.(*ssa.ChangeType); ok {
		v = ct.X
	}
	switch x := v.(type) {
	case *ssa.Call:
		return irutil.StaticFunc(x.Common())
	case *ssa.Function:
		obj, _ := x.Object().(*types.Func)
		return obj
	}
	return nil
}

// registeredAdapter reports whether fn is a wrapper of the package that
// adapts a tool function (not a handler) into an SDK handler, and every
// call of it in the package hands its result straight to an SDK
// registration (`s.AddTool(tool, wrap(fn, schema))`), or it registers
// its closure itself (`w.srv.AddTool(t, func(ctx, req) …)` in `func (w
// *wrapSrv) add(t, fn)`): nothing stands between its closure and the SDK,
// so the closure's own errors go where its kind sends them.
func (d *discovery) registeredAdapter(fn *ssa.Function) bool {
	obj, _ := fn.Object().(*types.Func)
	if fn.Parent() != nil || obj == nil || d.wrappers[obj] == nil {
		return false
	}
	sig := obj.Type().(*types.Signature)
	if wf := d.wrappers[obj]; wf.Param >= sig.Params().Len() || handlerLike(sig.Params().At(wf.Param).Type()) {
		return false
	}
	if registersOwnClosure(fn) {
		return true
	}
	calls := 0
	for _, call := range irutil.Calls(d.ssa.SrcFuncs) {
		if call.Common().StaticCallee() != fn {
			continue
		}
		if !registeredAsIs(call) {
			return false
		}
		calls++
	}
	return calls > 0
}

// registersOwnClosure reports whether fn hands one of its function
// literals straight to an SDK registration.
func registersOwnClosure(fn *ssa.Function) bool {
	for _, call := range irutil.Calls([]*ssa.Function{fn}) {
		c := sdk.CallOf(irutil.StaticFunc(call.Common()))
		if c.Kind != sdk.Register {
			continue
		}
		v := irutil.ParamArg(call.Common(), c.HandlerArg)
		for ct, ok := v.(*ssa.ChangeType); ok; ct, ok = v.(*ssa.ChangeType) {
			v = ct.X
		}
		if lit := irutil.FuncValue(v); lit != nil && lit.Parent() == fn {
			return true
		}
	}
	return false
}

// registeredAsIs reports whether v, a handler value, is used only as the
// handler argument of SDK registrations, converted to their type on the
// way.
func registeredAsIs(v ssa.Value) bool {
	refs := v.Referrers()
	if refs == nil || len(*refs) == 0 {
		return false
	}
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.ChangeType:
			if !registeredAsIs(r) {
				return false
			}
		case *ssa.Call:
			c := sdk.CallOf(irutil.StaticFunc(r.Common()))
			if c.Kind != sdk.Register || irutil.ParamArg(r.Common(), c.HandlerArg) != v {
				return false
			}
		default:
			return false
		}
	}
	return true
}
