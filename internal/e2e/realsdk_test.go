package e2e

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcplint/mcplint/passes/sdk"
)

// realSDKModules are the nested modules under testdata/realsdk, each built
// against one real SDK release, with the version the SDK model must see
// (every line of "mcplint -handlers" must report it).
var realSDKModules = []struct {
	dir      string
	versions sdk.Versions
}{
	{"mcpgo-v1.6.0", sdk.Versions{MCPGo: "v1.6.0"}},
	{"mcpgo-v1.2.1", sdk.Versions{MCPGo: "v1.2.1"}},
	{"mcpgo-v0.43.2", sdk.Versions{MCPGo: "v0.43.2"}},
	{"gosdk-v1.8.0", sdk.Versions{GoSDK: "v1.8.0"}},
	{"gosdk-v1.0.0", sdk.Versions{GoSDK: "v1.0.0"}},
	{"gosdk-v0.1.0", sdk.Versions{GoSDK: "v0.1.0"}},
}

func realSDKDir(t *testing.T, name string) string {
	return filepath.Join(repoRoot(t), "testdata", "realsdk", name)
}

// TestRealSDK runs the mcplint binary on each nested module and checks its
// -handlers and -json output against the want comments in the sources.
func TestRealSDK(t *testing.T) {
	t.Parallel()
	bin := mcplint(t)
	suite := suiteChecks(t, bin)
	t.Logf("checks in the suite: %v", suite)
	for _, m := range realSDKModules {
		t.Run(m.dir, func(t *testing.T) {
			t.Parallel()
			dir := realSDKDir(t, m.dir)
			download(t, dir)
			wants := readWants(t, dir)

			code, stdout, stderr := run(t, dir, bin, "-handlers", "./...")
			if code != 0 {
				t.Fatalf("mcplint -handlers ./...: exit %d\n%s", code, stderr)
			}
			nh := checkHandlers(t, dir, stdout, wants, m.versions.MCPGo+m.versions.GoSDK)

			code, stdout, stderr = run(t, dir, bin, "-json", "./...")
			if code != 0 {
				t.Fatalf("mcplint -json ./...: exit %d\n%s", code, stderr)
			}
			nd, skipped := checkDiagnostics(t, dir, stdout, wants, suite)
			t.Logf("%d handlers, %d diagnostics, %d expectations of checks not in the suite skipped", nh, nd, skipped)
		})
	}
}

// wireModules are the nested modules whose own tests serve their server
// in-process to the SDK's client and assert what it receives: the wire
// behaviour the SDK model records for that release.
var wireModules = []string{"mcpgo-v1.6.0", "gosdk-v0.1.0"}

// TestRealSDKWire runs the wire tests of the nested modules (go test in
// each), so the rules the model encodes are checked against the real SDK
// with its own client.
func TestRealSDKWire(t *testing.T) {
	mcplint(t) // skips in -short mode and without the module proxy
	for _, name := range wireModules {
		t.Run(name, func(t *testing.T) {
			dir := realSDKDir(t, name)
			download(t, dir)
			code, stdout, stderr := run(t, dir, "go", "test", "-count=1", "./...")
			if code != 0 {
				t.Fatalf("go test ./... in %s: exit %d\n%s%s", name, code, stdout, stderr)
			}
			t.Logf("%s", strings.TrimSpace(stdout))
		})
	}
}

// TestVetTool runs "go vet -vettool=mcplint" on a nested module: it must
// exit 1 and print exactly the findings the want comments expect of the
// checks in the suite, or exit 0 when none is expected.
func TestVetTool(t *testing.T) {
	t.Parallel()
	bin := mcplint(t)
	suite := suiteChecks(t, bin)
	dir := realSDKDir(t, "mcpgo-v1.2.1")
	download(t, dir)
	var expected []*want
	for _, w := range readWants(t, dir) {
		if w.check != "" && containsString(suite, w.check) {
			expected = append(expected, w)
		}
	}

	code, stdout, stderr := run(t, dir, "go", "vet", "-vettool="+bin, "./...")
	wantCode := 0
	if len(expected) > 0 {
		wantCode = 1
	}
	if code != wantCode {
		t.Fatalf("go vet -vettool=mcplint ./...: exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, wantCode, stdout, stderr)
	}
	vetLine := regexp.MustCompile(`^(.+?:\d+:\d+): (.*)$`)
	for _, line := range strings.Split(stderr, "\n") {
		m := vetLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		file, ln, ok := parsePosn(dir, m[1])
		met := false
		for _, w := range expected {
			if ok && !w.met && w.file == file && w.line == ln && w.rx.MatchString(m[2]) {
				w.met, met = true, true
				break
			}
		}
		if !met {
			t.Errorf("go vet: unexpected line: %s", line)
		}
	}
	for _, w := range expected {
		if !w.met {
			t.Errorf("go vet output lacks %s\nstderr:\n%s", w, stderr)
		}
	}
	t.Logf("go vet exit %d, %d findings expected", code, len(expected))
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
