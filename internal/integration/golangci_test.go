package integration

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// golangciVersion is the golangci-lint release the plugin is built and
// tested with.
const golangciVersion = "v2.15.0"

// customGCL is the golangci-lint binary with the mcplint plugin, built
// once per test run.
var customGCL struct {
	once sync.Once
	bin  string
	log  string // why the build failed
}

// tempRoot holds what the tests build; TestMain removes it.
var tempRoot string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "mcplint-integration-")
	if err != nil {
		panic(err)
	}
	tempRoot = dir
	code := m.Run()
	os.RemoveAll(tempRoot)
	os.Exit(code)
}

// buildCustomGCL returns the custom golangci-lint binary, built by
// golangci-lint's own "custom" command from the .custom-gcl.yml of the
// README. "custom" clones golangci-lint's source with git from GitHub;
// git is redirected (GIT_CONFIG_* insteadOf, which "custom" passes
// through) to a local repository made from the module proxy's copy of the
// release, so the build needs only the module proxy.
func buildCustomGCL(t *testing.T) string {
	t.Helper()
	requireTool(t, "git", "apt-get install git")
	gcl := requireTool(t, "golangci-lint", "go install github.com/golangci/golangci-lint/v2/cmd/golangci-lint@"+golangciVersion)
	if _, out := command(t, "", nil, gcl, "version"); !strings.Contains(out, strings.TrimPrefix(golangciVersion, "v")) {
		missing(t, "golangci-lint %s is needed, found: %s", golangciVersion, strings.TrimSpace(out))
	}

	customGCL.once.Do(func() {
		start := time.Now()
		customGCL.bin, customGCL.log = build(t, gcl)
		t.Logf("built golangci-lint %s with the mcplint plugin in %v", golangciVersion, time.Since(start).Round(time.Second))
	})
	if customGCL.bin == "" {
		t.Fatalf("building golangci-lint with the plugin failed:\n%s", customGCL.log)
	}
	return customGCL.bin
}

// build runs "golangci-lint custom" and returns the binary, or "" and the
// log of the failed step.
func build(t *testing.T, gcl string) (bin, log string) {
	root := repoRoot(t)
	dir := filepath.Join(tempRoot, "gcl")

	// golangci-lint's source, from the module proxy, as a git repository
	// with the release tag.
	code, out := command(t, root, nil, "go", "mod", "download", "-json", "github.com/golangci/golangci-lint/v2@"+golangciVersion)
	var mod struct{ Dir, Error string }
	if err := json.Unmarshal([]byte(out), &mod); code != 0 || err != nil || mod.Dir == "" {
		return "", "go mod download: " + out
	}
	src := filepath.Join(dir, "golangci-lint.git")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err.Error()
	}
	for _, step := range [][]string{
		{"cp", "-R", mod.Dir, src},
		{"chmod", "-R", "u+w", src},
		{"git", "-C", src, "init", "-q"},
		{"git", "-C", src, "add", "-A"},
		{"git", "-C", src, "commit", "-q", "-m", golangciVersion},
		{"git", "-C", src, "tag", golangciVersion},
	} {
		if code, out := command(t, root, gitEnv, step[0], step[1:]...); code != 0 {
			return "", strings.Join(step, " ") + ": " + out
		}
	}

	// The README's .custom-gcl.yml, with this clone's path.
	cfg, err := readmeBlock(root, "custom-gcl")
	if err != nil {
		return "", err.Error()
	}
	work := filepath.Join(dir, "build")
	writeFiles(t, work, map[string]string{".custom-gcl.yml": strings.ReplaceAll(cfg, "/path/to/mcplint", root)})
	env := append([]string{
		"GIT_CONFIG_COUNT=1",
		"GIT_CONFIG_KEY_0=url.file://" + src + ".insteadOf",
		"GIT_CONFIG_VALUE_0=https://github.com/golangci/golangci-lint.git",
	}, gitEnv...)
	if code, out := command(t, work, env, gcl, "custom", "-v"); code != 0 {
		return "", "golangci-lint custom: " + out
	}
	return filepath.Join(work, "custom-gcl"), ""
}

// readmeBlock returns the fenced code block that follows the comment
// "<!-- name: ..." in the README.
func readmeBlock(root, name string) (string, error) {
	return docBlock(filepath.Join(root, "README.md"), name)
}

// docBlock returns the fenced code block that follows the comment
// "<!-- name: ..." in the Markdown file.
func docBlock(file, name string) (string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return "", err
	}
	m := regexp.MustCompile("(?s)<!-- " + regexp.QuoteMeta(name) + ":[^>]*-->\\s*```\\w*\\n(.*?)```").FindStringSubmatch(string(data))
	if m == nil {
		return "", fmt.Errorf("%s: no code block after <!-- %s: -->", file, name)
	}
	return m[1], nil
}

// An issue of golangci-lint's JSON output.
type issue struct {
	FromLinter string
	Text       string
	Pos        struct {
		Filename string
		Line     int
	}
}

// lint runs the custom golangci-lint on a fixture module with the
// handlers fixture and the given .golangci.yml, and returns its exit code,
// issues and output.
func lint(t *testing.T, bin, config string) (int, []issue, string) {
	t.Helper()
	dir := t.TempDir()
	mcpgoModule(t, dir, map[string]string{"fx.go": handlersGo, ".golangci.yml": config})
	// Other golangci-lint runs on the machine must not make this one fail.
	code, out := command(t, dir, []string{"GOFLAGS=-mod=mod", "GOWORK=off"}, bin, "run", "--allow-parallel-runners",
		"--output.json.path=stdout", "--output.text.path=stderr", "--show-stats=false", "./...")
	var res struct{ Issues []issue }
	if start := strings.Index(out, `{"Issues"`); start >= 0 {
		dec := json.NewDecoder(strings.NewReader(out[start:]))
		if err := dec.Decode(&res); err != nil {
			t.Fatalf("golangci-lint output: %v\n%s", err, out)
		}
	}
	return code, res.Issues, out
}

// linted returns the issues of linter at line, as "linter: text".
func linted(issues []issue, linter string, line int) []string {
	var s []string
	for _, is := range issues {
		if is.FromLinter == linter && is.Pos.Line == line {
			s = append(s, is.FromLinter+": "+is.Text)
		}
	}
	return s
}

func TestGolangciLint(t *testing.T) {
	bin := buildCustomGCL(t)
	config, err := os.ReadFile(filepath.Join(repoRoot(t), "golangci", "example.golangci.yml"))
	if err != nil {
		t.Fatal(err)
	}
	code, issues, out := lint(t, bin, string(config))
	if code != 1 {
		t.Errorf("exit code %d, want 1 (issues found)\n%s", code, out)
	}

	// The plugin's finding, under the linter name mcplint, prefixed with
	// the check's name.
	if got := linted(issues, "mcplint", lineOf(t, "MISTAKE: rpcerror")); len(got) != 1 ||
		!strings.HasPrefix(got[0], `mcplint: rpcerror: tool "get_item" handler returns an error that mcp-go sends as JSON-RPC error -32603`) {
		t.Errorf("rpcerror finding: got %q\n%s", got, out)
	}
	// //nolint:mcplint and //mcplint:ignore are honoured.
	for _, s := range []string{"//nolint:mcplint", "//mcplint:ignore rpcerror"} {
		if got := linted(issues, "mcplint", lineOf(t, s)); len(got) != 0 {
			t.Errorf("%s: still reported: %q", s, got)
		}
	}
	// The example configuration keeps nilerr away from isError results
	// and leaves it on elsewhere.
	for _, s := range []string{`return mcp.NewToolResultError("no such item`, "return &mcp.CallToolResult{"} {
		if got := linted(issues, "nilerr", lineOf(t, s)); len(got) != 0 {
			t.Errorf("nilerr on a tool result (%s): %q", s, got)
		}
	}
	if got := linted(issues, "nilerr", lineOf(t, "nilerr is right")+3); len(got) != 1 || !strings.Contains(got[0], "but it returns nil") {
		t.Errorf("nilerr in a plain function: got %q\n%s", got, out)
	}

	// Without the exclusions, nilerr reports the tool results: the
	// exclusion above is what removes them.
	plain := regexp.MustCompile(`(?s)\n  exclusions:.*`).ReplaceAllString(string(config), "\n")
	_, issues, out = lint(t, bin, plain)
	if got := linted(issues, "nilerr", lineOf(t, `return mcp.NewToolResultError("no such item`)); len(got) != 1 {
		t.Errorf("without the exclusions, nilerr on NewToolResultError: got %q\n%s", got, out)
	}
}

func TestGolangciLintSettings(t *testing.T) {
	bin := buildCustomGCL(t)
	const base = `version: "2"
linters:
  default: none
  enable: [mcplint]
  settings:
    custom:
      mcplint:
        type: module
        settings:
`
	// A check disabled in the settings reports nothing.
	code, issues, out := lint(t, bin, base+"          disable: [rpcerror]\n")
	if got := linted(issues, "mcplint", lineOf(t, "MISTAKE: rpcerror")); code != 0 || len(got) != 0 {
		t.Errorf("disable rpcerror: exit %d, %q\n%s", code, got, out)
	}
	// A misspelled key, check or flag fails the run.
	for _, tc := range []struct{ settings, want string }{
		{"          disabel: [rpcerror]\n", `unknown field "disabel"`},
		{"          enable: [rpcerorr]\n", `unknown check "rpcerorr"`},
		{"          flags:\n            errorleak:\n              sanitiser: x\n", `unknown flag "sanitiser"`},
	} {
		code, _, out := lint(t, bin, base+tc.settings)
		if code != 3 || !strings.Contains(out, tc.want) {
			t.Errorf("settings %q: exit %d (want 3), output lacks %q:\n%s", tc.settings, code, tc.want, out)
		}
	}
}

// TestCustomGCLDocs keeps the .custom-gcl.yml of docs/golangci-lint.md
// equal to the README's, which the build above uses.
func TestCustomGCLDocs(t *testing.T) {
	root := repoRoot(t)
	readme, err := readmeBlock(root, "custom-gcl")
	if err != nil {
		t.Fatal(err)
	}
	docs, err := docBlock(filepath.Join(root, "docs", "golangci-lint.md"), "custom-gcl")
	if err != nil {
		t.Fatal(err)
	}
	if docs != readme {
		t.Errorf("docs/golangci-lint.md's .custom-gcl.yml differs from the README's:\n%s\nREADME:\n%s", docs, readme)
	}
}
