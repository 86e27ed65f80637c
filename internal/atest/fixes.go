package atest

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/printer"
	"go/token"
	"go/types"
	"maps"
	"os"
	"slices"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/txtar"

	"github.com/mcplint/mcplint/internal/testbin"
)

// RunWithSuggestedFixes is [Run], which also applies the suggested fixes
// and compares each fixed file with its golden file (file.go.golden), as
// analysistest.RunWithSuggestedFixes does: per matched package, the fixes
// that edit no generated file are merged (identical edits coalesce,
// overlapping ones are a conflict and fail the test), applied, stripped
// of the imports the fixed file no longer uses, formatted, and compared
// with the golden file, also formatted. A golden file is either the whole
// fixed file or a txtar archive with one section per fix message (the
// file with only that message's fixes applied).
func RunWithSuggestedFixes(t Testing, dir string, a *analysis.Analyzer, patterns ...string) []*checker.Action {
	t.Helper()
	roots := Run(t, dir, a, patterns...)
	generated := map[*token.File]bool{}
	for _, act := range roots {
		checkFixes(t, act, generated)
	}
	return roots
}

// An edit replaces the bytes [start, end) of a file with text.
type edit struct {
	start, end int
	text       string
}

// checkFixes compares the fixes of the diagnostics of act with the golden
// files of the files they edit.
func checkFixes(t Testing, act *checker.Action, generated map[*token.File]bool) {
	t.Helper()
	fset := act.Package.Fset
	for _, f := range act.Package.Syntax {
		tf := fset.File(f.Pos())
		if _, ok := generated[tf]; !ok {
			generated[tf] = ast.IsGenerated(f)
		}
	}

	fixEdits := map[string][]map[string][]edit{} // message -> fixes -> file -> edits
	files := map[string]bool{}
	for _, d := range act.Diagnostics {
	fixes:
		for _, fix := range d.SuggestedFixes {
			for _, e := range fix.TextEdits {
				if generated[fset.File(e.Pos)] {
					continue fixes
				}
			}
			byFile := map[string][]edit{}
			for _, e := range fix.TextEdits {
				tf := fset.File(e.Pos)
				files[tf.Name()] = true
				byFile[tf.Name()] = append(byFile[tf.Name()], edit{tf.Offset(e.Pos), tf.Offset(e.End), string(e.NewText)})
			}
			fixEdits[fix.Message] = append(fixEdits[fix.Message], byFile)
		}
	}

	for _, filename := range slices.Sorted(maps.Keys(files)) {
		content, err := os.ReadFile(filename)
		if err != nil {
			t.Errorf("error reading %s: %v", filename, err)
			continue
		}
		accumulate := func(message string, acc []edit) []edit {
			t.Helper()
			for _, fix := range fixEdits[message] {
				merged, ok := mergeEdits(acc, fix[filename])
				if !ok {
					t.Errorf("in file %s, conflict applying fix %q", filename, message)
					continue
				}
				acc = merged
			}
			return acc
		}
		compare := func(prefix string, edits []edit, want []byte) {
			t.Helper()
			if err := applyAndCompare(act.Package.Types, filename, content, want, edits); err != nil {
				t.Errorf("%s: %s", prefix, err)
			}
		}
		ar, err := txtar.ParseFile(filename + ".golden")
		if err != nil {
			t.Errorf("error reading %s.golden: %v", filename, err)
			continue
		}
		if len(ar.Files) > 0 {
			if len(ar.Comment) > 0 {
				t.Errorf("%s.golden has leading comment; we don't know what to do with it", filename)
				continue
			}
			for _, section := range ar.Files {
				compare(fmt.Sprintf("all fixes of message %q", section.Name), accumulate(section.Name, nil), section.Data)
			}
			continue
		}
		var acc []edit
		for _, message := range slices.Sorted(maps.Keys(fixEdits)) {
			acc = accumulate(message, acc)
		}
		compare("all fixes", acc, ar.Comment)
	}
}

// mergeEdits merges two lists of edits of one file, each sorted by
// offset once sorted here: identical edits coalesce, an edit that
// partly precedes another is split, and two different edits of the same
// range are a conflict (false).
func mergeEdits(x, y []edit) ([]edit, bool) {
	x, y = sortedEdits(x), sortedEdits(y)
	var merged []edit
	xi, yi := 0, 0
	for xi < len(x) && yi < len(y) {
		px, py := &x[xi], &y[yi]
		switch {
		case *px == *py:
			merged = append(merged, *px)
			xi++
			yi++
		case px.end <= py.start:
			merged = append(merged, *px)
			xi++
		case py.end <= px.start:
			merged = append(merged, *py)
			yi++
		case px.start < py.start:
			merged = append(merged, edit{px.start, py.start, ""})
			px.start = py.start
		case py.start < px.start:
			merged = append(merged, edit{py.start, px.start, ""})
			py.start = px.start
		default:
			return nil, false
		}
	}
	merged = append(merged, x[xi:]...)
	return append(merged, y[yi:]...), true
}

// sortedEdits returns a copy of edits sorted by start, then end (an
// insertion before a replacement at the same offset), keeping the order
// of equal ones.
func sortedEdits(edits []edit) []edit {
	edits = slices.Clone(edits)
	slices.SortStableFunc(edits, func(a, b edit) int {
		if a.start != b.start {
			return a.start - b.start
		}
		return a.end - b.end
	})
	return edits
}

// applyAndCompare applies edits to original and compares the result, with
// its unused imports removed and formatted, with want, formatted.
func applyAndCompare(pkg *types.Package, filename string, original, want []byte, edits []edit) error {
	if len(edits) == 0 {
		return fmt.Errorf("%s: no edits", filename)
	}
	var out []byte
	last := 0
	for _, e := range sortedEdits(edits) {
		if e.start < last || e.start > e.end || e.end > len(original) {
			return fmt.Errorf("%s: error applying fixes: overlapping or out-of-bounds edits", filename)
		}
		out = append(out, original[last:e.start]...)
		out = append(out, e.text...)
		last = e.end
	}
	out = append(out, original[last:]...)

	fixed, err := formatRemoveImports(pkg, out)
	if err != nil {
		return fmt.Errorf("%s: error formatting resulting source: %v\n%s", filename, err, out)
	}
	want, err = format.Source(want)
	if err != nil {
		return fmt.Errorf("%s.golden: error formatting golden file: %v\n%s", filename, err, fixed)
	}
	if got, exp := bytes.TrimSpace(fixed), bytes.TrimSpace(want); !bytes.Equal(got, exp) {
		return fmt.Errorf("unexpected %s content:\n-- fixed --\n%s\n-- diff want fixed --\n%s", filename, got, testbin.LineDiff(string(exp)+"\n", string(got)+"\n"))
	}
	return nil
}

// formatRemoveImports sorts the imports of the Go file src, removes those
// whose name the file no longer refers to (pkg, the package before the
// fixes, gives the names of non-renaming imports; blank and dot imports
// stay), and formats it as gofmt does.
func formatRemoveImports(pkg *types.Package, src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "fixed.go", src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	ast.SortImports(fset, file)

	names := map[string]string{} // default name by path, of pkg's dependencies
	var visit func(*types.Package)
	visit = func(p *types.Package) {
		if names[p.Path()] == "" {
			names[p.Path()] = p.Name()
			for _, imp := range p.Imports() {
				visit(imp)
			}
		}
	}
	for _, imp := range pkg.Imports() {
		visit(imp)
	}
	used := map[string]bool{} // names qualifying a selector outside the imports
	for _, decl := range file.Decls {
		if d, ok := decl.(*ast.GenDecl); ok && d.Tok == token.IMPORT {
			continue
		}
		ast.Inspect(decl, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok {
					used[id.Name] = true
				}
			}
			return true
		})
	}
	type imp struct{ name, path string }
	var unused []imp
	for _, spec := range file.Imports {
		path, err := strconv.Unquote(spec.Path.Value)
		if err != nil {
			continue
		}
		explicit := ""
		if spec.Name != nil {
			explicit = spec.Name.Name
		}
		name := explicit
		if name == "" {
			name = names[path]
		}
		if name == "" || name == "." || name == "_" {
			continue
		}
		if !used[name] {
			unused = append(unused, imp{explicit, path})
		}
	}
	for _, u := range unused {
		astutil.DeleteNamedImport(fset, file, u.name, u.path)
	}

	// go/printer's mode for gofmt's normalization of number literals.
	const normalizeNumbers = 1 << 30
	cfg := &printer.Config{Mode: printer.UseSpaces | printer.TabIndent | normalizeNumbers, Tabwidth: 8}
	var buf bytes.Buffer
	if err := cfg.Fprint(&buf, fset, file); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
