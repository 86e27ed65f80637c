package integration

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPreCommit runs the repository's hook with Debian's pre-commit
// ("pre-commit try-repo", which builds mcplint from this work tree,
// uncommitted changes included) on a fixture repository: the hook fails
// on a finding and passes on clean code.
func TestPreCommit(t *testing.T) {
	requireTool(t, "git", "apt-get install git")
	requireTool(t, "pre-commit", "apt-get install pre-commit")
	root := repoRoot(t)
	if _, err := os.Stat(filepath.Join(root, ".git")); err != nil {
		missing(t, "%s is not a git work tree, which pre-commit try-repo needs", root)
	}

	// pre-commit installs Go hooks with GOPATH set to its environment;
	// keep the module cache where it is.
	gomodcache := strings.TrimSpace(mustRun(t, root, nil, "go", "env", "GOMODCACHE"))
	env := append([]string{
		"PRE_COMMIT_HOME=" + filepath.Join(t.TempDir(), "pre-commit"),
		"GOMODCACHE=" + gomodcache,
		"GOFLAGS=-mod=mod", "GOWORK=off",
	}, gitEnv...)

	// Standalone mcplint does not read golangci-lint's //nolint.
	withFinding := strings.Replace(handlersGo, "//nolint:mcplint // the test checks that nolint is honoured", "//mcplint:ignore rpcerror standalone mcplint does not read nolint", 1)
	dir := t.TempDir()
	mcpgoModule(t, dir, map[string]string{"fx.go": withFinding})
	mustRun(t, dir, env, "git", "init", "-q")
	mustRun(t, dir, env, "git", "add", "-A")
	mustRun(t, dir, env, "git", "commit", "-q", "-m", "fixture")

	code, out := command(t, dir, env, "pre-commit", "try-repo", root, "mcplint", "--all-files")
	if code != 1 || !strings.Contains(out, "mcplint") || !strings.Contains(out, "Failed") ||
		!strings.Contains(out, fmt.Sprintf(`fx.go:%d:3: tool "get_item" handler returns an error that mcp-go sends as JSON-RPC error -32603`, lineOf(t, "MISTAKE: rpcerror"))) {
		t.Errorf("hook on a finding: exit %d (want 1)\n%s", code, out)
	}

	// Fixed: the hook passes.
	fixed := strings.Replace(withFinding, "return nil, err // MISTAKE: rpcerror", `return mcp.NewToolResultError("no such item: pass an id from list_items"), nil`, 1)
	writeFiles(t, dir, map[string]string{"fx.go": fixed})
	mustRun(t, dir, env, "git", "commit", "-q", "-am", "fixed")
	code, out = command(t, dir, env, "pre-commit", "try-repo", root, "mcplint", "--all-files")
	if code != 0 || !strings.Contains(out, "Passed") {
		t.Errorf("hook on clean code: exit %d (want 0)\n%s", code, out)
	}
}

// TestMainPackages keeps the repository's main packages to the mcplint
// command: pre-commit runs "go install ./..." in the repository and would
// install any other.
func TestMainPackages(t *testing.T) {
	out := mustRun(t, repoRoot(t), nil, "go", "list", "-f", `{{if eq .Name "main"}}{{.ImportPath}}{{end}}`, "./...")
	if got := strings.TrimSpace(out); got != "github.com/mcplint/mcplint/cmd/mcplint" {
		t.Errorf("main packages:\n%s\nwant only github.com/mcplint/mcplint/cmd/mcplint", got)
	}
}
