package surface

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer computes the failure surface of a package's tool handlers. Its
// result is a *Result. It reports nothing.
var Analyzer = &analysis.Analyzer{
	Name:       "mcpsurface",
	Doc:        "list every failure exit of the MCP tool handlers: where it goes and the text it carries",
	Run:        run,
	Requires:   []*analysis.Analyzer{handlers.Analyzer, results.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
}

// Result is the failure surface of one package.
type Result struct {
	Tools []*Tool // in the order of handlers.Result.Handlers
}

// Tool is one handler and its failure exits.
type Tool struct {
	Handler *handlers.Handler
	// Span is the handler function's source.
	Span  Span
	Exits []*Exit // by position
}

// Dest is where a failure exit goes.
type Dest uint8

// Destinations, in the order reports list them.
const (
	DestModel   Dest = iota + 1 // an isError result: the model reads its text
	DestClient                  // a JSON-RPC error: the client sees it, the model does not
	DestNil                     // a nil result with a nil error (see handlers.Handler.NilResultFate)
	DestCrash                   // a panic no deferred recover of the handler stops
	DestUnknown                 // an error whose routing discovery could not decide
)

func (d Dest) String() string {
	switch d {
	case DestModel:
		return "model"
	case DestClient:
		return "client"
	case DestNil:
		return "nil"
	case DestCrash:
		return "crash"
	}
	return "unknown"
}

// Exit is one way a handler fails.
type Exit struct {
	// Pos and End delimit the exit: its return statement, or the panic
	// call. Findings of the checks in this span belong to the exit.
	Pos, End token.Pos
	Dest     Dest
	// Code is the JSON-RPC code of a DestClient exit, when CodeKnown.
	Code      int64
	CodeKnown bool
	// By says what makes the exit, e.g. "isError result",
	// "error, made isError by the SDK", "error as JSON-RPC",
	// "*jsonrpc.Error", "nil result", "panic".
	By string
	// Text is the text the model (DestModel) or client (DestClient) gets.
	Text Template
	// Origin is what a returned error is the failure of ("work",
	// "marshal", "context", see nilflow.Origin); "" for other exits.
	Origin string
	// Fate is what the SDK does with a nil result or a panic.
	Fate string
	// Related are other spans whose findings belong to the exit: the
	// expressions that made or completed its result, also in helpers.
	Related []Span
}

// Span is a range of source positions, End included.
type Span struct{ Pos, End token.Pos }

func run(pass *analysis.Pass) (any, error) {
	hs := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	model := pass.ResultOf[results.Analyzer].(*results.Result)
	res := new(Result)
	if len(hs.Handlers) == 0 {
		return res, nil
	}
	b := &builder{pass: pass, hs: hs, model: model}
	b.ends, b.panicCalls = spans(pass.Files)
	for _, h := range hs.Handlers {
		if h.Via.How == handlers.HowDelegate {
			// A function a handler returns the results of: its exits are
			// the exits of the handlers that reach it.
			continue
		}
		res.Tools = append(res.Tools, b.tool(h))
	}
	return res, nil
}

type builder struct {
	pass  *analysis.Pass
	hs    *handlers.Result
	model *results.Result
	ends  map[token.Pos]token.Pos // return statement start → end
	// panicCalls maps the Lparen of panic calls to the call.
	panicCalls map[token.Pos]*ast.CallExpr
}

func (b *builder) tool(h *handlers.Handler) *Tool {
	t := &Tool{Handler: h}
	if syn := h.Fn.Syntax(); syn != nil {
		t.Span = Span{syn.Pos(), syn.End()}
	}
	if hr := b.model.Of(h); hr != nil {
		for _, r := range hr.Returns {
			if !r.Recovered {
				t.Exits = append(t.Exits, b.exits(h, r, b.span(r.Ret))...)
			}
		}
	}
	recovers := recoverers(h.Fn)
	for _, d := range recovers {
		t.Exits = append(t.Exits, b.recovered(h, d)...)
	}
	if len(recovers) == 0 {
		t.Exits = append(t.Exits, b.panics(h)...)
	}
	slices.SortStableFunc(t.Exits, func(x, y *Exit) int {
		return cmp.Or(cmp.Compare(x.Pos, y.Pos), cmp.Compare(x.Dest, y.Dest), cmp.Compare(x.Text.Text, y.Text.Text))
	})
	t.Exits = slices.CompactFunc(t.Exits, func(x, y *Exit) bool {
		return x.Pos == y.Pos && x.Dest == y.Dest && x.Text == y.Text && x.Code == y.Code && x.By == y.By
	})
	return t
}

// exits returns the failure exits of r, a return statement of h, whose
// source is span.
func (b *builder) exits(h *handlers.Handler, r *results.Return, span Span) []*Exit {
	pos, end := span.Pos, span.End
	var out []*Exit
	for _, p := range r.Paths {
		if p.Fact == nilflow.Nil {
			continue
		}
		for _, x := range b.errorExits(h, p, 0) {
			x.Pos, x.End = pos, end
			out = append(out, x)
		}
	}
	if !r.ErrMayBeNil() {
		return out
	}
	for _, v := range r.Values {
		if v.IsError != sdk.True {
			continue
		}
		x := &Exit{Pos: pos, End: end, Dest: DestModel, By: "isError result", Text: contentTemplate(b, v.Content)}
		if v.Made == results.MadeHelper {
			x.By = "isError result from " + v.Constructor
		}
		if v.Expr != nil {
			x.Related = append(x.Related, Span{v.Expr.Pos(), v.Expr.End()})
		}
		for _, p := range []token.Pos{v.Pos, v.IsErrorPos, v.ContentPos} {
			if p.IsValid() && (p < pos || p > end) {
				x.Related = append(x.Related, Span{p, p})
			}
		}
		out = append(out, x)
	}
	if fate := h.NilResultFate(b.hs.Versions); r.NilNil && fate != sdk.NilResultFine && fate != sdk.NilResultUnknown {
		out = append(out, &Exit{Pos: pos, End: end, Dest: DestNil, By: "nil result", Fate: nilFate(fate, h.SDK == sdk.HandRolled)})
	}
	return out
}

// maxDelegation bounds how deep errorExits follows handlers that return
// the results of other handlers.
const maxDelegation = 3

// errorExits describes a non-nil error leaf returned by ret: one exit, or
// the error exits of a handler whose results h returns (a delegate, or
// another tool's handler), or none when the error is always nil (a helper
// whose error never is, results.Result.NeverFails) or is the error of a
// function handed to a pass-through adapter (handlers.Result.HandedOver:
// that function is a tool of its own). The caller sets the exits'
// positions.
func (b *builder) errorExits(h *handlers.Handler, p *results.ErrPath, depth int) []*Exit {
	if call, idx := irutil.CallResult(p.Err); call != nil {
		if callee := call.Common().StaticCallee(); callee != nil {
			if dh := b.hs.Of(callee); dh != nil && dh.ResultIndex >= 0 && idx == dh.ErrIndex && depth < maxDelegation {
				var out []*Exit
				for _, cr := range b.model.Of(dh).Returns {
					if cr.Recovered {
						continue
					}
					span := b.span(cr.Ret)
					for _, cp := range cr.Paths {
						if cp.Fact == nilflow.Nil {
							continue
						}
						for _, x := range b.errorExits(h, cp, depth+1) {
							x.Related = append(x.Related, span)
							out = append(out, x)
						}
					}
				}
				return out
			}
			if b.model.NeverFails(callee, idx) || b.hs.HandedOver(callee) {
				return nil // never fails, or fails in the handler it was handed (listed apart)
			}
		}
	}
	return []*Exit{b.errorExit(h, p)}
}

// span returns the source of a return statement.
func (b *builder) span(ret *ssa.Return) Span {
	end := b.ends[ret.Pos()]
	if end == token.NoPos {
		end = ret.Pos()
	}
	return Span{ret.Pos(), end}
}

// errorExit describes the non-nil error of path p, returned by h: a
// *jsonrpc.Error the SDK passes through ([results.ErrPath.Answer]) goes to
// the client with its code, any other error where h's routing sends it.
func (b *builder) errorExit(h *handlers.Handler, p *results.ErrPath) *Exit {
	text := errorTemplate(b, p.Err)
	x := &Exit{Origin: p.Origin.String()}
	if a := p.Answer; a != nil && !a.Elicitation && (!results.SDKTyped(h, b.hs.Versions) || !a.Wrapped()) && h.Routing.Route != sdk.RouteUnknown {
		x.Dest, x.By, x.Text = DestClient, "*jsonrpc.Error", text
		x.Code, x.CodeKnown = a.Wire.Code, a.Wire.CodeKnown
		return x
	}
	switch h.Routing.Route {
	case sdk.RouteJSONRPC:
		x.Dest, x.By, x.Code, x.CodeKnown, x.Text = DestClient, "error as JSON-RPC", h.Routing.Code, true, text
		if w := h.Via.Wrapper; w != "" {
			x.By = "error as JSON-RPC by " + w
		}
	case sdk.RouteIsError:
		x.Dest, x.By = DestModel, "error, made isError by the SDK"
		if w := h.Via.Wrapper; w != "" {
			x.By = "error, made isError by " + w
		} else if h.Via.Middleware {
			x.By = "error, made isError by middleware"
		} else {
			text = prefixed(sdk.ErrorTextPrefix(h.Kind), text)
		}
		x.Text = text
	default:
		x.Dest, x.By, x.Text = DestUnknown, "error, routing unknown", text
	}
	return x
}

// panics returns the panic calls of h (which defers no recover).
func (b *builder) panics(h *handlers.Handler) []*Exit {
	var out []*Exit
	for _, blk := range h.Fn.Blocks {
		for _, instr := range blk.Instrs {
			p, ok := instr.(*ssa.Panic)
			if !ok || !p.Pos().IsValid() {
				continue
			}
			pos, end := p.Pos(), p.Pos()
			if call := b.panicCalls[p.Pos()]; call != nil {
				pos, end = call.Pos(), call.End()
			}
			out = append(out, &Exit{Pos: pos, End: end, Dest: DestCrash, By: "panic",
				Fate: sdk.PanicFate(h.SDK), Text: valueTemplate(b, p.X)})
		}
	}
	return out
}

// recoverers returns the defer statements of fn that defer a closure
// calling recover.
func recoverers(fn *ssa.Function) []*ssa.Defer {
	var out []*ssa.Defer
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			d, ok := instr.(*ssa.Defer)
			if !ok {
				continue
			}
			if mc, ok := d.Call.Value.(*ssa.MakeClosure); ok && callsRecover(mc.Fn.(*ssa.Function)) {
				out = append(out, d)
			}
		}
	}
	return out
}

func callsRecover(fn *ssa.Function) bool {
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			if call, ok := instr.(*ssa.Call); ok {
				if bi, ok := call.Common().Value.(*ssa.Builtin); ok && bi.Name() == "recover" {
					return true
				}
			}
		}
	}
	return false
}

// recovered returns the exits a recovering deferred closure makes after a
// panic: the isError results and non-nil errors it stores into the
// handler's results.
func (b *builder) recovered(h *handlers.Handler, d *ssa.Defer) []*Exit {
	closure := d.Call.Value.(*ssa.MakeClosure).Fn.(*ssa.Function)
	span := Span{d.Pos(), d.Pos()}
	if syn := closure.Syntax(); syn != nil {
		span.End = syn.End()
	}
	var out []*Exit
	for _, blk := range closure.Blocks {
		for _, instr := range blk.Instrs {
			st, ok := instr.(*ssa.Store)
			if !ok {
				continue
			}
			if _, ok := st.Addr.(*ssa.FreeVar); !ok {
				continue // not a result of the handler
			}
			switch {
			case sdk.IsResultType(st.Val.Type(), sdk.None):
				for _, v := range b.model.ValuesAt(st.Val, st) {
					if v.IsError == sdk.True {
						x := &Exit{Pos: span.Pos, End: span.End, Dest: DestModel, By: "isError result after a recovered panic", Text: contentTemplate(b, v.Content)}
						if v.Expr != nil {
							x.Related = append(x.Related, Span{v.Expr.Pos(), v.Expr.End()})
						}
						out = append(out, x)
					}
				}
			case types.Identical(st.Val.Type(), errorType):
				p := b.model.ErrorAt(h, st.Val, st)
				if p.Fact == nilflow.Nil {
					continue
				}
				if c, ok := st.Val.(*ssa.Const); ok && c.IsNil() {
					continue
				}
				for _, x := range b.errorExits(h, p, maxDelegation) {
					x.Pos, x.End = span.Pos, span.End
					x.By += " after a recovered panic"
					x.Origin = "" // not at a return: not decided
					out = append(out, x)
				}
			}
		}
	}
	return out
}

// nilFate describes what a nil result becomes; handRolled says a
// hand-rolled dispatcher, not an SDK, decides it.
func nilFate(f sdk.NilResult, handRolled bool) string {
	switch {
	case handRolled && f == sdk.NilResultNull:
		return `the dispatcher sends "result": null`
	case f == sdk.NilResultAbsent:
		return "the dispatcher sends a response with neither result nor error"
	}
	switch f {
	case sdk.NilResultNoResult:
		return `the SDK answers JSON-RPC -32603 "handler returned no result"`
	case sdk.NilResultNull:
		return `the SDK sends "result": null`
	case sdk.NilResultPanic:
		return "the SDK panics on the nil result"
	case sdk.NilResultNullOrCrash:
		return `the SDK sends "result": null; under protocol 2026-07-28 the server process crashes`
	}
	return ""
}

// spans maps the start of every return statement to its end, and the
// Lparen of every call of the panic builtin to the call.
func spans(files []*ast.File) (ends map[token.Pos]token.Pos, panics map[token.Pos]*ast.CallExpr) {
	ends, panics = map[token.Pos]token.Pos{}, map[token.Pos]*ast.CallExpr{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ReturnStmt:
				ends[n.Pos()] = n.End()
			case *ast.CallExpr:
				if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && id.Name == "panic" {
					panics[n.Lparen] = n
				}
			}
			return true
		})
	}
	return ends, panics
}
