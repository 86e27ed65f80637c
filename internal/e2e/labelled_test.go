package e2e

// This file scores mcplint on the labelled suite, testdata/labelled: hand-written
// modules against the real SDKs where every finding a check must report is
// marked with a want comment (a positive) and lines a check must stay
// silent on with an ok comment (a labelled negative):
//
//	return nil, nil // want nilresult:`nil result`
//	return res, nil // ok nilresult rpcerror
//
// TestLabelled prints precision and recall per check (run it with -v) and
// fails when a case regresses: a positive missed or a diagnostic not expected
// that testdata/labelled/baseline.txt does not list as a known failure. It
// also fails when a listed failure is gone, so that the baseline stays
// true; -update rewrites it. See docs/testing.md.

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

// labelledModules are the modules of the labelled suite, under
// testdata/labelled.
var labelledModules = []string{"mcpgo", "gosdk", "handrolled"}

// A label is an ok comment: check must not report on file:line.
type label struct {
	file  string // absolute
	line  int
	check string
}

var okKeyword = regexp.MustCompile(`//\s*ok((?:\s+[a-z]+)+)\s*(?://|$)`)

// readOKs returns the ok labels of the .go files under dir.
func readOKs(t *testing.T, dir string) []label {
	t.Helper()
	var labels []label
	fset := token.NewFileSet()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				labels = append(labels, parseOKs(t, fset, path, c)...)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return labels
}

func parseOKs(t *testing.T, fset *token.FileSet, path string, c *ast.Comment) []label {
	var labels []label
	for _, m := range okKeyword.FindAllStringSubmatch(c.Text, -1) {
		for _, check := range strings.Fields(m[1]) {
			if !slices.Contains(knownChecks, check) {
				t.Errorf("%s: ok: unknown check %q", fset.Position(c.Pos()), check)
				continue
			}
			labels = append(labels, label{path, fset.Position(c.Pos()).Line, check})
		}
	}
	return labels
}

// A score counts the outcomes of one check on the labelled suite.
type score struct {
	positives, negatives int // labelled cases
	tp, fn, fp           int // fp counts every unexpected diagnostic
}

func ratio(num, den int) string {
	if den == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", float64(num)/float64(den))
}

// TestLabelled runs mcplint on the labelled suite, prints precision and
// recall per check, and compares the failures with the baseline.
func TestLabelled(t *testing.T) {
	t.Parallel()
	bin := mcplint(t)
	root := filepath.Join(repoRoot(t), "testdata", "labelled")
	scores := map[string]*score{}
	get := func(check string) *score {
		if scores[check] == nil {
			scores[check] = new(score)
		}
		return scores[check]
	}
	var failures []string // "miss|false <module>/<file>:<line> <check>"
	for _, mod := range labelledModules {
		dir := filepath.Join(root, mod)
		download(t, dir)
		wants := readWants(t, dir)
		oks := readOKs(t, dir)
		rel := func(file string) string {
			r, err := filepath.Rel(root, file)
			if err != nil {
				return file
			}
			return filepath.ToSlash(r)
		}
		for _, w := range wants {
			if w.check != "" {
				get(w.check).positives++
			}
		}
		for _, l := range oks {
			get(l.check).negatives++
		}
		code, stdout, stderr := run(t, dir, bin, "-json", "./...")
		if code != 0 {
			t.Fatalf("%s: mcplint -json ./...: exit %d\n%s", mod, code, stderr)
		}
		for _, d := range jsonFindings(t, stdout) {
			file, line, ok := parsePosn(dir, d.Posn)
			if ok && meet(wants, d.check, file, line, d.Message) {
				get(d.check).tp++
				continue
			}
			get(d.check).fp++
			failures = append(failures, fmt.Sprintf("false %s:%d %s", rel(file), line, d.check))
			t.Logf("false alarm: %s: %s (%s)", d.Posn, d.Message, d.check)
		}
		for _, w := range wants {
			if w.check != "" && !w.met {
				get(w.check).fn++
				failures = append(failures, fmt.Sprintf("miss %s:%d %s", rel(w.file), w.line, w.check))
				t.Logf("miss: %s", w)
			}
		}
	}

	checks := make([]string, 0, len(scores))
	for c := range scores {
		checks = append(checks, c)
	}
	sort.Strings(checks)
	var b strings.Builder
	fmt.Fprintf(&b, "%-16s %9s %9s %5s %5s %5s %9s %6s\n", "check", "positive", "negative", "tp", "fn", "fp", "precision", "recall")
	for _, c := range checks {
		s := scores[c]
		fmt.Fprintf(&b, "%-16s %9d %9d %5d %5d %5d %9s %6s\n", c, s.positives, s.negatives, s.tp, s.fn, s.fp, ratio(s.tp, s.tp+s.fp), ratio(s.tp, s.tp+s.fn))
	}
	t.Logf("labelled suite:\n%s", b.String())

	sort.Strings(failures)
	compareBaseline(t, filepath.Join(root, "baseline.txt"), failures)
}

// compareBaseline fails the test for each failure the baseline does not
// list and for each listed failure that is gone, or rewrites the baseline
// with -update.
func compareBaseline(t *testing.T, path string, failures []string) {
	t.Helper()
	const header = "# Known failures of the labelled suite (go test ./internal/e2e -run Labelled -update rewrites this file).\n"
	if *update {
		text := header + strings.Join(failures, "\n")
		if len(failures) > 0 {
			text += "\n"
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			known[line] = true
		}
	}
	for _, f := range failures {
		if !known[f] {
			t.Errorf("regression on the labelled suite: %s (fix it, or run with -update to accept it)", f)
		}
		delete(known, f)
	}
	for f := range known {
		t.Errorf("baseline.txt lists %q, which no longer fails: run go test ./internal/e2e -run Labelled -update", f)
	}
}
