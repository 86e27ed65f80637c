package reliability

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSmokeSDKModules lints the real SDK modules themselves, with their
// example servers, copied from the module cache: no panic, no load
// failure, and findings only in the examples (the SDK's own code is not
// a server). The findings were read one by one when this test was
// written; the counts are logged.
func TestSmokeSDKModules(t *testing.T) {
	t.Parallel()
	bin := mcplint(t)
	for _, m := range []struct {
		realsdk, path, version string
		minHandlers            int
	}{
		{"mcpgo-v1.2.1", "github.com/mark3labs/mcp-go", "v1.2.1", 30},
		{"mcpgo-v1.6.0", "github.com/mark3labs/mcp-go", "v1.6.0", 30},
		{"gosdk-v1.8.0", "github.com/modelcontextprotocol/go-sdk", "v1.8.0", 30},
	} {
		t.Run(m.realsdk, func(t *testing.T) {
			t.Parallel()
			download(t, realSDKDir(t, m.realsdk)) // puts the SDK in the module cache
			_, modcache, _ := runEnv(t, repoRoot(t), nil, "go", "env", "GOMODCACHE")
			src := filepath.Join(strings.TrimSpace(modcache), filepath.FromSlash(m.path)+"@"+m.version)
			dir := t.TempDir()
			copyTree(t, src, dir)
			// The module cache is read-only; so would be the copy.
			filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
				if err == nil {
					mode := os.FileMode(0o644)
					if d.IsDir() {
						mode = 0o755
					}
					os.Chmod(path, mode)
				}
				return err
			})
			download(t, dir)
			env := []string{"GOFLAGS=-mod=mod"}

			code, stdout, stderr := runEnv(t, dir, env, bin, "-handlers", "./...")
			if code != 0 || stderr != "" {
				t.Fatalf("mcplint -handlers ./...: exit %d\n%s", code, stderr)
			}
			handlers := strings.Count(stdout, "\n")
			if handlers < m.minHandlers {
				t.Errorf("%d handlers in the examples, want at least %d:\n%s", handlers, m.minHandlers, stdout)
			}

			code, stdout, stderr = runEnv(t, dir, env, bin, "./...")
			if code != 0 && code != 3 || stderr != "" {
				t.Fatalf("mcplint ./...: exit %d\n%s", code, stderr)
			}
			for _, line := range strings.Split(strings.TrimSpace(stdout), "\n") {
				if line != "" && !strings.HasPrefix(line, "examples/") {
					t.Errorf("finding outside the examples: %s", line)
				}
			}
			t.Logf("%s %s: %d handlers, %d findings", m.path, m.version, handlers, strings.Count(stdout, "\n"))
		})
	}
}
