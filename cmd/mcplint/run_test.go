package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestTextOutputAndExitCodes(t *testing.T) {
	dir := mainFixture(t)

	code, stdout, stderr := runIn(t, dir, "./...")
	if code != exitDiagnostics {
		t.Errorf("exit code = %d, want %d; stderr:\n%s", code, exitDiagnostics, stderr)
	}
	// Sorted, relative, each once although p and "p [p.test]" both
	// report the findings of p.go.
	want := `p/p.go:3:1: TODO comment (todo)
p/p.go:4:6: name BadF starts with Bad (badname)
p/p.go:7:2: name BadA starts with Bad (badname)
p/p_test.go:7:6: name BadHelper starts with Bad (badname)
`
	if stdout != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", stdout, want)
	}
	if stderr != "" {
		t.Errorf("unexpected stderr:\n%s", stderr)
	}

	// A clean package.
	if code, stdout, stderr := runIn(t, dir, "./clean"); code != exitOK || stdout != "" || stderr != "" {
		t.Errorf("clean: exit %d, stdout %q, stderr %q; want 0 and no output", code, stdout, stderr)
	}

	// From a subdirectory, names stay relative to the working directory.
	code, stdout, _ = runIn(t, filepath.Join(dir, "p"), ".")
	if code != exitDiagnostics || !strings.HasPrefix(stdout, "p.go:3:1: TODO comment (todo)\n") {
		t.Errorf("in p: exit %d, stdout:\n%s", code, stdout)
	}
}

func TestSelection(t *testing.T) {
	dir := mainFixture(t)
	for _, tc := range []struct {
		args []string
		want string // the checks whose findings are printed, in order of appearance
	}{
		{[]string{"-todo"}, "todo"},
		{[]string{"-todo=true"}, "todo"},
		{[]string{"-badname=false"}, "todo"},
		{[]string{"-todo=false"}, "badname badname"},
		{[]string{"-todo", "-badname"}, "todo badname badname"},
		{[]string{"-todo=false", "-badname=false"}, ""},
		{[]string{"-todo=false", "-badname"}, "badname badname"},
	} {
		// Without tests, which would load all of package testing's
		// dependencies from source.
		args := append(tc.args, "-test=false", "./p")
		code, stdout, stderr := runIn(t, dir, args...)
		var got []string
		for line := range strings.Lines(stdout) {
			line = strings.TrimSpace(line)
			got = append(got, line[strings.LastIndex(line, "(")+1:len(line)-1])
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("%v: got checks %q, want %q; stderr:\n%s", tc.args, got, tc.want, stderr)
		}
		wantCode := exitDiagnostics
		if tc.want == "" {
			wantCode = exitOK
		}
		if code != wantCode {
			t.Errorf("%v: exit code %d, want %d", tc.args, code, wantCode)
		}
	}
}

func TestAnalyzerFlag(t *testing.T) {
	t.Cleanup(func() { badnamePrefix = "Bad" })
	dir := writeModule(t, map[string]string{"q/q.go": "package q\n\nfunc WorseX() {}\n\nfunc BadY() {}\n"})
	code, stdout, stderr := runIn(t, dir, "-badname.prefix=Worse", "./...")
	if want := "q/q.go:3:6: name WorseX starts with Worse (badname)\n"; code != exitDiagnostics || stdout != want {
		t.Errorf("exit %d, stdout:\n%s\nwant:\n%s\nstderr:\n%s", code, stdout, want, stderr)
	}
}

func TestTestsAndTags(t *testing.T) {
	dir := mainFixture(t)

	_, stdout, _ := runIn(t, dir, "-test=false", "-todo=false", "./...")
	if strings.Contains(stdout, "p_test.go") {
		t.Errorf("-test=false reported test files:\n%s", stdout)
	}
	if !strings.Contains(stdout, "p/p.go:4:6:") {
		t.Errorf("-test=false lost p.go:\n%s", stdout)
	}

	code, stdout, stderr := runIn(t, dir, "./tagged")
	if code != exitOK || stdout != "" {
		t.Errorf("without -tags: exit %d, stdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	code, stdout, stderr = runIn(t, dir, "-tags=special", "./tagged")
	if want := "tagged/tagged.go:5:6: name BadTagged starts with Bad (badname)\n"; code != exitDiagnostics || stdout != want {
		t.Errorf("with -tags: exit %d, stdout:\n%s\nwant:\n%s\nstderr:\n%s", code, stdout, want, stderr)
	}
}

func TestContextLines(t *testing.T) {
	dir := mainFixture(t)
	_, stdout, _ := runIn(t, dir, "-c=1", "-todo=false", "./p")
	want := `p/p.go:4:6: name BadF starts with Bad (badname)
3	// TODO: remove
4	func BadF() int { return 1 }
5	
`
	if !strings.HasPrefix(stdout, want) {
		t.Errorf("stdout:\n%s\nwant prefix:\n%s", stdout, want)
	}
}

func TestJSON(t *testing.T) {
	dir := mainFixture(t)
	code, stdout, stderr := runIn(t, dir, "-json", "./...")
	if code != exitOK {
		t.Errorf("-json: exit code %d, want 0; stderr:\n%s", code, stderr)
	}

	type edit struct {
		Filename string `json:"filename"`
		Start    int    `json:"start"`
		End      int    `json:"end"`
		New      string `json:"new"`
	}
	type diag struct {
		Posn           string `json:"posn"`
		End            string `json:"end"`
		Message        string `json:"message"`
		Category       string `json:"category"`
		SuggestedFixes []struct {
			Message string `json:"message"`
			Edits   []edit `json:"edits"`
		} `json:"suggested_fixes"`
	}
	var tree map[string]map[string][]diag
	if err := json.Unmarshal([]byte(stdout), &tree); err != nil {
		t.Fatalf("bad JSON: %v\n%s", err, stdout)
	}
	if len(tree) != 1 {
		t.Errorf("packages in JSON: got %d, want 1 (example.com/fx/p):\n%s", len(tree), stdout)
	}
	p := tree["example.com/fx/p"]
	if len(p["todo"]) != 1 || len(p["badname"]) != 3 {
		t.Fatalf("want 1 todo and 3 badname diagnostics:\n%s", stdout)
	}

	d := p["badname"][0]
	pfile := filepath.Join(dir, "p", "p.go")
	if d.Posn != pfile+":4:6" || d.End != pfile+":4:10" || d.Message != "name BadF starts with Bad" || d.Category != "naming" {
		t.Errorf("first badname diagnostic: %+v", d)
	}
	start := strings.Index(pGo, "BadF")
	wantEdit := edit{Filename: pfile, Start: start, End: start + 3, New: "Good"}
	if len(d.SuggestedFixes) != 1 || d.SuggestedFixes[0].Message != "replace Bad by Good" ||
		len(d.SuggestedFixes[0].Edits) != 1 || d.SuggestedFixes[0].Edits[0] != wantEdit {
		t.Errorf("fixes: %+v, want one with edit %+v", d.SuggestedFixes, wantEdit)
	}
	if td := p["todo"][0]; td.SuggestedFixes != nil {
		t.Errorf("todo has fixes: %+v", td)
	}
	if !strings.Contains(stdout, `"suggested_fixes"`) || strings.Contains(stdout, `"category": ""`) {
		t.Errorf("JSON field names differ from x/tools':\n%s", stdout)
	}

	// No findings: an empty object.
	if code, stdout, _ := runIn(t, dir, "-json", "./clean"); code != exitOK || strings.TrimSpace(stdout) != "{}" {
		t.Errorf("-json clean: exit %d, stdout %q", code, stdout)
	}
}

func TestFix(t *testing.T) {
	dir := mainFixture(t)
	code, stdout, stderr := runIn(t, dir, "-fix", "./...")
	// It says what it did, and prints the finding it left as usual.
	if code != exitOK || stdout != "p/p.go:3:1: TODO comment (todo)\n" ||
		stderr != "mcplint: applied 3 fixes in 2 files; 1 finding left for you (no fix, or one not applied):\n" {
		t.Errorf("-fix: exit %d, stdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	// The fixes in p.go, reported by both p and "p [p.test]", apply once,
	// and the result is gofmt'ed (the var block is realigned).
	want := `package p

// TODO: remove
func GoodF() int { return 1 }

var (
	GoodA = 1
	Bcc   = 2
)
`
	if got := readFile(t, dir, "p/p.go"); got != want {
		t.Errorf("p.go after -fix:\n%s\nwant:\n%s", got, want)
	}
	if got := readFile(t, dir, "p/p_test.go"); !strings.Contains(got, "func GoodHelper() {}") {
		t.Errorf("p_test.go after -fix:\n%s", got)
	}

	// Nothing left to fix.
	if code, stdout, _ := runIn(t, dir, "-todo=false", "./..."); code != exitOK || stdout != "" {
		t.Errorf("after -fix: exit %d, stdout:\n%s", code, stdout)
	}
}

func TestFixDiff(t *testing.T) {
	dir := mainFixture(t)
	code, stdout, stderr := runIn(t, dir, "-fix", "-diff", "./p")
	if code != exitOK {
		t.Errorf("-fix -diff: exit %d; stderr:\n%s", code, stderr)
	}
	want := `--- p/p.go.orig
+++ p/p.go
@@ -1,9 +1,9 @@
 package p
 
 // TODO: remove
-func BadF() int { return 1 }
+func GoodF() int { return 1 }
 
 var (
-	BadA = 1
-	Bcc  = 2
+	GoodA = 1
+	Bcc   = 2
 )
--- p/p_test.go.orig
+++ p/p_test.go
@@ -4,4 +4,4 @@
 
 func TestF(t *testing.T) {}
 
-func BadHelper() {}
+func GoodHelper() {}
`
	if stdout != want {
		t.Errorf("diff:\n%s\nwant:\n%s", stdout, want)
	}
	// The summary and the finding left go to stderr, out of the diff.
	if want := "mcplint: would apply 3 fixes in 2 files; 1 finding left for you (no fix, or one not applied):\np/p.go:3:1: TODO comment (todo)\n"; stderr != want {
		t.Errorf("-fix -diff: stderr:\n%s\nwant:\n%s", stderr, want)
	}
	if got := readFile(t, dir, "p/p.go"); got != pGo {
		t.Errorf("-diff modified p.go:\n%s", got)
	}
}

func TestLoadErrors(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"syntax/syntax.go": "package syntax\n\nfunc F( {\n",
		"types/types.go":   "package types\n\nfunc F() int { return \"x\" }\n",
		"good/good.go":     "package good\n\nfunc BadG() {}\n",
		"imp/imp.go":       "package imp\n\nimport \"example.com/fx/types\"\n\nvar BadV = types.F\n",
	})

	for _, args := range [][]string{{"./..."}, {"-json", "./..."}, {"-fix", "./..."}, {"-handlers", "./..."}} {
		code, stdout, stderr := runIn(t, dir, args...)
		if code != exitFailure {
			t.Errorf("%v: exit code %d, want 1", args, code)
		}
		for _, want := range []string{
			"syntax/syntax.go:3:9: expected ')', found '{'\n",
			"types/types.go:3:23: cannot use \"x\" (untyped string constant) as int value in return statement\n",
		} {
			if !strings.Contains(stderr, want) {
				t.Errorf("%v: stderr lacks %q:\n%s", args, want, stderr)
			}
			if strings.Count(stderr, want) != 1 {
				t.Errorf("%v: stderr repeats %q:\n%s", args, want, stderr)
			}
		}
		// Failing packages are not analyzed, and said so in one line
		// (imp imports types); the others are analyzed.
		if strings.Contains(stderr, "failed") || strings.Contains(stderr, "skipped") {
			t.Errorf("%v: stderr has consequential errors:\n%s", args, stderr)
		}
		notAnalyzed := "mcplint: 3 packages not analyzed, their findings missing, because of the load errors above (theirs or their imports'): example.com/fx/imp, example.com/fx/syntax, example.com/fx/types\n"
		if shows := args[0] == "./..." || args[0] == "-fix"; shows != strings.Contains(stderr, notAnalyzed) {
			t.Errorf("%v: stderr says the packages not analyzed: %v, want %v:\n%s", args, !shows, shows, stderr)
		}
		if args[0] == "./..." && stdout != "good/good.go:3:6: name BadG starts with Bad (badname)\n" {
			t.Errorf("%v: stdout:\n%s", args, stdout)
		}
	}
	if got := readFile(t, dir, "good/good.go"); !strings.Contains(got, "GoodG") {
		t.Errorf("-fix did not fix the healthy package despite errors elsewhere:\n%s", got)
	}
}

func TestNoPackages(t *testing.T) {
	dir := mainFixture(t)
	for _, args := range [][]string{{"./nonexistent"}, {"example.com/nowhere"}} {
		code, _, stderr := runIn(t, dir, args...)
		if code != exitFailure || stderr == "" {
			t.Errorf("%v: exit %d, stderr %q; want 1 and an error", args, code, stderr)
		}
	}
	empty := writeModule(t, map[string]string{})
	code, _, stderr := runIn(t, empty, "./...")
	if code != exitFailure || !strings.Contains(stderr, "matched no packages") {
		t.Errorf("empty module: exit %d, stderr %q", code, stderr)
	}
}

func TestUsage(t *testing.T) {
	dir := mainFixture(t)
	for _, tc := range []struct {
		args         []string
		code         int
		stdout, errs string // substrings
	}{
		{nil, exitFailure, "", "Usage:"},
		{[]string{"-json"}, exitFailure, "", "Usage:"},
		{[]string{"-help"}, exitOK, "Exit status:", ""},
		{[]string{"-h"}, exitOK, "-handlers", ""},
		{[]string{"-nosuchflag", "./..."}, exitUsage, "", "flag provided but not defined: -nosuchflag"},
		{[]string{"-diff", "./..."}, exitUsage, "", "-diff requires -fix"},
		{[]string{"-fix", "-json", "./..."}, exitUsage, "", "mutually exclusive"},
		{[]string{"-todo=maybe", "./..."}, exitUsage, "", "invalid boolean value"},
		// A misspelled check or flag: the nearest name, on the error's line.
		{[]string{"-tood", "./..."}, exitUsage, "", "flag provided but not defined: -tood; did you mean -todo?\nRun 'mcplint -help' for usage.\n"},
		{[]string{"-badnmae=false", "./..."}, exitUsage, "", "flag provided but not defined: -badnmae; did you mean -badname?\n"},
		{[]string{"--badname.prefx=X", "./..."}, exitUsage, "", "flag provided but not defined: -badname.prefx; did you mean -badname.prefix?\n"},
		{[]string{"-hanlders", "./..."}, exitUsage, "", "did you mean -handlers?\n"},
		{[]string{"-zzzzzz", "./..."}, exitUsage, "", "flag provided but not defined: -zzzzzz\nRun"},
	} {
		code, stdout, stderr := runIn(t, dir, tc.args...)
		if code != tc.code || !strings.Contains(stdout, tc.stdout) || !strings.Contains(stderr, tc.errs) {
			t.Errorf("%v: exit %d (want %d)\nstdout:\n%s\nstderr:\n%s", tc.args, code, tc.code, stdout, stderr)
		}
	}
}

func TestHelp(t *testing.T) {
	dir := mainFixture(t)
	code, stdout, _ := runIn(t, dir, "help")
	if code != exitOK || !strings.Contains(stdout, "\nbadname: report package-level names that start with a prefix\ntodo: report TODO comments (test-only check)\n") {
		t.Errorf("help: exit %d, stdout:\n%s", code, stdout)
	}

	code, stdout, _ = runIn(t, dir, "help", "badname")
	for _, want := range []string{
		"badname: report package-level names that start with a prefix\n",
		"The badname check is a test-only check.",
		"-badname.prefix prefix",
	} {
		if code != exitOK || !strings.Contains(stdout, want) {
			t.Errorf("help badname: exit %d, stdout lacks %q:\n%s", code, want, stdout)
		}
	}

	code, _, stderr := runIn(t, dir, "help", "nosuch")
	if code != exitFailure || !strings.Contains(stderr, `unknown check "nosuch"; run`) {
		t.Errorf("help nosuch: exit %d, stderr:\n%s", code, stderr)
	}
	code, _, stderr = runIn(t, dir, "help", "badnaem")
	if code != exitFailure || !strings.Contains(stderr, `unknown check "badnaem"; did you mean badname?`) {
		t.Errorf("help nosuch: exit %d, stderr:\n%s", code, stderr)
	}
}

func TestHandlers(t *testing.T) {
	dir := mainFixture(t)
	code, stdout, stderr := runIn(t, dir, "-handlers", "./...")
	if code != exitOK || stderr != "" {
		t.Errorf("-handlers: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	// The fixture registers no MCP tools.
	if stdout != "" {
		t.Errorf("-handlers listed handlers in a program without any:\n%s", stdout)
	}
}

func TestIsVetInvocation(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{[]string{"-flags"}, true},
		{[]string{"-V=full"}, true},
		{[]string{"--V=full"}, true},
		{[]string{"/tmp/go-build1/b001/vet.cfg"}, true},
		{[]string{"-json", "-badname", "/tmp/go-build1/b001/vet.cfg"}, true},
		{nil, false},
		{[]string{"./..."}, false},
		{[]string{"-json", "./..."}, false},
		{[]string{"help"}, false},
		{[]string{"./...", "-flags"}, false}, // a package pattern, in effect
	} {
		if got := isVetInvocation(tc.args); got != tc.want {
			t.Errorf("isVetInvocation(%q) = %v, want %v", tc.args, got, tc.want)
		}
	}
}

func readFile(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
