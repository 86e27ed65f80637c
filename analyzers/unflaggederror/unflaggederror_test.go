package unflaggederror_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/packages"

	"github.com/mcplint/mcplint/analyzers/unflaggederror"
	"github.com/mcplint/mcplint/internal/testdata"
)

var pkgs = []string{"unflaggederror/mcpgo", "unflaggederror/gosdk", "unflaggederror/named"}

func TestUnflaggedError(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata.Dir(), unflaggederror.Analyzer, pkgs...)
}

// TestGoldensTypeCheck loads every test package with its .golden files in
// place of the sources and requires the result to type-check: the
// suggested fixes must compile.
func TestGoldensTypeCheck(t *testing.T) {
	dir := testdata.Dir()
	for _, pkg := range pkgs {
		goldens, _ := filepath.Glob(filepath.Join(dir, "src", pkg, "*.go.golden"))
		if len(goldens) == 0 {
			t.Fatalf("%s: no golden files", pkg)
		}
		overlay := map[string][]byte{}
		for _, g := range goldens {
			b, err := os.ReadFile(g)
			if err != nil {
				t.Fatal(err)
			}
			overlay[strings.TrimSuffix(g, ".golden")] = b
		}
		cfg := &packages.Config{
			Mode:    packages.NeedName | packages.NeedTypes | packages.NeedSyntax | packages.NeedTypesInfo,
			Dir:     dir,
			Env:     append(os.Environ(), "GOPATH="+dir, "GO111MODULE=off", "GOPROXY=off"),
			Overlay: overlay,
		}
		loaded, err := packages.Load(cfg, pkg)
		if err != nil {
			t.Fatal(err)
		}
		packages.Visit(loaded, nil, func(p *packages.Package) {
			for _, e := range p.Errors {
				t.Errorf("%s: golden does not type-check: %v", pkg, e)
			}
		})
	}
}
