package main

import (
	"fmt"
	"go/token"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	mcpreport "github.com/mcplint/mcplint/passes/report"
)

// directiveCheck is the name under which the driver reports suppression
// directives that need attention; it is not a check of the suite.
const directiveCheck = "mcplint"

// suppressions records, during an analysis, which directive suppressed a
// finding of which check (see [mcpreport.Observe]).
type suppressions struct {
	mu   sync.Mutex
	used map[suppressionKey]bool
}

type suppressionKey struct {
	file  string
	line  int
	check string
}

// observeSuppressions starts recording the suppressions of the passes that
// run from now on; stop ends it.
func observeSuppressions() (s *suppressions, stop func()) {
	s = &suppressions{used: map[suppressionKey]bool{}}
	mcpreport.Observe(func(sup mcpreport.Suppression) {
		s.mu.Lock()
		defer s.mu.Unlock()
		s.used[suppressionKey{sup.Directive.Filename, sup.Directive.Line, sup.Check}] = true
	})
	return s, func() { mcpreport.Observe(nil) }
}

// staleDirectives returns diagnostics for the suppression directives of
// the root packages of graph that need attention: those that name no
// check, name an unknown check, or name checks that ran successfully on
// the package (among ran) without suppressing any of their findings.
// all is the whole suite, for the names of the known checks. A directive
// without a reason is reported by the checks themselves.
func staleDirectives(graph *checker.Graph, all, ran []*analysis.Analyzer, used *suppressions) []Diagnostic {
	known := make(map[string]bool)
	for _, a := range all {
		known[strings.ToLower(a.Name)] = true
	}
	selected := make(map[*analysis.Analyzer]bool)
	for _, a := range ran {
		selected[a] = true
	}
	// The checks that ran without error on each root package.
	ok := make(map[*packages.Package]map[string]bool)
	for act := range graph.All() {
		if !act.IsRoot || !selected[act.Analyzer] || act.Err != nil {
			continue
		}
		if ok[act.Package] == nil {
			ok[act.Package] = make(map[string]bool)
		}
		ok[act.Package][strings.ToLower(act.Analyzer.Name)] = true
	}

	type key struct {
		posn token.Position
		msg  string
	}
	seen := make(map[key]bool) // test variants share files
	var diags []Diagnostic
	for pkg, checks := range ok {
		for _, f := range pkg.Syntax {
			tf := pkg.Fset.File(f.Pos())
			if tf == nil || !mcpreport.Checked(tf, f) {
				continue
			}
			for _, d := range mcpreport.Directives(pkg.Fset, f) {
				posn := pkg.Fset.Position(d.Pos)
				for _, msg := range directiveProblems(d, known, checks, func(check string) bool {
					return used.used[suppressionKey{posn.Filename, posn.Line, check}]
				}) {
					if seen[key{posn, msg}] {
						continue
					}
					seen[key{posn, msg}] = true
					diags = append(diags, Diagnostic{
						Package:  pkg.PkgPath,
						Check:    directiveCheck,
						Posn:     posn,
						End:      pkg.Fset.Position(d.Pos + token.Pos(len(directiveName(d)))),
						Message:  msg,
						Category: "directive",
					})
				}
			}
		}
	}
	slices.SortStableFunc(diags, compareDiagnostics)
	return diags
}

// directiveProblems returns what is wrong with the directive d, given the
// known check names, the checks that ran on its package, and which of
// them it suppressed a finding of.
func directiveProblems(d *mcpreport.Directive, known, ran map[string]bool, suppressed func(check string) bool) []string {
	name := directiveName(d)
	if len(d.Checks) == 0 {
		return []string{d.Malformed()}
	}
	var msgs, idle []string
	for _, c := range d.Checks {
		switch {
		case !known[c]:
			msgs = append(msgs, fmt.Sprintf("unknown check %q in %s directive: it suppresses nothing; '%s help' lists the checks", c, name, progName))
		case d.Malformed() == "" && ran[c] && !suppressed(c):
			idle = append(idle, c)
		}
	}
	if len(idle) > 0 {
		msgs = append(msgs, fmt.Sprintf("%s directive suppressed nothing: %s found nothing here; remove it (the code was fixed) or move it to the line it was meant for",
			name, strings.Join(idle, ", ")))
	}
	return msgs
}

// directiveName returns the directive's name as written, without the
// slashes: "mcplint:ignore" or "mcplint:file-ignore".
func directiveName(d *mcpreport.Directive) string {
	if d.File {
		return "mcplint:file-ignore"
	}
	return "mcplint:ignore"
}
