package wrappedrpcerror

import (
	"fmt"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/internal/fixguard"
	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer reports go-sdk handlers that return a wrapped *jsonrpc.Error.
var Analyzer = &analysis.Analyzer{
	Name:     "wrappedrpcerror",
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
	scope := report.NewScope(pass)
	guard := fixguard.New(pass)
	defer guard.Flush()
	for _, h := range res.Handlers {
		if h.SDK != sdk.GoSDK {
			continue
		}
		typed := h.Kind == sdk.GoSDKTyped && h.Routing == h.Kind.ErrorRouting(res.Versions) && !h.Via.Middleware
		lowLevel := h.Routing.Route == sdk.RouteJSONRPC
		if !typed && !lowLevel {
			continue
		}
		for _, ret := range nilflow.Returns(h.Fn) {
			if !scope.Reportable(ret.Pos()) || h.ErrIndex >= len(ret.Results) {
				continue
			}
			if link, w, ok := wrappedWire(model, ret, h.ErrIndex, typed); ok {
				d := analysis.Diagnostic{Pos: ret.Pos(), Category: "wrappedrpcerror", Message: message(h, w, typed)}
				d.SuggestedFixes = unwrapFix(pass, h, ret, link)
				guard.Report(d)
			}
		}
	}
	return nil, nil
}

// wrappedWire finds, on a path where the returned error is not nil, a
// wrapped *jsonrpc.Error worth reporting: in a typed handler one that is a
// protocol answer, in a low-level one one whose data the client needs. The
// *jsonrpc.Error may be built here or by another package's helper (the
// return model's [results.Result.Protocol]).
func wrappedWire(model *results.Result, ret *ssa.Return, errIndex int, typed bool) (nilflow.Link, nilflow.Wire, bool) {
	for _, p := range nilflow.AtReturn(ret, errIndex) {
		if p.Facts[0] == nilflow.Nil {
			continue
		}
		for _, l := range nilflow.Chain(p.Values[0], sdk.IsErrorWrapper) {
			if !l.Wrapped() {
				continue
			}
			w, helperWrapped, elicitation, ok := model.Protocol(l.Value)
			if !ok || elicitation || helperWrapped {
				continue
			}
			if typed && !w.ExecutionFailure() || !typed && w.Data {
				return l, w, true
			}
		}
	}
	return nilflow.Link{}, nilflow.Wire{}, false
}

func subject(h *handlers.Handler) string {
	if h.Tool != "" {
		return "tool " + strconv.Quote(h.Tool) + " handler"
	}
	return "tool handler " + h.Name
}

// describe names the wrapped error: "mcp.URLElicitationRequiredError
// (-32042)", "a *jsonrpc.Error with code -32602".
func describe(w nilflow.Wire) string {
	if w.Constructor != nil {
		s := w.Constructor.Pkg().Name() + "." + w.Constructor.Name()
		if w.CodeKnown {
			s += fmt.Sprintf(" (%d)", w.Code)
		}
		return s
	}
	if w.CodeKnown {
		return fmt.Sprintf("a *jsonrpc.Error with code %d", w.Code)
	}
	return "a *jsonrpc.Error"
}

func message(h *handlers.Handler, w nilflow.Wire, typed bool) string {
	if typed {
		return fmt.Sprintf("%s returns %s wrapped in another error: the typed handler passes only an unwrapped *jsonrpc.Error through, so the client gets an isError result instead of the protocol error; return it unwrapped", subject(h), describe(w))
	}
	via := "go-sdk keeps its code but drops"
	if name := h.Via.Wrapper; name != "" {
		via = "wrapper " + name + " and go-sdk keep its code but drop"
	}
	return fmt.Sprintf("%s returns %s wrapped in another error: %s the data the client needs; return it unwrapped", subject(h), describe(w), via)
}
