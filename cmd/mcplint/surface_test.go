package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcplint/mcplint/analyzers"
	"github.com/mcplint/mcplint/internal/testbin"
	"github.com/mcplint/mcplint/internal/testdata"
)

var updateSurface = flag.Bool("update-surface", false, "rewrite the golden files of the -surface tests")

// pkgDir is the directory of this package, where the tests start.
var pkgDir, _ = os.Getwd()

// runSurface runs mcplint -surface with args on the test packages
// testdata/src/surface/... (GOPATH mode, names relative to testdata/src)
// and returns its output.
func runSurface(t *testing.T, args ...string) string {
	t.Helper()
	t.Chdir(filepath.Join(testdata.Dir(), "src"))
	t.Setenv("GO111MODULE", "off")
	t.Setenv("GOPATH", testdata.Dir())
	t.Setenv("GOFLAGS", "")
	t.Setenv("GOWORK", "off")
	var out, errs bytes.Buffer
	args = append(append([]string{"-surface", "-test=false"}, args...), "surface/...")
	if code := run(args, analyzers.All(), &out, &errs); code != exitOK || errs.Len() > 0 {
		t.Fatalf("mcplint %s: exit %d, stderr:\n%s", strings.Join(args, " "), code, errs.String())
	}
	return out.String()
}

// compareSurfaceGolden compares got with cmd/mcplint/testdata/name, or
// rewrites the file with -update-surface.
func compareSurfaceGolden(t *testing.T, name, got string) {
	t.Helper()
	golden := filepath.Join(pkgDir, "testdata", name)
	if *updateSurface {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("output differs from testdata/%s (go test ./cmd/mcplint -run Surface -update-surface to accept):\n%s", name, testbin.LineDiff(string(want), got))
	}
}

// TestSurfaceText checks the text report on hand-written servers for both
// SDKs and a hand-rolled one: wrappers, helpers in another package,
// middleware, a dispatcher, a nil result, a panic and a recovered panic.
func TestSurfaceText(t *testing.T) {
	compareSurfaceGolden(t, "surface.txt", runSurface(t))
}
