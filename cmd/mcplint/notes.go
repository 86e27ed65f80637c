package main

import (
	"cmp"
	"fmt"
	"go/token"
	"io"
	"slices"

	"golang.org/x/tools/go/analysis/checker"

	"github.com/mcplint/mcplint/passes/handlers"
)

// A note is a discovery note of a root package: where mcplint could not
// see a package's tools (an unsupported MCP SDK, registrations it could
// not follow). Notes are not findings and do not change the exit code.
type note struct {
	posn    token.Position
	message string
}

// collectNotes returns the discovery notes of the root packages of graph,
// sorted by position, without the duplicates of test variants.
func collectNotes(graph *checker.Graph) []note {
	roots := map[string]bool{}
	for _, act := range graph.Roots {
		roots[act.Package.ID] = true
	}
	var notes []note
	for act := range graph.All() {
		if act.Analyzer != handlers.Analyzer || !roots[act.Package.ID] || act.Err != nil {
			continue
		}
		res, _ := act.Result.(*handlers.Result)
		if res == nil {
			continue
		}
		for _, n := range res.Notes {
			notes = append(notes, note{act.Package.Fset.Position(n.Pos), n.Message})
		}
	}
	slices.SortFunc(notes, func(x, y note) int {
		return cmp.Or(
			cmp.Compare(x.posn.Filename, y.posn.Filename),
			cmp.Compare(x.posn.Line, y.posn.Line),
			cmp.Compare(x.posn.Column, y.posn.Column),
			cmp.Compare(x.message, y.message),
		)
	})
	return slices.Compact(notes)
}

// printNotes writes notes as "file:line:col: note: message" lines.
func printNotes(w io.Writer, notes []note, cwd string) {
	for _, n := range notes {
		fmt.Fprintf(w, "%s: note: %s\n", relPositionOf(n.posn, cwd), n.message)
	}
}
