package unknowntool

import (
	"go/token"

	"golang.org/x/tools/go/analysis"

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
	scope := report.NewScope(pass)
	c := &checker{pass: pass, res: res}
	for _, m := range res.Misses {
		// Also in a command without MCP code of its own that answers
		// another package's tools/call errors (ForwardedToolsFact).
		c.foreignMiss(m, scope)
	}
	if res.SSA == nil || res.SSA.Pkg == nil {
		return nil, nil
	}
	model := pass.ResultOf[results.Analyzer].(*results.Result)
	for _, d := range model.Dispatches() {
		if !scope.Reportable(d.Node.Pos()) || inToolMiddleware(res, d.Node.Pos()) {
			continue
		}
		sdkOf := d.SDK
		if d.Handler != nil {
			sdkOf = d.Handler.SDK
		}
		for _, a := range d.Answers {
			switch a.Sends {
			case results.SendsUnknown, results.SendsInvalidParams:
			case results.SendsSuccess:
				if !d.After || d.Exclusive { // code after the decision may serve names not singled out
					c.report(a, sdkOf, d.Handler)
				}
			default:
				c.report(a, sdkOf, d.Handler)
			}
		}
	}
	return nil, nil
}

type checker struct {
	pass *analysis.Pass
	res  *handlers.Result
}

// inToolMiddleware reports whether pos is in the closure of a tool
// handler middleware that the SDK runs only for a tool it found
// (sdk.ToolMiddlewareAfterLookup): a miss of the middleware's lookup by
// tool name (a schema table its tool adder fills) is never an unknown
// tool.
func inToolMiddleware(res *handlers.Result, pos token.Pos) bool {
	for _, h := range res.Middleware {
		if !sdk.ToolMiddlewareAfterLookup(h.SDK) {
			continue
		}
		if syn := h.Fn.Syntax(); syn != nil && syn.Pos() <= pos && pos < syn.End() {
			return true
		}
	}
	return false
}
