package analyzers_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDriverIndependence checks that the analyzers build with nothing but
// the standard library, x/tools, x/mod, x/sync and the module's own
// analyzers and passes (and internal/fixguard, which keeps their fixes
// compiling), so that any go/analysis driver can run them: go
// vet, golangci-lint's module plugin, Bazel's nogo. In particular no check
// may depend on the mcplint command or on code only its driver provides,
// and the documentation source (checkdoc) needs the standard library only.
func TestDriverIndependence(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	deps := func(pkg string) []string {
		out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		return strings.Fields(string(out))
	}
	const mod = "github.com/mcplint/mcplint/"
	for _, p := range deps("github.com/mcplint/mcplint/analyzers/...") {
		switch {
		case strings.HasPrefix(p, mod+"analyzers"), strings.HasPrefix(p, mod+"passes/"),
			p == mod+"internal/fixguard": // part of the module, so every driver builds it
		case strings.HasPrefix(p, "golang.org/x/tools/"), strings.HasPrefix(p, "golang.org/x/mod/"), strings.HasPrefix(p, "golang.org/x/sync/"):
		default:
			t.Errorf("the analyzers depend on %s, which other drivers do not have or need", p)
		}
	}
	for _, p := range deps("github.com/mcplint/mcplint/analyzers/checkdoc") {
		if p != mod+"analyzers/checkdoc" {
			t.Errorf("checkdoc depends on %s; it must need the standard library only", p)
		}
	}
}
