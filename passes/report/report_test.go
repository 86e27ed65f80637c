package report_test

import (
	"fmt"
	"go/ast"
	"go/token"
	"path/filepath"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/internal/testdata"
	"github.com/mcplint/mcplint/passes/report"
)

// everyFunc reports each function declaration that the scope allows, so
// the test package states with // want which files are reportable.
var everyFunc = &analysis.Analyzer{
	Name: "everyfunc",
	Doc:  "report every function declaration in scope",
	Run: func(pass *analysis.Pass) (any, error) {
		scope := report.NewScope(pass)
		if scope.Reportable(token.NoPos) {
			pass.Reportf(pass.Files[0].Package, "the zero position is reportable")
		}
		for _, f := range pass.Files {
			for _, d := range f.Decls {
				if scope.Reportable(d.Pos()) {
					pass.Reportf(d.Pos(), "in scope")
				}
			}
		}
		return nil, nil
	},
}

func TestScope(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), everyFunc, "reportscope")
}

// callCheck returns a check named name that reports every call of the
// function fn, prefixing its messages with its name so that the test
// package can tell the checks apart.
func callCheck(name, fn string) *analysis.Analyzer {
	a := &analysis.Analyzer{Name: name, Doc: "report every call of " + fn}
	a.Run = func(pass *analysis.Pass) (any, error) {
		scope := report.NewScope(pass)
		for _, f := range pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok && scope.Reportable(call.Pos()) {
					if id, ok := call.Fun.(*ast.Ident); ok && id.Name == fn {
						pass.Reportf(call.Pos(), "%s: %s called", name, fn)
					}
				}
				return true
			})
		}
		return nil, nil
	}
	return a
}

// prefixed makes a check's directive reports carry its name too.
func prefixed(a *analysis.Analyzer) *analysis.Analyzer {
	run := a.Run
	a.Run = func(pass *analysis.Pass) (any, error) {
		report := pass.Report
		pass.Report = func(d analysis.Diagnostic) {
			if d.Category == "directive" {
				d.Message = a.Name + ": " + d.Message
			}
			report(d)
		}
		return run(pass)
	}
	return a
}

func TestDirectives(t *testing.T) {
	var (
		mu         sync.Mutex
		suppressed = map[string]int{}
	)
	report.Observe(func(s report.Suppression) {
		mu.Lock()
		defer mu.Unlock()
		suppressed[fmt.Sprintf("%s:%d %s", filepath.Base(s.Directive.Filename), s.Directive.Line, s.Check)]++
	})
	defer report.Observe(nil)

	analysistest.Run(t, testdata.Dir(), prefixed(callCheck("badcall", "bad")), "reportdirective")
	analysistest.Run(t, testdata.Dir(), prefixed(callCheck("other", "other")), "reportdirectiveother")

	// Every well-formed directive that covers a finding was observed.
	for _, want := range []string{
		"directive.go:15 badcall", "directive.go:21 badcall", "directive.go:26 badcall",
		"directive.go:34 badcall", "directive.go:41 badcall", "directive.go:49 badcall",
		"directive.go:54 badcall", "directive.go:79 badcall", "other.go:10 other",
	} {
		if suppressed[want] == 0 {
			t.Errorf("no suppression observed for %s", want)
		}
	}
	if t.Failed() {
		t.Logf("observed: %v", suppressed)
	}
}
