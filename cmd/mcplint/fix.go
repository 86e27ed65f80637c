package main

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io"
	"os"
	"slices"
	"strings"
)

// applyFixes applies the first suggested fix of each diagnostic in diags.
//
// A fix is applied entirely or not at all. Identical fixes, as test
// variants of a package produce, are applied once, and identical edits of
// different fixes coalesce. A fix that overlaps an edit of an earlier fix
// conflicts and is skipped; so is a fix that would edit a generated file.
// The changed Go files are gofmt'ed, then written back or, if printDiff is
// set, printed to w as a unified diff with file names relative to cwd.
//
// applyFixes returns an error if a file could not be read, formatted or
// written, or if some fixes conflicted (re-running the tool applies them).
func applyFixes(diags []Diagnostic, printDiff bool, w io.Writer, cwd string) error {
	_, err := fixAll(diags, printDiff, w, cwd)
	return err
}

// A fixSummary says what -fix did.
type fixSummary struct {
	Applied int          // distinct fixes applied (or, with -diff, shown)
	Files   int          // files changed
	Left    []Diagnostic // findings whose fix was not applied, or that have none
}

// fixAll is [applyFixes], which also returns what it applied and the
// findings it left for a person.
func fixAll(diags []Diagnostic, printDiff bool, w io.Writer, cwd string) (fixSummary, error) {
	var sum fixSummary
	type file struct {
		content   []byte
		generated bool
		edits     []Edit   // accepted so far, disjoint but for coalesced duplicates
		fixes     []string // keys of the fixes accepted
	}
	files := make(map[string]*file)
	getFile := func(name string) (*file, error) {
		f, ok := files[name]
		if !ok {
			content, err := os.ReadFile(name)
			if err != nil {
				return nil, err
			}
			f = &file{content: content, generated: isGenerated(name, content)}
			files[name] = f
		}
		return f, nil
	}

	seen := make(map[string]bool)      // fixes already considered, by their edits
	accepted := make(map[string]bool)  // of those, the fixes without conflict
	keys := make([]string, len(diags)) // the key of each diagnostic's fix, or ""
	var total, conflicts int
fixes:
	for i, d := range diags {
		if len(d.Fixes) == 0 || len(d.Fixes[0].Edits) == 0 {
			continue
		}
		edits := slices.Clone(d.Fixes[0].Edits)
		slices.SortFunc(edits, compareEdits)
		k := fmt.Sprintf("%#v", edits)
		keys[i] = k
		if seen[k] {
			continue
		}
		seen[k] = true

		for _, e := range edits {
			f, err := getFile(e.Filename)
			if err != nil {
				return sum, err
			}
			if f.generated {
				continue fixes // don't edit generated files; not an error
			}
			if e.Start < 0 || e.Start > e.End || e.End > len(f.content) {
				return sum, fmt.Errorf("%s: fix %q has an edit out of range (was the file modified during analysis?)",
					relPath(e.Filename, cwd), d.Fixes[0].Message)
			}
		}
		total++
		for _, e := range edits {
			for _, prev := range files[e.Filename].edits {
				if conflict(prev, e) {
					conflicts++
					continue fixes
				}
			}
		}
		accepted[k] = true
		for _, e := range edits {
			f := files[e.Filename]
			if !slices.Contains(f.edits, e) {
				f.edits = append(f.edits, e)
			}
			if !slices.Contains(f.fixes, k) {
				f.fixes = append(f.fixes, k)
			}
		}
	}

	var errs []error
	names := make([]string, 0, len(files))
	for name, f := range files {
		if len(f.edits) > 0 {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	// failed marks the fixes of a file left unchanged as not applied (a
	// fix that spans several files may then be applied in part).
	failed := func(ks []string) {
		for _, k := range ks {
			accepted[k] = false
		}
	}
	for _, name := range names {
		f := files[name]
		fixed := applyEdits(f.content, f.edits)
		if strings.HasSuffix(name, ".go") {
			formatted, err := format.Source(fixed)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: not fixed, the result would not be valid Go: %v", relPath(name, cwd), err))
				failed(f.fixes)
				continue
			}
			fixed = formatted
		}

		if printDiff {
			rel := relPath(name, cwd)
			if _, err := io.WriteString(w, unifiedDiff(rel+".orig", rel, string(f.content), string(fixed))); err != nil {
				return sum, err
			}
			sum.Files++
			continue
		}
		mode := os.FileMode(0o644)
		if info, err := os.Stat(name); err == nil {
			mode = info.Mode().Perm()
		}
		if err := os.WriteFile(name, fixed, mode); err != nil {
			errs = append(errs, err)
			failed(f.fixes)
			continue
		}
		sum.Files++
	}

	for k := range accepted {
		if accepted[k] {
			sum.Applied++
		}
	}
	for i, d := range diags {
		if keys[i] == "" || !accepted[keys[i]] {
			sum.Left = append(sum.Left, d)
		}
	}
	if conflicts > 0 {
		errs = append(errs, fmt.Errorf("%d of %d fixes conflicted with other fixes and were not applied; run %s -fix again to apply them",
			conflicts, total, progName))
	}
	return sum, errors.Join(errs...)
}

// compareEdits orders edits by file and offsets.
func compareEdits(x, y Edit) int {
	return cmp.Or(
		cmp.Compare(x.Filename, y.Filename),
		cmp.Compare(x.Start, y.Start),
		cmp.Compare(x.End, y.End),
		cmp.Compare(x.New, y.New),
	)
}

// conflict reports whether two edits of the same file cannot both be
// applied: they overlap, or insert different text at the same offset.
// Identical edits do not conflict; they are applied once.
func conflict(x, y Edit) bool {
	switch {
	case x == y:
		return false
	case x.Start == x.End && y.Start == y.End:
		return x.Start == y.Start
	}
	return x.Start < y.End && y.Start < x.End
}

// applyEdits returns content with the disjoint edits applied.
func applyEdits(content []byte, edits []Edit) []byte {
	edits = slices.Clone(edits)
	slices.SortFunc(edits, compareEdits)
	var buf bytes.Buffer
	last := 0
	for _, e := range edits {
		buf.Write(content[last:e.Start])
		buf.WriteString(e.New)
		last = e.End
	}
	buf.Write(content[last:])
	return buf.Bytes()
}

// isGenerated reports whether the Go file name with the given content
// carries a "Code generated ... DO NOT EDIT." comment.
func isGenerated(name string, content []byte) bool {
	if !strings.HasSuffix(name, ".go") {
		return false
	}
	f, err := parser.ParseFile(token.NewFileSet(), name, content, parser.PackageClauseOnly|parser.ParseComments)
	return err == nil && ast.IsGenerated(f)
}
