package e2e

import (
	"os"
	"path/filepath"
	"testing"
)

// TestExamples runs "mcplint ./..." on the demo module under examples and
// compares its output with examples/expected.txt, the output the README
// shows, "mcplint -handlers ./..." with examples/handlers.txt, the
// tool inventory, and "mcplint -surface ./..." with examples/surface.txt,
// the failure surface README.md and docs/surface.md show. Run with
// -update to rewrite the files.
func TestExamples(t *testing.T) {
	t.Parallel()
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
	compareGolden(t, filepath.Join(dir, "expected.txt"), "mcplint ./...", stdout)

	code, stdout, stderr = run(t, dir, bin, "-handlers", "./...")
	if code != 0 || stderr != "" {
		t.Errorf("mcplint -handlers ./...: exit %d\n%s", code, stderr)
	}
	compareGolden(t, filepath.Join(dir, "handlers.txt"), "mcplint -handlers ./...", stdout)

	code, stdout, stderr = run(t, dir, bin, "-surface", "./...")
	if code != 0 || stderr != "" {
		t.Errorf("mcplint -surface ./...: exit %d\n%s", code, stderr)
	}
	compareGolden(t, filepath.Join(dir, "surface.txt"), "mcplint -surface ./...", stdout)
}

// compareGolden compares got, the output of command, with the file golden,
// or rewrites the file with -update.
func compareGolden(t *testing.T, golden, command, got string) {
	t.Helper()
	if *update {
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
		t.Errorf("%s in examples differs from examples/%s (run go test ./internal/e2e -run Examples -update to accept):\n%s",
			command, filepath.Base(golden), lineDiff(string(want), got))
	}
}
