package main

import (
	"errors"
	"strings"
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
