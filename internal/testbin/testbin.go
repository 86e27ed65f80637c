// Package testbin is the harness of the tests that build the mcplint
// binary and run it on modules: internal/e2e and internal/reliability.
// It builds the binary once per test run, runs commands in module mode
// without a workspace, downloads modules once and compares outputs.
package testbin

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// binDir holds the binary built for this test run.
var binDir string

// Main runs the tests of m with a temporary directory for the binary,
// named after prefix, and exits with their status.
func Main(m *testing.M, prefix string) {
	dir, err := os.MkdirTemp("", prefix)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// RepoRoot returns the root directory of the mcplint module, for a test
// package two levels below it.
func RepoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// Mcplint builds the mcplint binary once and returns its path. It skips
// the test in -short mode and when the module proxy is disabled, since the
// modules it runs on need the real SDKs.
func Mcplint(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds mcplint and downloads the MCP SDK modules")
	}
	if out, err := exec.Command("go", "env", "GOPROXY").Output(); err == nil && strings.TrimSpace(string(out)) == "off" {
		t.Skip("GOPROXY=off: the real-SDK modules cannot be downloaded")
	}
	buildOnce.Do(func() {
		binPath = filepath.Join(binDir, "mcplint")
		cmd := exec.Command("go", "build", "-o", binPath, "github.com/mcplint/mcplint/cmd/mcplint")
		cmd.Dir = RepoRoot(t)
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

var (
	builtMu sync.Mutex
	built   = map[string]string{}
)

// Build builds the command pkg of the mcplint module into the test run's
// directory as name, once per test run, and returns its path. It skips
// the test in -short mode, as Mcplint does.
func Build(t *testing.T, pkg, name string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds " + name)
	}
	builtMu.Lock()
	defer builtMu.Unlock()
	if path, ok := built[pkg]; ok {
		return path
	}
	path := filepath.Join(binDir, name)
	cmd := exec.Command("go", "build", "-o", path, pkg)
	cmd.Dir = RepoRoot(t)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build %s: %v\n%s", pkg, err, out)
	}
	built[pkg] = path
	return path
}

var (
	downloadMu   sync.Mutex
	downloadDone = map[string]error{}
)

// Download runs "go mod download" in the module at dir, once per test run.
func Download(t *testing.T, dir string) {
	t.Helper()
	downloadMu.Lock()
	defer downloadMu.Unlock()
	err, ok := downloadDone[dir]
	if !ok {
		code, stdout, stderr := Run(t, dir, []string{"GOFLAGS=-mod=mod"}, "go", "mod", "download")
		if code != 0 {
			err = fmt.Errorf("go mod download in %s: exit %d\n%s%s", dir, code, stdout, stderr)
		}
		downloadDone[dir] = err
	}
	if err != nil {
		t.Fatal(err)
	}
}

// Run runs name with args in dir, in module mode without a workspace,
// with env added to the test's environment, and returns its exit code and
// output.
func Run(t *testing.T, dir string, env []string, name string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "GO111MODULE=on", "GOWORK=off"), env...)
	var outBuf, errBuf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &outBuf, &errBuf
	err := cmd.Run()
	var exitErr *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exitErr):
		code = exitErr.ExitCode()
	default:
		t.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
	}
	return code, outBuf.String(), errBuf.String()
}

// LineDiff lists the lines only in want (-) and only in got (+).
func LineDiff(want, got string) string {
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
