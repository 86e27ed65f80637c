package reliability

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// binDir holds the mcplint binary built for this test run.
var binDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "mcplint-reliability-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// repoRoot returns the root directory of the mcplint module.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// realSDKDir returns the directory of a nested real-SDK module.
func realSDKDir(t *testing.T, name string) string {
	return filepath.Join(repoRoot(t), "testdata", "realsdk", name)
}

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// mcplint builds the mcplint binary once and returns its path. It skips
// the test in -short mode and when the module proxy is disabled, since
// the modules it runs on need the real SDKs.
func mcplint(t *testing.T) string {
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
		cmd.Dir = repoRoot(t)
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
	downloadMu   sync.Mutex
	downloadDone = map[string]error{}
)

// download runs "go mod download" in the module at dir, once per test run.
func download(t *testing.T, dir string) {
	t.Helper()
	downloadMu.Lock()
	defer downloadMu.Unlock()
	err, ok := downloadDone[dir]
	if !ok {
		code, stdout, stderr := runEnv(t, dir, []string{"GOFLAGS=-mod=mod"}, "go", "mod", "download")
		if code != 0 {
			err = fmt.Errorf("go mod download in %s: exit %d\n%s%s", dir, code, stdout, stderr)
		}
		downloadDone[dir] = err
	}
	if err != nil {
		t.Fatal(err)
	}
}

// runEnv runs name with args in dir, in module mode without a workspace
// plus env, and returns its exit code and output.
func runEnv(t *testing.T, dir string, env []string, name string, args ...string) (code int, stdout, stderr string) {
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

// copyTree copies the directory tree src into dst.
func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}
