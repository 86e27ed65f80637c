package handlers

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A hand-rolled server may also keep the switch on the tool's name out of
// its tools/call code, in a package of tools:
//
//	// package tools
//	func (m *Manager) Call(ctx context.Context, name string, args map[string]any) (any, error) {
//		switch name {
//		case "get_note":
//			return m.getNote(ctx, args)
//		case "add_note":
//			return m.addNote(ctx, args)
//		}
//		return nil, fmt.Errorf("unknown tool %q", name)
//	}
//
// and the tools/call code of another package passes the requested name
// on (`out, err := s.tools.Call(ctx, name, args)`). The exported function
// is a switcher: the functions of a tool's signature its cases answer with
// are tools, candidates whose routing is decided where the switcher is
// called: that package lists each of them as dispatched there
// (Result.Imported), and its checks report their exits, recorded here in
// facts, at the tools' own returns.

// SwitchersFact lists a package's switchers, exported functions that
// answer a tool call by switching on the name a string parameter passes
// (see findSwitchers). It is a package fact: a method of an unexported
// type has no object another package can name under go vet.
type SwitchersFact struct {
	Switchers []Switcher
}

// A Switcher is one exported function that dispatches tools by name.
type Switcher struct {
	// Func is its full name ("(*example.com/tools.Manager).Call"), Param
	// the index of the parameter holding the tool name.
	Func  string
	Param int
	// Tools are the tool names of its cases, in source order, and Funcs
	// the full names of the functions they answer with; none when Inline.
	Tools, Funcs []string
	// Inline says that its cases are the tools, their work written in
	// the case (`case "note_get": v, ok := r.notes[k]; …`): the switcher
	// is the one tool another package calls, its cases' returns its
	// exits (see addInlineSwitcher).
	Inline bool
	// Miss lists where it answers a name no case takes with an error (the
	// error's expression), which the code that calls it answers as it
	// answers a tool's failure.
	Miss []report.Position
}

// AFact marks SwitchersFact as an analysis fact.
func (*SwitchersFact) AFact() {}

func (f *SwitchersFact) String() string {
	var names []string
	for _, s := range f.Switchers {
		names = append(names, s.Func+"["+strings.Join(s.Tools, ",")+"]")
	}
	return "switchers(" + strings.Join(names, ", ") + ")"
}

// minSwitchedTools is how many cases of a switch on a parameter must
// answer with a tool for its function to be a switcher: one case calling
// a function of a tool's signature may be a mere helper choice.
const minSwitchedTools = 2

// findSwitchers lists, in a package that does not answer tools/call
// itself, the tools its exported switchers pick (Result.Candidates, open,
// leaving the package through the switcher) and exports the switchers in
// a SwitchersFact. A switcher is a top-level exported function or method
// of an exported type that switches on a string parameter, whose cases
// answer (caseAnswer) with a call of a same-package function of a
// hand-rolled tool's signature (sdk.HandRolledToolSignature) at least
// minSwitchedTools times.
func (d *discovery) findSwitchers() {
	var fact SwitchersFact
	for _, file := range d.pass.Files {
		if isTestFile(d.pass.Fset, file) {
			continue
		}
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			obj, _ := d.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if obj == nil || !obj.Exported() {
				continue
			}
			sig := obj.Type().(*types.Signature)
			if sig.Recv() != nil && !exportedType(sig.Recv().Type()) {
				continue
			}
			s, code := d.switcher(fd, obj)
			if m := d.calledMethod(obj, s.Param); m != nil && len(code.tools) >= minSwitchedTools && !s.Inline {
				d.addCalled(obj, m, code.tools)
				continue
			}
			switch {
			case len(code.tools) >= minSwitchedTools && !s.Inline:
				d.addSwitched(obj, code.tools)
			case code.inline != nil:
				d.addInlineSwitcher(obj, code.inline, code.runs)
				d.addSwitched(obj, code.tools) // a lookup's tools behind an interface
			default:
				continue
			}
			if d.switchers == nil {
				d.switchers = map[*types.Func]bool{}
			}
			d.switchers[obj] = true
			fact.Switchers = append(fact.Switchers, s)
		}
	}
	if len(fact.Switchers) > 0 {
		d.pass.ExportPackageFact(&fact)
	}
}

// switcherCode is what a switcher's body says: the tools its cases (or
// its registry's implementations) answer with, the spans of the cases
// that do their work inline, and the returns that hand on a looked-up
// tool's results (Handler.runs).
type switcherCode struct {
	tools        []switchedTool
	inline, runs []span
}

// switchedTool is one case of a switcher: the tool name and the function
// its case answers with.
type switchedTool struct {
	name string
	fn   *types.Func
}

// switcher returns fd's switch on a string parameter as a Switcher, and
// the cases that answer with a tool of the package, or, when fd has a
// hand-rolled tool's signature (it takes the raw arguments) and at least minSwitchedTools cases with a
// constant name do their work inline, the spans of those cases (and
// Switcher.Inline set). The switch and its miss branch are found as a
// tools/call dispatch's are (dispatchFinder), with the parameter
// standing for the tool name.
func (d *discovery) switcher(fd *ast.FuncDecl, obj *types.Func) (Switcher, switcherCode) {
	info := d.pass.TypesInfo
	params := obj.Type().(*types.Signature).Params()
	f := paramNameFinder(info, params)
	if len(f.names) == 0 {
		return Switcher{}, switcherCode{}
	}
	s := Switcher{Func: obj.FullName(), Param: -1}
	var tools []switchedTool
	var inline, runs []span
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok || tools != nil || inline != nil {
			return false
		}
		list, ok := irutil.StmtList(n)
		if !ok {
			return true
		}
		for i, st := range list {
			if sp, ok := d.lookupSwitch(f, list, i, obj); ok {
				inline, s.Inline, s.Param = []span{sp.found}, true, paramIndex(params, sp.param)
				runs = sp.runs
				for _, e := range missErrors(info, sp.miss) {
					s.Miss = append(s.Miss, d.missPosition(e))
				}
				tools = sp.impls
				for _, t := range tools {
					s.Tools = append(s.Tools, t.name)
					s.Funcs = append(s.Funcs, t.fn.FullName())
				}
				return false
			}
			sw, ok := st.(*ast.SwitchStmt)
			if !ok || sw.Tag == nil {
				continue
			}
			id, _ := sw.Tag.(*ast.Ident)
			param, _ := info.Uses[id].(*types.Var)
			if f.names[param] == sdk.None {
				continue
			}
			found := switchedTools(info, d.pass.Pkg, obj, sw)
			switch names := inlineToolNames(info, sw); {
			case len(found) >= minSwitchedTools:
				tools = found
				for _, t := range found {
					s.Tools = append(s.Tools, t.name)
					s.Funcs = append(s.Funcs, t.fn.FullName())
				}
			case len(names) >= minSwitchedTools && sdk.HandRolledToolSignature(obj.Type().(*types.Signature)):
				inline, s.Tools, s.Inline = constCaseSpans(info, sw), names, true
			default:
				continue
			}
			s.Param = paramIndex(params, param)
			if dp, ok := f.at(list, i); ok {
				for _, e := range missErrors(info, dp.Miss) {
					s.Miss = append(s.Miss, d.missPosition(e))
				}
			}
			return false
		}
		return true
	})
	return s, switcherCode{tools: tools, inline: inline, runs: runs}
}

// paramNameFinder returns a dispatch finder for a function whose string
// parameters (params) may each hold the requested tool's name: a
// switcher's or a registry runner's.
func paramNameFinder(info *types.Info, params *types.Tuple) *dispatchFinder {
	f := &dispatchFinder{info: info, names: map[*types.Var]sdk.SDK{}, parts: map[*types.Var]sdk.SDK{}}
	for v := range params.Variables() {
		if irutil.IsString(v.Type()) {
			f.names[v] = sdk.HandRolled
		}
	}
	return f
}

// switchedTools returns the cases of sw, a switch of switcher obj, that
// answer with a call of a function of pkg of a hand-rolled tool's
// signature (sdk.HandRolledToolSignature), with their constant names.
func switchedTools(info *types.Info, pkg *types.Package, obj *types.Func, sw *ast.SwitchStmt) []switchedTool {
	var out []switchedTool
	for _, c := range sw.Body.List {
		cc := c.(*ast.CaseClause)
		if len(cc.List) != 1 {
			continue
		}
		name := constString(info, cc.List[0])
		call := caseAnswer(cc.Body)
		if name == nil || call == nil {
			continue
		}
		callee := typeutil.StaticCallee(info, call)
		if callee == nil || callee.Pkg() != pkg || callee == obj ||
			!sdk.HandRolledToolSignature(callee.Type().(*types.Signature)) {
			continue
		}
		out = append(out, switchedTool{*name, callee})
	}
	return out
}

// paramIndex returns the index of v among params, -1 if it is not one.
func paramIndex(params *types.Tuple, v *types.Var) int {
	for i := 0; i < params.Len(); i++ {
		if params.At(i) == v {
			return i
		}
	}
	return -1
}

// missErrors returns the errors the miss branch of a switcher answers
// an unknown name with: the non-nil last results of its return
// statements (an error, or a value of a type that is one:
// `&ToolError{…}`), and the non-nil values it assigns to a variable of type
// error (`err = fmt.Errorf("unknown tool %q", name)`), which the
// switcher returns after the switch.
func missErrors(info *types.Info, miss []ast.Stmt) []ast.Expr {
	var out []ast.Expr
	for _, st := range miss {
		ast.Inspect(st, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				if k := len(n.Results); k > 0 && irutil.ImplementsError(info.TypeOf(n.Results[k-1])) && !isNil(info, n.Results[k-1]) {
					out = append(out, n.Results[k-1])
				}
			case *ast.AssignStmt:
				if len(n.Lhs) == len(n.Rhs) {
					for i, l := range n.Lhs {
						if irutil.IsErrorType(info.TypeOf(l)) && !isNil(info, n.Rhs[i]) {
							out = append(out, n.Rhs[i])
						}
					}
				}
			}
			return true
		})
	}
	return out
}

// missPosition returns where unknowntool reports a switcher's answer to an
// unknown name: e's position, with the directive that suppresses an
// unknowntool finding there.
func (d *discovery) missPosition(e ast.Expr) report.Position {
	if d.scope == nil {
		d.scope = report.NewScope(d.pass)
	}
	return d.scope.PositionOf("unknowntool", e.Pos())
}

// addSwitched lists the tools of switcher obj as open candidates, whose
// routing the package that calls obj decides.
func (d *discovery) addSwitched(obj *types.Func, tools []switchedTool) {
	switcher := funcName(d.ssa.Pkg.Prog.FuncValue(obj))
	for _, t := range tools {
		if h := d.switchedCandidate(t.fn, switcher); h != nil {
			h.Tool = t.name
		}
	}
}

// addInlineSwitcher lists switcher obj, whose cases (spans) are the
// tools, as an open candidate: its returns in those cases are its
// tools' exits, its miss branch the package that calls it answers
// (Switcher.Miss), whose routing decides both.
func (d *discovery) addInlineSwitcher(obj *types.Func, cases, runs []span) {
	fn := d.ssa.Pkg.Prog.FuncValue(obj)
	if fn == nil {
		return
	}
	if h := d.switchedCandidate(obj, funcName(fn)); h != nil {
		h.cases, h.runs = cases, runs
	}
}

// switchedCandidate lists obj, a function a switcher (named switcher)
// answers with, as an open hand-rolled candidate leaving the package
// through obj itself, routed -32603 until the package calling the
// switcher decides; nil when it is no candidate.
func (d *discovery) switchedCandidate(obj *types.Func, switcher string) *Handler {
	fn := d.ssa.Pkg.Prog.FuncValue(obj)
	if fn == nil || fn.Blocks == nil || d.res.ByFunc[fn] != nil || d.insideAdapter(fn) || d.isWrapper(fn) {
		return nil
	}
	return d.openCandidate(fn, obj, Provenance{How: HowDispatched, Wrapper: switcher})
}

// openCandidate lists fn (whose object is obj) as an open hand-rolled
// candidate found as via says, leaving the package through fn itself,
// routed -32603 until the package that dispatches it decides; nil when
// it has no handler's shape.
func (d *discovery) openCandidate(fn *ssa.Function, obj *types.Func, via Provenance) *Handler {
	h := newHandler(fn, sdk.HandRolledFunc, sdk.Routing{Route: sdk.RouteJSONRPC, Code: -32603}, via)
	if h == nil {
		return nil
	}
	h.Open, h.SDK = true, sdk.HandRolled
	h.origin = Origin{Func: obj, Result: -1}
	d.res.Candidates = append(d.res.Candidates, h)
	return h
}

// findSwitcherCalls lists in Result.Imported the tools of the switchers
// of other packages (SwitchersFact) that this package's tools/call code
// calls with the requested tool's name, routed the way the caller treats
// the error the switcher returns, and the switcher's answers to an
// unknown name in Result.Misses; and exports the methods of this
// package's interfaces that code calls with the name
// (exportToolCallMethods).
func (d *discovery) findSwitcherCalls(f *dispatchFinder, scope *toolsCallScope) {
	info := d.pass.TypesInfo
	facts := map[*types.Package]*SwitchersFact{}
	type switcherCall struct {
		Switcher
		obj *types.Func
	}
	calls := map[token.Pos]switcherCall{} // by the call's Lparen, as in SSA
	methods := map[token.Pos]methodCall{}
	defer func() { d.exportToolCallMethods(methods) }()
	for _, file := range d.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || !scope.contains(call.Pos()) {
				return true
			}
			callee := typeutil.StaticCallee(info, call)
			if callee == nil {
				// A method of the tools' service interface: the
				// switcher that implements it (implementsSwitcher),
				// or, this package's, one another package implements
				// (ToolCallMethodsFact).
				callee, _ = typeutil.Callee(info, call).(*types.Func)
				if mc, ok := d.ownMethodCall(f, call, callee); ok {
					methods[call.Lparen] = mc
					return true
				}
			}
			if callee == nil || callee.Pkg() == nil || callee.Pkg() == d.pass.Pkg || !d.projectPackage(callee.Pkg().Path()) {
				return true
			}
			fact, ok := facts[callee.Pkg()]
			if !ok {
				fact = new(SwitchersFact)
				if !d.pass.ImportPackageFact(callee.Pkg(), fact) {
					fact = nil
				}
				facts[callee.Pkg()] = fact
			}
			if fact == nil {
				return true
			}
			for _, s := range fact.Switchers {
				if (s.Func == callee.FullName() || implementsSwitcher(callee, s.Func)) && s.Param < len(call.Args) && f.nameSDK(call.Args[s.Param]) != sdk.None {
					calls[call.Lparen] = switcherCall{s, callee}
				}
			}
			return true
		})
	}
	if len(calls) == 0 {
		return
	}
	for fn, call := range irutil.Calls(d.ssa.SrcFuncs) {
		s, ok := calls[call.Pos()]
		if !ok {
			continue
		}
		route, _ := d.callerRoute(fn, call)
		if route.Routing.Route == sdk.RouteUnknown {
			continue
		}
		if route.SDK == sdk.None {
			route.SDK = sdk.HandRolled
		}
		obj := s.obj
		via := qualified(obj.Pkg(), d.pass.Pkg, switcherName(obj))
		if s.Inline {
			t := dispatch{Routing: route.Routing, SDK: route.SDK, Nil: route.Nil, Dispatcher: funcName(fn), Via: via}
			d.remote(Origin{Result: -1, pkg: obj.Pkg(), name: s.Func}, t, call.Pos()).Switched = true
		}
		for i, name := range s.Tools {
			if i >= len(s.Funcs) {
				break
			}
			t := dispatch{Routing: route.Routing, SDK: route.SDK, Nil: route.Nil, Dispatcher: funcName(fn), Via: via, Name: name}
			d.remote(Origin{Result: -1, pkg: obj.Pkg(), name: s.Funcs[i]}, t, call.Pos()).Switched = true
		}
		d.addMiss(ForeignMiss{Routing: route.Routing, Dispatcher: funcName(fn), Pos: call.Pos(), At: s.Miss})
	}
}

// switcherName names a switcher without its package: "Notes.Call", "Run".
func switcherName(obj *types.Func) string {
	if recv := obj.Type().(*types.Signature).Recv(); recv != nil {
		if name, _ := recvName(obj); name != "" {
			return name + "." + obj.Name()
		}
	}
	return obj.Name()
}

// lookedUpTools is a switcher's lookup of the tool a name parameter
// names in a registry: the parameter, the code that runs the tool found
// and the miss branch.
type lookedUpTools struct {
	param *types.Var
	found span
	miss  []ast.Stmt
	// impls are the package's implementations of the registry's tool
	// interface: the tools, whose own exits are theirs.
	impls []switchedTool
	// runs is the return that hands on the tool's own results, if any.
	runs []span
}

// lookupSwitch recognizes in list[i] of obj, an exported function of a
// hand-rolled tool's signature, the lookup of a tool by a string
// parameter in a registry of tools (values of an interface with a
// method of a hand-rolled tool's signature, or text tool functions),
// tested for a miss, which a switcher of tools behind an interface does
// in place of a switch:
//
//	func (s *Service) CallTool(ctx context.Context, name string, args map[string]any) (*Result, error) {
//		t, ok := s.tools[name]
//		if !ok {
//			return nil, fmt.Errorf("tool %q not found", name)
//		}
//		if err := t.Validate(args); err != nil { … }
//		return t.Execute(ctx, args)
//	}
//
// Such a switcher is the one tool another package calls (Inline): the
// code after the test (or in its found branch) holds its exits.
func (d *discovery) lookupSwitch(f *dispatchFinder, list []ast.Stmt, i int, obj *types.Func) (lookedUpTools, bool) {
	var as *ast.AssignStmt
	switch st := list[i].(type) {
	case *ast.AssignStmt:
		as = st
	case *ast.IfStmt:
		as, _ = st.Init.(*ast.AssignStmt)
	}
	if as == nil || len(as.Lhs) != 2 || !sdk.HandRolledToolSignature(obj.Type().(*types.Signature)) {
		return lookedUpTools{}, false
	}
	ix, ok := astutil.Unparen(as.Rhs[0]).(*ast.IndexExpr)
	if !ok || !toolRegistryElem(f.info.TypeOf(as.Lhs[0])) {
		return lookedUpTools{}, false
	}
	id, _ := astutil.Unparen(ix.Index).(*ast.Ident)
	param, _ := f.info.Uses[id].(*types.Var)
	dp, ok := f.at(list, i)
	if !ok || param == nil || f.names[param] == sdk.None {
		return lookedUpTools{}, false
	}
	ifs, _ := dp.Node.(*ast.IfStmt)
	if ifs == nil {
		return lookedUpTools{}, false
	}
	tool, _ := f.info.ObjectOf(identOf(as.Lhs[0])).(*types.Var)
	out := lookedUpTools{param: param, miss: dp.Miss, impls: d.registryImpls(tool)}
	found, from := list, ifs.End()
	if dp.Exclusive {
		found, from = ifs.Body.List, ifs.Body.Pos()
	}
	end := from
	if len(found) > 0 {
		end = found[len(found)-1].End()
		if last, ok := found[len(found)-1].(*ast.ReturnStmt); ok && runsTool(f.info, last, tool) {
			// `return t.Execute(ctx, args)`: the tool's own exits, not
			// the switcher's.
			end = last.Pos()
			out.runs = []span{{last.Pos(), last.End()}}
		}
	}
	out.found = span{from, end}
	return out, true
}

// registryImpls returns the methods of the package's types it converts
// to tool's interface type (implementations) that implement its
// hand-rolled tool method, with the constant names their values are
// registered under.
func (d *discovery) registryImpls(tool *types.Var) []switchedTool {
	if tool == nil {
		return nil
	}
	iface, ok := types.Unalias(tool.Type()).(*types.Named)
	if !ok || !types.IsInterface(iface) {
		return nil
	}
	var out []switchedTool
	for m := range iface.Underlying().(*types.Interface).Methods() {
		if !sdk.HandRolledToolSignature(m.Signature()) {
			continue
		}
		for _, im := range d.implementingMethods(iface, m) {
			if im.fn.Pkg() == d.pass.Pkg {
				out = append(out, switchedTool{name: im.name, fn: im.fn})
			}
		}
	}
	return out
}

// toolRegistryElem reports whether t, the type of a registry's element,
// is a tool's: an interface with a method of a hand-rolled tool's
// signature, or a text tool's function type.
func toolRegistryElem(t types.Type) bool {
	if t == nil {
		return false
	}
	if it, ok := t.Underlying().(*types.Interface); ok {
		for m := range it.Methods() {
			if sdk.HandRolledToolSignature(m.Signature()) {
				return true
			}
		}
		return false
	}
	return textToolType(t)
}

// implementsSwitcher reports whether m, a method of an interface of the
// switcher's package, is implemented by switcher, the full name of a
// method of a named type there ("(*example.com/tools.Service).CallTool"):
// a dispatcher that calls the tools service through its interface
// (`s.toolService.CallTool(ctx, name, args)`) calls the switcher.
func implementsSwitcher(m *types.Func, switcher string) bool {
	recv := m.Type().(*types.Signature).Recv()
	if recv == nil || !types.IsInterface(recv.Type()) || m.Pkg() == nil {
		return false
	}
	iface, ok := recv.Type().Underlying().(*types.Interface)
	if !ok {
		return false
	}
	prefix, name, ok := strings.Cut(switcher, ").")
	if !ok || name != m.Name() {
		return false
	}
	typeName := prefix[strings.LastIndex(prefix, ".")+1:]
	tn, ok := m.Pkg().Scope().Lookup(typeName).(*types.TypeName)
	if !ok || strings.TrimPrefix(strings.TrimPrefix(prefix, "("), "*") != m.Pkg().Path()+"."+typeName {
		return false
	}
	return types.Implements(tn.Type(), iface) || types.Implements(types.NewPointer(tn.Type()), iface)
}

// addMiss lists m in Result.Misses unless it answers nothing or the
// errors it lists are listed already (a switcher or runner called twice).
func (d *discovery) addMiss(m ForeignMiss) {
	if len(m.At) == 0 {
		return
	}
	for _, o := range d.res.Misses {
		if o.At[0].File == m.At[0].File && o.At[0].Offset == m.At[0].Offset {
			return
		}
	}
	d.res.Misses = append(d.res.Misses, m)
}
