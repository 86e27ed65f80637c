package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExamples runs "mcplint ./..." on the demo module under examples and
// compares its output with examples/expected.txt, the output the README
// shows. Run with -update to rewrite the file.
func TestExamples(t *testing.T) {
	bin := mcplint(t)
	dir := filepath.Join(repoRoot(t), "examples")
	download(t, dir)

	code, stdout, stderr := run(t, dir, bin, "./...")
	if stderr != "" {
		t.Errorf("mcplint ./... wrote to stderr:\n%s", stderr)
	}
	wantCode := 3 // diagnostics were reported
	if stdout == "" {
		wantCode = 0
	}
	if code != wantCode {
		t.Errorf("mcplint ./...: exit %d, want %d", code, wantCode)
	}

	golden := filepath.Join(dir, "expected.txt")
	if *update {
		if err := os.WriteFile(golden, []byte(stdout), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if stdout != string(want) {
		t.Errorf("mcplint ./... in examples differs from examples/expected.txt (run go test ./internal/e2e -run Examples -update to accept):\n%s",
			lineDiff(string(want), stdout))
	}
}

// lineDiff lists the lines only in want (-) and only in got (+).
func lineDiff(want, got string) string {
	count := func(s string) map[string]int {
		m := map[string]int{}
		for _, l := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
			m[l]++
		}
		return m
	}
	w, g := count(want), count(got)
	var b strings.Builder
	for _, l := range strings.Split(strings.TrimSuffix(want, "\n"), "\n") {
		if g[l] > 0 {
			g[l]--
			continue
		}
		b.WriteString("- " + l + "\n")
	}
	for _, l := range strings.Split(strings.TrimSuffix(got, "\n"), "\n") {
		if w[l] > 0 {
			w[l]--
			continue
		}
		b.WriteString("+ " + l + "\n")
	}
	return b.String()
}
