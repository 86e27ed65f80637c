package rpcerror

import (
	"fmt"
	"go/token"
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
)

// Analyzer reports tool handlers that return execution failures as
// JSON-RPC errors.
var Analyzer = &analysis.Analyzer{
	Name:     "rpcerror",
	Doc:      Documentation.Text(),
	Requires: []*analysis.Analyzer{handlers.Analyzer, results.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	if len(res.Handlers) == 0 {
		return nil, nil
	}
	model := pass.ResultOf[results.Analyzer].(*results.Result)
	c := &checker{pass: pass, res: res, model: model, scope: report.NewScope(pass), guard: fixguard.New(pass)}
	for _, h := range res.Handlers {
		c.handler(h)
	}
	c.guard.Flush()
	return nil, nil
}

type checker struct {
	pass   *analysis.Pass
	res    *handlers.Result
	scope  *report.Scope
	misses [][2]token.Pos // miss branches of tool-name dispatches
	guard  *fixguard.Guard
	model  *results.Result
}

// verdict is what one non-nil error source at a return amounts to.
type verdict uint8

const (
	fine      verdict = iota // not an execution failure sent as JSON-RPC
	plainErr                 // an error the SDK sends as a JSON-RPC error
	wireError                // a *jsonrpc.Error carrying an execution failure
)

func (c *checker) handler(h *handlers.Handler) {
	typed := isSDKTyped(h, c.res.Versions)
	if h.Routing.Route != sdk.RouteJSONRPC && !typed {
		return
	}
	if h.Via.How == handlers.HowDelegate && h.ResultIndex < 0 {
		// A callee whose error a handler returns but that builds no
		// result (a store or client method): the handler's return is
		// reported, not the callee.
		return
	}
	for _, ret := range nilflow.Returns(h.Fn) {
		if h.ErrIndex >= len(ret.Results) || !c.scope.Reportable(ret.Pos()) {
			continue
		}
		if c.unknownToolAnswer(ret.Pos()) || nilflow.OnCancelledPath(ret.Block()) {
			continue // an unknown tool (unknowntool's), or nobody waiting
		}
		worst, allNonNil := fine, true
		var wire nilflow.Wire
		var leaves []ssa.Value
		for _, p := range nilflow.AtReturn(ret, h.ErrIndex) {
			if p.Facts[0] != nilflow.NonNil {
				allNonNil = false
			}
			if p.Facts[0] == nilflow.Nil {
				continue
			}
			v, w := c.classify(h, ret, p.Values[0], typed)
			if v == wireError {
				wire = w
			}
			if v > worst {
				worst = v
			}
			if v == plainErr {
				leaves = append(leaves, p.Values[0])
			}
		}
		switch worst {
		case plainErr:
			d := analysis.Diagnostic{Pos: ret.Pos(), Category: "rpcerror", Message: c.plainMessage(h)}
			if allNonNil {
				d.SuggestedFixes = c.fix(h, ret, leaves)
			}
			c.guard.Report(d)
		case wireError:
			c.guard.Report(analysis.Diagnostic{Pos: ret.Pos(), Category: "rpcerror", Message: c.wireMessage(h, wire, typed)})
		}
	}
}

// isSDKTyped reports whether h is a go-sdk typed handler whose errors the
// SDK itself routes (a plain error becomes isError; an unwrapped
// *jsonrpc.Error passes through).
func isSDKTyped(h *handlers.Handler, v sdk.Versions) bool {
	return h.Kind == sdk.GoSDKTyped && h.Routing == h.Kind.ErrorRouting(v) && !h.Via.Middleware
}

// classify decides what the error defined by leaf, returned by ret,
// amounts to.
func (c *checker) classify(h *handlers.Handler, ret *ssa.Return, leaf ssa.Value, typed bool) (verdict, nilflow.Wire) {
	if call := callOf(leaf); call != nil {
		if callee := call.Common().StaticCallee(); callee != nil {
			if dh := c.res.Of(callee); dh != nil && dh.ResultIndex >= 0 || c.res.HandedOver(callee) {
				return fine, nilflow.Wire{} // a delegate handler, or an adapter's: reported there
			}
		}
	}
	links := nilflow.Chain(leaf, sdk.IsErrorWrapper)
	// A *jsonrpc.Error in the chain (built here or by another package's
	// helper): the typed path passes only an unwrapped one through; the
	// low-level path keeps the code of any. An mcp-go URL elicitation
	// error is the protocol answer it is.
	for _, l := range links {
		w, wrapped, elicitation, ok := c.model.Protocol(l.Value)
		if !ok || (l.Wrapped() || wrapped) && typed {
			continue
		}
		if elicitation || !w.ExecutionFailure() {
			return fine, w
		}
		return wireError, w
	}
	if typed {
		return fine, nilflow.Wire{}
	}
	if nilflow.IsContextError(leaf) {
		return fine, nilflow.Wire{}
	}
	if nilflow.OriginOf(ret, leaf, sdk.IsErrorWrapper).Internal() {
		return fine, nilflow.Wire{} // the server's own failure: what -32603 is for
	}
	if call := callOf(leaf); call != nil {
		if fn := irutil.StaticFunc(call.Common()); fn != nil {
			if _, ok := sdk.ResultConstructor(fn); ok {
				return fine, nilflow.Wire{} // a constructor's marshalling error
			}
		}
		if c.model.NeverFails(call.Common().StaticCallee(), resultIndex(leaf)) {
			return fine, nilflow.Wire{} // a helper whose error is always nil
		}
	}
	return plainErr, nilflow.Wire{}
}

// resultIndex returns which result of its call leaf is.
func resultIndex(leaf ssa.Value) int {
	if ex, ok := leaf.(*ssa.Extract); ok {
		return ex.Index
	}
	return 0
}

// callOf returns the call whose result leaf is, or nil.
func callOf(v ssa.Value) *ssa.Call {
	switch x := v.(type) {
	case *ssa.Call:
		return x
	case *ssa.Extract:
		call, _ := x.Tuple.(*ssa.Call)
		return call
	}
	return nil
}

// unknownToolAnswer reports whether pos lies in the branch of a tool-name
// dispatch that runs when no tool matches: its error answers an unknown
// tool, which the unknowntool check owns.
func (c *checker) unknownToolAnswer(pos token.Pos) bool {
	if c.misses == nil {
		c.misses = [][2]token.Pos{}
		for _, f := range c.pass.Files {
			for _, d := range handlers.Dispatches(c.pass.TypesInfo, f) {
				for _, st := range d.Miss {
					c.misses = append(c.misses, [2]token.Pos{st.Pos(), st.End()})
				}
			}
		}
	}
	for _, m := range c.misses {
		if m[0] <= pos && pos < m[1] {
			return true
		}
	}
	return false
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
	}
	if h.Via.How == handlers.HowDispatched && h.ResultIndex < 0 {
		// A tool method without a result of its own ((string, error)):
		// only the dispatcher can answer with an isError result.
		return fmt.Sprintf("%s returns an error that dispatcher %s sends as %s; the model never sees it: have the dispatcher answer a tool's error with a result with isError set and the error's text as content",
			subject(h), h.Via.Wrapper, codeText(h.Routing.Code))
	}
	return fmt.Sprintf("%s returns an error that %s as %s; the model never sees it: %s",
		subject(h), how, codeText(h.Routing.Code), sdk.ErrorResultHint(h.SDK))
}

func (c *checker) wireMessage(h *handlers.Handler, w nilflow.Wire, typed bool) string {
	what := "a *jsonrpc.Error"
	switch {
	case w.FromErrText:
		what += " built from a failed call's error"
	case w.CodeKnown:
		what += fmt.Sprintf(" with code %d", w.Code)
	}
	if typed {
		return fmt.Sprintf("%s returns %s: the SDK passes it through as a JSON-RPC error and the model never sees the failure; return a plain error, which the SDK turns into an isError result", subject(h), what)
	}
	return fmt.Sprintf("%s returns %s for an execution failure: it goes out as a JSON-RPC error and the model never sees it: %s", subject(h), what, sdk.ErrorResultHint(h.SDK))
}
