package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// gitIn runs git in dir with a fixed identity, failing the test on error.
func gitIn(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(),
		"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com",
		"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com",
		"GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

func TestNewFromRev(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir := writeModule(t, map[string]string{
		"p/p.go": "package p\n\nfunc Old() { panic(1) }\n\nfunc Edited() {\n\t_ = 1\n}\n",
		"p/q.go": "package p\n\nfunc Staged() {}\n",
	})
	gitIn(t, dir, "init", "-q")
	gitIn(t, dir, "add", ".")
	gitIn(t, dir, "commit", "-q", "-m", "base")

	// An unstaged edit, a staged one, an untracked file.
	write := func(name, content string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("p/p.go", "package p\n\nfunc Old() { panic(1) }\n\nfunc Edited() {\n\tpanic(2)\n}\n")
	write("p/q.go", "package p\n\nfunc Staged() { panic(3) }\n")
	gitIn(t, dir, "add", "p/q.go")
	write("p/new.go", "package p\n\nfunc New() { panic(4) }\n")

	code, stdout, stderr := runIn(t, dir, "-watchpanic", "./...")
	if code != exitDiagnostics || strings.Count(stdout, "\n") != 4 {
		t.Fatalf("without -new-from-rev: exit %d, stdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}

	want := `p/new.go:3:14: panic called (watchpanic)
p/p.go:6:2: panic called (watchpanic)
p/q.go:3:17: panic called (watchpanic)
`
	code, stdout, stderr = runIn(t, dir, "-watchpanic", "-new-from-rev", "HEAD", "./...")
	if code != exitDiagnostics || stdout != want {
		t.Errorf("-new-from-rev HEAD: exit %d, stdout:\n%s\nwant:\n%s\nstderr:\n%s", code, stdout, want, stderr)
	}

	// From a subdirectory of the work tree.
	code, stdout, _ = runIn(t, filepath.Join(dir, "p"), "-watchpanic", "-new-from-rev=HEAD", ".")
	if code != exitDiagnostics || stdout != strings.ReplaceAll(want, "p/", "") {
		t.Errorf("in p: exit %d, stdout:\n%s", code, stdout)
	}

	// Once everything is committed, nothing is new.
	gitIn(t, dir, "add", ".")
	gitIn(t, dir, "commit", "-q", "-m", "more")
	code, stdout, _ = runIn(t, dir, "-watchpanic", "-new-from-rev", "HEAD", "./...")
	if code != exitOK || stdout != "" {
		t.Errorf("after commit: exit %d, stdout:\n%s", code, stdout)
	}
	code, stdout, _ = runIn(t, dir, "-watchpanic", "-new-from-rev", "HEAD~1", "./...")
	if code != exitDiagnostics || stdout != want {
		t.Errorf("-new-from-rev HEAD~1: exit %d, stdout:\n%s", code, stdout)
	}

	code, _, stderr = runIn(t, dir, "-new-from-rev", "nosuchrev", "./...")
	if code != exitFailure || !strings.Contains(stderr, `"nosuchrev" is not a revision`) {
		t.Errorf("bad revision: exit %d, stderr:\n%s", code, stderr)
	}
	code, _, stderr = runIn(t, dir, "-handlers", "-new-from-rev", "HEAD", "./...")
	if code != exitUsage || !strings.Contains(stderr, "-new-from-rev") {
		t.Errorf("-handlers -new-from-rev: exit %d, stderr:\n%s", code, stderr)
	}
}

func TestNewFromRevOutsideGit(t *testing.T) {
	dir := writeModule(t, map[string]string{"p/p.go": "package p\n"})
	t.Setenv("GIT_CEILING_DIRECTORIES", filepath.Dir(dir))
	code, _, stderr := runIn(t, dir, "-new-from-rev", "HEAD", "./...")
	if code != exitFailure || !strings.Contains(stderr, "-new-from-rev: git rev-parse") {
		t.Errorf("exit %d, stderr:\n%s", code, stderr)
	}
}

func TestAddDiff(t *testing.T) {
	const diff = `diff --git a/a.go b/a.go
--- a/a.go
+++ b/a.go
@@ -3 +3 @@ func F() {
-	old
+	new
@@ -10,0 +11,2 @@
+	added
+	added
@@ -20,2 +21,0 @@
-	deleted
-	deleted
diff --git "a/\303\244.go" "b/\303\244.go"
--- "a/\303\244.go"
+++ "b/\303\244.go"
@@ -1 +1 @@
-x
+y
diff --git a/gone.go b/gone.go
--- a/gone.go
+++ /dev/null
@@ -1 +0,0 @@
-package gone
`
	c := &changes{lines: map[string]map[int]bool{}}
	if err := c.addDiff("/r", diff); err != nil {
		t.Fatal(err)
	}
	got := map[string][]int{}
	for file, lines := range c.lines {
		for l := 1; l <= 30; l++ {
			if lines[l] {
				got[file] = append(got[file], l)
			}
		}
	}
	want := map[string][]int{"/r/a.go": {3, 11, 12}, "/r/ä.go": {1}}
	if len(got) != len(want) || !slices.Equal(got["/r/a.go"], want["/r/a.go"]) || !slices.Equal(got["/r/ä.go"], want["/r/ä.go"]) {
		t.Errorf("changed lines = %v, want %v", got, want)
	}
}
