package atest_test

import (
	"fmt"
	"go/ast"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/mcplint/mcplint/internal/atest"
)

// marked is the fact check exports about functions named mark*.
type marked struct{}

func (*marked) AFact()         {}
func (*marked) String() string { return "marked" }

// check reports each call of a function named bad, with a fix that
// replaces the call with good(), and marks functions named mark*.
var check = &analysis.Analyzer{
	Name:      "check",
	Doc:       "report calls of bad",
	Requires:  []*analysis.Analyzer{inspect.Analyzer},
	FactTypes: []analysis.Fact{new(marked)},
	Run: func(pass *analysis.Pass) (any, error) {
		in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
		in.Preorder([]ast.Node{(*ast.CallExpr)(nil), (*ast.FuncDecl)(nil)}, func(n ast.Node) {
			switch n := n.(type) {
			case *ast.FuncDecl:
				if strings.HasPrefix(n.Name.Name, "mark") {
					pass.ExportObjectFact(pass.TypesInfo.Defs[n.Name], new(marked))
				}
			case *ast.CallExpr:
				if id, ok := n.Fun.(*ast.Ident); ok && id.Name == "bad" {
					pass.Report(analysis.Diagnostic{
						Pos: n.Pos(), Message: "call of bad",
						SuggestedFixes: []analysis.SuggestedFix{{
							Message:   "call good",
							TextEdits: []analysis.TextEdit{{Pos: n.Pos(), End: n.End(), NewText: []byte("good()")}},
						}},
					})
				}
			}
		})
		return nil, nil
	},
}

// remote reports each call of a function named Remote of another package
// at the function's declaration, in that package's file, as a check that
// decides in one package a finding at a line of another does.
var remote = &analysis.Analyzer{
	Name:     "remote",
	Doc:      "report calls of Remote at its declaration",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
		in.Preorder([]ast.Node{(*ast.SelectorExpr)(nil)}, func(n ast.Node) {
			obj := pass.TypesInfo.Uses[n.(*ast.SelectorExpr).Sel]
			if obj != nil && obj.Name() == "Remote" && obj.Pkg() != pass.Pkg {
				pass.Report(analysis.Diagnostic{Pos: obj.Pos(), Message: "called from package " + pass.Pkg.Name()})
			}
		})
		return nil, nil
	},
}

// recorder is an atest.Testing that records the errors reported.
type recorder struct{ errors []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}
func (r *recorder) Log(...any) {}
func (r *recorder) Helper()    {}

func dir(t *testing.T) string {
	d, err := filepath.Abs("testdata")
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestMet checks a package (and its test variant, whose _test.go file has
// an expectation of its own) that meets its expectations: diagnostics on
// the line of the comment and on a line given by +1, and a fact. The
// standard library it imports comes from export data and stays out of the
// checker's graph.
func TestMet(t *testing.T) {
	r := &recorder{}
	acts := atest.Run(r, dir(t), check, "good")
	if len(r.errors) > 0 {
		t.Errorf("errors for a package that meets its expectations:\n%s", strings.Join(r.errors, "\n"))
	}
	var ids []string
	diags := 0
	for _, act := range acts {
		ids = append(ids, act.Package.ID)
		diags += len(act.Diagnostics)
		for path := range act.Package.Imports {
			if path == "fmt" || path == "testing" {
				t.Errorf("%s: the checker's graph has standard library package %s", act.Package.ID, path)
			}
		}
		if imps := act.Package.Types.Imports(); act.Package.ID == "good" && (len(imps) != 1 || imps[0].Path() != "fmt" || imps[0].Scope().Lookup("Println") == nil) {
			t.Errorf("good imports %v, want fmt with its Println", imps)
		}
	}
	slices.Sort(ids)
	if want := []string{"good", "good [good.test]", "good.test"}; !reflect.DeepEqual(ids, want) {
		t.Errorf("analyzed %v, want %v", ids, want)
	}
	if diags != 5 { // 2 in good, 3 in its test variant
		t.Errorf("%d diagnostics, want 5", diags)
	}
}

// TestMissed checks that each way of missing an expectation is an error:
// a diagnostic without one, a diagnostic its pattern does not match, an
// expectation nothing matches, and an unexpected fact.
func TestMissed(t *testing.T) {
	r := &recorder{}
	atest.Run(r, dir(t), check, "bad")
	got := strings.Join(r.errors, "\n")
	for _, want := range []string{
		"bad/bad.go:9:2: unexpected diagnostic: call of bad",
		"bad/bad.go:10:2: diagnostic \"call of bad\" does not match pattern `call of worse`",
		"bad/bad.go:10: no diagnostic was reported matching `call of worse`",
		"bad/bad.go:11: no diagnostic was reported matching `never reported`",
		"bad/bad.go:6:6: unexpected fact: marked",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no error %q in:\n%s", want, got)
		}
	}
	if len(r.errors) != 5 {
		t.Errorf("%d errors, want 5:\n%s", len(r.errors), got)
	}
}

// TestForeign checks that a diagnostic at a line of another matched
// package meets that package's expectation, once: the same diagnostic of
// the reporting package's test variant is dropped. Without the
// expectation's package, the diagnostic is unexpected.
func TestForeign(t *testing.T) {
	r := &recorder{}
	acts := atest.Run(r, dir(t), remote, "foreign/lib", "foreign/user")
	if len(r.errors) > 0 {
		t.Errorf("errors for a diagnostic its package expects:\n%s", strings.Join(r.errors, "\n"))
	}
	diags := 0
	for _, act := range acts {
		diags += len(act.Diagnostics)
	}
	if diags != 2 { // user and its test variant
		t.Errorf("%d diagnostics, want 2", diags)
	}
	r = &recorder{}
	atest.Run(r, dir(t), remote, "foreign/user")
	if got := strings.Join(r.errors, "\n"); len(r.errors) != 2 || !strings.Contains(got, "foreign/lib/lib.go:6:6: unexpected diagnostic: called from package user") {
		t.Errorf("errors for a diagnostic at a line of a package not matched: %q", r.errors)
	}
}

// TestFixes checks the comparison of fixes with golden files: two fixes
// merged, an import they leave unused removed, and a golden file that
// does not match reported.
func TestFixes(t *testing.T) {
	r := &recorder{}
	atest.RunWithSuggestedFixes(r, dir(t), check, "fixed")
	if len(r.errors) > 0 {
		t.Errorf("errors for fixes that match their golden file:\n%s", strings.Join(r.errors, "\n"))
	}
	r = &recorder{}
	atest.RunWithSuggestedFixes(r, dir(t), check, "badfix")
	if len(r.errors) != 1 || !strings.Contains(r.errors[0], "unexpected") || !strings.Contains(r.errors[0], "badfix.go content") {
		t.Errorf("errors for a fix that does not match its golden file: %q", r.errors)
	}
}

// TestLoadErrors checks that a pattern that matches nothing is an error.
func TestLoadErrors(t *testing.T) {
	r := &recorder{}
	if acts := atest.Run(r, dir(t), check, "nosuchpackage"); acts != nil || len(r.errors) == 0 {
		t.Errorf("no error for a missing package (%d actions, errors %q)", len(acts), r.errors)
	}
}
