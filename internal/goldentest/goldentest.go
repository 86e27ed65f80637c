// Package goldentest checks that the .golden files of
// atest.RunWithSuggestedFixes are valid Go: it type-checks the test
// packages with each golden file in place of its source file.
package goldentest

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/mcplint/mcplint/internal/atest"
)

// Check type-checks pkgs of the GOPATH tree dir/src (SDK stubs and test
// packages) with every file that has a ".golden" sibling replaced by the
// golden content, anywhere in the tree. It reports every load or type
// error, and fails when no golden file was found.
//
// The goldens are an overlay on the tree in place (no copy), for the go
// command too (a golden may import what its source file does not). The
// tree's packages are type-checked from source with the goldens in place
// (test variants included), and the standard library comes from export
// data (atest.LoadOverlay): about a second per check package.
func Check(t *testing.T, dir string, pkgs ...string) {
	t.Helper()
	src := filepath.Join(dir, "src")
	overlay := map[string][]byte{}
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		name, ok := strings.CutSuffix(path, ".golden")
		if !ok {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		overlay[name] = data
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(overlay) == 0 {
		t.Fatal("no golden files found")
	}
	loaded, err := atest.LoadOverlay(dir, overlay, pkgs...)
	if err != nil {
		t.Fatal(err)
	}
	packages.Visit(loaded, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			t.Errorf("golden package %s: %v", p.PkgPath, e)
		}
	})
}
