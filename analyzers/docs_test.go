package analyzers_test

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/mcplint/mcplint/analyzers"
)

var update = flag.Bool("update", false, "rewrite docs/checks/CHECK.md from the checks' documentation")

// TestDocs checks that every check has complete documentation and that its
// Analyzer.Doc is rendered from it.
func TestDocs(t *testing.T) {
	for _, a := range analyzers.All() {
		d := analyzers.Doc(a)
		if d == nil {
			t.Errorf("check %s has no documentation in analyzers.Doc", a.Name)
			continue
		}
		if err := d.Check(a.Name, &a.Flags); err != nil {
			t.Error(err)
		}
		if a.Doc != d.Text() {
			t.Errorf("check %s: Analyzer.Doc is not Documentation.Text()", a.Name)
		}
		if a.URL != "" {
			t.Errorf("check %s: Analyzer.URL is %q; the documentation travels in the binary (mcplint help, SARIF help), leave URL empty", a.Name, a.URL)
		}
	}
}

// TestCheckPages checks that docs/checks/CHECK.md is the page rendered
// from each check's documentation, and that no other page is there. With
// -update it rewrites the pages.
func TestCheckPages(t *testing.T) {
	dir := filepath.Join("..", "docs", "checks")
	want := map[string]bool{}
	for _, a := range analyzers.All() {
		name := a.Name + ".md"
		want[name] = true
		page := analyzers.Doc(a).Markdown(&a.Flags)
		path := filepath.Join(dir, name)
		if *update {
			if err := os.WriteFile(path, []byte(page), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%v; run 'go generate ./analyzers'", err)
			continue
		}
		if string(got) != page {
			t.Errorf("%s is stale; run 'go generate ./analyzers'", path)
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !want[e.Name()] {
			t.Errorf("%s/%s is not the page of a check", dir, e.Name())
		}
	}
}
