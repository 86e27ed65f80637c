package reliability

import (
	"path/filepath"
	"testing"
)

// TestDeterminism runs mcplint twice in every output format on the demo,
// once with GOMAXPROCS=1 and once with the default, and requires
// byte-identical output and exit codes: a linter whose output changes
// between runs of the same tree gets turned off.
func TestDeterminism(t *testing.T) {
	t.Parallel()
	bin := mcplint(t)
	dir := filepath.Join(repoRoot(t), "examples")
	download(t, dir)
	for _, args := range [][]string{
		{"./..."},
		{"-json", "./..."},
		{"-format=sarif", "./..."},
		{"-fix", "-diff", "./..."},
		{"-handlers", "./..."},
	} {
		code1, out1, err1 := runEnv(t, dir, []string{"GOMAXPROCS=1"}, bin, args...)
		code2, out2, err2 := runEnv(t, dir, nil, bin, args...)
		if out1 == "" {
			t.Errorf("mcplint %v printed nothing; the demo has findings, fixes and handlers", args)
		}
		if code1 != code2 || out1 != out2 || err1 != err2 {
			t.Errorf("mcplint %v: GOMAXPROCS=1 and default runs differ: exit %d vs %d\nstdout:\n%s\nstderr:\n%s",
				args, code1, code2, lineDiff(out1, out2), lineDiff(err1, err2))
		}
	}
}
