package e2e

// This file reads the expectations written in the nested modules and
// matches the output of mcplint against them, with the semantics of
// analysistest: every expectation must be met by one output line, and
// every output line must be expected.
//
// Expectations are line comments:
//
//	// want-handler `rx`          the line of a tool handler: rx matches its
//	                              summary in "mcplint -handlers" output
//	// want CHECK:`rx` ...        a diagnostic of CHECK on this line whose
//	                              message matches rx
//
// Both take Go string literals (raw or interpreted), several per comment.
// A "want" whose check is not in the suite yet is skipped, so that
// expectations can be written before their check lands.

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"io/fs"
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// knownChecks are the check names expectations may use: the checks of the
// suite and those still being written.
var knownChecks = []string{
	"autherror", "emptyerror", "errorleak", "nilresult", "reservedcode",
	"rpcerror", "structurederror", "unflaggederror", "unknowntool", "wrappedrpcerror",
}

// A want is one expectation.
type want struct {
	file  string // absolute
	line  int
	check string // "" for a handler
	rx    *regexp.Regexp
	met   bool
}

func (w *want) String() string {
	kind := "handler"
	if w.check != "" {
		kind = w.check
	}
	return fmt.Sprintf("%s:%d: %s %q", w.file, w.line, kind, w.rx)
}

var wantKeyword = regexp.MustCompile(`//\s*(want-handler|want)(\s|$)`)

// readWants returns the expectations of the .go files under dir.
func readWants(t *testing.T, dir string) []*want {
	t.Helper()
	var wants []*want
	fset := token.NewFileSet()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				ws, err := parseWants(c)
				if err != nil {
					t.Errorf("%s: %v", fset.Position(c.Pos()), err)
				}
				for _, w := range ws {
					w.file, w.line = path, fset.Position(c.Pos()).Line
				}
				wants = append(wants, ws...)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return wants
}

// parseWants parses the expectations of one comment.
func parseWants(c *ast.Comment) ([]*want, error) {
	text := c.Text
	locs := wantKeyword.FindAllStringSubmatchIndex(text, -1)
	var wants []*want
	for i, loc := range locs {
		end := len(text)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		handler := text[loc[2]:loc[3]] == "want-handler"
		ws, err := parseArgs(text[loc[1]:end], handler)
		if err != nil {
			return nil, err
		}
		wants = append(wants, ws...)
	}
	return wants, nil
}

// parseArgs parses the expectations after want or want-handler:
// string literals for a handler, CHECK:string pairs for diagnostics.
func parseArgs(src string, handler bool) ([]*want, error) {
	var s scanner.Scanner
	fset := token.NewFileSet()
	s.Init(fset.AddFile("", -1, len(src)), []byte(src), nil, 0)
	next := func() (token.Token, string) {
		_, tok, lit := s.Scan()
		if tok == token.SEMICOLON && lit == "\n" {
			tok = token.EOF
		}
		return tok, lit
	}
	var wants []*want
	for {
		tok, lit := next()
		if tok == token.EOF {
			break
		}
		w := new(want)
		if !handler {
			if tok != token.IDENT {
				return nil, fmt.Errorf("want: got %s %q, want CHECK:\"regexp\"", tok, lit)
			}
			if !slices.Contains(knownChecks, lit) {
				return nil, fmt.Errorf("want: unknown check %q", lit)
			}
			w.check = lit
			if tok, _ := next(); tok != token.COLON {
				return nil, fmt.Errorf("want: missing colon after %s", w.check)
			}
			tok, lit = next()
		}
		if tok != token.STRING {
			return nil, fmt.Errorf("want: got %s %q, want a string literal", tok, lit)
		}
		pattern, err := strconv.Unquote(lit)
		if err != nil {
			return nil, err
		}
		if w.rx, err = regexp.Compile(pattern); err != nil {
			return nil, err
		}
		wants = append(wants, w)
	}
	if len(wants) == 0 {
		return nil, fmt.Errorf("want: no expectation")
	}
	return wants, nil
}

// posnRx splits a "file:line:col" position.
var posnRx = regexp.MustCompile(`^(.+?):(\d+):(\d+)$`)

// parsePosn returns the absolute file name and line of a position printed
// by mcplint, whose file name is relative to dir unless absolute.
func parsePosn(dir, posn string) (string, int, bool) {
	m := posnRx.FindStringSubmatch(posn)
	if m == nil {
		return "", 0, false
	}
	file := m[1]
	if !filepath.IsAbs(file) {
		file = filepath.Join(dir, file)
	}
	line, _ := strconv.Atoi(m[2])
	return filepath.Clean(file), line, true
}

// meet marks the first unmet expectation of check at file:line whose regexp
// matches text as met, and reports whether there was one.
func meet(wants []*want, check, file string, line int, text string) bool {
	for _, w := range wants {
		if !w.met && w.check == check && w.file == file && w.line == line && w.rx.MatchString(text) {
			w.met = true
			return true
		}
	}
	return false
}

// handlerLine matches a line of "mcplint -handlers" output.
var handlerLine = regexp.MustCompile(`^(.+?:\d+:\d+): (.*)$`)

// versionField is the SDK version a line of "mcplint -handlers" output
// ends with, when known.
var versionField = regexp.MustCompile(` version=(\S+)$`)

// checkHandlers matches the output of "mcplint -handlers" in dir against
// the want-handler expectations and returns the number of handlers listed.
// Each line must also report the SDK version, version.
func checkHandlers(t *testing.T, dir, output string, wants []*want, version string) int {
	t.Helper()
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(output), "\n") {
		if line == "" {
			continue
		}
		n++
		m := handlerLine.FindStringSubmatch(line)
		if m == nil {
			t.Errorf("-handlers: malformed line %q", line)
			continue
		}
		file, ln, ok := parsePosn(dir, m[1])
		if !ok || !meet(wants, "", file, ln, m[2]) {
			t.Errorf("-handlers: unexpected handler: %s", line)
		}
		if v := versionField.FindStringSubmatch(line); v == nil || v[1] != version {
			t.Errorf("-handlers: %s: SDK version not reported as %s", line, version)
		}
	}
	for _, w := range wants {
		if w.check == "" && !w.met {
			t.Errorf("-handlers: no handler matching %s", w)
		}
	}
	return n
}

// A jsonDiagnostic is a diagnostic in the JSON output of mcplint (the
// x/tools shape).
type jsonDiagnostic struct {
	Posn    string `json:"posn"`
	Message string `json:"message"`
}

// finding is one diagnostic of "mcplint -json" with its check.
type finding struct {
	jsonDiagnostic
	check string
}

// jsonFindings decodes the output of "mcplint -json" (or of another
// driver's -json: go vet prints one object per package, after a "# pkg"
// line), once per check, position and message (test variants of a package
// repeat diagnostics); a check that failed on a package is a test error.
func jsonFindings(t *testing.T, output string) []finding {
	t.Helper()
	tree := map[string]map[string]json.RawMessage{}
	var body strings.Builder
	for _, line := range strings.SplitAfter(output, "\n") {
		if !strings.HasPrefix(line, "#") {
			body.WriteString(line)
		}
	}
	dec := json.NewDecoder(strings.NewReader(body.String()))
	for dec.More() {
		var obj map[string]map[string]json.RawMessage
		if err := dec.Decode(&obj); err != nil {
			t.Fatalf("-json output: %v\n%s", err, output)
		}
		for pkg, checks := range obj {
			if tree[pkg] == nil {
				tree[pkg] = map[string]json.RawMessage{}
			}
			maps.Copy(tree[pkg], checks)
		}
	}
	var found []finding
	seen := map[[3]string]bool{}
	for pkg, checks := range tree {
		for check, raw := range checks {
			if check == "notes" {
				continue // discovery notes, not findings
			}
			var list []jsonDiagnostic
			if err := json.Unmarshal(raw, &list); err != nil {
				t.Errorf("%s: check %s failed: %s", pkg, check, raw)
				continue
			}
			for _, d := range list {
				key := [3]string{check, d.Posn, d.Message}
				if !seen[key] {
					seen[key] = true
					found = append(found, finding{d, check})
				}
			}
		}
	}
	return found
}

// checkDiagnostics matches the output of "mcplint -json" in dir against the
// want expectations of the checks in suite. It returns the number of
// diagnostics and of expectations skipped because their check is missing.
func checkDiagnostics(t *testing.T, dir, output string, wants []*want, suite []string) (diags, skipped int) {
	t.Helper()
	for _, d := range jsonFindings(t, output) {
		diags++
		file, line, ok := parsePosn(dir, d.Posn)
		if !ok || !meet(wants, d.check, file, line, d.Message) {
			t.Errorf("unexpected diagnostic: %s: %s (%s)", d.Posn, d.Message, d.check)
		}
	}
	for _, w := range wants {
		switch {
		case w.check == "" || w.met:
		case slices.Contains(suite, w.check):
			t.Errorf("no diagnostic matching %s", w)
		default:
			skipped++
		}
	}
	return diags, skipped
}

// suiteChecks returns the names of the checks "mcplint help" lists.
func suiteChecks(t *testing.T, bin string) []string {
	t.Helper()
	code, stdout, stderr := run(t, ".", bin, "help")
	if code != 0 {
		t.Fatalf("mcplint help: exit %d\n%s", code, stderr)
	}
	var names []string
	checkLine := regexp.MustCompile(`^([a-z][a-z0-9]*): `)
	for _, line := range strings.Split(stdout, "\n") {
		if m := checkLine.FindStringSubmatch(line); m != nil {
			names = append(names, m[1])
		}
	}
	return names
}
