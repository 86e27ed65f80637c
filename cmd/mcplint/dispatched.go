package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcplint/mcplint/passes/dispatched"
	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/sdk"
)

// handOverDispatches prepares the run of a hand-rolled server whose
// tools/call dispatcher calls tools of other packages: those packages are
// analyzed before the dispatcher's, so discovery runs once on pkgs first,
// and the tools it finds dispatched across packages are handed to the real
// run (package dispatched). It does nothing (and costs nothing) unless a
// root package's code compares a method name with "tools/call". The
// returned function clears the hand-over.
func handOverDispatches(pkgs []*packages.Package) (clear func()) {
	clear = func() {}
	if !dispatchesByHand(pkgs) {
		return clear
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{handlers.Analyzer}, pkgs, nil)
	if err != nil {
		return clear
	}
	// Only the tools of packages given are listed and checked; the others
	// keep the dispatcher's note.
	given, imported := map[string]bool{}, map[string]bool{}
	for _, p := range pkgs {
		given[p.PkgPath] = true
		if t := p.Types; t != nil {
			for _, imp := range t.Imports() {
				imported[imp.Path()] = true
			}
		}
	}
	var tools []dispatched.Tool
	for _, act := range graph.Roots {
		res, ok := act.Result.(*handlers.Result)
		if !ok || act.Err != nil {
			continue
		}
		for _, t := range res.Remote {
			if given[t.Pkg] || t.Iface && imported[t.Pkg] {
				tools = append(tools, t)
			}
		}
	}
	if len(tools) == 0 {
		return clear
	}
	dispatched.Set(tools)
	return func() { dispatched.Set(nil) }
}

// dispatchesByHand reports whether a root package's non-test code answers
// tools/call by hand.
func dispatchesByHand(pkgs []*packages.Package) bool {
	for _, p := range pkgs {
		if sdk.ToolsCallAt(p.Fset, p.Syntax, p.TypesInfo).IsValid() {
			return true
		}
	}
	return false
}
