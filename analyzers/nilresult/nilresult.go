package nilresult

import (
	"fmt"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer reports tool handlers that can return (nil, nil).
var Analyzer = &analysis.Analyzer{
	Name:     "nilresult",
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
	for _, h := range res.Handlers {
		fate := sdk.NilResultFate(h.Kind, res.Versions)
		hr := model.Of(h)
		msg := message(h, fate, res.Versions)
		if h.SDK == sdk.HandRolled && h.Kind == sdk.NotHandler && model.DispatcherSendsNil(h) {
			// A hand-rolled dispatcher that sends the tool's result as it is.
			msg = subject(h) + ` returns a nil result with a nil error: the dispatcher ` + h.Via.Wrapper +
				` sends it as it is ("result": null, no valid tools/call result); return a result, or an isError result for a failure`
		} else if !checked(h, fate, res.Versions) {
			continue
		}
		if hr == nil {
			continue
		}
		for _, r := range hr.Returns {
			if r.NilNil && !r.Recovered && scope.Reportable(r.Pos) {
				pass.Report(analysis.Diagnostic{Pos: r.Pos, Category: "nilresult", Message: msg})
			}
		}
	}
	return nil, nil
}

// checked reports whether h's (nil, nil) is modelled as a failure and its
// results reach the SDK unchanged.
func checked(h *handlers.Handler, fate sdk.NilResult, v sdk.Versions) bool {
	switch fate {
	case sdk.NilResultNoResult, sdk.NilResultNull, sdk.NilResultPanic, sdk.NilResultNullOrCrash:
	default:
		return false
	}
	if h.ResultIndex < 0 || h.SDK != h.Kind.SDK() {
		return false
	}
	// A project wrapper between the function and the SDK may handle a nil
	// result; SDK registration, adapters and delegation pass it unchanged,
	// and so does a registry of SDK handlers that are registered as they
	// are (map[string]server.ToolHandlerFunc ranged over into AddTool).
	if h.Via.How == handlers.HowRegistry && h.Via.Wrapper == "" && len(h.Via.Decorators) == 0 && h.Routing == h.Kind.ErrorRouting(v) {
		return true
	}
	return !h.Via.Wrapped()
}

func subject(h *handlers.Handler) string {
	if h.Tool != "" {
		return "tool " + strconv.Quote(h.Tool) + " handler"
	}
	return "tool handler " + h.Name
}

// message explains the consequence of (nil, nil) for the handler's SDK and
// version.
func message(h *handlers.Handler, fate sdk.NilResult, v sdk.Versions) string {
	version := func(s sdk.SDK) string {
		if ver := v.Of(s); ver != "" {
			return s.String() + " " + ver
		}
		return s.String()
	}
	var what string
	switch fate {
	case sdk.NilResultNoResult:
		what = version(sdk.MCPGo) + ` answers JSON-RPC error -32603 "handler returned no result" and the model gets nothing`
	case sdk.NilResultNull:
		what = version(h.SDK) + ` sends "result": null, which is no valid tools/call result`
	case sdk.NilResultPanic:
		what = version(sdk.MCPGo) + " panics on the nil result (on stdio the server process dies)"
	case sdk.NilResultNullOrCrash:
		what = version(sdk.GoSDK) + ` sends "result": null, and under protocol 2026-07-28 the nil result crashes the server process`
	}
	return fmt.Sprintf("%s returns a nil result with a nil error: %s; return a result, or an isError result for a failure", subject(h), what)
}
