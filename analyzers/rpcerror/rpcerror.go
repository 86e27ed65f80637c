package rpcerror

import (
	"fmt"
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/internal/fixguard"
	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
	"github.com/mcplint/mcplint/passes/taint"
)

// Analyzer reports tool handlers that return execution failures as
// JSON-RPC errors.
var Analyzer = &analysis.Analyzer{
	Name:      "rpcerror",
	Doc:       Documentation.Text(),
	Requires:  []*analysis.Analyzer{handlers.Analyzer, results.Analyzer, taint.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(ExitsFact)},
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	if len(res.Handlers)+len(res.Imported)+len(res.Middleware)+len(res.Candidates)+len(res.ForeignMiddleware) == 0 {
		return nil, nil
	}
	model := pass.ResultOf[results.Analyzer].(*results.Result)
	withheld := pass.ResultOf[taint.Analyzer].(*taint.Result).Withheld
	c := &checker{pass: pass, res: res, model: model, scope: report.NewScope(pass), guard: fixguard.New(pass),
		withheld: withheld, told: toldApart(res)}
	for _, h := range res.Handlers {
		c.handler(h)
	}
	for _, h := range res.Middleware {
		c.middleware(h)
	}
	for _, h := range res.Candidates {
		c.record(h)
	}
	for _, im := range res.Imported {
		c.imported(im)
	}
	for _, fm := range res.ForeignMiddleware {
		c.foreignMiddleware(fm)
	}
	c.exportOpen()
	c.guard.Flush()
	return nil, nil
}

type checker struct {
	pass  *analysis.Pass
	res   *handlers.Result
	scope *report.Scope
	guard *fixguard.Guard
	model *results.Result
	// withheld is errorleak's judgement of the error each return sends
	// as a JSON-RPC error, were it shown to the model (taint.Result).
	withheld map[token.Pos]taint.Taint
	// told are the package's sentinel errors that code outside its tool
	// handlers tells apart (toldApart).
	told map[*ssa.Global]bool
	// open collects the exits of handlers whose routing the registering
	// package decides (handlers.Handler.Open), by the function that
	// carries them out of the package.
	open []Exit
}

// judged reports whether return r of a handler is rpcerror's to judge: a
// reportable return with error paths that no recover block sends, outside
// the miss branch of a tool-name dispatch (an unknown tool, unknowntool's)
// and not after the request was cancelled (nobody waiting).
func (c *checker) judged(r *results.Return) bool {
	return !r.Recovered && len(r.Paths) > 0 && c.scope.Reportable(r.Pos) && !c.model.InMissBranch(r.Pos) && !r.Cancelled
}

func (c *checker) handler(h *handlers.Handler) {
	typed := results.SDKTyped(h, c.res.Versions)
	if h.Open && !typed {
		c.record(h)
		return
	}
	if h.Routing.Route != sdk.RouteJSONRPC && !typed && h.Carrier != handlers.CarrierEnvelope && h.Carrier != handlers.CarrierWriter {
		// A tool returning its whole response envelope answers its
		// JSON-RPC errors itself, whatever a Go error's route.
		return
	}
	if h.Via.How == handlers.HowDelegate && h.ResultIndex < 0 && !h.TextDelegate() {
		// A callee whose error a handler returns but that builds no
		// result (a store or client method): the handler's return is
		// reported, not the callee. (A text tool's delegate builds its
		// text: reported where it fails.)
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
		if h.ErrIndex >= 0 && h.ErrIndex < len(r.Ret.Results) {
			if d := c.res.DelegateOf(h.Fn, r.Ret.Results[h.ErrIndex]); d != nil && d.Routing == h.Routing {
				continue // the delegate's failing returns are reported where they are
			}
		}
		var plain []ssa.Value // errors the SDK sends as JSON-RPC errors
		var wire *results.Protocol
		var exposed *sdk.ProviderAnswer // an execution failure sent through server.NewHandlerError
		for _, p := range r.Paths {
			switch {
			case p.Fact == nilflow.Nil:
			case p.Nature == results.NatureProtocol:
				if !p.Answer.Elicitation && p.Answer.Wire.ExecutionFailure() {
					wire = p.Answer // a *jsonrpc.Error carrying an execution failure
				}
			case p.Nature == results.NatureFailure && !typed && c.res.ToolFuncErrors(p.Chain):
				// A tool function's error, judged at its returns.
			case p.Nature == results.NatureFailure && !typed:
				if h.SDK == sdk.HandRolled && wrapsToldApart(p.Chain, c.told) {
					continue // the dispatcher answers it apart
				}
				if a, ok := c.exposed(h, p.Chain); ok {
					if a.ExecutionFailure() {
						exposed = &a
					}
					continue // a protocol answer of the handler's choice
				}
				plain = append(plain, p.Err)
			}
		}
		switch {
		case wire != nil:
			c.guard.Report(analysis.Diagnostic{Pos: r.Pos, Category: "rpcerror", Message: c.wireMessage(h, wire.Wire, typed)})
		case exposed != nil && len(plain) == 0:
			c.guard.Report(analysis.Diagnostic{Pos: r.Pos, Category: "rpcerror", Message: c.exposedMessage(h, *exposed)})
		case len(plain) > 0:
			d := analysis.Diagnostic{Pos: r.Pos, Category: "rpcerror", Message: c.plainMessage(h)}
			if !r.ErrMayBeNil() {
				d.SuggestedFixes = c.fix(h, r.Ret, plain)
			}
			c.guard.Report(d)
		}
	}
}

// subject names the handler in a diagnostic.
func subject(h *handlers.Handler) string {
	if h.Tool != "" {
		return "tool " + strconv.Quote(h.Tool) + " handler"
	}
	return "tool handler " + h.Name
}

func codeText(code int64) string {
	if code == 0 {
		return "a JSON-RPC error with code 0"
	}
	return fmt.Sprintf("JSON-RPC error %d", code)
}

func (c *checker) plainMessage(h *handlers.Handler) string {
	how := "mcp-go sends"
	switch h.SDK {
	case sdk.GoSDK:
		how = "go-sdk sends"
	case sdk.HandRolled, sdk.None:
		how = "the server sends"
	}
	if w := h.Via.Wrapper; w != "" {
		how = "wrapper " + w + " forwards"
		if h.SDK == sdk.HandRolled && (h.Via.How == handlers.HowDispatched || h.Via.How == handlers.HowRegistry) {
			how = "dispatcher " + w + " sends"
		}
	}
	if (h.Via.How == handlers.HowWrapper || h.Via.How == handlers.HowField) && h.ResultIndex < 0 && h.Via.Wrapper != "" {
		// A tool function without a result of its own, adapted by a
		// wrapper (or kept in a record the wrapper's handler calls): only
		// the wrapper can answer with an isError result.
		return fmt.Sprintf("%s returns an error that wrapper %s forwards as %s; the model never sees it: have the wrapper answer a tool's error with a result with isError set and the error's text as content (%s)",
			subject(h), h.Via.Wrapper, codeText(h.Routing.Code), sdk.ErrorResultHint(h.SDK, h.Kind))
	}
	if (h.Via.How == handlers.HowDispatched || h.TextDelegate() && h.Via.Wrapper != "") && h.ResultIndex < 0 {
		// A tool method without a result of its own ((string, error)):
		// only the dispatcher can answer with an isError result.
		return fmt.Sprintf("%s returns an error that dispatcher %s sends as %s; the model never sees it: have the dispatcher answer a tool's error with a result with isError set and the error's text as content",
			subject(h), h.Via.Wrapper, codeText(h.Routing.Code))
	}
	return fmt.Sprintf("%s returns an error that %s as %s; the model never sees it: %s",
		subject(h), how, codeText(h.Routing.Code), sdk.ErrorResultHint(h.SDK, h.Kind))
}

// exposed describes the provider of the mcp-go server.NewHandlerError
// call an error chain holds (the server finds it with errors.As, wrapped
// or not), when the handler's mcp-go version has it and the provider's
// answer is known; see [sdk.IsNewHandlerError].
func (c *checker) exposed(h *handlers.Handler, chain []nilflow.Link) (sdk.ProviderAnswer, bool) {
	if h.SDK != sdk.MCPGo || !sdk.HandlerErrorExposed(c.res.Versions) {
		return sdk.ProviderAnswer{}, false
	}
	for _, l := range chain {
		call, ok := l.Value.(*ssa.Call)
		if !ok || len(call.Call.Args) != 1 || !sdk.IsNewHandlerError(irutil.StaticFunc(&call.Call)) {
			continue
		}
		arg := call.Call.Args[0]
		if mi, ok := arg.(*ssa.MakeInterface); ok {
			arg = mi.X
		}
		if types.IsInterface(arg.Type()) {
			return sdk.ProviderAnswer{}, true // a provider of unknown make-up: not judged
		}
		a, ok := sdk.ProviderAnswerOf(c.pass.TypesInfo, c.pass.Files, arg.Type(), c.res.Versions)
		if !ok {
			return sdk.ProviderAnswer{}, true
		}
		return a, true
	}
	return sdk.ProviderAnswer{}, false
}

// exposedMessage is the diagnostic for an execution failure a handler
// sends through server.NewHandlerError.
func (c *checker) exposedMessage(h *handlers.Handler, a sdk.ProviderAnswer) string {
	v := c.res.Versions.MCPGo
	if v == "" {
		v = "v1.5.0 and later"
	}
	what := "an error built from a failed call's error"
	if a.CodeKnown && !a.FromErrText {
		what = codeText(a.Code)
	} else if a.CodeKnown {
		what = codeText(a.Code) + " built from a failed call's error"
	}
	return fmt.Sprintf("%s returns an execution failure through server.NewHandlerError: server.NewHandlerError sends the provider's JSON-RPC error (mcp-go %s), here %s, and the model never sees it; keep NewHandlerError for protocol answers (-32602 for an unknown tool) and %s",
		subject(h), v, what, sdk.ErrorResultHint(h.SDK, h.Kind))
}

func (c *checker) wireMessage(h *handlers.Handler, w nilflow.Wire, typed bool) string {
	what := objectText(h, w)
	if typed {
		return fmt.Sprintf("%s returns %s: the SDK passes it through as a JSON-RPC error and the model never sees the failure; return a plain error, which the SDK turns into an isError result", subject(h), what)
	}
	return c.objectMessage(h, what)
}

// objectText describes the JSON-RPC error object w a handler returns.
func objectText(h *handlers.Handler, w nilflow.Wire) string {
	what := "a *jsonrpc.Error"
	if h.SDK == sdk.HandRolled {
		what = "a JSON-RPC error object"
	}
	switch {
	case w.FromErrText:
		what += " built from a failed call's error"
	case w.CodeKnown && w.DataFromErrText:
		what += fmt.Sprintf(" with code %d and a failed call's error in its data", w.Code)
	case w.CodeKnown:
		what += fmt.Sprintf(" with code %d", w.Code)
	}
	return what
}

// objectMessage is the message for an execution failure returned as the
// JSON-RPC error object what.
func (c *checker) objectMessage(h *handlers.Handler, what string) string {
	hint := sdk.ErrorResultHint(h.SDK, h.Kind)
	verb := "returns"
	switch h.Carrier {
	case handlers.CarrierEnvelope:
		hint = "answer with a response whose result has isError set and a text content, and no error member"
		what = "a response carrying " + what
	case handlers.CarrierWriter:
		hint = "write a response whose result has isError set and a text content instead"
		verb, what = "writes", "a response carrying "+what
	}
	return fmt.Sprintf("%s %s %s for an execution failure: it goes out as a JSON-RPC error and the model never sees it: %s", subject(h), verb, what, hint)
}
