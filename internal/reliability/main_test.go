package reliability

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/mcplint/mcplint/internal/testbin"
)

func TestMain(m *testing.M) { testbin.Main(m, "mcplint-reliability-") }

// The harness shared with internal/e2e.
var (
	repoRoot = testbin.RepoRoot
	mcplint  = testbin.Mcplint
	download = testbin.Download
	runEnv   = testbin.Run
	lineDiff = testbin.LineDiff
)

// realSDKDir returns the directory of a nested real-SDK module.
func realSDKDir(t *testing.T, name string) string {
	return filepath.Join(repoRoot(t), "testdata", "realsdk", name)
}

// copyTree copies the directory tree src into dst.
func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}
