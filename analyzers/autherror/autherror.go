package autherror

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/identity"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer reports caller-authorization failures returned from tool
// handlers of HTTP servers.
var Analyzer = &analysis.Analyzer{
	Name:      "autherror",
	Doc:       Documentation.Text(),
	Requires:  []*analysis.Analyzer{handlers.Analyzer, results.Analyzer, identity.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(DeferredFact), new(ReportedFact)},
}

// The identity pass's flags are autherror's: under go vet,
// -autherror.identitykeys names the identity keys that the packages
// storing them cannot tell the tools' packages about.
func init() { identity.RegisterFlags(&Analyzer.Flags) }

func run(pass *analysis.Pass) (any, error) {
	hres := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	model := pass.ResultOf[results.Analyzer].(*results.Result)
	id := pass.ResultOf[identity.Analyzer].(*identity.Result)
	scope := report.NewScope(pass)
	found := failures(hres, model, id, scope)
	var unregistered []Deferred
	for _, f := range found {
		if f.origin.Name() != "" {
			unregistered = append(unregistered, deferral(pass, scope, f, ""))
			continue
		}
		pass.Report(analysis.Diagnostic{Pos: f.pos, End: f.end, Category: "autherror", Message: f.msg})
	}
	own := append(unregistered, deferAssumed(pass, hres, model, id, scope, found)...)
	settleDeferred(pass, hres, id, scope, own)
	return nil, nil
}

// A failure is an authorization failure found in a handler.
type failure struct {
	pos, end token.Pos
	msg      string
	// origin, for a failure of an exported handler its package does not
	// register (handlers.Handler.Open), is the function it leaves the
	// package through: the failure is reported by the package that
	// registers it (see settleDeferred), where it is known to be a tool.
	// Its Result is -1 and its Func nil otherwise.
	origin handlers.Origin
	// routed says that msg names the answer only as "an error": the
	// registering package's routing decides what it is sent as.
	routed bool
}

// failures returns the caller-authorization failures that the package's
// handlers and tool middleware return, as id tells identity.
func failures(hres *handlers.Result, model *results.Result, id *identity.Result, scope *report.Scope) []failure {
	var out []failure
	seen := map[token.Pos]bool{} // helper denials reported
	// Tool middleware runs on every tools/call: a denial it answers is
	// judged like a handler's.
	for i, h := range slices.Concat(hres.Handlers, hres.Middleware) {
		if h.SDK != sdk.MCPGo && h.SDK != sdk.GoSDK && h.SDK != sdk.HandRolled || h.ErrIndex < 0 && (h.SDK != sdk.HandRolled || h.ResultIndex < 0) ||
			h.Kind == sdk.NotHandler && h.ResultIndex < 0 && !adaptedTool(h) {
			continue
		}
		// An exported handler the package does not register may be no
		// tool at all (a REST API's method of the same shape): its
		// failures wait for the package that registers it. Middleware
		// is installed only on MCP servers: it is judged here.
		origin := handlers.Origin{Result: -1}
		if h.Unregistered && i < len(hres.Handlers) {
			origin = h.Origin()
		}
		diagnose := func(h *handlers.Handler, at ast.Node, what string) failure {
			f := diagnose(h, at, what)
			f.origin, f.routed = origin, what == openAnswer
			return f
		}
		body := bodyOf(h.Fn)
		if body == nil || !scope.Reportable(body.Pos()) {
			continue
		}
		stmts := returnStmts(body)
		for _, r := range model.ReturnsOf(h.Fn) {
			if irutil.CallsParamFunc(r.Ret) {
				continue // a middleware passing the call on: the allowed way
			}
			if !id.Denies(r.Ret) || stmts[r.Pos] == nil {
				for _, d := range helperDenials(model, id, h, r, seen) {
					what := "an isError result"
					if d.err {
						what = errorAnswer(h, r)
					}
					if scope.Reportable(d.at.Pos()) && (d.err || !challenges(h.Fn)) {
						out = append(out, diagnose(h, d.at, what))
					}
				}
				continue
			}
			switch {
			case r.Err != nil && !r.ErrNil:
				out = append(out, diagnose(h, at(stmts[r.Pos], h.ErrIndex), errorAnswer(h, r)))
			case h.ResultIndex >= 0 && len(r.Values) > 0 && !challenges(h.Fn) &&
				(allIsError(r.Values) || id.Of(r.Ret.Results[h.ResultIndex]).Decides()):
				out = append(out, diagnose(h, at(stmts[r.Pos], h.ResultIndex), "an isError result"))
			}
		}
	}
	return out
}

// adaptedTool reports whether h is a tool function (no call-tool result)
// that a wrapper of the package adapts into a handler, whose error the
// wrapper sends on a known route.
func adaptedTool(h *handlers.Handler) bool {
	return h.Via.How == handlers.HowWrapper && h.Routing.Route != sdk.RouteUnknown && !h.Open
}

// denial is where a helper makes a denial a handler passes on: its error
// (err) or its isError result.
type denial struct {
	at  ast.Node
	err bool
}

// helperDenials returns where a same-package helper whose result or error
// the handler's return r passes on as it is (return res, nil after res,
// denied := loadOwned(ctx, id); return nil, err after a helper's err)
// makes an isError result or a non-nil error under an identity decision:
// the helper also fails for other reasons (not found), so the denial is
// reported where it is made, once (seen).
func helperDenials(model *results.Result, id *identity.Result, h *handlers.Handler, r *results.Return, seen map[token.Pos]bool) []denial {
	var out []denial
	for _, idx := range []int{h.ResultIndex, h.ErrIndex} {
		if idx < 0 || idx == h.ErrIndex && (r.Err == nil || r.ErrNil) {
			continue
		}
		v, i := r.Ret.Results[idx], 0
		if x, ok := v.(*ssa.Extract); ok {
			v, i = x.Tuple, x.Index
		}
		call, ok := v.(*ssa.Call)
		if !ok {
			continue
		}
		callee, _ := irutil.StaticCallee(call.Common())
		isErr := idx == h.ErrIndex
		if callee == nil || callee == h.Fn || callee.Pkg != h.Fn.Pkg || bodyOf(callee) == nil ||
			!isErr && !onlyResult(callee, i) || isErr && i != callee.Signature.Results().Len()-1 {
			continue
		}
		rets := map[*ssa.Return]*results.Return{}
		for _, cr := range model.ReturnsOf(callee) {
			rets[cr.Ret] = cr
		}
		stmts := returnStmts(bodyOf(callee))
		for _, d := range id.DenialsGiven(callee, argSrcs(id, call)) {
			cr := rets[d]
			if cr == nil || stmts[cr.Pos] == nil || seen[at(stmts[cr.Pos], i).Pos()] ||
				!isErr && !allIsError(cr.Values) || isErr && !results.ErrMayBeNonNil(d, i) {
				continue
			}
			seen[at(stmts[cr.Pos], i).Pos()] = true
			out = append(out, denial{at(stmts[cr.Pos], i), isErr})
		}
		var sites []errSite
		if isErr {
			// The helper returns a callee's error as its own.
			sites = chainedDenials(id, callee, argSrcs(id, call), i, 0)
		}
		isErrorAnswer := allIsError(r.Values)
		for _, a := range call.Common().Args {
			// The helper builds the answer from the error it is given
			// (`return bizResult(err)`), also one that is an isError
			// result whenever the error is not nil (`return
			// result(out, err)`).
			if isErr || allIsError(r.Values) || results.IsErrorWhenNonNil(r.Values, a) {
				isErrorAnswer = isErrorAnswer || !isErr
				for _, e := range errorsIn(a, 0) {
					sites = append(sites, errDenials(id, e, nil, 0)...)
				}
			}
		}
		for _, site := range sites {
			if d := siteDenial(model, site); d != nil && !seen[d.Pos()] {
				seen[d.Pos()] = true
				out = append(out, denial{d, !isErrorAnswer})
			}
		}
	}
	return out
}

// An errSite is result idx of ret, a return of fn: an error made under an
// identity decision.
type errSite struct {
	fn  *ssa.Function
	ret *ssa.Return
	idx int
}

// maxChain is how many helpers deep errDenials follows an error.
const maxChain = 3

// chainedDenials returns the denials whose error fn, its parameters
// deriving from params, hands on as result idx from a same-package
// helper it calls (`if err := canRead(m, id); err != nil { return nil,
// err }`), followed through such helpers.
func chainedDenials(id *identity.Result, fn *ssa.Function, params []identity.Src, idx, depth int) []errSite {
	if depth >= maxChain {
		return nil
	}
	var out []errSite
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || idx >= len(ret.Results) || id.DeniesGiven(ret, params) {
			continue
		}
		out = append(out, errDenials(id, ret.Results[idx], params, depth+1)...)
	}
	return out
}

// errDenials returns the returns of same-package helpers that make the
// error v under a decision on identity: v is the error result of a call of
// one (or a phi of such), made in a function whose parameters derive from
// frame (nil in a handler), and the helper decides on what the call
// passes it, or hands on the error of another that does.
func errDenials(id *identity.Result, v ssa.Value, frame []identity.Src, depth int) []errSite {
	if depth > maxChain {
		return nil
	}
	idx := 0
	switch x := v.(type) {
	case *ssa.Phi:
		var out []errSite
		for _, e := range x.Edges {
			out = append(out, errDenials(id, e, frame, depth+1)...)
		}
		return out
	case *ssa.Extract:
		v, idx = x.Tuple, x.Index
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return nil
	}
	callee, _ := irutil.StaticCallee(call.Common())
	if callee == nil || callee.Pkg != call.Parent().Pkg || bodyOf(callee) == nil || idx != callee.Signature.Results().Len()-1 {
		return nil
	}
	params := make([]identity.Src, len(call.Common().Args))
	for i, a := range call.Common().Args {
		params[i] = id.Of(a).Given(frame)
	}
	var out []errSite
	for _, b := range callee.Blocks {
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && id.DeniesGiven(ret, params) && results.ErrMayBeNonNil(ret, idx) {
			out = append(out, errSite{callee, ret, idx})
		}
	}
	return append(out, chainedDenials(id, callee, params, idx, depth)...)
}

// siteDenial returns where site's error is written, or nil.
func siteDenial(model *results.Result, site errSite) ast.Node {
	stmts := returnStmts(bodyOf(site.fn))
	for _, cr := range model.ReturnsOf(site.fn) {
		if cr.Ret == site.ret && stmts[cr.Pos] != nil {
			return at(stmts[cr.Pos], site.idx)
		}
	}
	return nil
}

// argSrcs returns what the arguments of call, made in a handler, derive
// from.
func argSrcs(id *identity.Result, call *ssa.Call) []identity.Src {
	out := make([]identity.Src, len(call.Common().Args))
	for i, a := range call.Common().Args {
		out[i] = id.Of(a)
	}
	return out
}

// errorsIn returns the errors v, an argument of a helper building the
// answer, is or carries the text of: an error, its Error() (`failed(
// err.Error())`), or a concatenation holding one.
func errorsIn(v ssa.Value, depth int) []ssa.Value {
	if depth > 3 {
		return nil
	}
	if irutil.IsErrorType(v.Type()) {
		return []ssa.Value{v}
	}
	switch x := v.(type) {
	case *ssa.Call:
		if c := x.Common(); c.IsInvoke() && c.Method.Name() == "Error" && len(c.Args) == 0 && irutil.IsErrorType(c.Value.Type()) {
			return []ssa.Value{c.Value}
		}
	case *ssa.BinOp:
		if x.Op == token.ADD {
			return append(errorsIn(x.X, depth+1), errorsIn(x.Y, depth+1)...)
		}
	}
	return nil
}

// onlyResult reports whether result i of fn is its only call-tool result.
func onlyResult(fn *ssa.Function, i int) bool {
	res := fn.Signature.Results()
	n := 0
	for j := range res.Len() {
		if sdk.IsResultType(res.At(j).Type(), sdk.None) {
			if j != i {
				return false
			}
			n++
		}
	}
	return n == 1
}

// allIsError reports whether every value a return can produce is a
// result with isError set.
func allIsError(vals []*results.Value) bool {
	for _, v := range vals {
		if v.IsError != sdk.True {
			return false
		}
	}
	return len(vals) > 0
}

// wwwAuthenticateMeta is the _meta key of the OpenAI Apps SDK's per-tool
// OAuth challenge: a result carrying it asks the client to authorize.
const wwwAuthenticateMeta = "mcp/www_authenticate"

// challenges reports whether fn mentions the mcp/www_authenticate
// challenge, itself, in its closures or through a function of its package.
func challenges(fn *ssa.Function) bool {
	seen := map[*ssa.Function]bool{}
	var visit func(f *ssa.Function) bool
	visit = func(f *ssa.Function) bool {
		if f == nil || seen[f] || f.Pkg != fn.Pkg {
			return false
		}
		seen[f] = true
		for _, b := range f.Blocks {
			for _, instr := range b.Instrs {
				for _, op := range instr.Operands(nil) {
					if c, ok := (*op).(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String &&
						constant.StringVal(c.Value) == wwwAuthenticateMeta {
						return true
					}
				}
				if call, ok := instr.(ssa.CallInstruction); ok {
					if callee, _ := irutil.StaticCallee(call.Common()); visit(callee) {
						return true
					}
				}
			}
		}
		for _, anon := range f.AnonFuncs {
			if visit(anon) {
				return true
			}
		}
		return false
	}
	return visit(fn)
}

func bodyOf(fn *ssa.Function) *ast.BlockStmt {
	switch syn := fn.Syntax().(type) {
	case *ast.FuncDecl:
		return syn.Body
	case *ast.FuncLit:
		return syn.Body
	}
	return nil
}

// returnStmts maps the return statements of body (outside function
// literals) by the position of their keyword.
func returnStmts(body *ast.BlockStmt) map[token.Pos]*ast.ReturnStmt {
	m := map[token.Pos]*ast.ReturnStmt{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			m[n.Return] = n
		}
		return true
	})
	return m
}

// at is where a return's result i is written (the statement for a bare
// return).
func at(r *ast.ReturnStmt, i int) ast.Node {
	if i >= 0 && i < len(r.Results) {
		return r.Results[i]
	}
	return r
}

// errorAnswer says what the error r returns becomes: the protocol answer
// the SDK passes through when every non-nil path holds the same one (a
// *jsonrpc.Error in a go-sdk typed handler), else the handler's routing,
// unless another package decides it (handlers.Handler.Open).
func errorAnswer(h *handlers.Handler, r *results.Return) string {
	if code, ok := wireCode(r); ok {
		return fmt.Sprintf("an error (sent as JSON-RPC error %d)", code)
	}
	if h.Open {
		// Another package decides: the one that registers the handler
		// or installs the middleware (a converting middleware there
		// makes it an isError result).
		return openAnswer
	}
	return routedAnswer(h.Routing)
}

// openAnswer is what an error is sent as when another package decides.
const openAnswer = "an error"

// routedAnswer says what a handler's error is sent as under routing.
func routedAnswer(routing sdk.Routing) string {
	switch routing.Route {
	case sdk.RouteIsError:
		return "an error (sent as an isError result)"
	case sdk.RouteJSONRPC:
		return fmt.Sprintf("an error (sent as JSON-RPC error %d)", routing.Code)
	}
	return openAnswer
}

// wireCode returns the code of the JSON-RPC error every non-nil error
// path of r answers with as it is, if they all do with one known code.
func wireCode(r *results.Return) (int64, bool) {
	var code int64
	found := false
	for _, p := range r.Paths {
		if p.Fact == nilflow.Nil {
			continue
		}
		if p.Answer == nil || p.Answer.Elicitation || !p.Answer.Wire.CodeKnown || found && p.Answer.Wire.Code != code {
			return 0, false
		}
		code, found = p.Answer.Wire.Code, true
	}
	return code, found
}

func diagnose(h *handlers.Handler, at ast.Node, what string) failure {
	fix := `auth.RequireBearerToken with Scopes answers 403 but omits error="insufficient_scope": add it in a middleware that wraps it`
	if h.SDK == sdk.MCPGo {
		fix = "mcp-go has no server-side auth: do it in an http.Handler that wraps the HTTP transport"
	}
	return failure{
		pos: at.Pos(), end: at.End(),
		msg: fmt.Sprintf("caller authorization failure returned as %s, which the model cannot act on: enforce it in HTTP middleware (401, or 403 with WWW-Authenticate: Bearer error=\"insufficient_scope\", scope=\"…\") so the client can authorize and retry; %s", what, fix),
	}
}
