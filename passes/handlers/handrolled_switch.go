package handlers

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Hand-rolled servers also pick the tool in code: a tools/call dispatcher
// switches on the requested name and calls the tool's function in the
// case (`case "get_page": res, err = s.getPage(ctx, args)`), or compares
// the name in an if-else chain. The functions called there that return a
// call-tool result (by pointer or by value) and a failure (an error or the
// project's JSON-RPC error object) are the tools, routed the way the
// dispatcher treats the failure. A function of another package is listed
// in Result.Imported: its own package records what it returns.

// findSwitched lists the functions a tools/call dispatcher of this
// package calls in the cases of a switch (or if-else chain) on the
// requested tool's name: the name field of hand-rolled tools/call params
// (or a variable holding it), or, in a package that answers tools/call
// (toolsCall), any string.
func (d *discovery) findSwitched(toolsCall bool) {
	callScope := d.toolsCallScope()
	cases := switchedCalls(d.pass.Fset, d.pass.Files, d.pass.TypesInfo, callScope, toolsCall)
	assigned := switchedFuncs(d.pass.Fset, d.pass.Files, d.pass.TypesInfo, callScope, toolsCall)
	// The package's own files: go vet analyzes a package with its tests,
	// whose calls of a tool function with a constant name would hide
	// that its parameter receives the requested one.
	own := ownFiles(d.pass.Fset, d.pass.Files)
	names := newNameFinder(d.pass.TypesInfo, own, callScope)
	texts := textToolCalls(names, own)
	if toolsCall {
		d.findSwitcherCalls(names, callScope)
		defer d.findInlineSwitches(names, callScope)
	}
	for pos, name := range texts {
		if _, ok := cases[pos]; !ok {
			cases[pos] = name
		}
	}
	if len(cases) == 0 && len(assigned) == 0 {
		return
	}
	// A tool returning only a result is called in a switch on a tool's
	// name proper, in the tools/call code.
	var named map[token.Pos]string
	var scope *toolsCallScope
	if toolsCall {
		named = switchedCalls(d.pass.Fset, d.pass.Files, d.pass.TypesInfo, callScope, false)
		scope = callScope
	}
	resultTool := func(call *ssa.Call) bool {
		carrier, ok := wireCarrier(call.Common().Signature())
		if !ok && returnsResultMaps(call.Common().StaticCallee()) {
			// `func (s *Server) toolPing() interface{}` answering
			// mcpContent(text): a result map as any value.
			carrier, ok = CarrierMap, true
		}
		if !toolsCall || !ok || !scope.contains(call.Pos()) {
			return false
		}
		_, isNamed := named[call.Pos()]
		_, isText := texts[call.Pos()]
		if !isNamed && !isText {
			return false
		}
		switch carrier {
		case CarrierMap, CarrierEnvelope:
			// Followed in this package only, and not a builder called
			// with constants alone (`Result: text("pong")`).
			callee := call.Common().StaticCallee()
			if callee == nil || callee.Pkg != d.ssa.Pkg || constantArgs(call.Common()) {
				return false
			}
			if carrier == CarrierMap {
				// A map is a result only where the response's result
				// member holds it.
				return sentAsResult(call, nil)
			}
			return sentAsReply(call) && buildsResult(callee)
		}
		return sentAsResult(call, texts)
	}
	// A tool that writes its own response, called by its name's case
	// in the tools/call code.
	writes := func(call *ssa.Call, name string, callee *ssa.Function) bool {
		return toolsCall && name != "" && callScope.contains(call.Pos()) && callee != nil && callee.Pkg == d.ssa.Pkg && writerTool(callee)
	}
	type hit struct {
		fn     *ssa.Function
		call   *ssa.Call
		name   string
		callee *ssa.Function // the called function, nil for another package's
		obj    *types.Func
	}
	var hits []hit
	callees := map[*ssa.Function]bool{}
	add := func(fn *ssa.Function, call *ssa.Call, name string, callee *ssa.Function, obj *types.Func) {
		if obj == nil || obj.Pkg() == nil || !d.projectPackage(obj.Pkg().Path()) {
			return
		}
		if !returnsResultAndFailure(call.Common().Signature()) && !isTextToolCall(texts, call) &&
			!resultTool(call) && !returnsMapOrError(callee) && !writes(call, name, callee) {
			return
		}
		if sdk.ShapeOf(call.Common().Signature()) != sdk.NotHandler {
			// An SDK handler's shape: found (or not) as an SDK handler,
			// with its kind's semantics, not as a hand-rolled tool.
			return
		}
		hits = append(hits, hit{fn, call, name, callee, obj})
		if callee != nil {
			callees[callee] = true
		}
	}
	for fn, call := range irutil.Calls(d.ssa.SrcFuncs) {
		if call.Common().IsInvoke() || d.insideAdapter(fn) || d.res.ByFunc[fn] != nil {
			continue
		}
		if name, ok := cases[call.Pos()]; ok {
			add(fn, call, name, call.Common().StaticCallee(), irutil.StaticFunc(call.Common()))
			continue
		}
		// `case "status": fn = s.status` … `fn(args)`: each function
		// the cases assign, called after the switch.
		for _, ac := range d.assignedCallees(call, assigned) {
			add(fn, call, ac.name, ac.fn, ac.obj)
		}
	}
	inTools := irutil.Reachable(callees)
	helpers := irutil.Reachable(calledBy(callees))
	cli := commandLine(d.pass, toolsCall)
	// A function returning only a result that the cases of several
	// tools answer with (`textResult(sum)` in "add", `textResult(data)`
	// in "read") builds their results: the tools are written in the cases.
	// So does an encoder of any value that several cases answer with
	// (`return jsonText(rows)` in "list", `return jsonText(n)` in "count").
	caseNames := map[*ssa.Function]map[string]bool{}
	for _, h := range hits {
		sig := h.call.Common().Signature()
		res := sig.Results()
		if callee := h.callee; callee != nil && (res.Len() == 1 && !isFailureType(res.At(0).Type()) || encodesAny(sig)) {
			if caseNames[callee] == nil {
				caseNames[callee] = map[string]bool{}
			}
			caseNames[callee][h.name] = true
		}
	}
	for _, h := range hits {
		if len(caseNames[h.callee]) > 1 && !(answersCall(h.call) && passesArguments(h.call)) {
			// A builder, unless it is given the call's arguments: a
			// tool's shared work (`s.toolCallDaemon(protocol.MethodStop,
			// params.Arguments)`, `s.setFlag(req.ID, p.Arguments,
			// true)` answering the response).
			continue
		}
		if inTools[h.fn] {
			// A switch inside a tool or a function it calls (on an
			// argument, say): its calls are helpers whose results the
			// tool returns.
			continue
		}
		callee := h.callee
		if c, _ := wireCarrier(h.call.Common().Signature()); c != CarrierResult && helpers[callee] {
			// A map or envelope builder the tools call as well
			// (`formatResult(text)`): a helper, not a tool.
			continue
		}
		route, _ := d.callerRoute(h.fn, h.call)
		if route.SDK == sdk.None {
			route.SDK = sdk.HandRolled
		}
		_, resultOnly := wireCarrier(h.call.Common().Signature())
		resultOnly = resultOnly || returnsResultMaps(callee) || returnsMapOrError(callee) || writes(h.call, h.name, callee)
		if !returnsResultAndFailure(h.call.Common().Signature()) && !resultOnly && !textToolRouted(route) {
			continue // no evidence its answer reaches a tools/call response
		}
		if cli && route.Routing.Route == sdk.RouteUnknown {
			continue // a command-line entry point's call: its answer is printed
		}
		t := dispatch{
			Routing: route.Routing, SDK: route.SDK, Name: h.name,
			Dispatcher: funcName(h.fn), Nil: route.Nil,
		}
		obj := h.obj
		if t.Routing.Route == sdk.RouteUnknown && callee != nil && obj.Pkg() == d.pass.Pkg && callee.Object() == obj {
			if f := d.exportedForward(h.fn, h.call); f != nil {
				// Answered by the package that calls f.
				d.dispatchForOthers(f, h.fn, h.call, callee, obj, t)
				continue
			}
		}
		d.switcherTool(names, h.fn, h.call, t, route.Through)
		if obj.Pkg() == d.pass.Pkg {
			if callee != nil && callee.Object() == obj {
				d.addDispatched(callee, t)
			}
			continue
		}
		d.remote(Origin{Func: obj, Result: -1}, t, h.call.Pos())
	}
}

// answersCall reports whether call's callee answers a tools/call: it
// returns result maps, or a JSON-RPC response envelope.
func answersCall(call *ssa.Call) bool {
	if c, _ := wireCarrier(call.Common().Signature()); c == CarrierEnvelope {
		return true
	}
	return returnsResultMaps(call.Common().StaticCallee())
}

// encodesAny reports whether sig takes one value of the empty interface
// alone (`func jsonText(v any) (string, error)`): an encoder of whatever
// a tool computed, not a tool given its arguments.
func encodesAny(sig *types.Signature) bool {
	if sig.Params().Len() != 1 || sig.Variadic() {
		return false
	}
	it, ok := sig.Params().At(0).Type().Underlying().(*types.Interface)
	return ok && it.Empty()
}

// switcherTool records fn, a function of text tool signature that
// switches on the tool name and returns the error of the tool it calls
// (call, routed as t) as its own, as a dispatched tool too: a case's own
// failing returns before the call (`n, err := intArg(args, "number"); if
// err != nil { return "", err }`) fail that tool the same way. Its miss
// branch stays unknowntool's.
func (d *discovery) switcherTool(names *dispatchFinder, fn *ssa.Function, call *ssa.Call, t dispatch, through string) {
	if d.res.ByFunc[fn] != nil || fn.Parent() != nil || !textTool(fn.Signature) || t.Routing.Route == sdk.RouteUnknown {
		return
	}
	errVal := resultValue(call, call.Common().Signature().Results().Len()-1)
	if errVal == nil || errorFate(fn, errVal) != fateForwarded {
		return
	}
	t.Name = ""
	if through != "" && through != t.Dispatcher {
		t.Dispatcher = through // the caller that answers the error
	}
	if t.Dispatcher == funcName(fn) {
		// fn answers nothing itself: name the function that calls it
		// when there is one.
		var callers []string
		for caller, c := range irutil.Calls(d.ssa.SrcFuncs) {
			if c.Common().StaticCallee() == fn && !slices.Contains(callers, funcName(caller)) {
				callers = append(callers, funcName(caller))
			}
		}
		if len(callers) == 1 {
			t.Dispatcher = callers[0]
		}
	}
	d.addDispatched(fn, t)
	// Only the cases' own returns are the tools': a failure before the
	// switch (decoding the request) is no tool's.
	if h := d.res.ByFunc[fn]; h != nil && h.cases == nil {
		if decl, ok := fn.Syntax().(*ast.FuncDecl); ok && decl.Body != nil {
			h.cases = nameSwitchCases(names, decl.Body, call.Pos())
		}
	}
}

// returnsResultAndFailure reports whether sig returns a call-tool result
// (pointer or value) and, last, a failure (an error or the project's
// JSON-RPC error object).
func returnsResultAndFailure(sig *types.Signature) bool {
	res := sig.Results()
	if res.Len() < 2 || !isFailureType(res.At(res.Len()-1).Type()) {
		return false
	}
	for i := 0; i < res.Len()-1; i++ {
		if sdk.IsResultType(res.At(i).Type(), sdk.None) {
			return true
		}
	}
	return false
}

// returnsResultMaps reports whether fn, a function of the package with
// one result of an empty interface type, returns on every path a result
// map (IsResultMap) that a function of the package builds
// (`return mcpContent(text)`, `return mcpError(resp.Error)`).
func returnsResultMaps(fn *ssa.Function) bool {
	if fn == nil || fn.Blocks == nil || fn.Signature.Results().Len() != 1 {
		return false
	}
	if it, ok := fn.Signature.Results().At(0).Type().Underlying().(*types.Interface); !ok || !it.Empty() {
		return false
	}
	n := 0
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		mi, ok := ret.Results[0].(*ssa.MakeInterface)
		if !ok {
			return false
		}
		call, ok := mi.X.(*ssa.Call)
		if !ok || !IsResultMap(call.Type()) {
			return false
		}
		if callee := call.Common().StaticCallee(); callee == nil || callee.Pkg != fn.Pkg {
			return false
		}
		n++
	}
	return n > 0
}

// returnsMapOrError reports whether fn, a function of the package with
// two results, a value of an empty interface type (or a result map) and
// an error, answers a result map (a map literal with a "content" key, or
// one a function of the package builds) on every return whose error is
// nil: a tool whose failure is its error (`return map[string]any{"content":
// …}, nil` and `return nil, fmt.Errorf(…)`).
func returnsMapOrError(fn *ssa.Function) bool {
	if fn == nil || fn.Blocks == nil {
		return false
	}
	res := fn.Signature.Results()
	if res.Len() != 2 || !irutil.IsErrorType(res.At(1).Type()) {
		return false
	}
	if it, ok := res.At(0).Type().Underlying().(*types.Interface); !(ok && it.Empty()) && !IsResultMap(res.At(0).Type()) {
		return false
	}
	n := 0
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || b == fn.Recover {
			continue // the zero values a recovered panic returns
		}
		if c, ok := irutil.ReturnedValue(ret, 1).(*ssa.Const); !ok || !c.IsNil() {
			continue // a failure
		}
		if !resultMapValue(fn, irutil.UnwrapInterface(irutil.ReturnedValue(ret, 0))) {
			return false
		}
		n++
	}
	return n > 0
}

// resultMapValue reports whether v, returned by fn, is a call-tool
// result map: a map literal with a "content" key, or a result map a
// function of fn's package returns.
func resultMapValue(fn *ssa.Function, v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.MakeMap:
		for _, r := range *x.Referrers() {
			if up, ok := r.(*ssa.MapUpdate); ok && up.Map == x {
				if k, ok := up.Key.(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.String && constant.StringVal(k.Value) == sdk.ResultContentKey {
					return true
				}
			}
		}
	case *ssa.Call:
		callee := x.Common().StaticCallee()
		return IsResultMap(x.Type()) && callee != nil && callee.Pkg == fn.Pkg
	}
	return false
}

// passesArguments reports whether call passes the tools/call request's
// arguments on: a value read from a member whose JSON name is
// "arguments" (`params.Arguments`, `params["arguments"]`).
func passesArguments(call *ssa.Call) bool {
	for _, a := range call.Common().Args {
		v := irutil.UnwrapInterface(a)
		if load, ok := v.(*ssa.UnOp); ok && load.Op == token.MUL {
			v = load.X
		}
		switch v := v.(type) {
		case *ssa.FieldAddr:
			st, ok := v.X.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Struct)
			if ok && sdk.JSONName(st, v.Field) == "arguments" {
				return true
			}
		case *ssa.Field:
			st, ok := v.X.Type().Underlying().(*types.Struct)
			if ok && sdk.JSONName(st, v.Field) == "arguments" {
				return true
			}
		case *ssa.Lookup:
			if k, ok := v.Index.(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.String && constant.StringVal(k.Value) == "arguments" {
				return true
			}
		}
	}
	return false
}

// sentAsResult reports whether the dispatcher sends the call-tool result
// call returns as the result of its tools/call response: the call is the
// answer of its case (texts), or its value is stored, as it is or through
// a variable the cases assign, into the "result" member of a JSON-RPC
// response struct, there or by a helper that only wraps it (see
// WrappedParam).
func sentAsResult(call *ssa.Call, texts map[token.Pos]string) bool {
	if _, ok := texts[call.Pos()]; ok {
		return true
	}
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value) bool
	walk = func(v ssa.Value) bool {
		if seen[v] || v.Referrers() == nil {
			return false
		}
		seen[v] = true
		for _, r := range *v.Referrers() {
			switch r := r.(type) {
			case *ssa.MakeInterface, *ssa.ChangeType, *ssa.Phi:
				// A phi: the variable the cases assign
				// (`result = s.toolFind(args)`), sent after the switch.
				if walk(r.(ssa.Value)) {
					return true
				}
			case *ssa.Call:
				// `return ok(id, s.toolFind(args))`: a helper that puts
				// its parameter into the envelope's result.
				if i := WrappedParam(r.Call.StaticCallee()); i >= 0 && i < len(r.Call.Args) && r.Call.Args[i] == v {
					return true
				}
			case *ssa.Store:
				if fa, ok := r.Addr.(*ssa.FieldAddr); ok && r.Val == v {
					st, ok := fa.X.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Struct)
					if ok && fa.Field < st.NumFields() && sdk.JSONName(st, fa.Field) == "result" {
						return true
					}
				}
			}
		}
		return false
	}
	return walk(call)
}

// switchedCalls returns the calls (by the position of their opening
// parenthesis, as in SSA) made in the cases of the non-test files'
// switches on a tool name and if statements comparing one with a
// constant (namedCases), mapped to the constant tool name of the case.
func switchedCalls(fset *token.FileSet, files []*ast.File, info *types.Info, scope *toolsCallScope, anyString bool) map[token.Pos]string {
	out := map[token.Pos]string{}
	namedCases(fset, files, info, scope, anyString, func(body []ast.Stmt, name string) {
		for _, s := range body {
			ast.Inspect(s, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncLit:
					return false
				case *ast.CallExpr:
					out[n.Lparen] = name
				}
				return true
			})
		}
	})
	return out
}

// switchedFuncs maps the functions and methods that the cases of a
// switch on a tool's name (see switchedCalls) assign to a variable of
// function type (`case "status": fn = s.status`), called once the switch
// is done (`res, err := fn(args)`), to the case's tool name ("" when
// several cases assign one).
func switchedFuncs(fset *token.FileSet, files []*ast.File, info *types.Info, scope *toolsCallScope, anyString bool) map[*types.Func]string {
	out := map[*types.Func]string{}
	namedCases(fset, files, info, scope, anyString, func(body []ast.Stmt, name string) {
		for _, s := range body {
			as, ok := s.(*ast.AssignStmt)
			if !ok || len(as.Lhs) != len(as.Rhs) {
				continue
			}
			for i, l := range as.Lhs {
				t := info.TypeOf(l) // nil for the blank identifier
				if t == nil {
					continue
				}
				if _, ok := t.Underlying().(*types.Signature); !ok {
					continue
				}
				var fn *types.Func
				switch r := ast.Unparen(as.Rhs[i]).(type) {
				case *ast.Ident:
					fn, _ = info.Uses[r].(*types.Func)
				case *ast.SelectorExpr:
					fn, _ = info.Uses[r.Sel].(*types.Func)
				}
				if fn == nil {
					continue
				}
				if prev, seen := out[fn]; seen && prev != name {
					name = ""
				}
				out[fn] = name
			}
		}
	})
	return out
}

// namedCases calls visit with the body of each case of a switch (or
// if-else chain) on a tool's name and the case's tool name ("" when a
// case lists several). A tool name is the name field of hand-rolled
// tools/call params or a variable holding it (scope is the package's
// tools/call code), or, with anyString, any string. Switches on JSON-RPC
// method names ("tools/call", "initialize") are left out: their cases
// are the dispatchers. An inner switch is visited after the case that
// holds it.
func namedCases(fset *token.FileSet, files []*ast.File, info *types.Info, scope *toolsCallScope, anyString bool, visit func(body []ast.Stmt, name string)) {
	for _, f := range files {
		if isTestFile(fset, f) {
			continue
		}
		names := toolNames(info, f, scope)
		isName := func(e ast.Expr) bool {
			return irutil.IsString(info.TypeOf(e)) && constString(info, e) == nil &&
				(anyString || names.nameSDK(e) == sdk.HandRolled)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SwitchStmt:
				if n.Tag == nil || !isName(n.Tag) {
					return true
				}
				var clauses []*ast.CaseClause
				for _, c := range n.Body.List {
					cc := c.(*ast.CaseClause)
					for _, e := range cc.List {
						if s := constString(info, e); s != nil && isMethodName(*s) {
							return true
						}
					}
					if cc.List != nil {
						clauses = append(clauses, cc)
					}
				}
				for _, cc := range clauses {
					name := ""
					if len(cc.List) == 1 {
						if s := constString(info, cc.List[0]); s != nil {
							name = *s
						}
					}
					visit(cc.Body, name)
				}
			case *ast.IfStmt:
				if name, ok := comparedName(info, n.Cond, isName); ok && !isMethodName(name) {
					visit(n.Body.List, name)
				}
			}
			return true
		})
	}
}

// comparedName returns the string constant of cond when it compares a
// tool name (isName) with one (`name == "get_page"`).
func comparedName(info *types.Info, cond ast.Expr, isName func(ast.Expr) bool) (string, bool) {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.EQL {
		return "", false
	}
	x, y := b.X, b.Y
	if constString(info, x) != nil {
		x, y = y, x
	}
	s := constString(info, y)
	if s == nil || !isName(x) {
		return "", false
	}
	return *s, true
}

// constString returns the value of a string constant expression, or nil.
func constString(info *types.Info, e ast.Expr) *string {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return nil
	}
	s := constant.StringVal(tv.Value)
	return &s
}

// isMethodName reports whether s looks like a JSON-RPC method of MCP
// rather than a tool name: "tools/call", "initialize", "ping".
func isMethodName(s string) bool {
	return strings.Contains(s, "/") || s == "initialize" || s == "ping"
}

// dispatcherNil decides what hand-rolled dispatcher fn answers when the
// tool it calls with call returns a nil result pointer and no failure:
// sdk.NilResultNull when fn puts the result, unchecked, into the "result"
// member of its response (an interface field, which holds a nil pointer
// and marshals as null, or a pointer field without omitempty),
// sdk.NilResultAbsent when that member is a pointer with omitempty (the
// response then has neither result nor error); sdk.NilResultUnknown
// when the dispatcher compares the result with nil anywhere, or when it
// cannot tell.
func (d *discovery) dispatcherNil(fn *ssa.Function, call *ssa.Call) sdk.NilResult {
	res := call.Common().Signature().Results()
	for i := 0; i < res.Len()-1; i++ {
		t := res.At(i).Type()
		if _, ptr := types.Unalias(t).(*types.Pointer); ptr && sdk.IsResultType(t, sdk.None) {
			if v := resultValue(call, i); v != nil {
				return d.nilAnswer(fn, v, 0)
			}
		}
	}
	return sdk.NilResultUnknown
}

// nilAnswer is dispatcherNil for result value v inside fn, depth callers
// up.
func (d *discovery) nilAnswer(fn *ssa.Function, v ssa.Value, depth int) sdk.NilResult {
	answer := sdk.NilResultUnknown
	checked := false
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value)
	walk = func(v ssa.Value) {
		if seen[v] || checked || v.Referrers() == nil {
			return
		}
		seen[v] = true
		for _, r := range *v.Referrers() {
			switch r := r.(type) {
			case *ssa.BinOp:
				if r.Op == token.EQL || r.Op == token.NEQ {
					checked = true // handled somehow: not our business
					return
				}
			case *ssa.Phi, *ssa.MakeInterface, *ssa.ChangeType, *ssa.ChangeInterface:
				walk(r.(ssa.Value))
			case *ssa.Store:
				if r.Val != v {
					continue
				}
				switch addr := r.Addr.(type) {
				case *ssa.Alloc:
					for _, ar := range *addr.Referrers() {
						if load, ok := ar.(*ssa.UnOp); ok && load.Op == token.MUL {
							walk(load)
						}
					}
				case *ssa.FieldAddr:
					if a := resultMember(addr); a != sdk.NilResultUnknown {
						answer = a
					}
				}
			case *ssa.Return:
				if fn.Parent() != nil || depth >= 2 {
					continue
				}
				for i, x := range r.Results {
					if x != v {
						continue
					}
					// Returned to fn's callers in this package: they decide.
					for caller, call := range irutil.Calls(d.ssa.SrcFuncs) {
						if call.Common().StaticCallee() != fn {
							continue
						}
						if rv := resultValue(call, i); rv != nil {
							switch a := d.nilAnswer(caller, rv, depth+1); a {
							case sdk.NilResultUnknown:
								checked = true
								return
							default:
								answer = a
							}
						}
					}
				}
			}
		}
	}
	walk(v)
	if checked {
		return sdk.NilResultUnknown
	}
	return answer
}

// resultMember returns what a nil pointer stored through fa becomes on the
// wire when fa addresses the "result" member of a JSON-RPC response struct.
func resultMember(fa *ssa.FieldAddr) sdk.NilResult {
	st, ok := fa.X.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Struct)
	if !ok || fa.Field >= st.NumFields() || sdk.JSONName(st, fa.Field) != "result" {
		return sdk.NilResultUnknown
	}
	f := st.Field(fa.Field)
	switch f.Type().Underlying().(type) {
	case *types.Interface:
		return sdk.NilResultNull // a non-nil interface holding nil: never omitted
	case *types.Pointer:
		if sdk.JSONOmitEmpty(st, fa.Field) {
			return sdk.NilResultAbsent
		}
		return sdk.NilResultNull
	}
	return sdk.NilResultUnknown
}

// NilResultFate returns what a nil result with a nil error from h becomes:
// for a tool of a hand-rolled server, what its dispatcher sends
// (sdk.NilResultNull, sdk.NilResultAbsent, or sdk.NilResultUnknown when
// the dispatcher checks the result or cannot be followed); otherwise what
// the SDK does for h's kind.
func (h *Handler) NilResultFate(v sdk.Versions) sdk.NilResult {
	if h.SDK == sdk.HandRolled {
		switch h.dispatchNil {
		case sdk.NilResultNull, sdk.NilResultAbsent:
			return h.dispatchNil
		}
		return sdk.NilResultUnknown
	}
	return sdk.NilResultFate(h.Kind, v)
}

// toolNames returns a finder that knows the local variables of file that
// hold a requested tool's name (name := params.Name) or a part of it.
func toolNames(info *types.Info, file *ast.File, scope *toolsCallScope) *dispatchFinder {
	f := &dispatchFinder{info: info, names: map[*types.Var]sdk.SDK{}, parts: map[*types.Var]sdk.SDK{}, scope: scope}
	f.localNames(file)
	return f
}

// phiOf reports whether v is a phi node merging x with other values (the
// error variable a switch of tool calls assigns in each case), directly
// or through other phis.
func phiOf(v, x ssa.Value) bool {
	seen := map[*ssa.Phi]bool{}
	var walk func(v ssa.Value) bool
	walk = func(v ssa.Value) bool {
		phi, ok := v.(*ssa.Phi)
		if !ok || seen[phi] {
			return false
		}
		seen[phi] = true
		for _, e := range phi.Edges {
			if e == x || walk(e) {
				return true
			}
		}
		return false
	}
	return walk(v)
}

// assignedCallee is a function that the cases of a switch on a tool's
// name assign to a variable called after the switch.
type assignedCallee struct {
	fn   *ssa.Function
	obj  *types.Func
	name string
}

// assignedCallees returns the functions call, a call of a function value,
// may call that the cases of a switch on a tool's name assigned to the
// variable it calls (assigned, see switchedFuncs), with their case's
// name.
func (d *discovery) assignedCallees(call *ssa.Call, assigned map[*types.Func]string) []assignedCallee {
	if len(assigned) == 0 || call.Common().StaticCallee() != nil {
		return nil
	}
	if _, ok := call.Common().Value.(*ssa.Phi); !ok {
		return nil
	}
	var out []assignedCallee
	for _, fl := range d.funcsOf(call.Common().Value, 0) {
		obj, ok := fl.fn.Object().(*types.Func)
		if !ok {
			continue
		}
		if name, ok := assigned[obj]; ok {
			out = append(out, assignedCallee{fn: fl.fn, obj: obj, name: name})
		}
	}
	return out
}
