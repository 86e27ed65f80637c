package rpcerror

import (
	"fmt"
	"go/token"
	"go/types"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// ExitsFact lists the failure exits of a package's tool handlers whose
// routing the package cannot see: an exported handler, or the handlers an
// exported factory returns, that the package does not register
// (handlers.Handler.Open), and the functions of a hand-rolled tool's
// signature a dispatcher of another package may call
// (handlers.Result.Candidates). Where their errors go is decided where
// they are registered or dispatched, by that package's middleware,
// wrapper or dispatcher; that package reports the exits when its routing
// sends them as JSON-RPC errors. It is a package fact: a method of an
// unexported type has no object another package can name under go vet.
type ExitsFact struct {
	Exits []Exit
}

// An Exit is one return of an open handler that sends a failure as a Go
// error, or as a JSON-RPC error object, if the handler's errors go out as
// JSON-RPC errors.
type Exit struct {
	// Func is the full name of the function the handler leaves its
	// package through (handlers.Origin.Name); Result is -1 for an exit of
	// that function itself, or the index of the factory's result that
	// returns the handler.
	Func   string
	Result int
	// Handler names the handler ("H.List", "func literal in NewGet");
	// Tool is its tool name where its package registers it, or "".
	Handler, Tool string
	Pos           report.Position
	// Object describes the JSON-RPC error object the exit returns ("a
	// *jsonrpc.Error with code -32000"), "" for a plain Go error.
	Object string
	// NoResult says that the handler returns no call-tool result of its
	// own (a hand-rolled text tool's (string, error)): only its
	// dispatcher can answer with an isError result.
	NoResult bool
}

// AFact marks ExitsFact as an analysis fact.
func (*ExitsFact) AFact() {}

func (f *ExitsFact) String() string {
	var b strings.Builder
	b.WriteString("exits(")
	for i, e := range f.Exits {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s:%d", e.Handler, e.Pos.Line)
	}
	b.WriteString(")")
	return b.String()
}

// record keeps the exits of the open handler h for the fact on its origin:
// the returns that would be findings under the routing its type gives.
func (c *checker) record(h *handlers.Handler) {
	o := h.Origin()
	if o.Name() == "" || h.Routing.Route != sdk.RouteJSONRPC {
		return
	}
	hr := c.model.Of(h)
	if hr == nil {
		return
	}
	for _, r := range hr.Returns {
		if !c.judged(r) || !h.ToolExit(r.Ret) {
			continue
		}
		exit, ok := Exit{Func: o.Name(), Result: o.Result, Handler: h.Name, Tool: h.Tool, Pos: c.scope.PositionOf(c.pass.Analyzer.Name, r.Pos), NoResult: h.ResultIndex < 0}, false
		for _, p := range r.Paths {
			switch {
			case p.Fact == nilflow.Nil:
			case p.Nature == results.NatureProtocol:
				if !p.Answer.Elicitation && p.Answer.Wire.ExecutionFailure() {
					exit.Object, ok = objectText(h, p.Answer.Wire), true
				}
			case p.Nature == results.NatureFailure && !c.res.ToolFuncErrors(p.Chain):
				ok = true
			}
		}
		if ok {
			c.open = append(c.open, exit)
		}
	}
}

// exportOpen exports the exits recorded for the open handlers.
func (c *checker) exportOpen() {
	if len(c.open) == 0 {
		return
	}
	sort.SliceStable(c.open, func(i, j int) bool { return c.open[i].Pos.Offset < c.open[j].Pos.Offset })
	c.pass.ExportPackageFact(&ExitsFact{Exits: c.open})
}

// imported reports the exits of a handler of another package that this
// package registers where its errors go out as JSON-RPC errors.
func (c *checker) imported(im *handlers.Imported) {
	if im.Routing.Route != sdk.RouteJSONRPC || results.SDKTyped(&handlers.Handler{Kind: im.Kind, SDK: im.SDK}, c.res.Versions) {
		return
	}
	f := new(ExitsFact)
	if im.Pkg() == nil || !c.pass.ImportPackageFact(im.Pkg(), f) {
		return
	}
	for _, e := range f.Exits {
		if e.Func != im.Name() || e.Result != im.Result {
			continue
		}
		if !report.Honour(c.pass.Analyzer.Name, e.Pos) {
			continue
		}
		pos, _ := c.scope.Foreign(e.Pos)
		tool := im.Tool
		if tool == "" {
			tool = e.Tool
		}
		h := &handlers.Handler{Name: e.Handler, Tool: tool, Kind: im.Kind, SDK: im.SDK, Routing: im.Routing, Via: im.Via, ResultIndex: 0}
		if e.NoResult {
			h.ResultIndex = -1
		}
		msg := c.plainMessage(h)
		if e.Object != "" {
			msg = c.objectMessage(h, e.Object)
		}
		// Say where the routing was decided: the handler's own package
		// does not register it.
		at := c.pass.Fset.Position(im.Pos)
		how := "registered"
		if im.Via.How == handlers.HowDispatched {
			how = "dispatched"
		}
		where := fmt.Sprintf("%s (%s by package %s at %s:%d)", subject(h), how, c.pass.Pkg.Name(), filepath.Base(at.Filename), at.Line)
		msg = strings.Replace(msg, subject(h), where, 1)
		c.pass.Report(analysis.Diagnostic{Pos: pos, Category: "rpcerror", Message: msg})
	}
}

// middleware reports the returns of a tool middleware's closure, installed
// in this package, that answer every tool call they stop with a Go error
// the SDK sends as a JSON-RPC error; `return next(ctx, req)` passes the
// tool's own answer on and is judged in the tool.
func (c *checker) middleware(h *handlers.Handler) {
	if h.Routing.Route != sdk.RouteJSONRPC || h.SDK != sdk.MCPGo {
		return
	}
	if h.Open {
		c.recordMiddleware(h)
		return
	}
	hr := c.model.Of(h)
	if hr == nil {
		return
	}
	what := "tool middleware " + middlewareName(h)
	adapter := h.Via.How == handlers.HowWrapper // a wrapper's closure around a tool function
	if adapter {
		what = "wrapper " + h.Via.Wrapper
	}
	for _, r := range c.stops(h, hr, adapter) {
		c.pass.Report(analysis.Diagnostic{Pos: r.Pos, Category: "rpcerror", Message: middlewareMessage(what, h.Routing.Code, h)})
	}
}

// stops returns the returns of middleware closure h (hr in the model)
// that stop the call with an error of its own.
func (c *checker) stops(h *handlers.Handler, hr *results.HandlerResults, adapter bool) []*results.Return {
	var out []*results.Return
	for _, r := range hr.Returns {
		if r.Recovered || len(r.Paths) == 0 || r.Cancelled || !c.scope.Reportable(r.Pos) || irutil.CallsParamFunc(r.Ret) {
			continue
		}
		for _, p := range r.Paths {
			// Only the middleware's own decision to stop the call (a
			// limit, a gate: an error it makes itself) is a tool
			// failure; a failure of a call it makes to set the request
			// up is the server's own. A wrapper's check of the
			// request's arguments is the tool's.
			if p.Fact != nilflow.Nil && p.Nature == results.NatureFailure && (ownError(p.Chain, h.Fn, r.Ret) || adapter && checksRequest(r.Ret, h.Fn)) {
				out = append(out, r)
				break
			}
		}
	}
	return out
}

func middlewareMessage(what string, code int64, h *handlers.Handler) string {
	return fmt.Sprintf("%s returns an error that mcp-go sends as JSON-RPC error %d for every tool call it stops; the model never sees why: %s",
		what, code, sdk.ErrorResultHint(h.SDK, h.Kind))
}

// middlewareExit is Exit.Result for an exit of a tool middleware's
// closure that its package does not install (see recordMiddleware).
const middlewareExit = -2

// recordMiddleware records, for the package that installs it, the stops
// of the closure of a tool middleware this package does not install:
// the exported function that is the middleware or returns it names them.
func (c *checker) recordMiddleware(h *handlers.Handler) {
	root := irutil.Outermost(h.Fn)
	obj, ok := root.Object().(*types.Func)
	if !ok || !obj.Exported() {
		return
	}
	hr := c.model.Of(h)
	if hr == nil {
		return
	}
	for _, r := range c.stops(h, hr, false) {
		c.open = append(c.open, Exit{Func: obj.FullName(), Result: middlewareExit, Handler: handlers.FuncName(root), Pos: c.scope.PositionOf(c.pass.Analyzer.Name, r.Pos)})
	}
}

// foreignMiddleware reports the stops of a tool middleware of another
// package that this package installs on a server that sends its
// handlers' errors as JSON-RPC errors.
func (c *checker) foreignMiddleware(fm handlers.ForeignMiddleware) {
	f := new(ExitsFact)
	if fm.Routing.Route != sdk.RouteJSONRPC || !c.pass.ImportPackageFact(fm.Func.Pkg(), f) {
		return
	}
	at := c.pass.Fset.Position(fm.Pos)
	for _, e := range f.Exits {
		if e.Func != fm.Func.FullName() || e.Result != middlewareExit || !report.Honour(c.pass.Analyzer.Name, e.Pos) {
			continue
		}
		pos, _ := c.scope.Foreign(e.Pos)
		what := fmt.Sprintf("tool middleware %s (installed by package %s at %s:%d)", e.Handler, c.pass.Pkg.Name(), filepath.Base(at.Filename), at.Line)
		h := &handlers.Handler{SDK: sdk.MCPGo, Kind: sdk.MCPGoFunc}
		c.pass.Report(analysis.Diagnostic{Pos: pos, Category: "rpcerror", Message: middlewareMessage(what, fm.Routing.Code, h)})
	}
}

// checksRequest reports whether ret, a return of handler fn, returns as
// its error the error of a call in fn of a same-package function given
// fn's request or a value read from it (`args, err := s.check(req)`,
// `bind(req.GetArguments(), &in)`): a check of the call's arguments.
func checksRequest(ret *ssa.Return, fn *ssa.Function) bool {
	if len(ret.Results) == 0 || len(fn.Params) == 0 {
		return false
	}
	call, _ := irutil.CallResult(ret.Results[len(ret.Results)-1])
	if call == nil || call.Parent() != fn {
		return false
	}
	callee := call.Common().StaticCallee()
	if callee == nil || callee.Pkg != fn.Pkg {
		return false
	}
	req := fn.Params[len(fn.Params)-1]
	for _, a := range call.Common().Args {
		if readsFrom(a, req, 3) {
			return true
		}
	}
	return false
}

// readsFrom reports whether v is req or is read from it within depth
// steps: a field, a method's result, a conversion.
func readsFrom(v, req ssa.Value, depth int) bool {
	if v == req {
		return true
	}
	if depth == 0 {
		return false
	}
	switch v := v.(type) {
	case *ssa.Field:
		return readsFrom(v.X, req, depth-1)
	case *ssa.FieldAddr:
		return readsFrom(v.X, req, depth-1)
	case *ssa.UnOp:
		return readsFrom(v.X, req, depth-1)
	case *ssa.ChangeType:
		return readsFrom(v.X, req, depth-1)
	case *ssa.MakeInterface:
		return readsFrom(v.X, req, depth-1)
	case *ssa.Call:
		for _, a := range v.Common().Args {
			if readsFrom(a, req, depth-1) {
				return true
			}
		}
	}
	return false
}

// middlewareName names the middleware function whose closure h is.
func middlewareName(h *handlers.Handler) string {
	if p := h.Fn.Parent(); p != nil {
		return p.Name()
	}
	return h.Name
}

// ownError reports whether every error of chain is one fn makes itself:
// errors.New or fmt.Errorf in fn (a wrapped error is a link of its own,
// and one a helper makes is the helper's), a package-level sentinel, or
// the error of a call whose verdict refused the request on the way to ret
// (`allowed, err := limiter.Allow(id); if !allowed { return nil, err }`: a
// limit's own decision, not a failure to set the request up).
func ownError(chain []nilflow.Link, fn *ssa.Function, ret *ssa.Return) bool {
	if len(chain) == 0 {
		return false
	}
	refused := refusals(ret)
	for _, l := range chain {
		if call, _ := irutil.CallResult(l.Value); refused[call] {
			continue // another package's: the call is the link
		}
		if par := l.Value.Parent(); par != nil && par != fn {
			// An error a same-package helper returns (its call is no
			// link): that helper's verdict must have refused.
			if !refusedCallee(refused, par) {
				return false
			}
			continue
		}
		switch v := l.Value.(type) {
		case *ssa.Call:
			callee := irutil.StaticFunc(v.Common())
			if v.Parent() != fn || callee == nil || callee.Pkg() == nil ||
				!(callee.Pkg().Path() == "errors" && callee.Name() == "New" || callee.Pkg().Path() == "fmt" && callee.Name() == "Errorf") {
				return false
			}
		case *ssa.UnOp:
			if _, ok := v.X.(*ssa.Global); !ok {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// refusals returns the calls whose boolean result is false on every path
// to ret: their verdict refused (`ok, err := b.take(); if !ok { … }`).
func refusals(ret *ssa.Return) map[*ssa.Call]bool {
	out := map[*ssa.Call]bool{}
	for cond, holds := range irutil.DominatingConds(ret.Block()) {
		if not, ok := cond.(*ssa.UnOp); ok && not.Op == token.NOT {
			cond, holds = not.X, !holds
		}
		if ex, ok := cond.(*ssa.Extract); ok && !holds && irutil.IsBool(ex.Type()) {
			if call, ok := ex.Tuple.(*ssa.Call); ok {
				out[call] = true
			}
		}
	}
	return out
}

// refusedCallee reports whether one of the refused calls calls fn.
func refusedCallee(refused map[*ssa.Call]bool, fn *ssa.Function) bool {
	for call := range refused {
		if call.Common().StaticCallee() == fn {
			return true
		}
	}
	return false
}
