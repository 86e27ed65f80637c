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
)

// Check type-checks pkgs of the GOPATH tree dir/src (SDK stubs and test
// packages) with every file that has a ".golden" sibling replaced by the
// golden content, anywhere in the tree. It reports every load or type
// error, and fails when no golden file was found.
//
// The goldens are an overlay on the tree in place (no copy), and the load
// does not ask for dependencies: go/packages type-checks pkgs in full and
// their dependencies (the standard library, the SDK stubs) without
// function bodies, which is most of the cost of checking them from source.
//
// Under -short it skips: the load costs several seconds per check package
// and the goldens change only with the check's fixes, which the
// atest run compares with them anyway; CI's full run checks them.
func Check(t *testing.T, dir string, pkgs ...string) {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: the goldens are type-checked in the full run")
	}
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
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedSyntax |
			packages.NeedTypes | packages.NeedTypesInfo | packages.NeedImports,
		Dir:     src,
		Env:     append(os.Environ(), "GOPATH="+dir, "GO111MODULE=off", "GOWORK=off", "GOPROXY=off"),
		Overlay: overlay,
	}
	loaded, err := packages.Load(cfg, pkgs...)
	if err != nil {
		t.Fatal(err)
	}
	packages.Visit(loaded, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			t.Errorf("golden package %s: %v", p.PkgPath, e)
		}
	})
}
