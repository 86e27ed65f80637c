package unknowntool

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/mcplint/mcplint/passes/handlers"
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
	c := &checker{pass: pass, res: res, bySyntax: map[ast.Node]*handlers.Handler{}, returns: map[token.Pos]*results.Return{}}
	for _, hr := range pass.ResultOf[results.Analyzer].(*results.Result).Handlers {
		for _, r := range hr.Returns {
			c.returns[r.Pos] = r
		}
	}
	for _, h := range res.Handlers {
		if syn := h.Fn.Syntax(); syn != nil {
			c.bySyntax[syn] = h
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
	bySyntax map[ast.Node]*handlers.Handler
	returns  map[token.Pos]*results.Return // the results model, by return position
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
		for _, r := range returns(d.Miss) {
			outs = append(outs, c.handlerReturn(h, r))
		}
	} else {
		outs = append(outs, c.region(d.Miss))
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

// handlerReturn classifies a return statement of an SDK tool handler.
func (c *checker) handlerReturn(h *handlers.Handler, r *ast.ReturnStmt) outcome {
	nres := h.Fn.Signature.Results().Len()
	if len(r.Results) != nres || h.ErrIndex < 0 {
		return outcome{}
	}
	errE := r.Results[h.ErrIndex]
	model := c.returns[r.Return]
	if !isNil(c.pass.TypesInfo, errE) && (model == nil || !model.ErrNil) {
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
		if sdk.IsGoSDKWireError(c.pass.TypesInfo.TypeOf(errE)) {
			return outcome{} // a *jsonrpc.Error built elsewhere
		}
		return c.plain(h, errE)
	}
	if h.ResultIndex < 0 {
		return outcome{what: success, at: r}
	}
	resE := r.Results[h.ResultIndex]
	if model == nil {
		return outcome{}
	}
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

// region classifies the miss branch of a dispatch outside an SDK handler
// (a hand-rolled dispatcher or a helper): by the JSON-RPC code it sets or
// the isError result it builds. Plain errors are not classified: who turns
// them into a response is not known.
func (c *checker) region(miss []ast.Stmt) outcome {
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
	var found ast.Node
	for _, st := range miss {
		ast.Inspect(st, func(n ast.Node) bool {
			if found != nil {
				return false
			}
			if _, ok := n.(*ast.FuncLit); ok {
				return false
			}
			if e, ok := n.(ast.Expr); ok && c.builtResultIsError(e) == sdk.True {
				found = e
				return false
			}
			return true
		})
	}
	if found != nil {
		return outcome{what: isErrorResult, at: found}
	}
	return outcome{}
}

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

// builtResultIsError decides whether e builds a call-tool result with
// isError set.
func (c *checker) builtResultIsError(e ast.Expr) sdk.Tri {
	return sdk.BuildsErrorResult(c.pass.TypesInfo, e)
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

func isNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
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
