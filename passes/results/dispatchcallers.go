package results

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/report"
)

// callersAnswer classifies the miss branch of dispatch d outside an SDK
// handler that returns a plain error, as in
//
//	func (s *Server) callTool(name string, args json.RawMessage) (*CallResult, error) {
//		t, ok := s.tools[name]
//		if !ok {
//			return nil, fmt.Errorf("unknown tool %s", name)
//		}
//		...
//	}
//
// by what the package's callers do with the error: every call of the
// function must be followed by `if err != nil { … }` (or have it in its
// if), and every such branch must answer the same way ([engine.region]:
// a JSON-RPC code, an isError result). The answer is reported at the
// return of the miss branch.
func (e *engine) callersAnswer(d handlers.Dispatch, funcs map[ast.Node]*ssa.Function) Answer {
	decl, ok := d.Func.(*ast.FuncDecl)
	if !ok {
		return Answer{}
	}
	fn, _ := e.pass.TypesInfo.Defs[decl.Name].(*types.Func)
	if fn == nil {
		return Answer{}
	}
	res := fn.Type().(*types.Signature).Results()
	if res.Len() == 0 || !types.Identical(res.At(res.Len()-1).Type(), errorType) {
		return Answer{}
	}
	// The last return with an error: those before it may hand the name
	// to another dispatcher (`if ok, out, err := s.callAdmin(name, args);
	// ok { return out, err }`), the last answers the names none took.
	var ret *ast.ReturnStmt
	for _, r := range returnStmts(d.Miss) {
		if len(r.Results) == res.Len() && !isNilIdent(e.pass.TypesInfo, r.Results[res.Len()-1]) {
			ret = r
		}
	}
	if ret == nil {
		return Answer{}
	}
	answers, ok := e.callerAnswers(fn, funcs, 0)
	if !ok || len(answers) == 0 {
		return Answer{} // a caller we do not follow
	}
	a := answers[0]
	for _, b := range answers[1:] {
		if b.Sends != a.Sends || b.Code != a.Code {
			return Answer{}
		}
	}
	switch a.Sends {
	case SendsCode, SendsIsError, SendsInvalidParams:
		return Answer{Sends: a.Sends, Code: a.Code, At: ret.Results[res.Len()-1]}
	}
	return Answer{}
}

// callAssign returns the assignment of list[i] (or the init of the if
// statement list[i]) and the if statement that tests its results: the
// one it initializes or the next statement.
func callAssign(st ast.Stmt, list []ast.Stmt, i int) (*ast.AssignStmt, *ast.IfStmt) {
	switch st := st.(type) {
	case *ast.IfStmt:
		as, _ := st.Init.(*ast.AssignStmt)
		return as, st
	case *ast.AssignStmt:
		var ifs *ast.IfStmt
		if i+1 < len(list) {
			ifs, _ = list[i+1].(*ast.IfStmt)
			if ifs != nil && ifs.Init != nil {
				ifs = nil
			}
		}
		return st, ifs
	}
	return nil, nil
}

// testsErrNotNil reports whether cond is `err != nil` on the variable lhs.
func testsErrNotNil(info *types.Info, cond, lhs ast.Expr) bool {
	id := identOf(lhs)
	b, ok := astutil.Unparen(cond).(*ast.BinaryExpr)
	if id == nil || !ok || b.Op != token.NEQ {
		return false
	}
	v := info.ObjectOf(id)
	x, y := identOf(b.X), b.Y
	if x == nil || info.Uses[x] != v {
		x, y = identOf(b.Y), b.X
	}
	return x != nil && v != nil && info.Uses[x] == v && isNilIdent(info, y)
}

func isNilIdent(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}

// enclosing returns the function of funcs (keyed by syntax) innermost
// around pos.
func (e *engine) enclosing(funcs map[ast.Node]*ssa.Function, pos token.Pos) *ssa.Function {
	var best *ssa.Function
	for syn, fn := range funcs {
		if syn.Pos() <= pos && pos < syn.End() && (best == nil || syn.Pos() > best.Syntax().Pos()) {
			best = fn
		}
	}
	return best
}

// checkedBefore reports whether fn answers unknown tools itself before
// pos: a dispatch of fn that ends before pos and whose miss branch
// returns.
func (e *engine) checkedBefore(fn *ssa.Function, pos token.Pos) bool {
	if fn == nil || fn.Syntax() == nil {
		return false
	}
	for _, d := range e.dispatchList() {
		if d.Func == fn.Syntax() && d.Node.End() <= pos && !d.After && len(returnStmts(d.Miss)) > 0 {
			return true
		}
	}
	return false
}

// isDispatch reports whether ifs is the test of a dispatch of the package.
func (e *engine) isDispatch(ifs *ast.IfStmt) bool {
	for _, d := range e.dispatchList() {
		if d.Node == ifs {
			return true
		}
	}
	return false
}

// callerAnswers returns what each call of fn in the package answers when
// fn returns an error: the branch of the `if err != nil` that follows the
// call ([engine.region]), or, for a call whose results its caller returns
// as they are (`return s.handleToolCall(msg)`), what that caller's calls
// answer, a few callers up. ok is false when a use of fn is not such a
// call.
func (e *engine) callerAnswers(fn *types.Func, funcs map[ast.Node]*ssa.Function, depth int) (answers []Answer, ok bool) {
	if depth > 2 {
		return nil, false
	}
	uses, followed := 0, 0
	// Answers of callers in the tools/call code, when there are any,
	// decide: a command-line entry point calling the same function
	// prints the error, it does not answer tools/call.
	var inToolsCall []bool
	// Tests call the function too and answer nothing: their calls do not
	// count (go vet analyzes a package with its tests, standalone mcplint
	// reports from the package without them).
	for id, obj := range e.pass.TypesInfo.Uses {
		if obj == fn && !e.inTestFile(id.Pos()) {
			uses++
		}
	}
	calls := 0
	// follow adds the answers of g's callers, g handing fn's error on
	// at pos, and reports whether they are known.
	follow := func(g *types.Func, pos token.Pos) bool {
		more, ok := e.callerAnswers(g, funcs, depth+1)
		if !ok {
			return false
		}
		answers = append(answers, more...)
		for range more {
			inToolsCall = append(inToolsCall, e.hs.InToolsCall(pos))
		}
		followed++
		return true
	}
	for _, f := range e.pass.Files {
		if e.inTestFile(f.Pos()) {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			list, ok := irutil.StmtList(n)
			if !ok {
				return true
			}
			for i, st := range list {
				if g, ok := e.forwarding(st, fn, funcs); ok {
					calls++
					follow(g, st.Pos())
					continue
				}
				as, ifs := callAssign(st, list, i)
				if as == nil || len(as.Rhs) != 1 {
					continue
				}
				call, ok := astutil.Unparen(as.Rhs[0]).(*ast.CallExpr)
				if !ok || typeutil.StaticCallee(e.pass.TypesInfo, call) != fn {
					continue
				}
				calls++
				if ifs == nil || !testsErrNotNil(e.pass.TypesInfo, ifs.Cond, as.Lhs[len(as.Lhs)-1]) {
					// text, err = s.callTool(name, args) in a branch,
					// tested after the decision.
					if ifs = e.errTestAfter(as); ifs == nil {
						continue
					}
				}
				if e.isDispatch(ifs) {
					// The caller's own lookup (t, err := reg.Find(name);
					// if err != nil): it answers there, and is judged there.
					continue
				}
				caller := e.enclosing(funcs, ifs.Pos())
				if e.checkedBefore(caller, as.Pos()) {
					calls-- // the name is known to be a tool's at this call
					uses--
					continue
				}
				errVar := as.Lhs[len(as.Lhs)-1]
				var a Answer // a caller telling errors apart answers an unknown tool as it chooses
				if !e.testsErrorIdentity(ifs.Body.List, errVar) {
					a = e.region(caller, ifs.Body.List)
				}
				if g := e.passesErrOn(caller, ifs.Body.List, errVar); g != nil && a.Sends == SendsUnknown {
					// if err != nil { return nil, err }: the caller's
					// callers decide what the error becomes.
					if follow(g, as.Pos()) {
						continue
					}
				}
				answers = append(answers, a)
				inToolsCall = append(inToolsCall, e.hs.InToolsCall(as.Pos()))
				followed++
			}
			return true
		})
	}
	if calls <= 0 || calls != uses || followed != calls {
		return nil, false
	}
	if slices.Contains(inToolsCall, true) {
		var kept []Answer
		for i, a := range answers {
			if inToolsCall[i] {
				kept = append(kept, a)
			}
		}
		answers = kept
	}
	return answers, true
}

// testsErrorIdentity reports whether body, the branch testing the error
// err, asks which error it is (errors.Is or errors.As on it, a comparison
// with it, a type switch on it): it may answer an unknown tool apart.
func (e *engine) testsErrorIdentity(body []ast.Stmt, err ast.Expr) bool {
	id := identOf(err)
	if id == nil {
		return false
	}
	v := e.pass.TypesInfo.ObjectOf(id)
	isErr := func(x ast.Expr) bool {
		x = astutil.Unparen(x)
		if ta, ok := x.(*ast.TypeAssertExpr); ok {
			x = ta.X
		}
		y := identOf(x)
		return y != nil && e.pass.TypesInfo.Uses[y] == v
	}
	found := false
	for _, st := range body {
		ast.Inspect(st, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if fn := typeutil.StaticCallee(e.pass.TypesInfo, n); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "errors" && (fn.Name() == "Is" || fn.Name() == "As") && len(n.Args) > 0 && isErr(n.Args[0]) {
					found = true
				}
			case *ast.BinaryExpr:
				if (n.Op == token.EQL || n.Op == token.NEQ) && (isErr(n.X) && !isNilIdent(e.pass.TypesInfo, n.Y) || isErr(n.Y) && !isNilIdent(e.pass.TypesInfo, n.X)) {
					found = true
				}
			case *ast.TypeSwitchStmt:
				if as, ok := n.Assign.(*ast.AssignStmt); ok && len(as.Rhs) == 1 && isErr(as.Rhs[0]) {
					found = true
				} else if es, ok := n.Assign.(*ast.ExprStmt); ok && isErr(es.X) {
					found = true
				}
			case *ast.AssignStmt:
				if len(n.Rhs) == 1 {
					if ta, ok := astutil.Unparen(n.Rhs[0]).(*ast.TypeAssertExpr); ok && isErr(ta.X) {
						found = true
					}
				}
			}
			return !found
		})
	}
	return found
}

// passesErrOn returns the named function g of the package that body, the
// branch of caller testing err, leaves by returning err as it is as g's
// last result (`if err != nil { return nil, err }`), with only nil or
// zero values beside it; nil otherwise.
func (e *engine) passesErrOn(caller *ssa.Function, body []ast.Stmt, err ast.Expr) *types.Func {
	if caller == nil || caller.Parent() != nil || len(body) != 1 {
		return nil
	}
	g, _ := caller.Object().(*types.Func)
	ret, ok := body[0].(*ast.ReturnStmt)
	id := identOf(err)
	if g == nil || !ok || id == nil {
		return nil
	}
	res := g.Type().(*types.Signature).Results()
	if res.Len() == 0 || len(ret.Results) != res.Len() || !types.Identical(res.At(res.Len()-1).Type(), errorType) {
		return nil
	}
	last := identOf(ret.Results[res.Len()-1])
	if last == nil || e.pass.TypesInfo.Uses[last] == nil || e.pass.TypesInfo.Uses[last] != e.pass.TypesInfo.ObjectOf(id) {
		return nil
	}
	for _, r := range ret.Results[:res.Len()-1] {
		if !isNilIdent(e.pass.TypesInfo, r) && !isZeroLit(e.pass.TypesInfo, r) {
			return nil
		}
	}
	return g
}

// forwarding reports whether st is `return fn(…)` in a named function g
// of the package with fn's results: g's callers decide what fn's error
// becomes.
func (e *engine) forwarding(st ast.Stmt, fn *types.Func, funcs map[ast.Node]*ssa.Function) (*types.Func, bool) {
	ret, ok := st.(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil, false
	}
	call, ok := astutil.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok || typeutil.StaticCallee(e.pass.TypesInfo, call) != fn {
		return nil, false
	}
	caller := e.enclosing(funcs, ret.Pos())
	if caller == nil || caller.Parent() != nil {
		return nil, false
	}
	g, _ := caller.Object().(*types.Func)
	if g == nil || g == fn || !types.Identical(g.Type().(*types.Signature).Results(), fn.Type().(*types.Signature).Results()) {
		return nil, false
	}
	return g, true
}

// inTestFile reports whether pos lies in a _test.go file of the package.
func (e *engine) inTestFile(pos token.Pos) bool {
	return report.InTestFile(e.pass.Fset, pos)
}

// isZeroLit reports whether e is a constant zero value ("", 0, false) or
// an empty composite literal (T{}).
func isZeroLit(info *types.Info, e ast.Expr) bool {
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		switch v := tv.Value; v.Kind() {
		case constant.String:
			return constant.StringVal(v) == ""
		case constant.Bool:
			return !constant.BoolVal(v)
		case constant.Int, constant.Float:
			return constant.Sign(v) == 0
		}
		return false
	}
	cl, ok := astutil.Unparen(e).(*ast.CompositeLit)
	return ok && len(cl.Elts) == 0
}
