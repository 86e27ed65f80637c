package reliability

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// writeRobustFixture writes the files of testdata/robust/NAME.txtar into a
// temporary directory and gives each module root in mods (relative
// directories, "." for the top) a go.mod and go.sum built against mcp-go
// v1.2.1, module path example.com/robust or example.com/DIR. It returns
// the directory.
func writeRobustFixture(t *testing.T, name string, mods ...string) string {
	t.Helper()
	ar, err := txtar.ParseFile(filepath.Join("testdata", "robust", name+".txtar"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write := func(name string, data []byte) {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range ar.Files {
		write(f.Name, f.Data)
	}
	sdkDir := realSDKDir(t, "mcpgo-v1.2.1")
	download(t, sdkDir)
	gomod, err := os.ReadFile(filepath.Join(sdkDir, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	gosum, err := os.ReadFile(filepath.Join(sdkDir, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, _ := strings.Cut(string(gomod), "\n")
	for _, m := range mods {
		path := "example.com/robust"
		if m != "." {
			path = "example.com/" + m
		}
		write(m+"/go.mod", []byte("module "+path+"\n"+rest))
		write(m+"/go.sum", gosum)
	}
	return dir
}

// requireCgo skips the test when cgo cannot build (no C compiler, or
// CGO_ENABLED=0), or fails it under MCPLINT_INTEGRATION, which .ci/run
// sets (.ci/integration-tools installs gcc).
func requireCgo(t *testing.T) {
	t.Helper()
	out, err := exec.Command("go", "env", "CGO_ENABLED", "CC").Output()
	fields := strings.Fields(string(out))
	why := ""
	switch {
	case err != nil:
		why = fmt.Sprintf("go env: %v", err)
	case len(fields) != 2 || fields[0] != "1":
		why = "cgo is disabled (CGO_ENABLED=0)"
	default:
		if _, err := exec.LookPath(fields[1]); err != nil {
			why = fmt.Sprintf("no C compiler: %v", err)
		}
	}
	if why == "" {
		return
	}
	if os.Getenv("MCPLINT_INTEGRATION") != "" {
		t.Fatalf("%s (MCPLINT_INTEGRATION is set)", why)
	}
	t.Skip(why)
}

// generatedServer returns a package of 2,000 mcp-go tool handlers, each
// returning a Go error, in about 20,000 lines.
func generatedServer() string {
	var b strings.Builder
	b.WriteString("package gen\n\nimport (\n\t\"context\"\n\t\"errors\"\n\n\t\"github.com/mark3labs/mcp-go/mcp\"\n\t\"github.com/mark3labs/mcp-go/server\"\n)\n\n")
	b.WriteString("func Register(s *server.MCPServer) {\n")
	for i := range 2000 {
		fmt.Fprintf(&b, "\ts.AddTool(mcp.NewTool(\"tool_%d\"), h%d)\n", i, i)
	}
	b.WriteString("}\n")
	for i := range 2000 {
		fmt.Fprintf(&b, `
// h%[1]d is tool number %[1]d.
// It fails without an id.
func h%[1]d(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return nil, errors.New("tool %[1]d: missing id")
	}
	return mcp.NewToolResultText(id), nil
}
`, i)
	}
	return b.String()
}

// TestRobust runs mcplint on broken and odd inputs: it must never panic,
// report each broken package as file:line with exit 1 while analyzing the
// others, and handle cgo (in every mode), build tags, generics, test-only handlers,
// unusual control flow, handler tables, vendoring, workspaces and a very
// large generated package.
func TestRobust(t *testing.T) {
	t.Parallel()
	bin := mcplint(t)
	noWork := []string{"GOWORK=off", "GOPROXY=off", "GOFLAGS="}

	type tc struct {
		args           []string
		code           int
		stdout, stderr []string // substrings
		notStdout      []string // substrings that must not appear
		lines          int      // lines of stdout, if nonzero
		stderrLines    int      // lines of stderr, if nonzero
	}
	runCases := func(t *testing.T, dir string, env []string, cases []tc) {
		t.Helper()
		for _, c := range cases {
			code, stdout, stderr := runEnv(t, dir, env, bin, c.args...)
			if strings.Contains(stderr, "panic") {
				t.Errorf("mcplint %v panicked:\n%s", c.args, stderr)
			}
			if code != c.code {
				t.Errorf("mcplint %v: exit %d, want %d\nstdout:\n%s\nstderr:\n%s", c.args, code, c.code, stdout, stderr)
			}
			for _, s := range c.stdout {
				if !strings.Contains(stdout, s) {
					t.Errorf("mcplint %v: stdout lacks %q:\n%s", c.args, s, stdout)
				}
			}
			for _, s := range c.notStdout {
				if strings.Contains(stdout, s) {
					t.Errorf("mcplint %v: stdout mentions %q:\n%s", c.args, s, stdout)
				}
			}
			for _, s := range c.stderr {
				if !strings.Contains(stderr, s) {
					t.Errorf("mcplint %v: stderr lacks %q:\n%s", c.args, s, stderr)
				}
			}
			if n := strings.Count(stdout, "\n"); c.lines != 0 && n != c.lines {
				t.Errorf("mcplint %v: %d lines of output, want %d", c.args, n, c.lines)
			}
			if n := strings.Count(stderr, "\n"); c.stderrLines != 0 && n != c.stderrLines {
				t.Errorf("mcplint %v: %d lines on stderr, want %d:\n%s", c.args, n, c.stderrLines, stderr)
			}
		}
	}

	t.Run("broken", func(t *testing.T) {
		t.Parallel()
		dir := writeRobustFixture(t, "broken", ".")
		loadErrors := []string{
			"syntax/broken.go:3:9: expected ')', found '{'",
			`types/types.go:10:9: cannot use "x"`,
			"missing/missing.go:3:8: no required module provides package example.com/nowhere/pkg",
		}
		good := "good/good.go:19:3: tool \"get\" handler returns an error that mcp-go sends as JSON-RPC error -32603"
		runCases(t, dir, noWork, []tc{
			{args: []string{"./..."}, code: 1, stdout: []string{good}, stderr: loadErrors, lines: 1},
			// -json: only the checks, with the load error, for a broken package.
			{args: []string{"-json", "./..."}, code: 1, stderr: loadErrors,
				stdout: []string{
					`"example.com/robust/good"`, `"rpcerror"`,
					`"error": "` + filepath.Join(dir, "types", "types.go") + `:10:9: cannot use`,
				},
				notStdout: []string{"mcphandlers", "mcpssa", "mcpresults", "ctrlflow", "failed prerequisites"}},
			{args: []string{"-handlers", "./..."}, code: 1, stdout: []string{`good/good.go:17:6: get tool="get"`}, stderr: loadErrors},
			{args: []string{"./good"}, code: 3, stdout: []string{good}, lines: 1},
		})
	})

	t.Run("odd", func(t *testing.T) {
		t.Parallel()
		dir := writeRobustFixture(t, "odd", ".")
		runCases(t, dir, noWork, []tc{
			{args: []string{"./..."}, code: 3, stdout: []string{
				"generics/generics.go:26:4: tool \"lookup\"",
				"maps/maps.go:30:3: ",
				"control/control.go:55:3: tool \"select\"",
			}, notStdout: []string{
				// Deferred calls run last-registered first: the converting
				// defer runs after `res = nil` and may put a result back.
				`tool "deferred"`,
			}},
			{args: []string{"-handlers", "./..."}, code: 0, stdout: []string{
				`generics/generics.go:23:9: func literal in lookup tool="lookup"`,
				`generics/generics.go:41:6: typed`,
				`control/control.go:20:6: withGoto tool="goto"`,
				`control/control.go:70:6: namedDeferred tool="deferred"`,
				`maps/maps.go:29:18: func literal in init`,
			}, notStdout: []string{
				// Test files are loaded, not analyzed: a test's fake
				// tool is no handler of the server.
				`testonly/testonly_test.go`,
			}},
			{args: []string{"-tags=special", "./tags"}, code: 3, stdout: []string{"tags/tagged.go:15:3: "}, lines: 1},
			{args: []string{"./tags", "./testonly"}, code: 0, lines: 0},
		})
	})

	t.Run("cgo", func(t *testing.T) {
		t.Parallel()
		requireCgo(t)
		dir := writeRobustFixture(t, "cgo", ".")
		rand := `cgo/cgo.go:17:4: tool "rand" handler returns an error that mcp-go sends as JSON-RPC error -32603`
		srand := `cgo/cgo.go:24:11: result text "Error: the generator returned zero" reads as a failure but does not set isError`
		runCases(t, dir, noWork, []tc{
			{args: []string{"./..."}, code: 3, stdout: []string{rand, srand, "nocgo/nocgo.go:14:11: "}, lines: 3},
			{args: []string{"-json", "./cgo"}, code: 0, stdout: []string{`"rpcerror"`, `"unflaggederror"`, filepath.Join(dir, "cgo", "cgo.go") + `:24:11"`}},
			{args: []string{"-handlers", "./cgo"}, code: 0, stdout: []string{
				`cgo/cgo.go:15:33: func literal in Register tool="rand"`,
				`cgo/cgo.go:21:34: func literal in Register tool="srand"`,
			}},
			// The fix of nocgo's finding, none for cgo's: its edits would
			// be offsets in cgo's translation.
			{args: []string{"-fix", "-diff", "./..."}, code: 0, stdout: []string{"+++ nocgo/nocgo.go", "mcp.NewToolResultError"}, notStdout: []string{"cgo/cgo.go"}},
		})
		// go vet hands mcplint the same translation.
		code, _, stderr := runEnv(t, dir, noWork, "go", "vet", "-vettool="+bin, "./cgo")
		if code != 1 || !strings.Contains(stderr, strings.Split(rand, ": tool")[0]+": tool") || !strings.Contains(stderr, strings.Split(srand, ": result")[0]+": result") {
			t.Errorf("go vet -vettool=mcplint ./cgo: exit %d, want 1 with both findings; stderr:\n%s", code, stderr)
		}
	})

	t.Run("generated", func(t *testing.T) {
		t.Parallel()
		dir := writeRobustFixture(t, "vendor", ".") // any module with the SDK
		src := generatedServer()
		if n := strings.Count(src, "\n"); n < 20000 {
			t.Fatalf("generated %d lines, want 20,000", n)
		}
		if err := os.MkdirAll(filepath.Join(dir, "gen"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "gen", "gen.go"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		runCases(t, dir, noWork, []tc{
			{args: []string{"-handlers", "./gen"}, code: 0, stdout: []string{`gen/gen.go:22006:6: h1999 tool="tool_1999"`}, lines: 2000},
			{args: []string{"./gen"}, code: 3, stdout: []string{`gen/gen.go:22009:3: tool "tool_1999" handler returns an error`}, lines: 2000},
		})
	})

	t.Run("vendor", func(t *testing.T) {
		t.Parallel()
		dir := writeRobustFixture(t, "vendor", ".")
		if code, out, stderr := runEnv(t, dir, noWork, "go", "mod", "vendor"); code != 0 {
			t.Fatalf("go mod vendor: exit %d\n%s%s", code, out, stderr)
		}
		runCases(t, dir, noWork, []tc{
			{args: []string{"./..."}, code: 3, stdout: []string{`v/v.go:13:3: tool "get" handler returns an error`}, lines: 1},
		})
		// A vendor directory out of step with go.mod is the go command's
		// message, on one plain line.
		modules := filepath.Join(dir, "vendor", "modules.txt")
		if err := os.WriteFile(modules, []byte("# bogus\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		runCases(t, dir, noWork, []tc{
			{args: []string{"./..."}, code: 1, stderr: []string{"mcplint: inconsistent vendoring in " + dir + ": "}, stderrLines: 1},
		})
	})

	t.Run("workspace", func(t *testing.T) {
		t.Parallel()
		dir := writeRobustFixture(t, "work", "a", "b")
		if err := os.WriteFile(filepath.Join(dir, "go.work"), []byte("go 1.26.0\n\nuse (\n\t./a\n\t./b\n)\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		env := []string{"GOWORK=", "GOPROXY=off", "GOFLAGS="}
		want := `b/tool/tool.go:14:3: tool "get" handler returns an error`
		runCases(t, dir, env, []tc{
			{args: []string{"./a/...", "./b/..."}, code: 3, stdout: []string{want}, lines: 1},
		})
		runCases(t, filepath.Join(dir, "b"), env, []tc{
			{args: []string{"./..."}, code: 3, stdout: []string{"tool/tool.go:14:3: "}, lines: 1},
		})
		// A module the workspace does not use: one line that says so.
		if err := os.WriteFile(filepath.Join(dir, "go.work"), []byte("go 1.26.0\n\nuse ./a\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		runCases(t, filepath.Join(dir, "b"), env, []tc{
			{args: []string{"./..."}, code: 1, stderr: []string{"does not contain modules listed in go.work"}, stderrLines: 1},
		})
	})
}
