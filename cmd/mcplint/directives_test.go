package main

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// The fixture of the directive tests: findings of watchpanic, some
// suppressed, and directives that need attention.
const directivesGo = `package d

func suppressed() {
	//mcplint:ignore watchpanic the test needs it
	panic("a")
	panic("b") //mcplint:ignore watchpanic,todo the test needs it
}

func stale() {
	//mcplint:ignore watchpanic nothing to suppress here
	_ = 1
}

func unknown() {
	panic("c") //mcplint:ignore panicy a misspelled check
}

func noReason() {
	panic("d") //mcplint:ignore watchpanic
}

func noChecks() {
	//mcplint:ignore
	_ = 2
}
`

func TestDirectives(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"d/d.go":      directivesGo,
		"d/d_test.go": "package d\n\n//mcplint:ignore watchpanic test files are not read\n",
		"e/e.go":      "package e\n\n//mcplint:file-ignore watchpanic,badname the whole file\n\nfunc F() { panic(1) }\n",
	})
	code, stdout, stderr := runIn(t, dir, "./...")
	want := `d/d.go:6:13: mcplint:ignore directive suppressed nothing: todo found nothing here; remove it (the code was fixed) or move it to the line it was meant for (mcplint)
d/d.go:10:2: mcplint:ignore directive suppressed nothing: watchpanic found nothing here; remove it (the code was fixed) or move it to the line it was meant for (mcplint)
d/d.go:15:2: panic called (watchpanic)
d/d.go:15:13: unknown check "panicy" in mcplint:ignore directive: it suppresses nothing; 'mcplint help' lists the checks (mcplint)
d/d.go:19:2: panic called (watchpanic)
d/d.go:19:13: mcplint:ignore directive without a reason: say after the check names why the finding does not apply, so reviewers can judge it and the suppression can be dropped when it no longer holds (watchpanic)
d/d.go:23:2: malformed mcplint:ignore directive: name the checks to ignore and say why, e.g. //mcplint:ignore rpcerror the wrapper turns this error into an isError result (mcplint)
e/e.go:3:1: mcplint:file-ignore directive suppressed nothing: badname found nothing here; remove it (the code was fixed) or move it to the line it was meant for (mcplint)
`
	if code != exitDiagnostics || stdout != want || stderr != "" {
		t.Errorf("exit %d (want %d)\nstdout:\n%s\nwant:\n%s\nstderr:\n%s", code, exitDiagnostics, stdout, want, stderr)
	}

	// Directives naming checks that did not run are not judged.
	code, stdout, _ = runIn(t, dir, "-todo=false", "-badname=false", "./e")
	if code != exitOK || stdout != "" {
		t.Errorf("-todo=false -badname=false ./e: exit %d, stdout:\n%s", code, stdout)
	}
	code, stdout, _ = runIn(t, dir, "-todo", "./d")
	if strings.Contains(stdout, "watchpanic found nothing") || !strings.Contains(stdout, "d/d.go:6:13: mcplint:ignore directive suppressed nothing: todo") {
		t.Errorf("-todo ./d: exit %d, stdout:\n%s", code, stdout)
	}
}

// TestDirectivesUnderGoVet checks that suppression works inside the checks,
// under go vet: a suppressed finding is gone, a directive without a
// reason is reported (stale directives are the standalone driver's).
func TestDirectivesUnderGoVet(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("executes go vet")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := writeModule(t, map[string]string{"d/d.go": directivesGo})
	code, _, stderr := execIn(t, dir, []string{envTestTool + "=1"}, "go", "vet", "-vettool="+self, "-watchpanic", "./d")
	if code != 1 {
		t.Errorf("go vet: exit %d, want 1", code)
	}
	for _, line := range []int{5, 6} { // suppressed
		if strings.Contains(stderr, fmt.Sprintf("d/d.go:%d:", line)) {
			t.Errorf("go vet reports the suppressed line %d:\n%s", line, stderr)
		}
	}
	for _, want := range []string{
		"d/d.go:15:2: panic called",
		"d/d.go:19:2: panic called",
		"d/d.go:19:13: mcplint:ignore directive without a reason",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("go vet output lacks %q:\n%s", want, stderr)
		}
	}
	if strings.Contains(stderr, "suppressed nothing") {
		t.Errorf("go vet reports stale directives:\n%s", stderr)
	}
}
