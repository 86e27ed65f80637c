package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/analyzers"
)

// explodePass is an internal pass that panics on packages named boom.
var explodePass = &analysis.Analyzer{
	Name: "explodepass",
	Doc:  "panic on packages named boom (test-only pass)",
	Run: func(pass *analysis.Pass) (any, error) {
		if pass.Pkg.Name() == "boom" {
			panic("explode")
		}
		return nil, nil
	},
}

// explodeCheck requires explodePass and reports nothing.
var explodeCheck = &analysis.Analyzer{
	Name:     "explode",
	Doc:      "require a pass that panics (test-only check)",
	Requires: []*analysis.Analyzer{explodePass},
	Run:      func(*analysis.Pass) (any, error) { return nil, nil },
}

// panicChecks returns a hardened suite with a check whose required pass
// panics on package boom, and badname, which works.
func panicChecks() []*analysis.Analyzer {
	checks := []*analysis.Analyzer{badnameCheck, explodeCheck}
	analyzers.Harden(checks)
	return checks
}

// explodeFactsPass is an internal pass with facts that panics on
// packages named boomlib.
var explodeFactsPass = &analysis.Analyzer{
	Name:      "explodefacts",
	Doc:       "panic on packages named boomlib (test-only pass with facts)",
	FactTypes: []analysis.Fact{new(boomFact)},
	Run: func(pass *analysis.Pass) (any, error) {
		if pass.Pkg.Name() == "boomlib" {
			panic("explode")
		}
		return nil, nil
	},
}

// boomFact is the fact type of explodeFactsPass (never exported).
type boomFact struct{}

func (*boomFact) AFact() {}

// explodeFactsCheck requires explodeFactsPass and reports nothing.
var explodeFactsCheck = &analysis.Analyzer{
	Name:     "explodeuser",
	Doc:      "require a pass with facts that panics (test-only check)",
	Requires: []*analysis.Analyzer{explodeFactsPass},
	Run:      func(*analysis.Pass) (any, error) { return nil, nil },
}

// factPanicChecks returns a hardened suite with a check whose required
// pass with facts panics on package boomlib, and badname.
func factPanicChecks() []*analysis.Analyzer {
	checks := []*analysis.Analyzer{badnameCheck, explodeFactsCheck}
	analyzers.Harden(checks)
	return checks
}

// factPanicFixture is a module whose package p imports boomlib, through
// mid, on which explodeFactsPass panics.
func factPanicFixture(t *testing.T) string {
	return writeModule(t, map[string]string{
		"p/p.go":             "package p\n\nimport \"example.com/fx/mid\"\n\nfunc BadF() { mid.M() }\n",
		"mid/mid.go":         "package mid\n\nimport \"example.com/fx/boomlib\"\n\nfunc M() { boomlib.L() }\n",
		"boomlib/boomlib.go": "package boomlib\n\nfunc L() {}\n",
	})
}

const wantFactPanic = "internal error: explodefacts panicked on example.com/fx/boomlib: explode (at robust_test.go:"

// TestDependencyPanic checks that a panic in a pass with facts on a
// package that is not analyzed for itself (a dependency) is reported,
// naming the pass and that package, as the error of the checks that
// need it on the importing package: its facts are missing there.
func TestDependencyPanic(t *testing.T) {
	dir := factPanicFixture(t)
	t.Chdir(dir)
	for _, kv := range fixtureEnv {
		k, v, _ := strings.Cut(kv, "=")
		t.Setenv(k, v)
	}
	var out, errs bytes.Buffer
	code := run([]string{"./p"}, factPanicChecks(), &out, &errs)
	if code != exitFailure || errs.String() == "" || !strings.HasPrefix(errs.String(), "mcplint: "+wantFactPanic) || strings.Count(errs.String(), "\n") != 1 {
		t.Errorf("exit %d, stderr:\n%s\nwant exit %d and one line starting with %q", code, errs.String(), exitFailure, "mcplint: "+wantFactPanic)
	}
	if want := "p/p.go:5:6: name BadF starts with Bad (badname)\n"; out.String() != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out.String(), want)
	}
}

// TestDependencyPanicGoVet checks the same under go vet -vettool, where
// each package is analyzed in its own process.
func TestDependencyPanicGoVet(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("executes go vet")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := factPanicFixture(t)
	code, _, stderr := execIn(t, dir, []string{envTestTool + "=factpanic"}, "go", "vet", "-vettool="+self, "./p")
	if code != 1 || !strings.Contains(stderr, wantFactPanic) || !strings.Contains(stderr, "p/p.go:5:6: name BadF starts with Bad") {
		t.Errorf("go vet: exit %d\nstderr:\n%s", code, stderr)
	}
}

// panicFixture is a module with a package on which explodePass panics,
// and a healthy one; both have a badname finding.
func panicFixture(t *testing.T) string {
	return writeModule(t, map[string]string{
		"p/p.go":       "package p\n\nfunc BadF() {}\n",
		"boom/boom.go": "package boom\n\nfunc BadB() {}\n",
	})
}

const wantPanic = "internal error: explodepass panicked on example.com/fx/boom: explode (at robust_test.go:"

// TestPanicStandalone checks that a panic in a pass on one package is
// reported once, naming the pass and the package, and that the rest of
// the run, the other check on that package included, goes on.
func TestPanicStandalone(t *testing.T) {
	dir := panicFixture(t)
	t.Chdir(dir)
	for _, kv := range fixtureEnv {
		k, v, _ := strings.Cut(kv, "=")
		t.Setenv(k, v)
	}
	runPanic := func(args ...string) (int, string, string) {
		var out, errs bytes.Buffer
		code := run(args, panicChecks(), &out, &errs)
		return code, out.String(), errs.String()
	}

	code, stdout, stderr := runPanic("./...")
	if code != exitFailure {
		t.Errorf("exit %d, want %d", code, exitFailure)
	}
	checkPanicStderr := func(mode, stderr string) {
		t.Helper()
		lines := strings.Split(strings.TrimSpace(stderr), "\n")
		if len(lines) != 1 || !strings.HasPrefix(lines[0], "mcplint: "+wantPanic) {
			t.Errorf("%s: stderr: want one line starting with %q, got:\n%s", mode, "mcplint: "+wantPanic, stderr)
		}
	}
	checkPanicStderr("text", stderr)
	for _, want := range []string{"boom/boom.go:3:6: name BadB starts with Bad (badname)\n", "p/p.go:3:6: name BadF starts with Bad (badname)\n"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, stdout)
		}
	}

	code, stdout, stderr = runPanic("-json", "./...")
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal([]byte(stdout), &tree); err != nil {
		t.Fatalf("-json: %v\n%s", err, stdout)
	}
	var e struct{ Error string }
	if err := json.Unmarshal(tree["example.com/fx/boom"]["explode"], &e); err != nil || !strings.HasPrefix(e.Error, wantPanic) {
		t.Errorf("-json: explode on boom: %s, want an error starting with %q", tree["example.com/fx/boom"]["explode"], wantPanic)
	}
	for pkg, checks := range tree {
		if _, ok := checks["explodepass"]; ok {
			t.Errorf("-json: internal pass listed for %s:\n%s", pkg, stdout)
		}
	}
	if len(tree["example.com/fx/p"]["badname"]) == 0 || len(tree["example.com/fx/boom"]["badname"]) == 0 {
		t.Errorf("-json: badname findings missing:\n%s", stdout)
	}
	if code != exitFailure || stderr != "" {
		t.Errorf("-json: exit %d, stderr %q", code, stderr)
	}

	// -fix fixes what it can and reports the failure.
	code, _, stderr = runPanic("-fix", "./...")
	// The panic, then what -fix did.
	stderr, summary, _ := strings.Cut(stderr, "mcplint: applied ")
	if summary != "2 fixes in 2 files\n" {
		t.Errorf("-fix: summary %q, want 2 fixes in 2 files", summary)
	}
	checkPanicStderr("-fix", stderr)
	if code != exitFailure || !strings.Contains(readFile(t, dir, "p/p.go"), "GoodF") || !strings.Contains(readFile(t, dir, "boom/boom.go"), "GoodB") {
		t.Errorf("-fix: exit %d; p.go:\n%s", code, readFile(t, dir, "p/p.go"))
	}
}

// TestPanicGoVet checks the same under go vet -vettool.
func TestPanicGoVet(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("executes go vet")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := panicFixture(t)
	code, _, stderr := execIn(t, dir, []string{envTestTool + "=panic"}, "go", "vet", "-vettool="+self, "./...")
	if code != 1 || !strings.Contains(stderr, wantPanic) || !strings.Contains(stderr, "p/p.go:3:6: name BadF starts with Bad") {
		t.Errorf("go vet: exit %d\nstderr:\n%s", code, stderr)
	}
}

// TestOutsideModule checks that running outside a module says so in one
// plain line, not as the go command's wrapped stderr.
func TestOutsideModule(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(dir+"/x.go", []byte("package x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "")
	t.Setenv("GO111MODULE", "on")
	// The same line for "." (go list fails) and "./..." (go list
	// reports the pattern as matching nothing).
	for _, pattern := range []string{".", "./..."} {
		var out, errs bytes.Buffer
		code := run([]string{pattern}, testChecks(), &out, &errs)
		want := "mcplint: go.mod file not found in current directory or any parent directory; see 'go help modules'\n"
		if code != exitFailure || errs.String() != want {
			t.Errorf("mcplint %s: exit %d, stderr:\n%s\nwant exit 1 and:\n%s", pattern, code, errs.String(), want)
		}
	}
}

// TestBadRegexpFlag checks that an invalid regular expression in a check
// option of the real suite is a command-line error naming the flag.
func TestBadRegexpFlag(t *testing.T) {
	var out, errs bytes.Buffer
	code := run([]string{"-errorleak.secretpattern=(", "./..."}, analyzers.All(), &out, &errs)
	want := `invalid value "(" for flag -errorleak.secretpattern: not a valid regular expression: error parsing regexp: missing closing ): ` + "`(`"
	if code != exitUsage || !strings.Contains(errs.String(), want) {
		t.Errorf("exit %d, stderr:\n%s\nwant exit 2 and %q", code, errs.String(), want)
	}
}

func TestPlainLoadError(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"err: exit status 1: stderr: go: go.mod file not found in current directory or any parent directory; see 'go help modules'\n",
			"go.mod file not found in current directory or any parent directory; see 'go help modules'"},
		{"err: exit status 1: stderr: go: a\ngo: b\n", "a; b"},
		{"err: exit status 1: stderr: go: inconsistent vendoring in /m:\n\tx@v1: is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt\n\n\tTo ignore the vendor directory, use -mod=readonly or -mod=mod.\n\tTo sync the vendor directory, run:\n\t\tgo mod vendor\n",
			"inconsistent vendoring in /m: x@v1: is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt; To ignore the vendor directory, use -mod=readonly or -mod=mod. To sync the vendor directory, run: go mod vendor"},
		{"something else", "something else"},
	} {
		if got := plainLoadError(errors.New(tc.in)).Error(); got != tc.want {
			t.Errorf("plainLoadError(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
