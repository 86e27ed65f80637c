// Package report decides where mcplint's checks may report.
//
// Every check reports only in the analyzed package's own files, and never
// in generated files (ast.IsGenerated) or test files: a finding there cannot
// reach a production model or client, and test doubles return errors and
// nil results on purpose. Keeping that decision in one place gives every
// check, under every driver, the same scope; suppression directives will be
// honoured here too.
package report

import (
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Scope is the set of positions a check may report at in one pass.
type Scope struct {
	fset  *token.FileSet
	own   map[*token.File]bool // all of the package's files
	files map[*token.File]bool // the package's reportable files
}

// NewScope returns the reporting scope of pass.
func NewScope(pass *analysis.Pass) *Scope {
	s := &Scope{fset: pass.Fset, own: map[*token.File]bool{}, files: map[*token.File]bool{}}
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.Pos())
		if tf == nil {
			continue
		}
		s.own[tf] = true
		if ast.IsGenerated(f) || strings.HasSuffix(tf.Name(), "_test.go") {
			continue
		}
		s.files[tf] = true
	}
	return s
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
