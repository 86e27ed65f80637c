package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// envTestTool makes the test binary behave as mcplint with the test-only
// checks, so that "go vet -vettool" can be tested with findings: "1" for
// [testChecks], "panic" for [panicChecks], "factpanic" for
// [factPanicChecks].
const envTestTool = "MCPLINT_TEST_AS_TOOL"

func TestMain(m *testing.M) {
	if v := os.Getenv(envTestTool); v != "" {
		checks := testChecks()
		switch v {
		case "panic":
			checks = panicChecks()
		case "factpanic":
			checks = factPanicChecks()
		}
		if isVetInvocation(os.Args[1:]) {
			vetMain(checks) // does not return
		}
		os.Exit(run(os.Args[1:], checks, os.Stdout, os.Stderr))
	}
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// fixtureEnv is the environment the fixtures are loaded in: module mode,
// without network access or a workspace.
var fixtureEnv = []string{"GOFLAGS=-mod=mod", "GOWORK=off", "GOPROXY=off"}

// writeModule creates a module example.com/fx in a temporary directory
// with the given files (slash-separated names) and returns its directory.
func writeModule(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	if _, ok := files["go.mod"]; !ok {
		files["go.mod"] = "module example.com/fx\n\ngo 1.26\n"
	}
	for name, content := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Resolve symbolic links (e.g. /tmp on macOS) so that relative file
	// names can be computed against the working directory.
	dir, err := filepath.EvalSymlinks(dir)
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// runIn runs mcplint in-process with the test-only checks, in dir, and
// returns its exit code and output.
func runIn(t *testing.T, dir string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	t.Chdir(dir)
	for _, kv := range fixtureEnv {
		k, v, _ := strings.Cut(kv, "=")
		t.Setenv(k, v)
	}
	var out, errs bytes.Buffer
	code = run(args, testChecks(), &out, &errs)
	return code, out.String(), errs.String()
}

// The main fixture: package p with findings of both checks, in a
// non-test and a test file, and package tagged, whose finding needs a
// build tag.
const (
	pGo = `package p

// TODO: remove
func BadF() int { return 1 }

var (
	BadA = 1
	Bcc  = 2
)
`
	pTestGo = `package p

import "testing"

func TestF(t *testing.T) {}

func BadHelper() {}
`
	taggedGo = `//go:build special

package tagged

func BadTagged() {}
`
	untaggedGo = `package tagged

func Fine() {}
`
	cleanGo = `package clean

// Fine is fine.
func Fine() {}
`
)

func mainFixture(t *testing.T) string {
	return writeModule(t, map[string]string{
		"p/p.go":           pGo,
		"p/p_test.go":      pTestGo,
		"tagged/tagged.go": taggedGo,
		"tagged/other.go":  untaggedGo,
		"clean/clean.go":   cleanGo,
	})
}
