// Package report decides where mcplint's checks may report.
//
// Every check reports only in the analyzed package's own files, and never
// in generated files (ast.IsGenerated) or test files: a finding there cannot
// reach a production model or client, and test doubles return errors and
// nil results on purpose. Keeping that decision in one place gives every
// check, under every driver, the same scope.
//
// Suppression directives are honoured here too, so that they work the same
// under mcplint, go vet, golangci-lint and nogo: [NewScope] installs a
// filter on the pass's Report function that drops the diagnostics a
// //mcplint:ignore or //mcplint:file-ignore [Directive] naming the check
// covers, and reports the malformed directives naming the check (those
// without a reason). Every check calls NewScope once, at the start of its
// run, before it reports anything.
package report

import (
	"go/ast"
	"go/token"
	"strings"
	"sync/atomic"

	"golang.org/x/tools/go/analysis"
)

// Scope is the set of positions a check may report at in one pass.
type Scope struct {
	fset  *token.FileSet
	own   map[*token.File]bool // all of the package's files
	files map[*token.File]bool // the package's reportable files

	directives map[*token.File][]*Directive // of the reportable files
}

// NewScope returns the reporting scope of pass. It also makes pass.Report
// drop the diagnostics that suppression directives cover, and reports the
// malformed directives that name the pass's check; so it must be called
// once per pass, before the check reports.
func NewScope(pass *analysis.Pass) *Scope {
	s := &Scope{fset: pass.Fset, own: map[*token.File]bool{}, files: map[*token.File]bool{}}
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.Pos())
		if tf == nil {
			continue
		}
		s.own[tf] = true
		if !Checked(tf, f) {
			continue
		}
		s.files[tf] = true
		if dirs := Directives(pass.Fset, f); dirs != nil {
			if s.directives == nil {
				s.directives = map[*token.File][]*Directive{}
			}
			s.directives[tf] = dirs
		}
	}
	if s.directives != nil {
		s.filter(pass)
	}
	return s
}

// Checked reports whether mcplint's checks report in the file f, whose
// token file is tf: it is neither generated nor a test file.
func Checked(tf *token.File, f *ast.File) bool {
	return !ast.IsGenerated(f) && !strings.HasSuffix(tf.Name(), "_test.go")
}

// filter reports the malformed directives naming the pass's check and
// wraps pass.Report to drop the diagnostics the directives cover.
func (s *Scope) filter(pass *analysis.Pass) {
	check := pass.Analyzer.Name
	report := pass.Report
	for _, dirs := range s.directives {
		for _, d := range dirs {
			if msg := d.Malformed(); msg != "" && d.Names(check) {
				report(analysis.Diagnostic{Pos: d.Pos, Category: "directive", Message: msg})
			}
		}
	}
	pass.Report = func(diag analysis.Diagnostic) {
		if d := s.suppressor(check, diag.Pos); d != nil {
			if obs := observer.Load(); obs != nil {
				(*obs)(Suppression{Directive: s.fset.Position(d.Pos), Check: check})
			}
			return
		}
		report(diag)
	}
}

// suppressor returns the directive that suppresses a finding of check at
// pos, or nil.
func (s *Scope) suppressor(check string, pos token.Pos) *Directive {
	if !pos.IsValid() {
		return nil
	}
	tf := s.fset.File(pos)
	line := tf.Line(pos)
	for _, d := range s.directives[tf] {
		if d.covers(check, line) {
			return d
		}
	}
	return nil
}

// A Suppression records that a directive suppressed a finding of a check.
type Suppression struct {
	Directive token.Position // of the directive's comment
	Check     string
}

var observer atomic.Pointer[func(Suppression)]

// Observe makes every suppression, in every pass from now on, call f
// (from the goroutines the passes run on), until Observe(nil). The
// standalone driver uses it to find the directives that suppressed
// nothing; the checks do not depend on it.
func Observe(f func(Suppression)) {
	if f == nil {
		observer.Store(nil)
		return
	}
	observer.Store(&f)
}

// Reportable reports whether a diagnostic may be reported at pos: a valid
// position in one of the package's files that is neither generated nor a
// test file.
func (s *Scope) Reportable(pos token.Pos) bool {
	return pos.IsValid() && s.files[s.fset.File(pos)]
}

// InPackage reports whether pos lies in one of the package's own files
// (reportable or not), as opposed to a helper in another package.
func (s *Scope) InPackage(pos token.Pos) bool {
	return pos.IsValid() && s.own[s.fset.File(pos)]
}
