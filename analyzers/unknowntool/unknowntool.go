package unknowntool

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer reports unknown-tool branches that do not answer JSON-RPC -32602.
var Analyzer = &analysis.Analyzer{
	Name:     "unknowntool",
	Doc:      Documentation.Text(),
	Requires: []*analysis.Analyzer{handlers.Analyzer, results.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	if res.SSA == nil || res.SSA.Pkg == nil {
		return nil, nil
	}
	c := &checker{pass: pass, res: res, model: pass.ResultOf[results.Analyzer].(*results.Result),
		bySyntax: map[ast.Node]*handlers.Handler{}, funcs: map[ast.Node]*ssa.Function{}}
	for _, h := range res.Handlers {
		if syn := h.Fn.Syntax(); syn != nil {
			c.bySyntax[syn] = h
		}
	}
	for _, fn := range res.SSA.SrcFuncs {
		if syn := fn.Syntax(); syn != nil {
			c.funcs[syn] = fn
		}
	}
	scope := report.NewScope(pass)
	for _, file := range pass.Files {
		if !scope.Reportable(file.Pos()) {
			continue
		}
		for _, d := range handlers.Dispatches(pass.TypesInfo, file) {
			c.check(d)
		}
	}
	return nil, nil
}

type checker struct {
	pass     *analysis.Pass
	res      *handlers.Result
	model    *results.Result
	bySyntax map[ast.Node]*handlers.Handler
	funcs    map[ast.Node]*ssa.Function // SSA functions by syntax
	inits    map[*types.Var]ast.Expr
}

// outcome is what an unknown-tool branch answers.
type outcome struct {
	what    answer
	code    int64
	at      ast.Node // where to report
	codeArg ast.Expr // a constant code expression that a fix may replace
}

type answer uint8

const (
	unknown answer = iota
	invalidParams
	isErrorResult
	codeError  // a JSON-RPC error with a chosen code
	plainError // a plain Go error, routed by the SDK (code in outcome.code)
	success
)

func (c *checker) check(d handlers.Dispatch) {
	h := c.bySyntax[d.Func]
	if h != nil && h.SDK != sdk.MCPGo && h.SDK != sdk.GoSDK {
		h = nil
	}
	var outs []outcome
	if h != nil {
		model := map[token.Pos]*results.Return{}
		for _, r := range c.model.ReturnsOf(h.Fn) {
			model[r.Pos] = r
		}
		for _, r := range returns(d.Miss) {
			outs = append(outs, c.handlerReturn(h, r, model[r.Return]))
		}
	} else {
		outs = append(outs, c.region(c.funcs[d.Func], d.Miss))
	}
	sdkOf := d.SDK
	if h != nil {
		sdkOf = h.SDK
	}
	for _, o := range outs {
		if o.what == unknown || o.what == invalidParams || o.what == success && d.After {
			continue
		}
		c.report(o, sdkOf, h)
	}
}

// handlerReturn classifies a return statement of an SDK tool handler,
// given the return model's answer for it.
func (c *checker) handlerReturn(h *handlers.Handler, r *ast.ReturnStmt, model *results.Return) outcome {
	nres := h.Fn.Signature.Results().Len()
	if len(r.Results) != nres || h.ErrIndex < 0 || model == nil {
		return outcome{}
	}
	errE := r.Results[h.ErrIndex]
	if !model.ErrNil {
		if s, ok := c.siteIn(errE); ok {
			if h.SDK == sdk.MCPGo {
				return c.plain(h, errE)
			}
			code, ok := siteCode(c.pass.TypesInfo, s)
			if !ok {
				return outcome{}
			}
			if h.Kind == sdk.GoSDKTyped && !direct(errE, s.Node) {
				// A wrapped *jsonrpc.Error becomes isError in typed handlers.
				return outcome{what: isErrorResult, at: errE}
			}
			return codeOutcome(code, errE, s)
		}
		if h.SDK == sdk.GoSDK && model.Err != nil {
			if code, wrapped, ok := wireCode(c.model, model.Err); ok {
				if h.Kind == sdk.GoSDKTyped && wrapped {
					return outcome{what: isErrorResult, at: errE}
				}
				return codeOutcome(code, errE, handlers.CodeSite{})
			}
		}
		if sdk.IsGoSDKWireError(c.pass.TypesInfo.TypeOf(errE)) {
			return outcome{} // a *jsonrpc.Error built elsewhere
		}
		return c.plain(h, errE)
	}
	if h.ResultIndex < 0 {
		return outcome{what: success, at: r}
	}
	resE := r.Results[h.ResultIndex]
	switch isError(model.Values) {
	case sdk.True:
		return outcome{what: isErrorResult, at: resE}
	case sdk.False:
		return outcome{what: success, at: resE}
	}
	return outcome{}
}

// isError tells whether every value a return can produce has isError set
// (True) or none has (False); a nil result or an unknown value is Unknown.
func isError(vals []*results.Value) sdk.Tri {
	if len(vals) == 0 {
		return sdk.Unknown
	}
	t := vals[0].IsError
	for _, v := range vals {
		if v.IsError != t || v.Made == results.MadeUnknown {
			return sdk.Unknown
		}
	}
	return t
}

// wireCode returns the code of the go-sdk *jsonrpc.Error that err, a
// returned error, surely is (built by a helper, through variables): every
// error it can hold is one with the same known code. wrapped reports that
// it is wrapped in another error.
func wireCode(model *results.Result, err ssa.Value) (code int64, wrapped, ok bool) {
	n := 0
	for _, l := range nilflow.Chain(err, sdk.IsErrorWrapper) {
		if l.Wrapped() {
			wrapped = true
			continue
		}
		w, helperWrapped, elicitation, isWire := model.Protocol(l.Value)
		if !isWire || elicitation || !w.CodeKnown || n > 0 && w.Code != code {
			return 0, false, false
		}
		code, n, wrapped = w.Code, n+1, wrapped || helperWrapped
	}
	return code, wrapped, n > 0
}

// plain classifies a plain error returned by handler h.
func (c *checker) plain(h *handlers.Handler, errE ast.Expr) outcome {
	switch h.Routing.Route {
	case sdk.RouteJSONRPC:
		return outcome{what: plainError, code: h.Routing.Code, at: errE}
	case sdk.RouteIsError:
		return outcome{what: isErrorResult, at: errE}
	}
	return outcome{}
}

func codeOutcome(code int64, at ast.Node, s handlers.CodeSite) outcome {
	if code == sdk.CodeInvalidParams {
		return outcome{what: invalidParams}
	}
	o := outcome{what: codeError, code: code, at: at}
	if s.Code != nil {
		o.codeArg = s.Code
	}
	return o
}

// region classifies the miss branch of a dispatch in fn outside an SDK
// handler (a hand-rolled dispatcher or a helper): by the JSON-RPC code it
// sets or the isError result it builds (as the return model evaluates it).
// Plain errors are not classified: who turns them into a response is not
// known.
func (c *checker) region(fn *ssa.Function, miss []ast.Stmt) outcome {
	start, end := miss[0].Pos(), miss[len(miss)-1].End()
	for _, s := range c.res.CodeSites {
		if s.Node.Pos() >= start && s.Node.End() <= end {
			code, ok := siteCode(c.pass.TypesInfo, s)
			if !ok {
				return outcome{}
			}
			return codeOutcome(code, s.Node, s)
		}
	}
	if o, ok := c.helperCode(miss); ok {
		return o
	}
	for _, v := range c.model.BuiltIn(fn, start, end) {
		if v.IsError == sdk.True && v.Made != results.MadeUnknown {
			return outcome{what: isErrorResult, at: reportNode(v)}
		}
	}
	return outcome{}
}

// helperCode classifies the first call in the miss branch to a function of
// this package that builds a response with one constant JSON-RPC code (a
// straight-line helper that builds the unknown-tool response itself).
func (c *checker) helperCode(miss []ast.Stmt) (outcome, bool) {
	var out outcome
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
			fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
			if fn == nil || fn.Pkg() != c.pass.Pkg {
				return true
			}
			syn := c.res.SSA.Pkg.Prog.FuncValue(fn)
			if syn == nil || syn.Syntax() == nil || len(syn.Blocks) != 1 {
				return true // a helper that decides something is no response builder
			}
			code, sites := int64(0), 0
			for _, s := range c.res.CodeSites {
				if s.Node.Pos() < syn.Syntax().Pos() || s.Node.End() > syn.Syntax().End() {
					continue
				}
				k, ok := siteCode(c.pass.TypesInfo, s)
				if !ok || sites > 0 && k != code {
					return true
				}
				code, sites = k, sites+1
			}
			if sites > 0 {
				out, found = codeOutcome(code, call, handlers.CodeSite{}), true
			}
			return !found
		})
	}
	return out, found
}

// reportNode is where a finding about result value v is reported: its
// constructing expression, else the position that completed it.
func reportNode(v *results.Value) ast.Node {
	if v.Expr != nil {
		return v.Expr
	}
	return posNode(v.Pos)
}

// posNode is an empty node at a position.
type posNode token.Pos

func (p posNode) Pos() token.Pos { return token.Pos(p) }
func (p posNode) End() token.Pos { return token.Pos(p) }

// siteIn returns the code site inside e, or behind the variable e names.
func (c *checker) siteIn(e ast.Expr) (handlers.CodeSite, bool) {
	if init := c.initOf(e); init != nil {
		e = init
	}
	for _, s := range c.res.CodeSites {
		if s.Node.Pos() >= e.Pos() && s.Node.End() <= e.End() {
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

// initOf returns the initializer of the variable e names when it is
// defined exactly once with a value (a local or package-level variable).
func (c *checker) initOf(e ast.Expr) ast.Expr {
	id := identOf(e)
	if id == nil {
		return nil
	}
	v, _ := c.pass.TypesInfo.Uses[id].(*types.Var)
	if v == nil {
		return nil
	}
	if c.inits == nil {
		c.inits = map[*types.Var]ast.Expr{}
		count := map[*types.Var]int{}
		record := func(id *ast.Ident, e ast.Expr) {
			if v, ok := c.pass.TypesInfo.Defs[id].(*types.Var); ok {
				count[v]++
				c.inits[v] = e
			}
		}
		for _, f := range c.pass.Files {
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
				delete(c.inits, v)
			}
		}
	}
	return c.inits[v]
}

func identOf(e ast.Expr) *ast.Ident {
	id, _ := astutil.Unparen(e).(*ast.Ident)
	return id
}

// returns lists the return statements of a statement list, outside nested
// function literals.
func returns(list []ast.Stmt) []*ast.ReturnStmt {
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
