package e2e

import (
	"path/filepath"
	"testing"

	"github.com/mcplint/mcplint/internal/testbin"
)

// TestDriverParity runs mcplint's suite under every driver over
// testdata/parity, a module whose packages spread tool handlers, wrappers,
// middleware, registration and tools/call dispatch over several packages,
// and requires from each driver exactly the findings (file, line, check
// and message) its want comments expect: a finding decided in the
// package that builds the server is reported at the handler's own line
// whichever driver runs: standalone, go vet -vettool and x/tools'
// multichecker (testdata/multichecker, kept out of ./... so that the
// repository's only command stays mcplint, which pre-commit installs).
func TestDriverParity(t *testing.T) {
	bin := mcplint(t)
	suite := suiteChecks(t, bin)
	multi := testbin.Build(t, "github.com/mcplint/mcplint/internal/e2e/testdata/multichecker", "multichecker")
	dir := filepath.Join(repoRoot(t), "testdata", "parity")
	download(t, dir)

	// The identity keys the HTTP layer of cmd/authsrv stores the
	// caller's role and tenant under are read in packages analyzed
	// before it (authtools, authctx): no driver is given them, the
	// findings there reach cmd/authsrv through facts.
	drivers := []struct {
		name string
		argv []string
	}{
		{"standalone", []string{bin, "-json", "./..."}},
		{"go vet -vettool", []string{"go", "vet", "-vettool=" + bin, "-json", "./..."}},
		{"multichecker", []string{multi, "-json", "./..."}},
	}
	for _, d := range drivers {
		t.Run(d.name, func(t *testing.T) {
			code, stdout, stderr := run(t, dir, d.argv[0], d.argv[1:]...)
			if code != 0 && code != 1 && code != 3 {
				t.Fatalf("%v: exit %d\n%s", d.argv, code, stderr)
			}
			// go vet -json prints its objects on stderr, the others
			// on stdout.
			out := stdout
			if d.argv[0] == "go" {
				out = stderr + stdout
			}
			n, _ := checkDiagnostics(t, dir, out, readWants(t, dir), suite)
			t.Logf("%d findings", n)
		})
	}
}
