package handlers

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A hand-rolled server may also call its tools through an interface of
// its own package that a package of tools, importing it for its result
// types, implements:
//
//	// package mcp
//	type ToolExecutor interface {
//		ExecuteTool(ctx context.Context, name string, args map[string]any) (*ToolCallResult, error)
//	}
//	… result, err := s.toolExecutor.ExecuteTool(ctx, params.Name, params.Arguments)
//	if err != nil { return s.sendError(msg.ID, InternalErrorCode, err.Error()) }
//
//	// package tools (imports mcp)
//	func (t *DatabaseTools) ExecuteTool(ctx context.Context, name string, args map[string]any) (*mcp.ToolCallResult, error) {
//		switch name {
//		case "db_query":
//			return t.query(ctx, args)
//		…
//
// The dispatcher's package cannot see the switchers (they import it), so
// it records in a ToolCallMethodsFact how its tools/call code answers the
// errors of each such method; the package of tools, whose exported
// switchers implement the interface, dispatches their tools itself with
// that routing. Their answers to an unknown name are not judged: the
// dispatcher may have answered it before the call.
//
// The same holds for a method the tools/call code calls on a single tool
// it looks up in a registry by the requested name (`t := s.tools.Get(name);
// res, err := t.Execute(ctx, args)`), when the tools are types of a
// package that imports this one (and a third package registers them): the
// method is listed with Param -1, and every type of the importing package
// that implements the interface is a tool dispatched so
// (findImplementedMethods).

// ToolCallMethodsFact lists the methods of a package's interfaces that
// its tools/call code calls with the requested tool's name. It is a
// package fact.
type ToolCallMethodsFact struct {
	Methods []ToolCallMethod
}

// A ToolCallMethod is one interface method the tools/call code calls with
// the tool's name in parameter Param (-1: on a tool it looked up by the
// name), and how it answers the error.
type ToolCallMethod struct {
	// Iface names the interface type in its package, Method the method.
	Iface, Method string
	Param         int
	SDK           sdk.SDK
	Routing       sdk.Routing
	Nil           sdk.NilResult
	// Dispatcher names the function of the tools/call code that calls it.
	Dispatcher string
}

// AFact marks ToolCallMethodsFact as an analysis fact.
func (*ToolCallMethodsFact) AFact() {}

func (f *ToolCallMethodsFact) String() string {
	var names []string
	for _, m := range f.Methods {
		names = append(names, m.Iface+"."+m.Method+":"+m.Routing.String())
	}
	return "toolcallmethods(" + strings.Join(names, ", ") + ")"
}

// methodCall is a call of method m of this package's interface iface
// that passes the requested tool name as parameter param.
type methodCall struct {
	m     *types.Func
	iface string
	param int
}

// ownMethodCall returns call, a dynamic call made in the tools/call code
// of callee (typeutil.Callee), as a call of a method of an interface of
// this package passing the requested tool name, if it is one.
func (d *discovery) ownMethodCall(f *dispatchFinder, call *ast.CallExpr, callee *types.Func) (methodCall, bool) {
	if callee == nil || callee.Pkg() != d.pass.Pkg {
		return methodCall{}, false
	}
	recv := callee.Type().(*types.Signature).Recv()
	named, ok := types.Unalias(recv.Type()).(*types.Named)
	if !ok || !types.IsInterface(named) || named.Obj().Parent() != d.pass.Pkg.Scope() {
		return methodCall{}, false
	}
	for i, a := range call.Args {
		if f.nameSDK(a) != sdk.None {
			return methodCall{callee, named.Obj().Name(), i}, true
		}
	}
	return methodCall{}, false
}

// exportToolCallMethods records in a ToolCallMethodsFact the methods of
// this package's interfaces that its tools/call code calls with the
// requested name (calls, by the call's Lparen, as in SSA; see
// ownMethodCall), when every such call answers the method's error alike.
func (d *discovery) exportToolCallMethods(calls map[token.Pos]methodCall) {
	if len(calls) == 0 {
		return
	}
	var fact ToolCallMethodsFact
	index := map[*types.Func]int{}
	conflict := map[*types.Func]bool{}
	for fn, call := range irutil.Calls(d.ssa.SrcFuncs) {
		mc, ok := calls[call.Pos()]
		if !ok || conflict[mc.m] {
			continue
		}
		route, ok := d.callerRoute(fn, call)
		if !ok || route.Routing.Route == sdk.RouteUnknown {
			conflict[mc.m] = true
			continue
		}
		if route.SDK == sdk.None {
			route.SDK = sdk.HandRolled
		}
		tm := ToolCallMethod{Iface: mc.iface, Method: mc.m.Name(), Param: mc.param, SDK: route.SDK, Routing: route.Routing, Nil: route.Nil, Dispatcher: funcName(fn)}
		if i, seen := index[mc.m]; seen {
			if o := fact.Methods[i]; o.Routing != tm.Routing || o.Param != tm.Param || o.SDK != tm.SDK {
				conflict[mc.m] = true
			}
			continue
		}
		index[mc.m] = len(fact.Methods)
		fact.Methods = append(fact.Methods, tm)
	}
	var kept []ToolCallMethod
	for m, i := range index {
		if !conflict[m] {
			kept = append(kept, fact.Methods[i])
		}
	}
	d.exportMethods(kept)
}

// exportRegistryMethods adds the registry methods findDispatched found
// to the package's ToolCallMethodsFact, when the tools/call code answers
// every call of one alike.
func (d *discovery) exportRegistryMethods() {
	var kept []ToolCallMethod
	conflict := map[string]bool{}
	for _, m := range d.registryMethods {
		key := m.Iface + "." + m.Method
		i := slices.IndexFunc(kept, func(k ToolCallMethod) bool { return k.Iface+"."+k.Method == key })
		switch {
		case conflict[key]:
		case i < 0:
			kept = append(kept, m)
		case kept[i].Routing != m.Routing || kept[i].SDK != m.SDK:
			conflict[key] = true
			kept = slices.Delete(kept, i, i+1)
		}
	}
	var prev ToolCallMethodsFact
	if d.pass.ImportPackageFact(d.pass.Pkg, &prev) {
		kept = append(prev.Methods, kept...)
	}
	d.exportMethods(kept)
}

// exportMethods exports methods, sorted, as the package's
// ToolCallMethodsFact.
func (d *discovery) exportMethods(kept []ToolCallMethod) {
	if len(kept) == 0 {
		return
	}
	// Collected in map order: sorted, so the fact does not depend on it.
	slices.SortFunc(kept, func(a, b ToolCallMethod) int {
		return strings.Compare(a.Iface+"."+a.Method, b.Iface+"."+b.Method)
	})
	d.pass.ExportPackageFact(&ToolCallMethodsFact{Methods: kept})
	d.methodsForOthers = true
}

// calledMethod returns the method of an interface of a package this one
// imports that the importer's tools/call code calls with the requested
// name in parameter param (ToolCallMethodsFact), when obj, a switcher of
// this package, implements it: obj's receiver type implements the
// interface and obj is its method of that name. Nil otherwise.
func (d *discovery) calledMethod(obj *types.Func, param int) *ToolCallMethod {
	recv := obj.Type().(*types.Signature).Recv()
	if recv == nil {
		return nil
	}
	for _, im := range d.importedToolCallMethods() {
		if im.m.Method == obj.Name() && im.m.Param == param && types.Implements(recv.Type(), im.iface) {
			return im.m
		}
	}
	return nil
}

// importedMethod is a method of an imported package's ToolCallMethodsFact,
// with its interface.
type importedMethod struct {
	pkg   *types.Package
	iface *types.Interface
	m     *ToolCallMethod
}

// importedToolCallMethods returns the methods of the ToolCallMethodsFacts
// of the project packages this one imports, with their interfaces (read
// once).
func (d *discovery) importedToolCallMethods() []importedMethod {
	if d.importedMethodsRead {
		return d.importedMethods
	}
	d.importedMethodsRead = true
	var out []importedMethod
	for _, imp := range d.pass.Pkg.Imports() {
		if !d.projectPackage(imp.Path()) {
			continue
		}
		var fact ToolCallMethodsFact
		if !d.pass.ImportPackageFact(imp, &fact) {
			continue
		}
		for i, m := range fact.Methods {
			tn, ok := imp.Scope().Lookup(m.Iface).(*types.TypeName)
			if !ok {
				continue
			}
			if iface, ok := tn.Type().Underlying().(*types.Interface); ok {
				out = append(out, importedMethod{imp, iface, &fact.Methods[i]})
			}
		}
	}
	d.importedMethods = out
	return out
}

// addCalled dispatches the tools of switcher obj, whose interface method
// the tools/call code of another package calls (m), as that code answers
// their errors.
func (d *discovery) addCalled(obj *types.Func, m *ToolCallMethod, tools []switchedTool) {
	if d.called == nil {
		d.called = map[*types.Func]bool{}
	}
	d.called[obj] = true // a dispatcher, not a candidate tool
	via := m.Iface + "." + m.Method
	for _, t := range tools {
		fn := d.ssa.Pkg.Prog.FuncValue(t.fn)
		if fn == nil || fn.Blocks == nil || d.insideAdapter(fn) || d.isWrapper(fn) {
			continue
		}
		d.addDispatched(fn, dispatch{Routing: m.Routing, SDK: m.SDK, Nil: m.Nil, Name: t.name, Dispatcher: m.Dispatcher, Via: via})
	}
}

// findImplementedMethods dispatches the methods of this package's types
// that implement an interface method another package's tools/call code
// calls on a tool it looks up in a registry (a ToolCallMethod with Param
// -1), as that code answers their errors: the types are the tools, one
// each.
func (d *discovery) findImplementedMethods() {
	for _, im := range d.importedToolCallMethods() {
		m := im.m
		if m.Param >= 0 {
			continue
		}
		t := dispatch{Routing: m.Routing, SDK: m.SDK, Nil: m.Nil, Dispatcher: m.Dispatcher, Via: im.pkg.Name() + "." + m.Iface + "." + m.Method}
		for _, name := range d.pass.Pkg.Scope().Names() {
			tn, ok := d.pass.Pkg.Scope().Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
				continue
			}
			var impl types.Type = tn.Type()
			if !types.Implements(impl, im.iface) {
				if impl = types.NewPointer(impl); !types.Implements(impl, im.iface) {
					continue
				}
			}
			obj, _, _ := types.LookupFieldOrMethod(impl, true, im.pkg, m.Method)
			if f, ok := obj.(*types.Func); ok && f.Pkg() == d.pass.Pkg {
				d.addDispatched(d.ssa.Pkg.Prog.FuncValue(f), t)
			}
		}
	}
}
