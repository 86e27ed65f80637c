package e2e

import (
	"flag"
	"testing"

	"github.com/mcplint/mcplint/internal/testbin"
)

var update = flag.Bool("update", false, "rewrite examples/expected.txt, examples/handlers.txt and testdata/labelled/baseline.txt with the current output")

func TestMain(m *testing.M) {
	flag.Parse()
	testbin.Main(m, "mcplint-e2e-")
}

// The harness shared with internal/reliability.
var (
	repoRoot = testbin.RepoRoot
	mcplint  = testbin.Mcplint
	download = testbin.Download
	lineDiff = testbin.LineDiff
)

// run runs name with args in dir, with the environment of the test
// (module mode, no workspace), and returns its exit code and output.
func run(t *testing.T, dir string, name string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	return testbin.Run(t, dir, nil, name, args...)
}
