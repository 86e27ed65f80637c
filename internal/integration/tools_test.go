package integration

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// envIntegration, set to 1, makes a missing tool fail the tests instead
// of skipping them.
const envIntegration = "MCPLINT_INTEGRATION"

// requireTool returns the path of the named program, or skips the test
// (fails it under MCPLINT_INTEGRATION=1) with how to get it. In -short
// mode it skips: the tests that run the tools build golangci-lint or run
// pre-commit, which takes minutes.
func requireTool(t *testing.T, name, howto string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("runs golangci-lint or pre-commit (not in -short mode)")
	}
	path, err := exec.LookPath(name)
	if err != nil {
		missing(t, "%s is not on PATH (%s)", name, howto)
	}
	return path
}

// missing skips the test because a tool is missing, or fails it under
// MCPLINT_INTEGRATION=1.
func missing(t *testing.T, format string, args ...any) {
	t.Helper()
	if os.Getenv(envIntegration) == "1" {
		t.Fatalf("integration tool missing: "+format, args...)
	}
	t.Skipf("skipped: "+format+"; .ci/run installs it, and with "+envIntegration+"=1 this is a failure", args...)
}

// repoRoot returns the root of the mcplint repository.
func repoRoot(t *testing.T) string {
	_, file, _, _ := runtime.Caller(0)
	root, err := filepath.Abs(filepath.Join(filepath.Dir(file), "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// command runs name with args in dir with env added to the environment
// and returns its exit code and combined output; it fails the test if the
// program cannot be started.
func command(t *testing.T, dir string, env []string, name string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if err != nil {
		if exit, ok := err.(*exec.ExitError); ok {
			return exit.ExitCode(), out.String()
		}
		t.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
	}
	return 0, out.String()
}

// mustRun is [command] for commands that must succeed.
func mustRun(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	code, out := command(t, dir, env, name, args...)
	if code != 0 {
		t.Fatalf("%s %s: exit %d\n%s", name, strings.Join(args, " "), code, out)
	}
	return out
}

// gitEnv makes git commits reproducible and independent of the user's
// configuration.
var gitEnv = []string{
	"GIT_AUTHOR_NAME=mcplint test", "GIT_AUTHOR_EMAIL=test@example.com",
	"GIT_COMMITTER_NAME=mcplint test", "GIT_COMMITTER_EMAIL=test@example.com",
	"GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1",
}

// writeFiles writes files (slash-separated names → content) under dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// mcpgoModule writes, under dir, the go.mod and go.sum of a module
// example.com/fx that requires mcp-go v1.2.1, taken from the real-SDK test
// module, plus the given files.
func mcpgoModule(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	src := filepath.Join(repoRoot(t), "testdata", "realsdk", "mcpgo-v1.2.1")
	mod, err := os.ReadFile(filepath.Join(src, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	sum, err := os.ReadFile(filepath.Join(src, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, _ := strings.Cut(string(mod), "\n")
	all := map[string]string{"go.mod": "module example.com/fx\n" + rest, "go.sum": string(sum)}
	for name, content := range files {
		all[name] = content
	}
	writeFiles(t, dir, all)
}

// handlersGo is a fixture file with one tool handler mistake (rpcerror),
// the correct MCP failure pattern (which golangci-lint's nilerr reports),
// a finding silenced with //nolint:mcplint, one with //mcplint:ignore, and
// a plain function where nilerr is right.
const handlersGo = `package fx

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func lookup(id string) (string, error) {
	if id == "" {
		return "", errors.New("empty id")
	}
	return id, nil
}

func getItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := lookup(req.GetString("id", ""))
	if err != nil {
		return nil, err // MISTAKE: rpcerror
	}
	return mcp.NewToolResultText(v), nil
}

func findItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := lookup(req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError("no such item: pass an id from list_items"), nil
	}
	return mcp.NewToolResultText(v), nil
}

func findItemLiteral(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := lookup(req.GetString("id", ""))
	if err != nil {
		return &mcp.CallToolResult{
			IsError: true,
			Content: []mcp.Content{mcp.NewTextContent("no such item: pass an id from list_items")},
		}, nil
	}
	return mcp.NewToolResultText(v), nil
}

func deleteItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := lookup(req.GetString("id", ""))
	if err != nil {
		return nil, err //nolint:mcplint // the test checks that nolint is honoured
	}
	return mcp.NewToolResultText(v), nil
}

func renameItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := lookup(req.GetString("id", ""))
	if err != nil {
		return nil, err //mcplint:ignore rpcerror the test checks that directives are honoured
	}
	return mcp.NewToolResultText(v), nil
}

// Valid reports whether id names an item; nilerr is right about it.
func Valid(id string) error {
	if _, err := lookup(id); err != nil {
		return nil
	}
	return nil
}

// Register adds the tools to s.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_item"), getItem)
	s.AddTool(mcp.NewTool("find_item"), findItem)
	s.AddTool(mcp.NewTool("find_item_literal"), findItemLiteral)
	s.AddTool(mcp.NewTool("delete_item"), deleteItem)
	s.AddTool(mcp.NewTool("rename_item"), renameItem)
}
`

// lineOf returns the 1-based line of handlersGo that contains s.
func lineOf(t *testing.T, s string) int {
	t.Helper()
	for i, line := range strings.Split(handlersGo, "\n") {
		if strings.Contains(line, s) {
			return i + 1
		}
	}
	t.Fatalf("fixture has no line with %q", s)
	return 0
}
