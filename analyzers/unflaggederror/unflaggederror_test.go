package unflaggederror_test

import (
	"path/filepath"
	"testing"

	"github.com/mcplint/mcplint/analyzers/unflaggederror"
	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/goldentest"
	"github.com/mcplint/mcplint/internal/testdata"
)

var pkgs = []string{"unflaggederror/mcpgo", "unflaggederror/gosdk", "unflaggederror/named", "unflaggederror/texttools", "unflaggederror/wire", "unflaggederror/inlineswitch", "unflaggederror/anytools", "unflaggederror/registered", "unflaggederror/anymaps", "unflaggederror/goside", "unflaggederror/msgmember", "unflaggederror/jsonhelper"}

func TestUnflaggedError(t *testing.T) {
	atest.RunWithSuggestedFixes(t, testdata.Dir(), unflaggederror.Analyzer, pkgs...)
}

// TestGoldensTypeCheck requires a golden file in every test package and
// type-checks the packages with the .golden files in place of the sources:
// the suggested fixes must compile.
func TestGoldensTypeCheck(t *testing.T) {
	dir := testdata.Dir()
	for _, pkg := range pkgs {
		if goldens, _ := filepath.Glob(filepath.Join(dir, "src", pkg, "*.go.golden")); len(goldens) == 0 {
			t.Fatalf("%s: no golden files", pkg)
		}
	}
	goldentest.Check(t, dir, pkgs...)
}
