package e2e

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

var update = flag.Bool("update", false, "rewrite examples/expected.txt with the current output")

// binDir holds the mcplint binary built for this test run.
var binDir string

func TestMain(m *testing.M) {
	flag.Parse()
	dir, err := os.MkdirTemp("", "mcplint-e2e-")
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

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// mcplint builds the mcplint binary once and returns its path. It skips
// the test in -short mode and when the module proxy is disabled, since the
// modules it runs on need the real SDKs.
func mcplint(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds mcplint and downloads the MCP SDK modules")
	}
	if proxy := goEnv(t, "GOPROXY"); proxy == "off" {
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

// goEnv returns the value of the go environment variable name.
func goEnv(t *testing.T, name string) string {
	t.Helper()
	out, err := exec.Command("go", "env", name).Output()
	if err != nil {
		t.Fatalf("go env %s: %v", name, err)
	}
	return strings.TrimSpace(string(out))
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
		code, stdout, stderr := run(t, dir, "go", "mod", "download")
		if code != 0 {
			err = fmt.Errorf("go mod download in %s: exit %d\n%s%s", dir, code, stdout, stderr)
		}
		downloadDone[dir] = err
	}
	if err != nil {
		t.Fatal(err)
	}
}

// run runs name with args in dir, with the environment of the test
// (module mode, no workspace), and returns its exit code and output.
func run(t *testing.T, dir string, name string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GO111MODULE=on", "GOWORK=off")
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
