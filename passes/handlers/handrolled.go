package handlers

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/dispatched"
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
// another package, which is analyzed first, the dispatch is recorded in
// Result.Remote for the standalone driver, which hands it back to the
// implementations' package (package dispatched).

// findDispatched lists the implementations of project interface methods
// that a tools/call dispatcher of this package calls on tools it looks up
// in a registry, and the tools other packages' dispatchers call here.
func (d *discovery) findDispatched() {
	d.findHinted()
	d.findRegisteredAsAny()
	toolsCall := toolsCallPos(d.pass).IsValid()
	d.findSwitched(toolsCall)
	if !toolsCall {
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
		route, _ := d.callerRoute(fn, call)
		if route.SDK == sdk.None {
			route.SDK = sdk.HandRolled
		}
		via := qualified(iface.Obj().Pkg(), d.pass.Pkg, iface.Obj().Name()+"."+c.Method.Name())
		impls := d.implementations(iface)
		for _, impl := range impls {
			t := dispatched.Tool{
				Routing: route.Routing, SDK: route.SDK, Name: impl.name,
				Dispatcher: funcName(fn), Via: via, Nil: route.Nil,
			}
			m := methodOf(impl.typ, c.Method)
			if m == nil {
				continue
			}
			if m.Pkg() == d.pass.Pkg {
				d.addDispatched(d.ssa.Pkg.Prog.FuncValue(m), t)
				continue
			}
			// Named from the tools' package.
			t.Dispatcher = d.pass.Pkg.Name() + "." + funcName(fn)
			t.Via = qualified(iface.Obj().Pkg(), m.Pkg(), iface.Obj().Name()+"."+c.Method.Name())
			t.Pkg, t.Method = m.Pkg().Path(), m.Name()
			t.Recv, t.Ptr = recvName(m)
			d.remote(t, call.Pos())
		}
		if len(impls) == 0 && iface.Obj().Pkg() != d.pass.Pkg {
			// Converted to the interface elsewhere (by constructors of
			// the tools' package, say).
			dispatcher := d.pass.Pkg.Name() + "." + funcName(fn)
			d.remote(dispatched.Tool{
				Pkg: iface.Obj().Pkg().Path(), Recv: iface.Obj().Name(), Method: c.Method.Name(), Iface: true,
				Routing: route.Routing, SDK: route.SDK, Dispatcher: dispatcher, Via: via, Nil: route.Nil,
			}, call.Pos())
		}
	}
}

// remote records a dispatch to another package's tool, once.
func (d *discovery) remote(t dispatched.Tool, at token.Pos) {
	for _, x := range d.res.Remote {
		if x.Key() == t.Key() {
			return
		}
	}
	d.res.Remote = append(d.res.Remote, t)
	if !dispatched.Covers(t) {
		d.remoteAt = append(d.remoteAt, at)
	}
	// The tool's package records its failure exits if it returns a
	// call-tool result (Result.Candidates): this dispatcher decides.
	if fn := d.remoteFunc(t); fn != nil {
		d.res.Imported = append(d.res.Imported, &Imported{
			Origin: Origin{Func: fn, Result: -1},
			Kind:   sdk.HandRolledFunc, SDK: t.SDK, Routing: t.Routing, Tool: t.Name, Pos: at,
			Via: Provenance{How: HowDispatched, Wrapper: t.Dispatcher, Of: t.Via},
		})
	}
}

// remoteFunc returns the function or method of an imported package that
// the dispatch t calls, or nil (an interface dispatch, a package not
// imported directly).
func (d *discovery) remoteFunc(t dispatched.Tool) *types.Func {
	if t.Iface {
		return nil
	}
	for _, imp := range d.pass.Pkg.Imports() {
		if imp.Path() != t.Pkg {
			continue
		}
		if t.Recv == "" {
			fn, _ := imp.Scope().Lookup(t.Method).(*types.Func)
			return fn
		}
		tn, _ := imp.Scope().Lookup(t.Recv).(*types.TypeName)
		if tn == nil {
			return nil
		}
		if named, ok := types.Unalias(tn.Type()).(*types.Named); ok {
			for i := range named.NumMethods() {
				if m := named.Method(i); m.Name() == t.Method {
					return m
				}
			}
		}
	}
	return nil
}

// findCandidates lists the exported functions and methods that return a
// hand-rolled call-tool result and an error, and that discovery did not
// find as tools, in Result.Candidates: a dispatcher of a package that
// imports this one may call them as tools.
func (d *discovery) findCandidates() {
	for _, fn := range d.ssa.SrcFuncs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || !obj.Exported() || fn.Parent() != nil || d.res.ByFunc[fn] != nil || fn.Blocks == nil {
			continue
		}
		res := fn.Signature.Results()
		if res.Len() != 2 || sdk.ResultSDK(res.At(0).Type()) != sdk.HandRolled || d.insideAdapter(fn) || d.isWrapper(fn) {
			continue
		}
		h := newHandler(fn, sdk.HandRolledFunc, sdk.Routing{Route: sdk.RouteJSONRPC, Code: -32603}, Provenance{How: HowExported})
		if h == nil {
			continue
		}
		h.Open, h.SDK = true, sdk.HandRolled
		d.res.Candidates = append(d.res.Candidates, h)
	}
}

// addDispatched lists f as a tool called by a hand-rolled dispatcher.
func (d *discovery) addDispatched(f *ssa.Function, t dispatched.Tool) {
	if f == nil {
		return
	}
	via := Provenance{How: HowDispatched, Wrapper: t.Dispatcher, Of: t.Via}
	h := d.add(f, sdk.HandRolledFunc, t.Routing, via)
	if h == nil {
		return
	}
	if h.Via.How == HowDispatched && h.Tool == "" {
		h.Tool = t.Name
	}
	if h.SDK == sdk.None || h.SDK == sdk.HandRolled {
		h.SDK = t.SDK
	}
	if h.Via.How == HowDispatched {
		h.dispatchNil = t.Nil
	}
}

// findHinted lists the tools of this package that dispatchers of other
// packages call (see package dispatched).
func (d *discovery) findHinted() {
	path := d.pass.Pkg.Path()
	for _, t := range dispatched.For(path) {
		if t.Iface {
			continue
		}
		if t.Recv == "" {
			if fn, ok := d.pass.Pkg.Scope().Lookup(t.Method).(*types.Func); ok {
				d.addDispatched(d.ssa.Pkg.Prog.FuncValue(fn), t)
			}
			continue
		}
		tn, ok := d.pass.Pkg.Scope().Lookup(t.Recv).(*types.TypeName)
		if !ok {
			continue
		}
		var recv types.Type = tn.Type()
		if t.Ptr {
			recv = types.NewPointer(recv)
		}
		obj, _, _ := types.LookupFieldOrMethod(recv, true, d.pass.Pkg, t.Method)
		if m, ok := obj.(*types.Func); ok && m.Pkg() == d.pass.Pkg {
			d.addDispatched(d.ssa.Pkg.Prog.FuncValue(m), t)
		}
	}
	for _, t := range dispatched.Ifaces() {
		iface := d.lookupType(t.Pkg, t.Recv)
		if iface == nil {
			continue
		}
		im, _, _ := types.LookupFieldOrMethod(iface, false, iface.Obj().Pkg(), t.Method)
		imf, ok := im.(*types.Func)
		if !ok {
			continue
		}
		for _, impl := range d.implementations(iface) {
			if m := methodOf(impl.typ, imf); m != nil && m.Pkg() == d.pass.Pkg {
				t := t
				if t.Name == "" {
					t.Name = impl.name
				}
				d.addDispatched(d.ssa.Pkg.Prog.FuncValue(m), t)
			}
		}
	}
}

// lookupType returns the named type name of package path, when path is
// this package or one it imports.
func (d *discovery) lookupType(path, name string) *types.Named {
	pkgs := append([]*types.Package{d.pass.Pkg}, d.pass.Pkg.Imports()...)
	for _, p := range pkgs {
		if p.Path() != path {
			continue
		}
		if tn, ok := p.Scope().Lookup(name).(*types.TypeName); ok {
			n, _ := types.Unalias(tn.Type()).(*types.Named)
			return n
		}
	}
	return nil
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
			if d.fromRegistry(ret.Results[idx], depth+1) {
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
		return path == m.Path || strings.HasPrefix(path, m.Path+"/")
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

// remoteNote returns a note on the dispatches of this package to tools of
// other packages that no run has handed to those packages: their tools
// are listed and checked only when the standalone driver analyzes both
// packages together.
func (d *discovery) remoteNote() []Note {
	if len(d.remoteAt) == 0 {
		return nil
	}
	var pkgs []string
	for _, t := range d.res.Remote {
		if !dispatched.Covers(t) && !slices.Contains(pkgs, t.Pkg) {
			pkgs = append(pkgs, t.Pkg)
		}
	}
	first := d.remoteAt[0]
	for _, p := range d.remoteAt[1:] {
		if p < first {
			first = p
		}
	}
	return []Note{{Pos: first, Message: "tools/call dispatcher calls tools of package " + strings.Join(pkgs, ", ") +
		": mcplint lists and checks them only when one standalone run analyzes this package and theirs (not under go vet)"}}
}

// helperFate returns what a same-package function called by c from fn
// does with its parameter that receives v: fateConverted when it builds a
// call-tool result from it, fateRPC when it puts it into a hand-rolled
// JSON-RPC error (`func errorResponse(id any, err error) *Message`), else
// fateUnknown. It looks one call deep.
func helperFate(fn *ssa.Function, c *ssa.CallCommon, v ssa.Value, helpers int) fate {
	callee := c.StaticCallee()
	if helpers > 0 || callee == nil || callee == fn || callee.Pkg != fn.Pkg || callee.Blocks == nil || fn.Pkg == nil || c.IsInvoke() {
		return fateUnknown
	}
	if param := argParam(callee, c, v); param != nil {
		if f := errorFateAt(callee, param, helpers+1); f == fateConverted || f == fateRPC {
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
	if res.Len() < 2 || !isErrorType(res.At(res.Len()-1).Type()) {
		return false
	}
	for i := 0; i < res.Len()-1; i++ {
		if sdk.IsResultType(res.At(i).Type(), sdk.None) {
			return true
		}
	}
	return false
}
