package main

import (
	"cmp"
	"fmt"
	"go/token"
	"io"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/mcplint/mcplint/passes/handlers"
)

// A note is a discovery note of a root package: where mcplint could not
// see a package's tools (an unsupported MCP SDK, registrations it could
// not follow). Notes are not findings and do not change the exit code.
type note struct {
	pkg     string // path of the package the note is about
	posn    token.Position
	message string
}

// notesAnalyzer hands the discovery notes to the driver: the checker keeps
// only the results of the analyzers it was asked to run, so text mode runs
// this one beside the checks. It reports nothing.
var notesAnalyzer = &analysis.Analyzer{
	Name:       "discoverynotes",
	Doc:        "collect the discovery notes of a package",
	Requires:   []*analysis.Analyzer{handlers.Analyzer},
	ResultType: reflect.TypeFor[[]handlers.Note](),
	Run: func(pass *analysis.Pass) (any, error) {
		res, _ := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
		if res == nil {
			// Discovery failed on the package (a panic, see
			// analyzers.Harden): the checks report its internal error.
			return []handlers.Note(nil), nil
		}
		return res.Notes, nil
	},
}

// collectNotes returns the discovery notes of the root actions of graph
// (of handlers.Analyzer or notesAnalyzer), sorted by position, without the
// duplicates of test variants.
func collectNotes(graph *checker.Graph) []note {
	var notes []note
	for _, act := range graph.Roots {
		if act.Err != nil {
			continue
		}
		var ns []handlers.Note
		switch res := act.Result.(type) {
		case *handlers.Result:
			ns = res.Notes
		case []handlers.Note:
			ns = res
		}
		for _, n := range ns {
			notes = append(notes, note{act.Package.PkgPath, act.Package.Fset.Position(n.Pos), n.Message})
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
	// Test variants repeat a note under the same package path.
	return slices.CompactFunc(notes, func(x, y note) bool { return x.posn == y.posn && x.message == y.message })
}

// printNotes writes notes as "file:line:col: note: message" lines.
func printNotes(w io.Writer, notes []note, cwd string) {
	for _, n := range notes {
		fmt.Fprintf(w, "%s: note: %s\n", relPositionOf(n.posn, cwd), n.message)
	}
}
