package main

import (
	"cmp"
	"go/ast"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/ast/astutil"
)

// collect converts the outcome of the analysis into a [report]: the
// diagnostics of the root actions, sorted by position and without the
// duplicates that test variants of a package produce ("p" and
// "p [p.test]" share files; a test variant reports only in test files),
// and the errors of the root actions, each
// traced to the pass that failed (see [actionError]).
func collect(graph *checker.Graph) *report {
	type key struct {
		check     string
		posn, end token.Position
		message   string
	}
	seen := make(map[key]bool)
	rep := new(report)

	for act := range graph.All() {
		if !act.IsRoot {
			continue // failures of other actions are reported as causes
		}
		pkg := act.Package.PkgPath
		if act.Err != nil {
			// actionError files it under the package's ID: a test variant
			// ("p [p.test]") that fails to load is not the production package p.
			rep.Errors = append(rep.Errors, actionError(act))
			continue
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			diag := convert(fset, pkg, act.Analyzer, withExtents(act.Package.Syntax, d))
			if !variantMayReport(act.Package.ID, pkg, diag.Posn.Filename) {
				continue
			}
			k := key{diag.Check, diag.Posn, diag.End, diag.Message}
			if seen[k] {
				continue
			}
			seen[k] = true
			rep.Diagnostics = append(rep.Diagnostics, diag)
		}
	}

	slices.SortStableFunc(rep.Diagnostics, compareDiagnostics)
	slices.SortFunc(rep.Errors, func(x, y AnalysisError) int {
		return cmp.Or(cmp.Compare(x.Package, y.Package), cmp.Compare(x.Check, y.Check), cmp.Compare(x.Err, y.Err))
	})
	rep.Errors = slices.Compact(rep.Errors)
	return rep
}

// variantMayReport reports whether a diagnostic at a position in file,
// found while analyzing the package with the given ID and path, is
// reported. A test variant ("p [p.test]") is p compiled with its _test.go
// files, which may reassign p's package-level variables; production code
// is what p itself makes of it, so a test variant reports only in its
// test files.
func variantMayReport(id, pkgPath, file string) bool {
	return id == pkgPath || strings.HasSuffix(file, "_test.go")
}

// compareDiagnostics orders diagnostics by file, line, column, then check
// and message.
func compareDiagnostics(x, y Diagnostic) int {
	return cmp.Or(
		cmp.Compare(x.Posn.Filename, y.Posn.Filename),
		cmp.Compare(x.Posn.Line, y.Posn.Line),
		cmp.Compare(x.Posn.Column, y.Posn.Column),
		cmp.Compare(x.Check, y.Check),
		cmp.Compare(x.Message, y.Message),
		cmp.Compare(x.Package, y.Package),
	)
}

// convert records the diagnostic d of analyzer a on package pkg.
func convert(fset *token.FileSet, pkg string, a *analysis.Analyzer, d analysis.Diagnostic) Diagnostic {
	diag := Diagnostic{
		Package:  pkg,
		Check:    a.Name,
		Posn:     fset.Position(d.Pos),
		End:      fset.Position(cmp.Or(d.End, d.Pos)),
		Message:  d.Message,
		Category: d.Category,
		URL:      d.URL,
	}
	for _, r := range d.Related {
		diag.Related = append(diag.Related, Related{
			Posn:    fset.Position(r.Pos),
			End:     fset.Position(cmp.Or(r.End, r.Pos)),
			Message: r.Message,
		})
	}
	for _, f := range d.SuggestedFixes {
		fix := Fix{Message: f.Message}
		for _, e := range f.TextEdits {
			file := fset.File(e.Pos)
			if file == nil {
				continue // validated by the checker; cannot happen
			}
			end := cmp.Or(e.End, e.Pos)
			fix.Edits = append(fix.Edits, Edit{
				Filename: file.Name(),
				Start:    file.Offset(e.Pos),
				End:      file.Offset(end),
				New:      string(e.NewText),
			})
		}
		diag.Fixes = append(diag.Fixes, fix)
	}
	return diag
}

// withExtents returns d with an end for its range and for each related
// position that has none: the end of the largest expression or simple
// statement of files that starts where the position is (the call, the
// composite literal, the return statement), so that a code-review tool
// highlights what the finding is about rather than a point; or the end of
// the comment that starts there. A position that starts no such node (a
// declaration's keyword) keeps no end.
func withExtents(files []*ast.File, d analysis.Diagnostic) analysis.Diagnostic {
	if !d.End.IsValid() {
		d.End = extent(files, d.Pos)
	}
	if len(d.Related) > 0 {
		related := make([]analysis.RelatedInformation, len(d.Related))
		for i, r := range d.Related {
			if !r.End.IsValid() {
				r.End = extent(files, r.Pos)
			}
			related[i] = r
		}
		d.Related = related
	}
	return d
}

// extent returns the end of the comment or of the outermost expression or
// simple statement of files that starts at pos, or token.NoPos.
func extent(files []*ast.File, pos token.Pos) token.Pos {
	if !pos.IsValid() {
		return token.NoPos
	}
	for _, f := range files {
		if pos < f.FileStart || pos >= f.FileEnd {
			continue
		}
		for _, g := range f.Comments {
			for _, c := range g.List {
				if c.Pos() == pos {
					return c.End()
				}
			}
		}
		path, _ := astutil.PathEnclosingInterval(f, pos, pos)
		end := token.NoPos
		for _, n := range path {
			if n.Pos() != pos {
				break
			}
			switch n.(type) {
			case *ast.FuncLit:
				// Its body is not what the finding is about: keep the
				// signature, met before it on the path.
				return end
			case ast.Expr, *ast.ReturnStmt, *ast.AssignStmt, *ast.ExprStmt, *ast.IncDecStmt,
				*ast.SendStmt, *ast.DeferStmt, *ast.GoStmt, *ast.BranchStmt, *ast.ValueSpec:
				end = n.End()
			}
		}
		return end
	}
	return token.NoPos
}
