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
	Name:      "nilresult",
	Doc:       Documentation.Text(),
	Requires:  []*analysis.Analyzer{handlers.Analyzer, results.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(NilExitsFact)},
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	if len(res.Handlers)+len(res.Candidates)+len(res.Imported) == 0 {
		return nil, nil
	}
	model := pass.ResultOf[results.Analyzer].(*results.Result)
	scope := report.NewScope(pass)
	exportCandidates(pass, res, model, scope)
	for _, im := range res.Imported {
		reportDispatched(pass, im, scope, res.Versions)
	}
	for _, h := range res.Handlers {
		fate := h.NilResultFate(res.Versions)
		hr := model.Of(h)
		if !checked(h, fate, res.Versions) || hr == nil {
			continue
		}
		for _, r := range hr.Returns {
			if (r.NilNil || r.Ret != nil && failedNil(r.Ret, h.ResultIndex, h.ErrIndex)) && !r.Recovered && scope.Reportable(r.Pos) {
				pass.Report(analysis.Diagnostic{Pos: r.Pos, Category: "nilresult", Message: message(h, fate, res.Versions)})
			}
		}
	}
	return nil, nil
}

// checked reports whether h's (nil, nil) is modelled as a failure and its
// results reach the SDK unchanged.
func checked(h *handlers.Handler, fate sdk.NilResult, v sdk.Versions) bool {
	switch fate {
	case sdk.NilResultNoResult, sdk.NilResultNull, sdk.NilResultPanic, sdk.NilResultNullOrCrash, sdk.NilResultAbsent:
	default:
		return false
	}
	if h.ResultIndex >= 0 && h.SDK == sdk.HandRolled {
		return true // the fate is the dispatcher's answer
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
	dispatcher := "the dispatcher"
	if h.Via.Wrapper != "" {
		dispatcher = "dispatcher " + h.Via.Wrapper
	}
	switch fate {
	case sdk.NilResultNoResult:
		what = version(sdk.MCPGo) + ` answers JSON-RPC error -32603 "handler returned no result" and the model gets nothing`
	case sdk.NilResultNull:
		if h.SDK == sdk.HandRolled {
			what = dispatcher + ` sends "result": null, which is no valid tools/call result`
			break
		}
		what = version(h.SDK) + ` sends "result": null, which is no valid tools/call result`
	case sdk.NilResultAbsent:
		what = dispatcher + ` omits the empty "result" member and sends a response with neither result nor error, which is no valid JSON-RPC answer`
	case sdk.NilResultPanic:
		what = version(sdk.MCPGo) + " panics on the nil result (on stdio the server process dies)"
	case sdk.NilResultNullOrCrash:
		what = version(sdk.GoSDK) + ` sends "result": null, and under protocol 2026-07-28 the nil result crashes the server process`
	}
	return fmt.Sprintf("%s returns a nil result with a nil error: %s; return a result, or an isError result for a failure", subject(h), what)
}
