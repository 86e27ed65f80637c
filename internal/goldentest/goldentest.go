// Package goldentest checks that the .golden files of
// analysistest.RunWithSuggestedFixes are valid Go: it type-checks the test
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

// Check copies the GOPATH tree dir/src (SDK stubs and test packages) to a
// temporary directory, replaces every file that has a ".golden" sibling
// with the golden content, and type-checks pkgs there. It reports every
// load or type error, and fails when no golden file was found.
func Check(t *testing.T, dir string, pkgs ...string) {
	t.Helper()
	tmp := t.TempDir()
	src := filepath.Join(dir, "src")
	goldens := 0
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		dst := filepath.Join(tmp, "src", rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if name, ok := strings.CutSuffix(dst, ".golden"); ok {
			goldens++
			dst = name
		} else if _, err := os.Stat(path + ".golden"); err == nil {
			return nil // replaced by its golden file
		}
		return os.WriteFile(dst, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	if goldens == 0 {
		t.Fatal("no golden files found")
	}
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedSyntax |
			packages.NeedTypes | packages.NeedTypesInfo | packages.NeedImports | packages.NeedDeps,
		Dir: filepath.Join(tmp, "src"),
		Env: append(os.Environ(), "GOPATH="+tmp, "GO111MODULE=off", "GOWORK=off", "GOPROXY=off"),
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
