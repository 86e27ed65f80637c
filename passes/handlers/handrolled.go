package handlers

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Hand-rolled servers often keep their tools behind a project interface
// (`type Tool interface { Execute(args map[string]any) (string, error) }`)
// in a registry (`map[string]Tool`), and a tools/call dispatcher looks the
// tool up and calls the interface method. The implementations the
// dispatcher can reach are the types converted to the interface: their
// methods are the tools, routed the way the dispatcher treats the error
// (a JSON-RPC error, an isError result). When the implementations live in
// another package, which is analyzed first, the dispatch is listed in
// Result.Imported, with the routing decided here: the implementations'
// package records what its functions of a tool's signature return
// (Result.Candidates), and this package's checks report it.

// findDispatched lists the implementations of project interface methods
// that a tools/call dispatcher of this package calls on tools it looks up
// in a registry.
func (d *discovery) findDispatched() {
	d.findRegisteredAsAny()
	toolsCall := d.answersToolsCall()
	d.findSwitched(toolsCall)
	if !toolsCall {
		d.findSwitchers()
		d.findNamedRegistrations()
		return
	}
	for fn, call := range irutil.Calls(d.ssa.SrcFuncs) {
		if d.insideAdapter(fn) {
			continue
		}
		c := call.Common()
		if !c.IsInvoke() || !d.fromRegistry(c.Value, 0) {
			continue
		}
		iface, ok := types.Unalias(c.Value.Type()).(*types.Named)
		if !ok || iface.Obj().Pkg() == nil || !d.projectPackage(iface.Obj().Pkg().Path()) {
			continue
		}
		res := c.Method.Type().(*types.Signature).Results()
		if res.Len() == 0 || !isFailureType(res.At(res.Len()-1).Type()) {
			continue
		}
		if res.Len() == 1 && answeredByAnother(fn, c) {
			// `if err := module.Validate(args); err != nil { … }; return
			// module.Execute(req, args)`: a check of the request before
			// the tool, not the tool.
			continue
		}
		route, _ := d.callerRoute(fn, call)
		if route.SDK == sdk.None {
			route.SDK = sdk.HandRolled
		}
		via := qualified(iface.Obj().Pkg(), d.pass.Pkg, iface.Obj().Name()+"."+c.Method.Name())
		impls := d.implementations(iface)
		t := dispatch{Routing: route.Routing, SDK: route.SDK, Nil: route.Nil, Dispatcher: funcName(fn), Via: via}
		for _, impl := range impls {
			t := t
			t.Name = impl.name
			m := methodOf(impl.typ, c.Method)
			if m == nil {
				continue
			}
			if m.Pkg() == d.pass.Pkg {
				d.addDispatched(d.ssa.Pkg.Prog.FuncValue(m), t)
				continue
			}
			d.remote(Origin{Func: m, Result: -1}, t, call.Pos())
		}
		if len(impls) == 0 && iface.Obj().Pkg() == d.pass.Pkg && route.Routing.Route != sdk.RouteUnknown && d.toolsCallScope().contains(call.Pos()) {
			// Converted to the interface by the packages that import
			// this one for it (a package of tools, registered by a
			// third): they dispatch their implementations themselves
			// (ToolCallMethodsFact, findImplementedMethods). Only
			// tools/call's: resources/read's providers are no tools.
			d.registryMethods = append(d.registryMethods, ToolCallMethod{Iface: iface.Obj().Name(), Method: c.Method.Name(), Param: -1, SDK: route.SDK, Routing: route.Routing, Nil: route.Nil, Dispatcher: funcName(fn)})
		}
		if len(impls) == 0 && iface.Obj().Pkg() != d.pass.Pkg {
			// Converted to the interface elsewhere (by constructors of
			// the tools' package, say): the packages that convert them
			// name them.
			for _, ti := range d.factImplementations(iface, c.Method) {
				t := t
				t.Name = ti.Name
				d.remote(ti.origin(), t, call.Pos())
			}
		}
	}
	d.exportRegistryMethods()
}

// answeredByAnother reports whether fn also calls another method on the
// value c calls its method on, one that returns more than a failure: the
// tool's answer.
func answeredByAnother(fn *ssa.Function, c *ssa.CallCommon) bool {
	for _, call := range irutil.Calls([]*ssa.Function{fn}) {
		oc := call.Common()
		res := oc.Signature().Results()
		if oc.IsInvoke() && oc.Value == c.Value && oc.Method != c.Method && res.Len() > 0 &&
			(res.Len() > 1 || !isFailureType(res.At(0).Type())) {
			return true
		}
	}
	return false
}

// dispatch is how a hand-rolled tools/call dispatcher of this package
// calls a tool.
type dispatch struct {
	// Routing is where the dispatcher sends an error the tool returns; SDK
	// is the SDK of the answer (sdk.HandRolled for a hand-written one).
	Routing sdk.Routing
	SDK     sdk.SDK
	// Nil is what the dispatcher answers when the tool returns a nil
	// result and no failure.
	Nil sdk.NilResult
	// Name is the constant tool name it is dispatched under, or "".
	Name string
	// Dispatcher names the dispatching function ("Server.handleToolCall");
	// Via the interface method it calls ("tools.Tool.Execute"), "" for a
	// direct call.
	Dispatcher, Via string
}

// remote lists o, a function or method of another package that a
// dispatcher of this package calls at pos as a tool, in Result.Imported,
// once (it returns the entry): its package records its failure exits if its signature is a
// tool's (Result.Candidates), and this package, which decides where its
// errors go, reports them.
func (d *discovery) remote(o Origin, t dispatch, pos token.Pos) *Imported {
	for _, im := range d.res.Imported {
		if im.Name() == o.Name() && im.Via.How == HowDispatched {
			return im
		}
	}
	im := &Imported{
		Origin: o,
		Kind:   sdk.HandRolledFunc, SDK: t.SDK, Routing: t.Routing, Tool: t.Name, Pos: pos, Nil: t.Nil,
		Via: Provenance{How: HowDispatched, Wrapper: t.Dispatcher, Of: t.Via},
	}
	d.res.Imported = append(d.res.Imported, im)
	return im
}

// findCandidates lists the exported functions and methods with the
// signature of a hand-rolled tool (sdk.HandRolledToolSignature) that
// discovery did not find as tools (methods of an unexported type only when
// the package converts it to a tool interface, see ToolImplsFact), in Result.Candidates: a dispatcher of a
// package that imports this one may call them as tools.
func (d *discovery) findCandidates(impls []ToolImpl) {
	converted := map[string]bool{}
	for _, ti := range impls {
		converted[ti.Func] = true
	}
	for _, fn := range d.ssa.SrcFuncs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || !obj.Exported() && !converted[obj.FullName()] || fn.Parent() != nil || d.res.ByFunc[fn] != nil || fn.Blocks == nil || d.called[obj] {
			continue
		}
		if !sdk.HandRolledToolSignature(fn.Signature) || d.insideAdapter(fn) || d.isWrapper(fn) || d.isCandidate(fn) {
			continue
		}
		if recv := fn.Signature.Recv(); recv != nil && !exportedType(recv.Type()) && !converted[obj.FullName()] {
			continue // no other package can call it
		}
		h := newHandler(fn, sdk.HandRolledFunc, sdk.Routing{Route: sdk.RouteJSONRPC, Code: -32603}, Provenance{How: HowExported})
		if h == nil {
			continue
		}
		h.Open, h.SDK = true, sdk.HandRolled
		d.res.Candidates = append(d.res.Candidates, h)
	}
}

// isCandidate reports whether fn is listed in Result.Candidates already
// (a switcher's tool), or is a switcher (see findSwitchers).
func (d *discovery) isCandidate(fn *ssa.Function) bool {
	if obj, ok := fn.Object().(*types.Func); ok && d.switchers[obj] {
		return true
	}
	for _, h := range d.res.Candidates {
		if h.Fn == fn {
			return true
		}
	}
	return false
}

// addDispatched lists f as a tool called by a hand-rolled dispatcher.
func (d *discovery) addDispatched(f *ssa.Function, t dispatch) {
	if f == nil {
		return
	}
	via := Provenance{How: HowDispatched, Wrapper: t.Dispatcher, Of: t.Via}
	h := d.add(f, sdk.HandRolledFunc, t.Routing, via)
	if h == nil {
		return
	}
	if h.Via.How == HowDispatched {
		switch {
		case d.shared[h]:
		case h.Tool == "":
			h.Tool = t.Name
		case t.Name != "" && h.Tool != t.Name:
			// The shared work of several tools
			// (`s.toolFile("stat", args)`, `s.toolFile("remove",
			// args)`): named by its function.
			h.Tool = ""
			if d.shared == nil {
				d.shared = map[*Handler]bool{}
			}
			d.shared[h] = true
		}
	}
	if h.SDK == sdk.None || h.SDK == sdk.HandRolled {
		h.SDK = t.SDK
	}
	if h.Via.How == HowDispatched {
		h.dispatchNil = t.Nil
	}
}

// impl is a concrete type converted to a tool interface, with the
// constant tool name it is registered under ("" when not known or not
// unique).
type impl struct {
	typ  types.Type
	name string
}

// implementations returns the concrete types this package converts to
// iface, in source order.
func (d *discovery) implementations(iface *types.Named) []impl {
	var out []impl
	index := map[string]int{}
	for _, fn := range d.ssa.SrcFuncs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				mi, ok := instr.(*ssa.MakeInterface)
				if !ok || !types.Identical(mi.Type(), iface) {
					continue
				}
				t := mi.X.Type()
				key := types.TypeString(t, nil)
				name := registeredName(mi)
				if i, ok := index[key]; ok {
					if out[i].name != name {
						out[i].name = ""
					}
					continue
				}
				index[key] = len(out)
				out = append(out, impl{typ: t, name: name})
			}
		}
	}
	return out
}

// implementingMethods returns, for each type this package converts to
// iface (implementations), its method implementing m, with the constant
// name the value is registered under.
func (d *discovery) implementingMethods(iface *types.Named, m *types.Func) []switchedTool {
	var out []switchedTool
	for _, im := range d.implementations(iface) {
		if impl := methodOf(im.typ, m); impl != nil {
			out = append(out, switchedTool{name: im.name, fn: impl})
		}
	}
	return out
}

// registeredName returns the constant key under which the converted value
// mi is put into a map (`s.tools["list"] = NewListTool(c)`), or "".
func registeredName(mi *ssa.MakeInterface) string {
	for _, r := range *mi.Referrers() {
		if u, ok := r.(*ssa.MapUpdate); ok && u.Value == mi {
			if c, ok := u.Key.(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String {
				return constant.StringVal(c.Value)
			}
		}
	}
	return ""
}

// methodOf returns the concrete method of t that implements interface
// method m, or nil.
func methodOf(t types.Type, m *types.Func) *types.Func {
	obj, _, _ := types.LookupFieldOrMethod(t, true, m.Pkg(), m.Name())
	f, _ := obj.(*types.Func)
	if f == nil || f.Pkg() == nil {
		return nil
	}
	if _, isIface := f.Type().(*types.Signature).Recv().Type().Underlying().(*types.Interface); isIface {
		return nil
	}
	return f
}

// recvName returns the receiver type name of method m and whether the
// receiver is a pointer.
func recvName(m *types.Func) (string, bool) {
	t := m.Type().(*types.Signature).Recv().Type()
	p, ptr := t.(*types.Pointer)
	if ptr {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name(), ptr
	}
	return "", ptr
}

// fromRegistry reports whether v, the receiver of an interface method
// call, is a tool looked up in a registry: an element of a map or slice
// (by key, index or range), possibly returned by a same-package lookup
// function.
func (d *discovery) fromRegistry(v ssa.Value, depth int) bool {
	if depth > 4 {
		return false
	}
	switch v := v.(type) {
	case *ssa.Lookup, *ssa.Index:
		return true
	case *ssa.UnOp:
		_, ok := v.X.(*ssa.IndexAddr)
		return ok && v.Op == token.MUL
	case *ssa.Extract:
		switch t := v.Tuple.(type) {
		case *ssa.Lookup:
			return v.Index == 0
		case *ssa.Next:
			return v.Index == 2
		case *ssa.Call:
			return d.returnsFromRegistry(t.Common(), v.Index, depth)
		}
	case *ssa.Call:
		return d.returnsFromRegistry(v.Common(), 0, depth)
	case *ssa.Phi:
		for _, e := range v.Edges {
			if d.fromRegistry(e, depth+1) {
				return true
			}
		}
	}
	return false
}

// returnsFromRegistry reports whether a same-package function called by c
// returns, as its result idx, a tool looked up in a registry.
func (d *discovery) returnsFromRegistry(c *ssa.CallCommon, idx, depth int) bool {
	callee := c.StaticCallee()
	if callee == nil || callee.Pkg != d.ssa.Pkg {
		return false
	}
	for _, b := range callee.Blocks {
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && idx < len(ret.Results) {
			// A function with a defer (a getter that unlocks the
			// registry's mutex) returns what it stored in its result
			// slot.
			if d.fromRegistry(irutil.ReturnedValue(ret, idx), depth+1) {
				return true
			}
		}
	}
	return false
}

// projectPackage reports whether path is a package of the module being
// analyzed (without module information: of the same first path element):
// the interfaces a project declares for its tools, not the standard
// library's or an SDK's.
func (d *discovery) projectPackage(path string) bool {
	own := d.pass.Pkg.Path()
	if path == own {
		return true
	}
	if m := d.pass.Module; m != nil && m.Path != "" {
		return irutil.InModule(m.Path, path) || irutil.SameRepository(m.Path, path)
	}
	first, _, _ := strings.Cut(own, "/")
	return strings.HasPrefix(path, first+"/")
}

// qualified names name (a function or Type.Method) of package p for code
// in package from: unqualified inside it, with p's name outside.
func qualified(p, from *types.Package, name string) string {
	if p == nil || p == from {
		return name
	}
	return p.Name() + "." + name
}

// toolsCallPos returns where the package's non-test code answers
// tools/call by hand (see sdk.ToolsCallAt), or NoPos.
func toolsCallPos(pass *analysis.Pass) token.Pos {
	return sdk.ToolsCallAt(pass.Fset, pass.Files, pass.TypesInfo)
}

// helperFate returns what a same-package function called by c from fn
// does with its parameter that receives v: fateConverted when it builds a
// call-tool result from it, fateRPC when it puts it into a hand-rolled
// JSON-RPC error (`func errorResponse(id any, err error) *Message`), else
// fateUnknown. It looks one call deep.
func helperFate(fn *ssa.Function, c *ssa.CallCommon, v ssa.Value, helpers int) fate {
	callee := c.StaticCallee()
	if helpers > 1 || callee == nil || callee == fn || callee.Pkg != fn.Pkg || callee.Blocks == nil || fn.Pkg == nil || c.IsInvoke() {
		return fateUnknown
	}
	if param := argParam(callee, c, v); param != nil {
		if f := errorFateAt(callee, param, helpers+1, false); f == fateConverted || f == fateRPC {
			return f
		}
	}
	return fateUnknown
}

// argParam returns the parameter of callee that argument v of call c
// binds, or nil.
func argParam(callee *ssa.Function, c *ssa.CallCommon, v ssa.Value) *ssa.Parameter {
	for i, a := range c.Args {
		if a == v && i < len(callee.Params) {
			return callee.Params[i]
		}
	}
	return nil
}

// findRegisteredAsAny lists the functions of tool shape (returning a
// call-tool result and an error) that this package hands as an interface
// value to a project function, as reflection-based frameworks register
// tools: `srv.AddToolFunc("plus", "adds", func(p Params) (*ToolResult,
// error) {...})`. Where their errors go is decided by reflection, so
// their routing is unknown; their results are checked.
func (d *discovery) findRegisteredAsAny() {
	for fn, call := range irutil.Calls(d.ssa.SrcFuncs) {
		if d.insideAdapter(fn) {
			continue
		}
		callee := irutil.StaticFunc(call.Common())
		if callee == nil || callee.Pkg() == nil || !d.projectPackage(callee.Pkg().Path()) {
			continue
		}
		var name string
		for _, a := range call.Common().Args {
			if c, ok := a.(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String {
				name = constant.StringVal(c.Value)
				break
			}
		}
		for _, a := range call.Common().Args {
			mi, ok := a.(*ssa.MakeInterface)
			if !ok {
				continue
			}
			for _, fl := range d.funcsOf(mi.X, 0) {
				if !returnsToolResult(fl.fn.Signature) {
					continue
				}
				if h := d.add(fl.fn, sdk.HandRolledFunc, sdk.Routing{}, Provenance{How: HowRegister, Call: callee.Name()}); h != nil && h.Tool == "" {
					h.Tool = name
				}
			}
		}
	}
}

// returnsToolResult reports whether sig returns a call-tool result and,
// last, an error.
func returnsToolResult(sig *types.Signature) bool {
	res := sig.Results()
	if res.Len() < 2 || !irutil.IsErrorType(res.At(res.Len()-1).Type()) {
		return false
	}
	for i := 0; i < res.Len()-1; i++ {
		if sdk.IsResultType(res.At(i).Type(), sdk.None) {
			return true
		}
	}
	return false
}
