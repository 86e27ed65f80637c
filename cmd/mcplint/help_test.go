package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/mcplint/mcplint/analyzers"
	"github.com/mcplint/mcplint/passes/taint"
)

// TestHelpFlagDefaults checks "mcplint help errorleak" on the real suite:
// the regular-expression flags (wrapped by analyzers.Harden) print their
// type and quoted default, and nothing panics where the defaults belong.
func TestHelpFlagDefaults(t *testing.T) {
	var out, errs strings.Builder
	if code := help(&out, &errs, analyzers.All(), []string{"errorleak"}); code != exitOK {
		t.Fatalf("help errorleak: exit %d, stderr:\n%s", code, errs.String())
	}
	got := out.String()
	if strings.Contains(got, "panic calling") {
		t.Errorf("help errorleak prints a panic:\n%s", got)
	}
	for _, want := range []string{
		"  -errorleak.secretpattern regexp\n",
		"(default " + strconv.Quote(taint.DefaultSecretPattern) + ")\n",
		"  -errorleak.infrapackages string\n",
		"(default " + strconv.Quote(taint.DefaultInfraPackages) + ")\n",
		"  -errorleak.sanitizers string\n    \tcomma-separated sanitizer functions: pkg/path.Func, pkg/path.Type.Method or pkgname.Func\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("help errorleak lacks %q:\n%s", want, got)
		}
	}
}
