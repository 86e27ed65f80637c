package main

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// These tests exec real binaries: mcplint with the real suite, built once
// into binDir, and "go vet" driving it or, for findings, the test binary
// itself (see TestMain).

var (
	binDir   string // temporary directory of the built binary, removed by TestMain
	binPath  string
	binErr   error
	buildBin sync.Once
)

// mcplintBinary builds cmd/mcplint with the real suite and returns the path
// of the binary.
func mcplintBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and executes binaries")
	}
	buildBin.Do(func() {
		binDir, binErr = os.MkdirTemp("", "mcplint-test-")
		if binErr != nil {
			return
		}
		binPath = filepath.Join(binDir, "mcplint")
		out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput()
		if err != nil {
			binErr = errors.New("go build: " + err.Error() + "\n" + string(out))
		}
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return binPath
}

// execIn runs the command name with args in dir, in the fixture
// environment plus env, and returns its exit code and output.
func execIn(t *testing.T, dir string, env []string, name string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), fixtureEnv...), env...)
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	err := cmd.Run()
	var exitErr *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exitErr):
		code = exitErr.ExitCode()
	default:
		t.Fatal(err)
	}
	if strings.Contains(errs.String(), "panic:") {
		t.Errorf("%s %v panicked:\n%s", name, args, errs.String())
	}
	return code, out.String(), errs.String()
}

func TestBinary(t *testing.T) {
	t.Parallel()
	bin := mcplintBinary(t)
	dir := mainFixture(t)
	broken := writeModule(t, map[string]string{
		"syntax/syntax.go": "package syntax\n\nfunc F( {\n",
		"types/types.go":   "package types\n\nfunc F() int { return \"x\" }\n",
	})

	for _, tc := range []struct {
		dir          string
		args         []string
		code         int
		stdout, errs string // substrings
	}{
		{dir, []string{"./..."}, exitOK, "", ""},
		{dir, []string{"-json", "./..."}, exitOK, "{}", ""},
		{dir, []string{"-fix", "-diff", "./..."}, exitOK, "", ""},
		{dir, []string{"-handlers", "./..."}, exitOK, "", ""},
		{dir, []string{"-tags=special", "-test=false", "./..."}, exitOK, "", ""},
		{dir, nil, exitFailure, "", "Usage:"},
		{dir, []string{"-nosuchflag", "./..."}, exitUsage, "", "flag provided but not defined"},
		{dir, []string{"./nonexistent"}, exitFailure, "", "nonexistent"},
		{dir, []string{"help"}, exitOK, "Run 'mcplint help CHECK'", ""},
		{dir, []string{"-help"}, exitOK, "Exit status:", ""},
		{broken, []string{"./..."}, exitFailure, "", "syntax/syntax.go:3:9: expected ')', found '{'"},
		{broken, []string{"./..."}, exitFailure, "", `types/types.go:3:23: cannot use "x"`},
		{broken, []string{"-json", "./..."}, exitFailure, "", `types/types.go:3:23: cannot use "x"`},
		// The go vet handshake.
		{dir, []string{"-V=full"}, exitOK, "version devel", ""},
		{dir, []string{"-flags"}, exitOK, `"Name": "json"`, ""},
	} {
		code, stdout, stderr := execIn(t, tc.dir, nil, bin, tc.args...)
		if code != tc.code || !strings.Contains(stdout, tc.stdout) || !strings.Contains(stderr, tc.errs) {
			t.Errorf("mcplint %v: exit %d (want %d)\nstdout:\n%s\nstderr:\n%s", tc.args, code, tc.code, stdout, stderr)
		}
	}
}

func TestGoVetWithBinary(t *testing.T) {
	t.Parallel()
	bin := mcplintBinary(t)
	dir := mainFixture(t)

	if code, stdout, stderr := execIn(t, dir, nil, "go", "vet", "-vettool="+bin, "./..."); code != 0 {
		t.Errorf("go vet -vettool=mcplint ./...: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}

	broken := writeModule(t, map[string]string{"types/types.go": "package types\n\nfunc F() int { return \"x\" }\n"})
	code, _, stderr := execIn(t, broken, nil, "go", "vet", "-vettool="+bin, "./...")
	if code != 1 || !strings.Contains(stderr, `types/types.go:3:23: cannot use "x"`) {
		t.Errorf("go vet on a type error: exit %d\nstderr:\n%s", code, stderr)
	}
}

// TestGoVetWithFindings runs "go vet -vettool" with the test binary acting
// as mcplint with the test-only checks.
func TestGoVetWithFindings(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("executes go vet")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := mainFixture(t)
	env := []string{envTestTool + "=1"}

	code, _, stderr := execIn(t, dir, env, "go", "vet", "-vettool="+self, "./p")
	if code != 1 {
		t.Errorf("go vet: exit %d, want 1", code)
	}
	for _, want := range []string{
		"p/p.go:3:1: TODO comment",
		"p/p.go:4:6: name BadF starts with Bad",
		"p/p_test.go:7:6: name BadHelper starts with Bad",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("go vet output lacks %q:\n%s", want, stderr)
		}
	}
	// docs/usage.md says what the go command prints around the findings:
	// a "# package" header or none.
	header := strings.HasPrefix(stderr, "# ") || strings.Contains(stderr, "\n# ")
	usage, err := os.ReadFile(filepath.Join("..", "..", "docs", "usage.md"))
	if err != nil {
		t.Fatal(err)
	}
	if documented := !strings.Contains(string(usage), "without a package header"); documented != header {
		t.Errorf("go vet prints a package header: %v; docs/usage.md says it does: %v\n%s", header, documented, stderr)
	}

	// Check selection flags pass through go vet.
	_, _, stderr = execIn(t, dir, env, "go", "vet", "-vettool="+self, "-todo", "./p")
	if strings.Contains(stderr, "BadF") || !strings.Contains(stderr, "TODO comment") {
		t.Errorf("go vet -todo:\n%s", stderr)
	}

	// go vet -json passes the JSON of the tool through.
	code, stdout, stderr := execIn(t, dir, env, "go", "vet", "-vettool="+self, "-json", "./p")
	if code != 0 || !strings.Contains(stdout+stderr, `"suggested_fixes"`) {
		t.Errorf("go vet -json: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
}

// TestVersionIdentity checks the -V=full identity the go command keys its
// vet result cache on: it must name the binary's content (so a rebuilt
// mcplint invalidates cached results, and an unchanged one reuses them),
// not a constant or the time of the build.
func TestVersionIdentity(t *testing.T) {
	bin := mcplintBinary(t)
	dir := t.TempDir()
	_, out1, _ := execIn(t, dir, nil, bin, "-V=full")
	_, out2, _ := execIn(t, dir, nil, bin, "-V=full")
	if out1 != out2 {
		t.Errorf("-V=full differs between runs: %q, %q", out1, out2)
	}
	data, err := os.ReadFile(bin)
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("buildID=%x\n", sha256.Sum256(data))
	if !strings.Contains(out1, " devel ") || !strings.HasSuffix(out1, want) {
		t.Errorf("-V=full = %q, want a devel version ending in %q (the go command then keys its cache on the content hash)", out1, want)
	}
}
