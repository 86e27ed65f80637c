package emptyerror

import (
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer reports isError results without readable content.
var Analyzer = &analysis.Analyzer{
	Name:     "emptyerror",
	Doc:      Documentation.Text(),
	Requires: []*analysis.Analyzer{results.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[results.Analyzer].(*results.Result)
	if len(res.Handlers) == 0 {
		return nil, nil
	}
	scope := report.NewScope(pass)
	reported := map[token.Pos]bool{}
	for _, h := range res.Handlers {
		// A deferred function (a recover block) that stores an isError
		// result and clears the error sends that result.
		for _, d := range res.DeferredResults(h) {
			if !d.ClearsErr {
				continue
			}
			for _, v := range d.Values {
				if v.IsError != sdk.True || !v.Content.Presence.Empty() || !scope.InPackage(v.Pos) {
					continue
				}
				if v.Content.Presence == results.PresenceNone && h.Handler.Kind == sdk.GoSDKTyped {
					continue // the SDK may write the output into the content
				}
				if reported[v.Pos] || !scope.Reportable(v.Pos) {
					continue
				}
				reported[v.Pos] = true
				pass.Report(analysis.Diagnostic{Pos: v.Pos, Category: "emptyerror", Message: message(v.Content.Presence)})
			}
		}
		for _, r := range h.Returns {
			if !res.ErrNilOn(h, r) {
				continue // the SDKs drop the result when the error is non-nil
			}
			for _, v := range r.Values {
				if v.IsError != sdk.True || !v.Content.Presence.Empty() {
					continue
				}
				if v.Content.Presence == results.PresenceNone && r.OutAttached != sdk.False {
					// The SDK writes the output as JSON text into the empty
					// content (structurederror reports this case).
					continue
				}
				pos := v.Pos
				if !scope.InPackage(pos) {
					pos = r.Pos
				}
				if reported[pos] || !scope.Reportable(pos) {
					continue
				}
				reported[pos] = true
				pass.Report(analysis.Diagnostic{Pos: pos, Category: "emptyerror", Message: message(v.Content.Presence)})
			}
		}
	}
	return nil, nil
}

func message(p results.Presence) string {
	what := "has no content"
	switch p {
	case results.PresenceEmptyArray:
		what = "has an empty content array"
	case results.PresenceEmptyText:
		what = "has only empty text"
	}
	return "isError result " + what + ": the model learns only that the call failed and typically retries it unchanged; put a short message saying what went wrong and what to do in its content"
}
