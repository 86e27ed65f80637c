package readme_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcplint/mcplint/analyzers"
)

func readFile(t *testing.T, path ...string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(append([]string{"..", ".."}, path...)...))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestDemoOutput checks that the output shown in the README is the demo's
// golden output.
func TestDemoOutput(t *testing.T) {
	readme := readFile(t, "README.md")
	block := regexp.MustCompile("(?s)<!-- demo-output[^>]*-->\n```\n(.*?)```\n<!-- end demo-output -->")
	m := block.FindStringSubmatch(readme)
	if m == nil {
		t.Fatal("README.md has no demo-output block")
	}
	want := readFile(t, "examples", "expected.txt")
	if m[1] != want {
		t.Errorf("README demo output differs from examples/expected.txt; copy the file into the block.\nREADME:\n%s\nexpected.txt:\n%s", m[1], want)
	}
}

// TestSurfaceOutput checks that docs/surface.md shows the failure surface
// of the demo as mcplint prints it (examples/surface.txt, checked by
// internal/e2e), and that the README's excerpt of it is consecutive lines
// of that output.
func TestSurfaceOutput(t *testing.T) {
	want := readFile(t, "examples", "surface.txt")
	block := regexp.MustCompile("(?s)<!-- surface-output[^>]*-->\n```\n(.*?)```\n<!-- end surface-output -->")
	m := block.FindStringSubmatch(readFile(t, "docs", "surface.md"))
	if m == nil {
		t.Fatal("docs/surface.md has no surface-output block")
	}
	if m[1] != want {
		t.Errorf("docs/surface.md differs from examples/surface.txt; copy the file into the block.\ndocs:\n%s\nsurface.txt:\n%s", m[1], want)
	}
	m = block.FindStringSubmatch(readFile(t, "README.md"))
	if m == nil {
		t.Fatal("README.md has no surface-output block")
	}
	for _, part := range strings.Split(m[1], "...\n") {
		if !strings.Contains(want, part) {
			t.Errorf("README surface excerpt is not in examples/surface.txt:\n%s", part)
		}
	}
}

// TestCheckList checks that the README lists every check of the suite once,
// linking to its page, and no other check.
func TestCheckList(t *testing.T) {
	readme := readFile(t, "README.md")
	row := regexp.MustCompile("(?m)^\\| \\[`([a-z]+)`\\]\\(docs/checks/([a-z]+)\\.md\\) \\| (.+) \\|$")
	listed := map[string]int{}
	for _, m := range row.FindAllStringSubmatch(readme, -1) {
		if m[1] != m[2] {
			t.Errorf("README row for %s links to docs/checks/%s.md", m[1], m[2])
		}
		listed[m[1]]++
	}
	inSuite := map[string]bool{}
	for _, a := range analyzers.All() {
		inSuite[a.Name] = true
		if listed[a.Name] != 1 {
			t.Errorf("README lists check %s %d times, want once", a.Name, listed[a.Name])
		}
	}
	for name := range listed {
		if !inSuite[name] {
			t.Errorf("README lists %s, which is not in analyzers.All()", name)
		}
	}
}

// TestCheckPages checks that every check has its page. (The analyzers
// package checks that the page is generated from the check's
// documentation.)
func TestCheckPages(t *testing.T) {
	for _, a := range analyzers.All() {
		page := readFile(t, "docs", "checks", a.Name+".md")
		if !strings.Contains(page, "# "+a.Name+" — ") {
			t.Errorf("docs/checks/%s.md does not name its check", a.Name)
		}
	}
}
