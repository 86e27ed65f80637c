package main

// This file defines the driver's own record of the results, independent
// of the checker, and the printers for it. Another output format is one
// more printer over a [report].

import (
	"encoding/json"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// A report is the outcome of running the checks on a set of packages.
type report struct {
	Diagnostics []Diagnostic    // sorted by position, without duplicates
	Errors      []AnalysisError // sorted by package and check
}

// A Diagnostic is one finding of one check.
type Diagnostic struct {
	Package  string         // path of the package that was analyzed
	Check    string         // name of the check (analyzer)
	Posn     token.Position // start, adjusted by //line directives
	End      token.Position // end, never before the start
	Message  string
	Category string    // optional, check-specific
	URL      string    // documentation of the check or of the category, if any
	Related  []Related // secondary positions
	Fixes    []Fix     // suggested fixes, alternatives to each other
}

// Related is a secondary position and message attached to a [Diagnostic].
type Related struct {
	Posn    token.Position
	End     token.Position
	Message string
}

// A Fix is a suggested fix: a set of edits to apply together.
type Fix struct {
	Message string
	Edits   []Edit
}

// An Edit replaces the bytes [Start, End) of a file by New. Its offsets
// refer to the file as it is on disk, regardless of //line directives.
type Edit struct {
	Filename string
	Start    int
	End      int
	New      string
}

// An AnalysisError records that a check failed on a package.
type AnalysisError struct {
	Package  string // package path
	Check    string
	Err      string // the error of Cause on CausePackage, or the load error if IllTyped
	IllTyped bool   // the package or a dependency failed to load; the error is a consequence

	// Cause and CausePackage name the check or pass, and the package,
	// whose run failed: the check on its own package, a pass it requires,
	// or the same check on a dependency.
	Cause, CausePackage string
	Internal            bool // Err is an [analyzers.InternalError], which names both
}

// printText prints diags as "file:line:col: message (check)", one per line,
// with file names relative to cwd when beneath it. Related positions follow
// on indented lines. If contextLines is nonnegative, it also prints the
// offending lines with that many lines of context around them.
func printText(w io.Writer, diags []Diagnostic, cwd string, contextLines int) error {
	files := make(map[string][]string) // lines of files, for contextLines
	source := func(posn, end token.Position) {
		if contextLines < 0 || !posn.IsValid() {
			return
		}
		lines, ok := files[posn.Filename]
		if !ok {
			data, _ := os.ReadFile(posn.Filename) // no context if unreadable
			lines = strings.Split(string(data), "\n")
			files[posn.Filename] = lines
		}
		last := max(posn.Line, end.Line)
		if end.Filename != posn.Filename {
			last = posn.Line
		}
		for i := max(1, posn.Line-contextLines); i <= last+contextLines && i <= len(lines); i++ {
			fmt.Fprintf(w, "%d\t%s\n", i, lines[i-1])
		}
	}

	for _, d := range diags {
		if _, err := fmt.Fprintf(w, "%s: %s (%s)\n", relPositionOf(d.Posn, cwd), d.Message, d.Check); err != nil {
			return err
		}
		source(d.Posn, d.End)
		for _, r := range d.Related {
			fmt.Fprintf(w, "\t%s: %s\n", relPositionOf(r.Posn, cwd), r.Message)
			source(r.Posn, r.End)
		}
	}
	return nil
}

// printErrors prints the failures behind errs to w, each once, naming
// the check or pass that failed and its package, and returns how many it
// printed. Consequences of load errors (which were printed already) are
// left out.
func printErrors(w io.Writer, errs []AnalysisError) int {
	failures := distinctFailures(errs)
	for _, e := range failures {
		if e.Internal {
			fmt.Fprintf(w, "%s: %s\n", progName, e.Err)
		} else {
			fmt.Fprintf(w, "%s: %s failed on %s: %s\n", progName, e.Cause, e.CausePackage, e.Err)
		}
	}
	return len(failures)
}

// The JSON schema of x/tools' analysis drivers (checker.PrintJSON,
// unitchecker): {"pkgpath": {"check": [diagnostic...] or {"error": "..."}}}.
type (
	jsonDiagnostic struct {
		Category       string        `json:"category,omitempty"`
		Posn           string        `json:"posn"`
		End            string        `json:"end"`
		Message        string        `json:"message"`
		SuggestedFixes []jsonFix     `json:"suggested_fixes,omitempty"`
		Related        []jsonRelated `json:"related,omitempty"`
	}
	jsonFix struct {
		Message string     `json:"message"`
		Edits   []jsonEdit `json:"edits"`
	}
	jsonEdit struct {
		Filename string `json:"filename"`
		Start    int    `json:"start"`
		End      int    `json:"end"`
		New      string `json:"new"`
	}
	jsonRelated struct {
		Posn    string `json:"posn"`
		End     string `json:"end"`
		Message string `json:"message"`
	}
	jsonError struct {
		Err string `json:"error"`
	}
)

// jsonNotesKey is the key of a package's discovery notes in -json output.
const jsonNotesKey = "notes"

// printJSON prints rep in the JSON form of x/tools' drivers, keyed by
// package path and check name, with absolute file names. A check that
// failed on a package, and reported nothing there, has an error object
// instead of a list of diagnostics. The discovery notes of a package are
// listed under the key "notes" (no check has that name), as diagnostics
// of category "note": they are not findings.
func printJSON(w io.Writer, rep *report, notes []note) error {
	tree := make(map[string]map[string]any)
	add := func(pkg, check string, v any) {
		m, ok := tree[pkg]
		if !ok {
			m = make(map[string]any)
			tree[pkg] = m
		}
		m[check] = v
	}
	lists := make(map[[2]string][]jsonDiagnostic)
	var keys [][2]string
	for _, d := range rep.Diagnostics {
		k := [2]string{d.Package, d.Check}
		if _, ok := lists[k]; !ok {
			keys = append(keys, k)
		}
		jd := jsonDiagnostic{
			Category: d.Category,
			Posn:     d.Posn.String(),
			End:      d.End.String(),
			Message:  d.Message,
		}
		for _, f := range d.Fixes {
			jf := jsonFix{Message: f.Message, Edits: []jsonEdit{}}
			for _, e := range f.Edits {
				jf.Edits = append(jf.Edits, jsonEdit{e.Filename, e.Start, e.End, e.New})
			}
			jd.SuggestedFixes = append(jd.SuggestedFixes, jf)
		}
		for _, r := range d.Related {
			jd.Related = append(jd.Related, jsonRelated{r.Posn.String(), r.End.String(), r.Message})
		}
		lists[k] = append(lists[k], jd)
	}
	for _, k := range keys {
		add(k[0], k[1], lists[k])
	}
	for _, e := range rep.Errors {
		if _, ok := lists[[2]string{e.Package, e.Check}]; !ok {
			add(e.Package, e.Check, jsonError{e.String()})
		}
	}
	byPkg := make(map[string][]jsonDiagnostic)
	for _, n := range notes {
		byPkg[n.pkg] = append(byPkg[n.pkg], jsonDiagnostic{Category: "note", Posn: n.posn.String(), End: n.posn.String(), Message: n.message})
	}
	for pkg, ns := range byPkg {
		add(pkg, jsonNotesKey, ns)
	}

	data, err := json.MarshalIndent(tree, "", "\t")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", data)
	return err
}

// relPath returns filename relative to cwd if it lies beneath cwd, and
// filename itself otherwise.
func relPath(filename, cwd string) string {
	if cwd == "" || !filepath.IsAbs(filename) {
		return filename
	}
	rel, err := filepath.Rel(cwd, filename)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return filename
	}
	return rel
}

// relPositionOf formats posn as "file:line:col" with the file name
// relative to cwd when beneath it.
func relPositionOf(posn token.Position, cwd string) string {
	posn.Filename = relPath(posn.Filename, cwd)
	return posn.String()
}

// lineColSuffix matches the ":line" or ":line:col" ending of a position.
var lineColSuffix = regexp.MustCompile(`(:[0-9]+){1,2}$`)

// relPosition rewrites a position string, "file:line:col", so that the
// file name is relative to cwd when beneath it.
func relPosition(pos, cwd string) string {
	loc := lineColSuffix.FindStringIndex(pos)
	if loc == nil {
		return relPath(pos, cwd)
	}
	return relPath(pos[:loc[0]], cwd) + pos[loc[0]:]
}
