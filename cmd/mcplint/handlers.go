package main

import (
	"cmp"
	"fmt"
	"go/token"
	"io"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcplint/mcplint/analyzers"
	"github.com/mcplint/mcplint/passes/handlers"
)

// listHandlers implements -handlers: it runs only the handler inventory on
// pkgs and prints one line per MCP tool handler, "file:line:col: summary",
// sorted by position (a handler another package of the run registers at
// that registration only), then the discovery notes (where it could not see a
// package's tools). It returns the exit code.
func listHandlers(stdout, stderr io.Writer, pkgs []*packages.Package, cwd string) int {
	graph, err := checker.Analyze([]*analysis.Analyzer{handlers.Analyzer}, pkgs, nil)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", progName, err)
		return exitFailure
	}

	type entry struct {
		posn    token.Position
		summary string
	}
	// Handlers of one package that another package of the run
	// registers are listed once, at that registration (Imported), not a
	// second time in their own package by their exported signature or
	// as what their exported factory returns, open or not.
	type origin struct {
		name   string
		result int
	}
	registered := map[origin]bool{}
	for _, act := range graph.Roots {
		if res, _ := act.Result.(*handlers.Result); res != nil && act.Err == nil {
			for _, im := range res.Imported {
				registered[origin{im.Name(), im.Result}] = true
			}
		}
	}
	var entries []entry
	var errs []AnalysisError
	for _, act := range graph.Roots {
		if act.Err != nil {
			errs = append(errs, actionError(act))
			continue
		}
		// A panic in the inventory leaves its zero result: say so rather
		// than list no handlers.
		if ie := analyzers.PassFailure(act.Analyzer, act.Package.Types); ie != nil {
			errs = append(errs, AnalysisError{
				Package: act.Package.ID, Check: act.Analyzer.Name,
				Cause: ie.Pass, CausePackage: ie.Package, Err: ie.Error(), Internal: true,
			})
			continue
		}
		res, _ := act.Result.(*handlers.Result)
		if res == nil {
			continue
		}
		for _, h := range res.Handlers {
			if o := h.Origin(); o.Func != nil && registered[origin{o.Name(), o.Result}] {
				continue
			}
			posn := act.Package.Fset.Position(h.Pos)
			if variantMayReport(act.Package.ID, act.Package.PkgPath, posn.Filename) {
				entries = append(entries, entry{posn, h.Summary()})
			}
		}
		// Handlers of other packages, at their registration or
		// dispatch, with the routing decided here.
		for _, im := range res.Imported {
			posn := act.Package.Fset.Position(im.Pos)
			if variantMayReport(act.Package.ID, act.Package.PkgPath, posn.Filename) {
				entries = append(entries, entry{posn, im.Summary()})
			}
		}
	}

	// Test variants of a package report the same test handlers again.
	slices.SortFunc(entries, func(x, y entry) int {
		return cmp.Or(
			cmp.Compare(x.posn.Filename, y.posn.Filename),
			cmp.Compare(x.posn.Line, y.posn.Line),
			cmp.Compare(x.posn.Column, y.posn.Column),
			cmp.Compare(x.summary, y.summary),
		)
	})
	entries = slices.Compact(entries)
	for _, e := range entries {
		fmt.Fprintf(stdout, "%s: %s\n", relPositionOf(e.posn, cwd), e.summary)
	}
	printNotes(stdout, collectNotes(graph), cwd)

	if printErrors(stderr, errs) > 0 {
		return exitFailure
	}
	return exitOK
}
