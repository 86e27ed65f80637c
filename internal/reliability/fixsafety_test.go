package reliability

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// findingCounts runs "mcplint -json" with args in dir and counts the
// findings per check and file (base name).
func findingCounts(t *testing.T, dir string, env []string, bin string, args ...string) map[string]int {
	t.Helper()
	code, stdout, stderr := runEnv(t, dir, env, bin, append([]string{"-json"}, args...)...)
	if code != 0 {
		t.Fatalf("mcplint -json %v: exit %d\n%s", args, code, stderr)
	}
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal([]byte(stdout), &tree); err != nil {
		t.Fatalf("mcplint -json %v: %v\n%s", args, err, stdout)
	}
	counts := make(map[string]int)
	for _, checks := range tree {
		for check, raw := range checks {
			var diags []struct{ Posn string }
			if err := json.Unmarshal(raw, &diags); err != nil {
				t.Fatalf("%s: %s", check, raw) // an error object: the check failed
			}
			for _, d := range diags {
				file := filepath.Base(strings.SplitN(d.Posn, ":", 2)[0])
				counts[check+" in "+file]++
			}
		}
	}
	return counts
}

// vetLines runs go vet with args in dir and returns its complaints
// without positions, to compare before and after the fixes.
func vetLines(t *testing.T, dir string, env []string, args ...string) map[string]bool {
	t.Helper()
	_, _, stderr := runEnv(t, dir, env, "go", append([]string{"vet"}, args...)...)
	posn := regexp.MustCompile(`^\S+?:\d+(:\d+)?: `)
	lines := make(map[string]bool)
	for _, l := range strings.Split(stderr, "\n") {
		if posn.MatchString(l) {
			lines[posn.ReplaceAllString(l, "")] = true
		}
	}
	return lines
}

// checkFixSafety applies every fix of mcplint to the packages args of the
// copy in dir and checks that the result is gofmt-clean, builds, raises
// no new go vet complaint, and that a re-run finds nothing new: for every
// check and file, at most as many findings as before.
func checkFixSafety(t *testing.T, bin, dir string, env []string, args ...string) (before, after int) {
	t.Helper()
	counts := findingCounts(t, dir, env, bin, args...)
	vetBefore := vetLines(t, dir, env, args...)

	if code, _, stderr := runEnv(t, dir, env, bin, append([]string{"-fix"}, args...)...); code != 0 {
		t.Fatalf("mcplint -fix: exit %d\n%s", code, stderr)
	}
	if _, out, _ := runEnv(t, dir, env, "gofmt", "-l", "."); out != "" {
		t.Errorf("not gofmt-clean after -fix:\n%s", out)
	}
	if code, out, stderr := runEnv(t, dir, env, "go", append([]string{"build"}, args...)...); code != 0 {
		t.Errorf("go build after -fix: exit %d\n%s%s", code, out, stderr)
	}
	for l := range vetLines(t, dir, env, args...) {
		if !vetBefore[l] {
			t.Errorf("go vet after -fix: new complaint: %s", l)
		}
	}
	for k, n := range findingCounts(t, dir, env, bin, args...) {
		if n > counts[k] {
			t.Errorf("after -fix: %d findings of %s, %d before", n, k, counts[k])
		}
		after += n
	}
	for _, n := range counts {
		before += n
	}
	return before, after
}

// TestFixSafetyExamples applies every fix to a copy of the demo.
func TestFixSafetyExamples(t *testing.T) {
	t.Parallel()
	bin := mcplint(t)
	src := filepath.Join(repoRoot(t), "examples")
	download(t, src)
	dir := t.TempDir()
	copyTree(t, src, dir)
	before, after := checkFixSafety(t, bin, dir, nil, "./...")
	if before == after {
		t.Errorf("-fix changed nothing in the demo (%d findings); the demo has fixes", before)
	}
	t.Logf("demo: %d findings before -fix, %d after", before, after)
}

// TestFixSafetyGoldens applies every fix to a copy of each test package
// that has .golden files, in GOPATH mode with the SDK stubs, as
// the check tests load them (internal/atest).
func TestFixSafetyGoldens(t *testing.T) {
	t.Parallel()
	bin := mcplint(t)
	src := filepath.Join(repoRoot(t), "testdata", "src")
	goldens, err := filepath.Glob(filepath.Join(src, "*", "*", "*.go.golden"))
	if err != nil {
		t.Fatal(err)
	}
	pkgs := make(map[string]bool)
	for _, g := range goldens {
		rel, _ := filepath.Rel(src, filepath.Dir(g))
		pkgs[filepath.ToSlash(rel)] = true
	}
	if len(pkgs) == 0 {
		t.Fatal("no test packages with golden files")
	}
	// A copy of the GOPATH (test packages import others), where each
	// such package is fixed: one run of each command.
	gopath := t.TempDir()
	copyTree(t, src, filepath.Join(gopath, "src"))
	var args []string
	for pkg := range pkgs {
		// Goldens are expectations of the check tests, not package files.
		olds, _ := filepath.Glob(filepath.Join(gopath, "src", pkg, "*.golden"))
		for _, g := range olds {
			os.Remove(g)
		}
		args = append(args, pkg)
	}
	slices.Sort(args)
	env := []string{"GO111MODULE=off", "GOPATH=" + gopath, "GOFLAGS=", "GOTOOLCHAIN=local"}
	before, after := checkFixSafety(t, bin, filepath.Join(gopath, "src"), env, args...)
	if before == after {
		t.Errorf("-fix changed nothing in %v (%d findings)", args, before)
	}
	t.Logf("%v: %d findings before -fix, %d after", args, before, after)
}
