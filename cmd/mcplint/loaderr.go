package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"

	"golang.org/x/tools/go/packages"
)

// plainLoadError rewrites an error of go/packages that wraps the go
// command's failure ("err: exit status 1: stderr: go: go.mod file not
// found ...") as the go command's own message, on one line: that is what
// the user can act on. A line that ends a sentence or introduces the next
// ("... in /dir:", "... -mod=mod.") runs on into it; other lines are
// separated by "; ".
func plainLoadError(err error) error {
	msg := err.Error()
	_, stderr, ok := strings.Cut(msg, "stderr: ")
	if !ok {
		return err
	}
	var lines []string
	for line := range strings.SplitSeq(stderr, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			lines = append(lines, strings.TrimPrefix(line, "go: "))
		}
	}
	if len(lines) == 0 {
		return err
	}
	var b strings.Builder
	for i, line := range lines {
		if i > 0 {
			if prev := lines[i-1]; strings.HasSuffix(prev, ":") || strings.HasSuffix(prev, ".") {
				b.WriteString(" ")
			} else {
				b.WriteString("; ")
			}
		}
		b.WriteString(line)
	}
	return errors.New(b.String())
}

// errNoModule is the go command's message for a package pattern outside
// a module, which it prints for "mcplint ." (go list fails as a whole).
var errNoModule = errors.New("go.mod file not found in current directory or any parent directory; see 'go help modules'")

// outsideModule returns [errNoModule] when no package was listed (each
// root is a pattern that matched nothing, with an error) and the go
// command, in module mode, finds no go.mod: "mcplint ./..." outside a
// module then says what "mcplint ." says, instead of the pattern's
// "directory prefix . does not contain main module". It asks the go
// command (go env GOMOD) only in that case, and returns nil otherwise:
// in GOPATH mode (GO111MODULE=off) the pattern's own error stands.
func outsideModule(roots []*packages.Package, conf *packages.Config) error {
	for _, p := range roots {
		if len(p.GoFiles) > 0 || len(p.CompiledGoFiles) > 0 || len(p.Errors) == 0 {
			return nil
		}
	}
	cmd := exec.Command("go", "env", "GOMOD")
	cmd.Dir, cmd.Env = conf.Dir, conf.Env
	out, err := cmd.Output()
	if err != nil || string(bytes.TrimSpace(out)) != os.DevNull {
		return nil
	}
	return errNoModule
}
