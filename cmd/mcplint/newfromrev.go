package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// changes is the set of lines of a git work tree that differ from a
// revision: lines added or modified since then, uncommitted changes
// included, and every line of untracked files.
type changes struct {
	lines map[string]map[int]bool // absolute file name → changed lines
	whole map[string]bool         // untracked files, all lines new
	dirs  map[string]string       // directory → with symbolic links resolved
}

// changedSince returns the changes of the git work tree that contains dir
// since the revision rev.
func changedSince(dir, rev string) (*changes, error) {
	root, err := git(dir, "rev-parse", "--show-toplevel")
	if err != nil {
		return nil, fmt.Errorf("-new-from-rev: %v", err)
	}
	root = strings.TrimSpace(root)
	if _, err := git(root, "rev-parse", "--verify", "--quiet", rev+"^{commit}"); err != nil {
		return nil, fmt.Errorf("-new-from-rev: %q is not a revision of the git repository at %s", rev, root)
	}
	// The working tree against rev: committed, staged and unstaged
	// changes of tracked files.
	diff, err := git(root, "-c", "core.quotePath=false", "diff", "--no-color", "--no-ext-diff", "--no-renames", "-U0", rev, "--")
	if err != nil {
		return nil, fmt.Errorf("-new-from-rev: %v", err)
	}
	c := &changes{lines: map[string]map[int]bool{}, whole: map[string]bool{}, dirs: map[string]string{}}
	if err := c.addDiff(root, diff); err != nil {
		return nil, fmt.Errorf("-new-from-rev: %v", err)
	}
	untracked, err := git(root, "ls-files", "--others", "--exclude-standard", "-z")
	if err != nil {
		return nil, fmt.Errorf("-new-from-rev: %v", err)
	}
	for _, name := range strings.Split(untracked, "\x00") {
		if name != "" {
			c.whole[filepath.Join(root, filepath.FromSlash(name))] = true
		}
	}
	return c, nil
}

// addDiff records the new-side lines of the hunks of a unified diff
// (git diff -U0) whose paths are relative to root.
func (c *changes) addDiff(root, diff string) error {
	var lines map[int]bool // of the current file; nil for a deleted file
	sc := bufio.NewScanner(strings.NewReader(diff))
	sc.Buffer(nil, 1<<26)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "+++ "):
			name := strings.TrimPrefix(line, "+++ ")
			if strings.HasPrefix(name, `"`) {
				if u, err := strconv.Unquote(name); err == nil {
					name = u
				}
			}
			if !strings.HasPrefix(name, "b/") {
				lines = nil // /dev/null: deleted
				continue
			}
			file := filepath.Join(root, filepath.FromSlash(name[len("b/"):]))
			lines = c.lines[file]
			if lines == nil {
				lines = map[int]bool{}
				c.lines[file] = lines
			}
		case strings.HasPrefix(line, "@@ ") && lines != nil:
			// @@ -a[,b] +c[,d] @@
			fields := strings.Fields(line)
			if len(fields) < 3 || !strings.HasPrefix(fields[2], "+") {
				return fmt.Errorf("unexpected hunk header %q", line)
			}
			start, count, hasCount := strings.Cut(fields[2][1:], ",")
			from, err := strconv.Atoi(start)
			if err != nil {
				return fmt.Errorf("unexpected hunk header %q", line)
			}
			n := 1
			if hasCount {
				if n, err = strconv.Atoi(count); err != nil {
					return fmt.Errorf("unexpected hunk header %q", line)
				}
			}
			for l := from; l < from+n; l++ {
				lines[l] = true
			}
		}
	}
	return sc.Err()
}

// keep reports whether the diagnostic d touches a changed line: one of the
// lines from its start to its end.
func (c *changes) keep(d Diagnostic) bool {
	file := c.resolve(d.Posn.Filename)
	if c.whole[file] {
		return true
	}
	lines := c.lines[file]
	for l := d.Posn.Line; l <= max(d.Posn.Line, d.End.Line); l++ {
		if lines[l] {
			return true
		}
	}
	return false
}

// resolve returns the absolute name of file with symbolic links in its
// directory resolved, as git names it.
func (c *changes) resolve(file string) string {
	dir, base := filepath.Split(file)
	real, ok := c.dirs[dir]
	if !ok {
		real = dir
		if abs, err := filepath.Abs(dir); err == nil {
			real = abs
		}
		if r, err := filepath.EvalSymlinks(real); err == nil {
			real = r
		}
		c.dirs[dir] = real
	}
	return filepath.Join(real, base)
}

// filter returns the diagnostics of diags that touch changed lines.
func (c *changes) filter(diags []Diagnostic) []Diagnostic {
	var keep []Diagnostic
	for _, d := range diags {
		if c.keep(d) {
			keep = append(keep, d)
		}
	}
	return keep
}

// git runs git with args in dir and returns its standard output.
func git(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return "", fmt.Errorf("git %s: %s", strings.Join(args, " "), msg)
	}
	return string(out), nil
}
