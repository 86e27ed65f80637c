package main

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/mcplint/mcplint/analyzers"
	"github.com/mcplint/mcplint/internal/testdata"
)

// diffRepo is the fixture repository of the -surface -base tests: the
// commits of testdata/surfacediff/{broken,base,head}.txtar, tagged with
// those names, over a copy of the mcp-go stub as a module; head is
// checked out.
type diffRepo struct {
	dir     string
	commits map[string]string // tag → commit
}

// newDiffRepo creates the fixture repository in a temporary directory.
// Under -short it skips the test: each test that uses it loads the head
// and the base revisions, from source with a fresh module (15–18 s of
// the package's -short run on the shared machine); the full run has them.
func newDiffRepo(t *testing.T) *diffRepo {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: the -surface -base tests load two revisions of a fixture repository; they run in the full run")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	tmp := t.TempDir()
	if r, err := filepath.EvalSymlinks(tmp); err == nil {
		tmp = r
	}
	stub := filepath.Join(tmp, "mcpgo")
	copyTree(t, filepath.Join(testdata.Dir(), "src", "github.com", "mark3labs", "mcp-go"), stub)
	writeFile(t, filepath.Join(stub, "go.mod"), "module github.com/mark3labs/mcp-go\n\ngo 1.26\n")

	r := &diffRepo{dir: filepath.Join(tmp, "repo"), commits: map[string]string{}}
	if err := os.Mkdir(r.dir, 0o755); err != nil {
		t.Fatal(err)
	}
	r.git(t, "init", "-q")
	for _, tag := range []string{"broken", "base", "head"} {
		ar, err := txtar.ParseFile(filepath.Join(pkgDir, "testdata", "surfacediff", tag+".txtar"))
		if err != nil {
			t.Fatal(err)
		}
		// The archive is the whole tree of the commit.
		entries, _ := os.ReadDir(r.dir)
		for _, e := range entries {
			if e.Name() != ".git" {
				os.RemoveAll(filepath.Join(r.dir, e.Name()))
			}
		}
		for _, f := range ar.Files {
			data := string(f.Data)
			if f.Name == "go.mod" {
				data += "\nreplace github.com/mark3labs/mcp-go => " + stub + "\n"
			}
			writeFile(t, filepath.Join(r.dir, filepath.FromSlash(f.Name)), data)
		}
		r.git(t, "add", "-A")
		r.git(t, "commit", "-q", "-m", tag)
		r.git(t, "tag", tag)
		r.commits[tag] = strings.TrimSpace(r.git(t, "rev-parse", "HEAD"))
	}
	return r
}

// git runs git in the repository with a fixed identity and date.
func (r *diffRepo) git(t *testing.T, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = r.dir
	cmd.Env = append(os.Environ(),
		"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_AUTHOR_DATE=2026-01-02T03:04:05Z",
		"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com", "GIT_COMMITTER_DATE=2026-01-02T03:04:05Z",
		"GIT_CONFIG_GLOBAL="+os.DevNull, "GIT_CONFIG_NOSYSTEM=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// run runs mcplint with the whole suite in dir and returns its exit code
// and output; stderr with the commits' names replaced by their tags.
func (r *diffRepo) run(t *testing.T, dir string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	t.Chdir(dir)
	for _, kv := range fixtureEnv {
		k, v, _ := strings.Cut(kv, "=")
		t.Setenv(k, v)
	}
	var out, errs bytes.Buffer
	code = run(args, analyzers.All(), &out, &errs)
	return code, out.String(), r.tagged(errs.String())
}

// tagged replaces the commits' names in s by their tags.
func (r *diffRepo) tagged(s string) string {
	for tag, c := range r.commits {
		s = strings.ReplaceAll(s, c, "<"+tag+">")
		s = strings.ReplaceAll(s, shortCommit(c), "<"+tag+">")
	}
	return s
}

func copyTree(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		writeFile(t, filepath.Join(to, rel), string(data))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// worktrees returns the repository's worktrees (git worktree list).
func (r *diffRepo) worktrees(t *testing.T) int {
	return strings.Count(r.git(t, "worktree", "list", "--porcelain"), "worktree ")
}

// TestSurfaceDiff checks -surface -base over the fixture repository in
// the three formats: every kind of change (see head.txtar), a moved
// function and edits above unchanged exits that report nothing, the exit
// status 3 for changes that hide failures from the model, the JSON
// against docs/surface-diff.schema.json; and that the base's worktree is
// gone afterwards and the user's tree untouched.
func TestSurfaceDiff(t *testing.T) {
	r := newDiffRepo(t)
	for _, tc := range []struct {
		golden string
		args   []string
	}{
		{"surfacediff.txt", nil},
		{"surfacediff.json", []string{"-json"}},
		{"surfacediff.md", []string{"-format=markdown"}},
	} {
		args := append(append([]string{"-surface", "-base", "base"}, tc.args...), "./...")
		code, stdout, stderr := r.run(t, r.dir, args...)
		if code != exitDiagnostics || stderr != "" {
			t.Errorf("mcplint %s: exit %d, want %d; stderr:\n%s", strings.Join(args, " "), code, exitDiagnostics, stderr)
		}
		compareSurfaceGolden(t, tc.golden, r.tagged(stdout))
		if tc.golden == "surfacediff.json" {
			validateSurfaceDiffJSON(t, stdout)
			checkDiffJSON(t, stdout)
		}
	}
	if n := r.worktrees(t); n != 1 {
		t.Errorf("%d worktrees after the runs, want the repository's own", n)
	}
	if st := r.git(t, "status", "--porcelain"); st != "" {
		t.Errorf("the work tree changed:\n%s", st)
	}
}

// checkDiffJSON checks the JSON report's own claims: the moved and edited
// tools report nothing, the rewritten exit is one exit changed, the
// renamed tool one tool, the summary's counts are the sums of the tools'.
func checkDiffJSON(t *testing.T, out string) {
	t.Helper()
	var d surfaceDiff
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	worsened := 0
	for _, td := range d.Tools {
		switch td.Tool {
		case "archive", "same":
			t.Errorf("tool %s is reported (%s) though only moved or edited above its exits", td.Tool, td.phrase())
		case "lookup":
			// The argument's exit, and the text that quotes the argument.
			if len(td.Exits) != 2 || td.Exits[0].Change != "changed" || td.Exits[1].Change != "changed" || td.Worsened != 0 {
				t.Errorf("tool lookup: %s; want two exits whose text changed", td.phrase())
			}
		case "fetch_item":
			if td.Change != "changed" || len(td.Header) != 1 || td.Header[0].Base != "fetch" || len(td.Exits) != 0 {
				t.Errorf("tool fetch_item: %s; want the tool fetch renamed", td.phrase())
			}
		}
		n := 0
		for _, xd := range td.Exits {
			if xd.Worsens {
				n++
			}
		}
		if n != td.Worsened {
			t.Errorf("tool %s: worsened %d, %d exits worsen", td.Tool, td.Worsened, n)
		}
		worsened += n
	}
	if worsened != d.Summary.Worsened || worsened == 0 {
		t.Errorf("summary: worsened %d, the tools' sum %d", d.Summary.Worsened, worsened)
	}
}

// validateSurfaceDiffJSON validates out against the schema in docs/, and
// checks that the schema rejects another version and an unknown change.
func validateSurfaceDiffJSON(t *testing.T, out string) {
	t.Helper()
	sch, rep := validateSchema(t, out, "surface-diff.schema.json")
	rep["schema"] = "mcplint-surface-diff/v0"
	if sch.Validate(rep) == nil {
		t.Errorf("the schema accepts a report of another version")
	}
	rep["schema"] = surfaceDiffSchema
	rep["tools"].([]any)[0].(map[string]any)["change"] = "renamed"
	if sch.Validate(rep) == nil {
		t.Errorf("the schema accepts an unknown change")
	}
}

// TestSurfaceDiffUnchanged checks that a tree compared with its own commit
// has an empty diff and exit status 0, in every format, from the top
// level, from a subdirectory and with an absolute pattern.
func TestSurfaceDiffUnchanged(t *testing.T) {
	r := newDiffRepo(t)
	for _, tc := range []struct{ dir, pattern string }{
		{filepath.Join(r.dir, "util"), "."},
		{filepath.Join(r.dir, "util"), filepath.Join(r.dir, "...")},
	} {
		code, stdout, stderr := r.run(t, tc.dir, "-surface", "-base", "HEAD", tc.pattern)
		if want := "Failure surface against HEAD (<head>): no change\n"; code != exitOK || r.tagged(stdout) != want || stderr != "" {
			t.Errorf("in %s, -base HEAD %s: exit %d, stdout:\n%s\nstderr:\n%s\nwant exit 0 and %q", tc.dir, tc.pattern, code, stdout, stderr, want)
		}
	}
	// The absolute pattern is the working tree's in the base's worktree:
	// with base, the tools changed.
	code, stdout, _ := r.run(t, filepath.Join(r.dir, "util"), "-surface", "-base", "base", filepath.Join(r.dir, "..."))
	if code != exitDiagnostics || !strings.Contains(stdout, `tool "legacy"`) {
		t.Errorf("in util, -base base %s: exit %d, stdout:\n%s", filepath.Join(r.dir, "..."), code, stdout)
	}
	code, stdout, stderr := r.run(t, r.dir, "-surface", "-base", "HEAD", "./...")
	stdout = r.tagged(stdout)
	if want := "Failure surface against HEAD (<head>): no change\n"; code != exitOK || stdout != want || stderr != "" {
		t.Errorf("-base HEAD: exit %d, stdout:\n%s\nstderr:\n%s\nwant exit 0 and %q", code, stdout, stderr, want)
	}
	code, stdout, _ = r.run(t, r.dir, "-surface", "-base", "HEAD", "-format=markdown", "./...")
	if code != exitOK || !strings.Contains(stdout, "No change") {
		t.Errorf("-base HEAD -format=markdown: exit %d, stdout:\n%s", code, stdout)
	}
	code, stdout, _ = r.run(t, r.dir, "-surface", "-base", "HEAD", "-json", "./...")
	if code != exitOK || !strings.Contains(stdout, `"tools": []`) {
		t.Errorf("-base HEAD -json: exit %d, stdout:\n%s", code, stdout)
	}
}

// TestSurfaceDiffErrors checks the one-line errors, exit status 1, of a
// base that does not build, an unknown revision and a directory outside
// git, and the usage error of -base without -surface; no worktree is left
// behind.
func TestSurfaceDiffErrors(t *testing.T) {
	r := newDiffRepo(t)
	for _, tc := range []struct {
		dir  string
		args []string
		code int
		want string
	}{
		{r.dir, []string{"-surface", "-base", "broken", "./..."}, exitFailure,
			"mcplint: -base broken (<broken>): the base revision does not build: main.go:6:"},
		{r.dir, []string{"-surface", "-base", "nosuchrev", "./..."}, exitFailure,
			`mcplint: -base: "nosuchrev" is not a revision of the git repository at ` + r.dir + "\n"},
		{r.dir, []string{"-surface", "-base", "--output=x", "./..."}, exitFailure,
			`mcplint: -base: "--output=x" is not a revision of the git repository at ` + r.dir + "\n"},
		{r.dir, []string{"-base", "HEAD", "./..."}, exitUsage,
			"mcplint: -base requires -surface (for findings on changed lines, use -new-from-rev)\nRun 'mcplint -help' for usage.\n"},
	} {
		code, stdout, stderr := r.run(t, tc.dir, tc.args...)
		// The whole message, or for the parser's, its start; one line but
		// for the usage error's hint.
		lines := 1
		if tc.code == exitUsage {
			lines = 2
		}
		if code != tc.code || !strings.HasPrefix(stderr, tc.want) || strings.Count(stderr, "\n") != lines || stdout != "" {
			t.Errorf("mcplint %s: exit %d, stdout:\n%s\nstderr:\n%s\nwant exit %d and stderr\n%s", strings.Join(tc.args, " "), code, stdout, stderr, tc.code, tc.want)
		}
	}
	if n := r.worktrees(t); n != 1 {
		t.Errorf("%d worktrees after the runs, want the repository's own", n)
	}

	outside := t.TempDir()
	t.Setenv("GIT_CEILING_DIRECTORIES", filepath.Dir(outside))
	code, _, stderr := r.run(t, outside, "-surface", "-base", "HEAD", "./...")
	if code != exitFailure || !strings.HasPrefix(stderr, "mcplint: -base: not in a git work tree") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("outside git: exit %d, stderr:\n%s", code, stderr)
	}
}

// TestSurfaceDiffMarkdownSize checks that the Markdown report stays within
// its bound, counting the tools it leaves out.
func TestSurfaceDiffMarkdownSize(t *testing.T) {
	d := &surfaceDiff{Schema: surfaceDiffSchema, Base: diffRevision{Rev: "main", Commit: "0123456789abcdef"}}
	for i := range 500 {
		x := &exitSide{Position: "a.go:1:1", Destination: "model", By: "isError result", Text: strings.Repeat("x", 200)}
		d.Tools = append(d.Tools, toolDiff{Tool: "t" + string(rune('a'+i%26)), Change: "added", Position: "a.go:1:1",
			Exits: []exitDiff{{Change: "added", Head: x}}})
	}
	d.summarize()
	md := surfaceDiffMarkdown(d, maxMarkdown)
	if len(md) > maxMarkdown || !strings.Contains(md, "more tools, left out to fit in a comment") {
		t.Errorf("markdown of %d bytes, tail:\n%s", len(md), md[max(0, len(md)-300):])
	}
}

// TestMatchToolsBySimilarity checks when tools of different names are
// taken for one: the same function, or three exits in common; a tool
// removed and another added that share a boilerplate exit are not.
func TestMatchToolsBySimilarity(t *testing.T) {
	tool := func(name, fn string, stmts ...string) surfaceTool {
		st := surfaceTool{Tool: name, Function: fn, Package: "p"}
		for _, s := range stmts {
			st.Exits = append(st.Exits, surfaceExit{anchor: exitAnchor{stmt: s, guard: "if ; err != nil"}})
		}
		return st
	}
	for _, tc := range []struct {
		name      string
		old, head surfaceTool
		paired    bool
	}{
		{"renamed", tool("a", "h.a", "return nil , err"), tool("b", "h.a", "return nil , err"), true},
		{"exported", tool("a", "h.a", "return nil , err"), tool("", "H.A", "return nil , err"), true},
		{"boilerplate", tool("a", "h.a", "return nil , err"), tool("b", "h.b", "return nil , err"), false},
		{"moved", tool("a", "h.a", "r1", "r2", "r3", "r4"), tool("b", "g.b", "r1", "r2", "r3", "r5"), true},
		{"rewritten", tool("a", "h.a", "r1", "r2", "r3", "r4"), tool("b", "g.b", "r1", "r2", "r5", "r6"), false},
	} {
		pairs := matchTools([]surfaceTool{tc.old}, []surfaceTool{tc.head})
		if got := len(pairs) == 1; got != tc.paired {
			t.Errorf("%s: paired %v, want %v", tc.name, got, tc.paired)
		}
	}
}
