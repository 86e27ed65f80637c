package results

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Dispatch is a tool-name dispatch of the package ([handlers.Dispatches]) and
// what each exit of its miss branch, the one that runs for an unknown tool,
// sends.
type Dispatch struct {
	handlers.Dispatch
	// Handler is the mcp-go or go-sdk tool handler the dispatch is in, or
	// nil (a hand-rolled dispatcher, a helper).
	Handler *handlers.Handler
	// Answers are what the miss branch sends: in an SDK handler one per
	// return statement, elsewhere one for the branch.
	Answers []Answer
}

// Answer is what one exit of a miss branch sends.
type Answer struct {
	Sends Sends
	// Code is the JSON-RPC code of SendsCode and SendsPlain.
	Code int64
	// At is where the answer is decided: the returned error or result,
	// the code site, the helper call.
	At ast.Node
	// CodeArg is a constant code expression a fix may replace, or nil.
	CodeArg ast.Expr
}

// Sends is what an exit sends, as far as an unknown-tool answer goes.
type Sends uint8

// What an exit sends.
const (
	SendsUnknown       Sends = iota // not known
	SendsInvalidParams              // JSON-RPC -32602
	SendsIsError                    // an isError result
	SendsCode                       // a JSON-RPC error with a chosen code
	SendsPlain                      // a plain Go error, routed by the SDK (code in Answer.Code)
	SendsSuccess                    // a successful result
)

// Dispatches returns the tool-name dispatches of the package's files and
// what their miss branches answer. It may be called from other analyzers,
// concurrently.
func (r *Result) Dispatches() []*Dispatch {
	if r.e == nil {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.e.dispatchAnswers(r)
}

// InMissBranch reports whether pos lies in the miss branch of a tool-name
// dispatch of the package: a return there answers an unknown tool.
func (r *Result) InMissBranch(pos token.Pos) bool {
	if r.e == nil {
		return false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.e.inMiss(pos)
}

// dispatchList returns the package's dispatches (memoized).
func (e *engine) dispatchList() []handlers.Dispatch {
	if e.dispatches == nil {
		// Only the package's own files: go vet analyzes a package with
		// its tests, whose calls of a tool function with a constant name
		// would hide that its parameter receives the requested one.
		var files []*ast.File
		for _, f := range e.pass.Files {
			if !e.inTestFile(f.Pos()) {
				files = append(files, f)
			}
		}
		e.dispatches = append([]handlers.Dispatch{}, handlers.DispatchesIn(e.pass.TypesInfo, files)...)
	}
	return e.dispatches
}

// inMiss reports whether pos lies in a dispatch's miss branch.
func (e *engine) inMiss(pos token.Pos) bool {
	for _, d := range e.dispatchList() {
		for _, st := range d.Miss {
			if st.Pos() <= pos && pos < st.End() {
				return true
			}
		}
	}
	return false
}

// dispatchAnswers evaluates every dispatch's miss branch (memoized).
func (e *engine) dispatchAnswers(r *Result) []*Dispatch {
	if e.answered != nil {
		return e.answered
	}
	e.answered = []*Dispatch{}
	bySyntax := map[ast.Node]*handlers.Handler{}
	for _, h := range e.hs.Handlers {
		if syn := h.Fn.Syntax(); syn != nil {
			bySyntax[syn] = h
		}
	}
	funcs := map[ast.Node]*ssa.Function{}
	for _, fn := range e.hs.SSA.SrcFuncs {
		if syn := fn.Syntax(); syn != nil {
			funcs[syn] = fn
		}
	}
	for _, d := range e.dispatchList() {
		h := bySyntax[d.Func]
		if h != nil && (h.SDK == sdk.MCPGo || h.SDK == sdk.GoSDK) && d.SDK == sdk.HandRolled {
			// The name field of a record with "name" and "arguments"
			// (a configured job) inside an SDK handler: the SDK parsed
			// the request, whose tool name is req.Params.Name.
			continue
		}
		if h == nil {
			h = e.registryDispatcher(funcs[d.Func], d.SDK)
		}
		if h != nil && h.SDK != sdk.MCPGo && h.SDK != sdk.GoSDK {
			h = nil
		}
		out := &Dispatch{Dispatch: d, Handler: h}
		if h != nil {
			model := map[token.Pos]*Return{}
			for _, ret := range r.returnsOf(h.Fn) {
				model[ret.Pos] = ret
			}
			rets := returnStmts(d.Miss)
			for _, ret := range rets {
				out.Answers = append(out.Answers, e.handlerReturn(h, ret, model[ret.Return]))
			}
			if len(rets) == 0 && !d.After {
				out.Answers = append(out.Answers, e.assignedInMiss(h, r.returnsOf(h.Fn), d.Miss)...)
			}
		} else {
			a := e.region(funcs[d.Func], d.Miss)
			if a.Sends == SendsUnknown {
				a = e.callersAnswer(d, funcs)
			}
			if a.Sends == SendsUnknown {
				a = e.assignedErrAnswer(d, funcs[d.Func])
			}
			out.Answers = append(out.Answers, a)
		}
		e.answered = append(e.answered, out)
	}
	return e.answered
}

// handlerReturn tells what return statement r of SDK tool handler h
// sends, given the model's evaluation of it.
func (e *engine) handlerReturn(h *handlers.Handler, r *ast.ReturnStmt, model *Return) Answer {
	nres := h.Fn.Signature.Results().Len()
	if h.ErrIndex < 0 || model == nil {
		return Answer{}
	}
	var errE, resE ast.Expr
	switch len(r.Results) {
	case nres:
		errE = r.Results[h.ErrIndex]
		if h.ResultIndex >= 0 {
			resE = r.Results[h.ResultIndex]
		}
	case 1: // return helper(name): the helper's results, as the model follows them
		errE, resE = r.Results[0], r.Results[0]
	default:
		return Answer{}
	}
	for _, p := range model.Paths {
		if p.Fact != nilflow.Nil && (p.Nature == NatureDelegate || handlerCall(p.Err)) {
			return Answer{} // another handler's answer: evaluated there
		}
	}
	if !model.ErrNil && !model.ErrNever() {
		if s, ok := e.siteIn(errE); ok {
			if h.SDK == sdk.MCPGo {
				return e.plain(h, errE)
			}
			code, ok := siteCode(e.pass.TypesInfo, s)
			if !ok {
				return Answer{}
			}
			if h.Kind == sdk.GoSDKTyped && !direct(errE, s.Node) {
				// A wrapped *jsonrpc.Error becomes isError in typed handlers.
				return Answer{Sends: SendsIsError, At: errE}
			}
			return codeAnswer(code, errE, s)
		}
		if h.SDK == sdk.GoSDK && model.Err != nil {
			if code, wrapped, ok := e.wireCode(model.Err); ok {
				if h.Kind == sdk.GoSDKTyped && wrapped {
					return Answer{Sends: SendsIsError, At: errE}
				}
				return codeAnswer(code, errE, handlers.CodeSite{})
			}
		}
		if sdk.IsGoSDKWireError(e.pass.TypesInfo.TypeOf(errE)) {
			return Answer{} // a *jsonrpc.Error built elsewhere
		}
		return e.plain(h, errE)
	}
	if resE == nil {
		return Answer{Sends: SendsSuccess, At: r}
	}
	switch allIsError(model.Values) {
	case sdk.True:
		return Answer{Sends: SendsIsError, At: resE}
	case sdk.False:
		return Answer{Sends: SendsSuccess, At: resE}
	}
	return Answer{}
}

// allIsError tells whether every value a return can produce has isError set
// (True) or none has (False); a nil result or an unknown value is Unknown.
func allIsError(vals []*Value) sdk.Tri {
	if len(vals) == 0 {
		return sdk.Unknown
	}
	t := vals[0].IsError
	for _, v := range vals {
		if v.IsError != t || v.Made == MadeUnknown {
			return sdk.Unknown
		}
	}
	return t
}

// wireCode returns the code of the go-sdk *jsonrpc.Error that err, a
// returned error, surely is (built by a helper, through variables): every
// error it can hold is one with the same known code. wrapped reports that
// it is wrapped in another error.
func (e *engine) wireCode(err ssa.Value) (code int64, wrapped, ok bool) {
	n := 0
	for _, l := range nilflow.Chain(err, e.isWrapper) {
		if l.Wrapped() {
			wrapped = true
			continue
		}
		w, helperWrapped, elicitation, isWire := e.protocol(l.Value)
		if !isWire || elicitation || !w.CodeKnown || n > 0 && w.Code != code {
			return 0, false, false
		}
		code, n, wrapped = w.Code, n+1, wrapped || helperWrapped
	}
	return code, wrapped, n > 0
}

// plain classifies a plain error returned by handler h.
func (e *engine) plain(h *handlers.Handler, errE ast.Expr) Answer {
	switch h.Routing.Route {
	case sdk.RouteJSONRPC:
		return Answer{Sends: SendsPlain, Code: h.Routing.Code, At: errE}
	case sdk.RouteIsError:
		return Answer{Sends: SendsIsError, At: errE}
	}
	return Answer{}
}

func codeAnswer(code int64, at ast.Node, s handlers.CodeSite) Answer {
	if code == sdk.CodeInvalidParams {
		return Answer{Sends: SendsInvalidParams}
	}
	o := Answer{Sends: SendsCode, Code: code, At: at}
	if s.Code != nil {
		o.CodeArg = s.Code
	}
	return o
}

// region classifies the miss branch of a dispatch in fn outside an SDK
// handler (a hand-rolled dispatcher or a helper): by the JSON-RPC code it
// sets or the isError result it builds (as the return model evaluates it).
// Plain errors are classified by [engine.callersAnswer].
func (e *engine) region(fn *ssa.Function, miss []ast.Stmt) Answer {
	start, end := miss[0].Pos(), miss[len(miss)-1].End()
	for _, s := range e.hs.CodeSites {
		if s.Node.Pos() >= start && s.Node.End() <= end {
			code, ok := siteCode(e.pass.TypesInfo, s)
			if !ok {
				return Answer{}
			}
			return codeAnswer(code, s.Node, s)
		}
	}
	if o, ok := e.helperCode(miss); ok {
		return o
	}
	if o, ok := e.helperIsError(miss); ok {
		return o
	}
	// A value a shared helper built is reported in the branch.
	at := func(v *Value) ast.Node {
		if n := reportNode(v); start <= n.Pos() && n.Pos() < end {
			return n
		}
		return miss[len(miss)-1]
	}
	vals := e.builtIn(fn, start, end)
	for _, v := range vals {
		if v.IsError == sdk.True && v.Made != MadeUnknown {
			return Answer{Sends: SendsIsError, At: at(v)}
		}
	}
	if allIsError(vals) == sdk.False {
		return Answer{Sends: SendsSuccess, At: at(vals[0])}
	}
	return Answer{}
}

// helperCode classifies the first call in the miss branch to a project
// function that builds a response with one constant JSON-RPC code (a
// straight-line helper that builds the unknown-tool response itself): of
// this package, or of another one through its [AnswerCodeFact].
func (e *engine) helperCode(miss []ast.Stmt) (Answer, bool) {
	var out Answer
	found := false
	for _, st := range miss {
		ast.Inspect(st, func(n ast.Node) bool {
			if found {
				return false
			}
			if _, ok := n.(*ast.FuncLit); ok {
				return false
			}
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn, _ := typeutil.Callee(e.pass.TypesInfo, call).(*types.Func)
			if fn == nil || fn.Pkg() == nil {
				return true
			}
			var code int64
			if fn.Pkg() == e.pass.Pkg {
				code, ok = e.answerCode(e.hs.SSA.Pkg.Prog.FuncValue(fn))
			} else {
				var f AnswerCodeFact
				ok = e.pass.ImportObjectFact(fn.Origin(), &f)
				code = f.Code
			}
			if ok {
				out, found = codeAnswer(code, call, handlers.CodeSite{}), true
			}
			return !found
		})
	}
	return out, found
}

// helperIsError classifies a call in the miss branch of a same-package
// helper that, in straight-line code, builds an isError result and sends
// it itself (`s.toolFail(id, "Unknown tool: "+name)` writing
// `toolResult{IsError: true, …}` to the response) or returns it encoded
// (`return toolError("unknown tool: " + name)`, json.Marshal's bytes).
func (e *engine) helperIsError(miss []ast.Stmt) (Answer, bool) {
	for _, st := range miss {
		var x ast.Expr
		switch st := st.(type) {
		case *ast.ExprStmt:
			x = st.X
		case *ast.ReturnStmt:
			if len(st.Results) == 1 {
				x = st.Results[0]
			}
		}
		call, ok := astutil.Unparen(x).(*ast.CallExpr)
		if !ok {
			continue
		}
		obj, _ := typeutil.Callee(e.pass.TypesInfo, call).(*types.Func)
		if obj == nil || obj.Pkg() != e.pass.Pkg || !sendsOrEncodes(obj.Signature(), st) {
			continue
		}
		fn := e.hs.SSA.Pkg.Prog.FuncValue(obj)
		if fn == nil || fn.Syntax() == nil || len(fn.Blocks) != 1 {
			continue
		}
		for _, v := range e.builtIn(fn, fn.Syntax().Pos(), fn.Syntax().End()) {
			if v.IsError == sdk.True && v.Made != MadeUnknown {
				return Answer{Sends: SendsIsError, At: call}, true
			}
		}
	}
	return Answer{}, false
}

// sendsOrEncodes reports whether a helper of signature sig, called by st,
// answers itself: it returns nothing (it writes the response), or its one
// result, which st returns, is the encoded answer (json.RawMessage,
// []byte or a string: `return toolError("unknown tool: " + name)` with
// toolError returning json.Marshal of an isError result).
func sendsOrEncodes(sig *types.Signature, st ast.Stmt) bool {
	res := sig.Results()
	if _, ok := st.(*ast.ExprStmt); ok {
		return res.Len() == 0
	}
	if res.Len() != 1 {
		return false
	}
	switch t := res.At(0).Type().Underlying().(type) {
	case *types.Slice:
		b, ok := t.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	case *types.Basic:
		return t.Info()&types.IsString != 0
	}
	return false
}

// answerCode returns the code of the response fn, a function of the
// package, builds when it is straight-line code (a helper that decides
// something is no response builder) whose code sites all set one
// constant code.
func (e *engine) answerCode(fn *ssa.Function) (int64, bool) {
	if fn == nil || fn.Syntax() == nil || len(fn.Blocks) != 1 {
		return 0, false
	}
	code, sites := int64(0), 0
	for _, s := range e.hs.CodeSites {
		if s.Node.Pos() < fn.Syntax().Pos() || s.Node.End() > fn.Syntax().End() {
			continue
		}
		k, ok := siteCode(e.pass.TypesInfo, s)
		if !ok || sites > 0 && k != code {
			return 0, false
		}
		code, sites = k, sites+1
	}
	return code, sites > 0
}

// reportNode is where a finding about result value v is reported: its
// constructing expression, else the position that completed it.
func reportNode(v *Value) ast.Node {
	if v.Expr != nil {
		return v.Expr
	}
	return posNode(v.Pos)
}

// posNode is an empty node at a position.
type posNode token.Pos

func (p posNode) Pos() token.Pos { return token.Pos(p) }
func (p posNode) End() token.Pos { return token.Pos(p) }

// siteIn returns the code site inside x, or behind the variable x names.
func (e *engine) siteIn(x ast.Expr) (handlers.CodeSite, bool) {
	if init := e.initOf(x); init != nil {
		x = init
	}
	for _, s := range e.hs.CodeSites {
		if s.Node.Pos() >= x.Pos() && s.Node.End() <= x.End() {
			return s, true
		}
	}
	return handlers.CodeSite{}, false
}

// direct reports whether e is the error-building node itself (&T{…} or a
// constructor call), not a wrapper around it.
func direct(e ast.Expr, node ast.Node) bool {
	e = astutil.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = astutil.Unparen(u.X)
	}
	if e == node {
		return true
	}
	_, ok := e.(*ast.Ident) // a variable holding it (siteIn followed it)
	return ok
}

// siteCode returns the constant code a site sets.
func siteCode(info *types.Info, s handlers.CodeSite) (int64, bool) {
	if s.Code == nil {
		return s.Fixed, true
	}
	tv, ok := info.Types[s.Code]
	if !ok || tv.Value == nil {
		return 0, false
	}
	return constant.Int64Val(constant.ToInt(tv.Value))
}

// initOf returns the initializer of the variable x names when it is
// defined exactly once with a value (a local or package-level variable).
func (e *engine) initOf(x ast.Expr) ast.Expr {
	id := identOf(x)
	if id == nil {
		return nil
	}
	v, _ := e.pass.TypesInfo.Uses[id].(*types.Var)
	if v == nil {
		return nil
	}
	if e.inits == nil {
		e.inits = map[*types.Var]ast.Expr{}
		count := map[*types.Var]int{}
		record := func(id *ast.Ident, init ast.Expr) {
			if v, ok := e.pass.TypesInfo.Defs[id].(*types.Var); ok {
				count[v]++
				e.inits[v] = init
			}
		}
		for _, f := range e.pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					if n.Tok == token.DEFINE && len(n.Lhs) == len(n.Rhs) {
						for i, l := range n.Lhs {
							if id, ok := l.(*ast.Ident); ok {
								record(id, n.Rhs[i])
							}
						}
					}
				case *ast.ValueSpec:
					if len(n.Names) == len(n.Values) {
						for i, id := range n.Names {
							record(id, n.Values[i])
						}
					}
				}
				return true
			})
		}
		for v, n := range count {
			if n != 1 {
				delete(e.inits, v)
			}
		}
	}
	return e.inits[v]
}

func identOf(e ast.Expr) *ast.Ident {
	id, _ := astutil.Unparen(e).(*ast.Ident)
	return id
}

// returnStmts lists the return statements of a statement list, outside nested
// function literals.
func returnStmts(list []ast.Stmt) []*ast.ReturnStmt {
	var out []*ast.ReturnStmt
	for _, s := range list {
		ast.Inspect(s, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				out = append(out, n)
			}
			return true
		})
	}
	return out
}

// registryDispatcher returns a handler standing for fn when fn has an SDK
// tool handler's shape and decides on that SDK's tool name, but discovery
// did not list it: an SDK handler that finds the tool in a registry and
// calls it (return t(ctx, req)) is an adapter layer over the tools it
// calls, not a tool, yet its miss branch answers the client. It is routed
// the way its kind is.
func (e *engine) registryDispatcher(fn *ssa.Function, s sdk.SDK) *handlers.Handler {
	if fn == nil || s != sdk.MCPGo && s != sdk.GoSDK {
		return nil
	}
	kind := sdk.ShapeOf(fn.Signature)
	if kind.SDK() != s {
		return nil
	}
	h := &handlers.Handler{Fn: fn, Pos: fn.Pos(), Kind: kind, SDK: s, Routing: kind.ErrorRouting(e.versions), ResultIndex: -1, OutIndex: -1}
	res := fn.Signature.Results()
	h.ErrIndex = res.Len() - 1
	for i := range res.Len() {
		if sdk.IsResultType(res.At(i).Type(), sdk.None) {
			h.ResultIndex = i
			break
		}
	}
	if kind == sdk.GoSDKTyped {
		h.OutIndex = 1
	}
	return h
}

// assignedInMiss tells what the returns of handler h send when the miss
// branch returns nothing itself but makes what a later return sends:
//
//	switch name {
//	...
//	default:
//		res = mcp.NewToolResultError("unknown tool " + name)
//	}
//	return res, nil
//
// A result made in the branch and returned with a nil error, or an error
// made in the branch, is the branch's answer.
func (e *engine) assignedInMiss(h *handlers.Handler, rets []*Return, miss []ast.Stmt) []Answer {
	start, end := miss[0].Pos(), miss[len(miss)-1].End()
	in := func(p token.Pos) bool { return start <= p && p < end }
	var out []Answer
	for _, ret := range rets {
		for _, p := range ret.Paths {
			if p.Fact == nilflow.Nil || p.Err == nil || !in(p.Err.Pos()) || p.Nature == NatureDelegate {
				continue
			}
			at := posNode(p.Err.Pos())
			switch {
			case p.Answer != nil && p.Answer.Wire.CodeKnown:
				out = append(out, codeAnswer(p.Answer.Wire.Code, at, handlers.CodeSite{}))
			case p.Answer == nil && p.Nature == NatureFailure:
				out = append(out, e.plain(h, nil))
				out[len(out)-1].At = at
			}
		}
		if !ret.ErrNil && !ret.ErrNever() {
			continue
		}
		for _, v := range ret.Values {
			if v.Made == MadeUnknown || !in(v.MadePos) {
				continue
			}
			switch v.IsError {
			case sdk.True:
				out = append(out, Answer{Sends: SendsIsError, At: reportNode(v)})
			case sdk.False:
				out = append(out, Answer{Sends: SendsSuccess, At: reportNode(v)})
			}
		}
	}
	// Several returns may send what one statement of the branch made.
	seen := map[token.Pos]bool{}
	uniq := out[:0]
	for _, a := range out {
		if a.Sends != SendsUnknown && a.At != nil && !seen[a.At.Pos()] {
			seen[a.At.Pos()] = true
			uniq = append(uniq, a)
		}
	}
	return uniq
}

// handlerCall reports whether err is the error of a call of a function of
// an SDK tool handler's shape (one discovery does not list, such as a
// registry dispatcher): its answer is that function's.
func handlerCall(err ssa.Value) bool {
	call, _ := irutil.CallResult(err)
	if call == nil {
		return false
	}
	fn := call.Common().StaticCallee()
	return fn != nil && sdk.ShapeOf(fn.Signature) != sdk.NotHandler
}
