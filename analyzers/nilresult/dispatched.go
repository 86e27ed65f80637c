package nilresult

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// NilExitsFact lists the returns of a nil result with a nil error of a
// package's functions of a hand-rolled tool's signature
// (handlers.Result.Candidates). What a nil result becomes is decided by the
// dispatcher that calls the tool, in a package that imports this one; that
// package reports them. A package fact, as rpcerror.ExitsFact, for
// methods of unexported types.
type NilExitsFact struct {
	Exits []NilExit
}

// A NilExit is one (nil, nil) return of the function named Func (its full
// name, handlers.Origin.Name), whose short name is Handler.
type NilExit struct {
	Func, Handler string
	Pos           report.Position
}

// AFact marks NilExitsFact as an analysis fact.
func (*NilExitsFact) AFact() {}

func (f *NilExitsFact) String() string {
	var parts []string
	for _, e := range f.Exits {
		parts = append(parts, fmt.Sprintf("%s:%d", e.Handler, e.Pos.Line))
	}
	return "nilexits(" + strings.Join(parts, ", ") + ")"
}

// exportCandidates records the (nil, nil) returns of the package's
// candidates in a NilExitsFact.
func exportCandidates(pass *analysis.Pass, res *handlers.Result, model *results.Result, scope *report.Scope) {
	var f NilExitsFact
	for _, h := range res.Candidates {
		hr := model.Of(h)
		if hr == nil || h.ResultIndex < 0 {
			continue
		}
		for _, r := range hr.Returns {
			if r.NilNil && !r.Recovered && scope.Reportable(r.Pos) {
				f.Exits = append(f.Exits, NilExit{Func: h.Origin().Name(), Handler: h.Name, Pos: scope.PositionOf(pass.Analyzer.Name, r.Pos)})
			}
		}
	}
	if len(f.Exits) > 0 {
		sort.SliceStable(f.Exits, func(i, j int) bool { return f.Exits[i].Pos.Offset < f.Exits[j].Pos.Offset })
		pass.ExportPackageFact(&f)
	}
}

// reportDispatched reports the (nil, nil) returns of a tool of another
// package that a hand-rolled dispatcher of this package calls, at the
// tool's lines, when the dispatcher's answer to a nil result is no valid
// tools/call answer.
func reportDispatched(pass *analysis.Pass, im *handlers.Imported, scope *report.Scope, v sdk.Versions) {
	if im.Via.How != handlers.HowDispatched || im.SDK != sdk.HandRolled || im.Pkg() == nil {
		return
	}
	h := &handlers.Handler{Tool: im.Tool, SDK: im.SDK, Kind: im.Kind, Via: im.Via, ResultIndex: 0}
	if !checked(h, im.Nil, v) {
		return
	}
	f := new(NilExitsFact)
	if !pass.ImportPackageFact(im.Pkg(), f) {
		return
	}
	at := pass.Fset.Position(im.Pos)
	for _, e := range f.Exits {
		if e.Func != im.Name() || !report.Honour(pass.Analyzer.Name, e.Pos) {
			continue
		}
		h.Name = e.Handler
		pos, _ := scope.Foreign(e.Pos)
		where := fmt.Sprintf("%s (dispatched by package %s at %s:%d)", subject(h), pass.Pkg.Name(), filepath.Base(at.Filename), at.Line)
		msg := strings.Replace(message(h, im.Nil, v), subject(h), where, 1)
		pass.Report(analysis.Diagnostic{Pos: pos, Category: "nilresult", Message: msg})
	}
}
