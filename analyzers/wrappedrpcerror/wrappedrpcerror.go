package wrappedrpcerror

import (
	"fmt"
	"strconv"

	"golang.org/x/tools/go/analysis"

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
		typed := results.SDKTyped(h, res.Versions)
		hr := model.Of(h)
		if h.SDK != sdk.GoSDK || !typed && h.Routing.Route != sdk.RouteJSONRPC || hr == nil {
			continue
		}
		for _, r := range hr.Returns {
			if r.Recovered || !scope.Reportable(r.Pos) {
				continue
			}
			if p := wrappedWire(r, typed); p != nil {
				d := analysis.Diagnostic{Pos: r.Pos, Category: "wrappedrpcerror", Message: message(h, p.Wire, typed)}
				d.SuggestedFixes = unwrapFix(pass, h, r.Ret, p.Link)
				guard.Report(d)
			}
		}
	}
	return nil, nil
}

// wrappedWire finds, on a path where the returned error is not nil, a
// *jsonrpc.Error wrapped here worth reporting: in a typed handler one that
// is a protocol answer, in a low-level one one whose data the client
// needs. The *jsonrpc.Error may be built here or by another package's
// helper that returns it unwrapped.
func wrappedWire(r *results.Return, typed bool) *results.Protocol {
	for _, p := range r.Paths {
		if p.Fact == nilflow.Nil {
			continue
		}
		for i := range p.Protocols {
			w := &p.Protocols[i]
			if !w.Link.Wrapped() || w.Elicitation || w.HelperWrapped {
				continue
			}
			if typed && !w.Wire.ExecutionFailure() || !typed && w.Wire.Data {
				return w
			}
		}
	}
	return nil
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
