package main

// This file turns failed actions of the checker into the errors the user
// sees: one per failure that actually happened, named by the check or
// pass that failed and its package, not one per check that could not run
// because of it ("failed prerequisites") or because its package did not
// load (the load error is printed instead).

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcplint/mcplint/analyzers"
)

// actionError describes the failure of the root action act: the error of
// the action that actually failed, found by following "failed
// prerequisites" down the graph of actions.
func actionError(act *checker.Action) AnalysisError {
	if act.Package.IllTyped {
		return illTypedError(act.Package, act.Analyzer.Name)
	}
	e := AnalysisError{Package: act.Package.ID, Check: act.Analyzer.Name}
	cause := rootCause(act, make(map[*checker.Action]bool))
	e.Cause, e.CausePackage, e.Err = cause.Analyzer.Name, cause.Package.PkgPath, cause.Err.Error()
	var ie *analyzers.InternalError
	if errors.As(cause.Err, &ie) {
		e.Cause, e.CausePackage, e.Internal = ie.Pass, ie.Package, true
	}
	return e
}

// skippedErrors describes, for each check, the load errors of the test
// variants the checks skipped (analyzedPackages) that did not load, as
// actionError describes an ill-typed package's: filed under the variant's
// ID, so that the package's own entry stays clean.
func skippedErrors(skipped []*packages.Package, checks []*analysis.Analyzer) []AnalysisError {
	var out []AnalysisError
	for _, pkg := range skipped {
		if !pkg.IllTyped && !hasLoadErrors(pkg) {
			continue
		}
		for _, a := range checks {
			out = append(out, illTypedError(pkg, a.Name))
		}
	}
	slices.SortFunc(out, func(x, y AnalysisError) int {
		return cmp.Or(cmp.Compare(x.Package, y.Package), cmp.Compare(x.Check, y.Check))
	})
	return out
}

// illTypedError describes check's failure on pkg, which did not load:
// filed under its ID (a test variant is not its package), with the first
// load error of it or its imports.
func illTypedError(pkg *packages.Package, check string) AnalysisError {
	return AnalysisError{Package: pkg.ID, Check: check, IllTyped: true,
		Cause: check, CausePackage: pkg.ID, Err: firstLoadError(pkg)}
}

// hasLoadErrors reports whether pkg or one of its imports has load errors.
func hasLoadErrors(pkg *packages.Package) bool {
	for p := range packages.Postorder([]*packages.Package{pkg}) {
		if len(p.Errors) > 0 {
			return true
		}
	}
	return false
}

// rootCause returns the first action, in a depth-first walk from the
// failed action act, whose error is its own rather than a failed
// prerequisite.
func rootCause(act *checker.Action, seen map[*checker.Action]bool) *checker.Action {
	seen[act] = true
	if !strings.HasPrefix(act.Err.Error(), "failed prerequisites:") {
		return act
	}
	for _, dep := range act.Deps {
		if dep.Err != nil && !seen[dep] {
			return rootCause(dep, seen)
		}
	}
	return act
}

// firstLoadError returns the first error, in dependency order, of pkg and
// its dependencies, as "file:line:col: message".
func firstLoadError(pkg *packages.Package) string {
	for p := range packages.Postorder([]*packages.Package{pkg}) {
		for _, err := range p.Errors {
			return err.Error()
		}
	}
	return "analysis skipped due to errors in package"
}

// String returns the message of e as the user sees it for its check:
// the error itself, prefixed by the pass and package that failed when it
// is not the check on its own package.
func (e AnalysisError) String() string {
	if e.IllTyped || e.Internal || e.Cause == e.Check && e.CausePackage == e.Package {
		return e.Err
	}
	return fmt.Sprintf("%s failed on %s: %s", e.Cause, e.CausePackage, e.Err)
}

// distinctFailures returns the failures behind errs, each once, in a
// stable order, leaving out those of packages that did not load.
func distinctFailures(errs []AnalysisError) []AnalysisError {
	var out []AnalysisError
	for _, e := range errs {
		if !e.IllTyped {
			out = append(out, AnalysisError{Package: e.CausePackage, Check: e.Cause, Cause: e.Cause, CausePackage: e.CausePackage, Err: e.Err, Internal: e.Internal})
		}
	}
	slices.SortFunc(out, func(x, y AnalysisError) int {
		return cmp.Or(cmp.Compare(x.Package, y.Package), cmp.Compare(x.Check, y.Check), cmp.Compare(x.Err, y.Err))
	})
	return slices.Compact(out)
}

// printNotAnalyzed prints, in one line, the packages that were not
// analyzed because they or packages they import failed to load (errs
// holds the consequences of load errors), so that the user knows their
// findings are missing, not absent. A test variant ("p [p.test]") is
// named only when p itself was analyzed. It returns how many packages it
// named.
func printNotAnalyzed(w io.Writer, errs []AnalysisError) int {
	ids := make(map[string]bool)
	for _, e := range errs {
		if e.IllTyped {
			ids[e.Package] = true
		}
	}
	var names []string
	for id := range ids {
		if base, _, ok := strings.Cut(id, " ["); ok && ids[base] {
			continue
		}
		if strings.HasPrefix(id, ".") || strings.HasPrefix(id, "/") || strings.Contains(id, "...") {
			continue // a pattern that matched nothing: its error says so
		}
		names = append(names, id)
	}
	if len(names) == 0 {
		return 0
	}
	slices.Sort(names)
	what := "package"
	if len(names) > 1 {
		what = "packages"
	}
	fmt.Fprintf(w, "%s: %d %s not analyzed, their findings missing, because of the load errors above (theirs or their imports'): %s\n",
		progName, len(names), what, strings.Join(names, ", "))
	return len(names)
}
