package main

import (
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	mcpreport "github.com/mcplint/mcplint/passes/report"
)

// Test-only checks: the real suite may be empty, so the tests of the driver
// run these instead. They are never part of the mcplint binary.

// badnameCheck reports package-level names that start with a prefix and
// suggests renaming them.
var badnameCheck = &analysis.Analyzer{
	Name: "badname",
	Doc: `report package-level names that start with a prefix

The badname check is a test-only check. It reports every package-level
function, variable and constant whose name starts with the prefix, Bad by
default, and suggests replacing the prefix by Good.`,
	Run: runBadname,
}

// badnamePrefix is the -badname.prefix flag.
var badnamePrefix = "Bad"

func init() {
	badnameCheck.Flags.StringVar(&badnamePrefix, "prefix", badnamePrefix, "report names that start with `prefix`")
}

func runBadname(pass *analysis.Pass) (any, error) {
	report := func(id *ast.Ident) {
		if !strings.HasPrefix(id.Name, badnamePrefix) {
			return
		}
		end := id.Pos() + token.Pos(len(badnamePrefix))
		pass.Report(analysis.Diagnostic{
			Pos:      id.Pos(),
			End:      id.End(),
			Category: "naming",
			Message:  "name " + id.Name + " starts with " + badnamePrefix,
			SuggestedFixes: []analysis.SuggestedFix{{
				Message:   "replace " + badnamePrefix + " by Good",
				TextEdits: []analysis.TextEdit{{Pos: id.Pos(), End: end, NewText: []byte("Good")}},
			}},
		})
	}
	for _, f := range pass.Files {
		for _, decl := range f.Decls {
			switch decl := decl.(type) {
			case *ast.FuncDecl:
				if decl.Recv == nil {
					report(decl.Name)
				}
			case *ast.GenDecl:
				for _, spec := range decl.Specs {
					if spec, ok := spec.(*ast.ValueSpec); ok {
						for _, id := range spec.Names {
							report(id)
						}
					}
				}
			}
		}
	}
	return nil, nil
}

// todoCheck reports comments that contain TODO; it has no fixes.
var todoCheck = &analysis.Analyzer{
	Name: "todo",
	Doc:  "report TODO comments (test-only check)",
	Run: func(pass *analysis.Pass) (any, error) {
		for _, f := range pass.Files {
			for _, cg := range f.Comments {
				for _, c := range cg.List {
					if strings.Contains(c.Text, "TODO") {
						pass.ReportRangef(c, "TODO comment")
					}
				}
			}
		}
		return nil, nil
	},
}

// panicCheck reports calls of panic through mcplint's reporting scope, as
// the real checks do, so that suppression directives apply to it.
var panicCheck = &analysis.Analyzer{
	Name: "watchpanic",
	Doc:  "report calls of panic, honouring //mcplint:ignore (test-only check)",
	Run: func(pass *analysis.Pass) (any, error) {
		scope := mcpreport.NewScope(pass)
		for _, f := range pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok && scope.Reportable(call.Pos()) {
					if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
						pass.Reportf(call.Pos(), "panic called")
					}
				}
				return true
			})
		}
		return nil, nil
	},
}

// testChecks returns the suite of the in-process tests.
func testChecks() []*analysis.Analyzer {
	return []*analysis.Analyzer{badnameCheck, todoCheck, panicCheck}
}
