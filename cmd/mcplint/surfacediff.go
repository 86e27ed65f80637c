package main

// This file implements -surface -base REV: the failure surface of the
// working tree compared with the surface at a git revision, built in a
// temporary worktree (see docs/surface.md, "Changes against a revision").

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/mcplint/mcplint/passes/surface"
)

// runSurfaceDiff implements -surface -base: it computes the surface of
// patterns in the working tree (cwd) and at the revision opts.base, prints
// what changed, and returns the exit code: exitDiagnostics when a change
// worsens what the model sees (see [surfaceDiff.worsened]), exitFailure
// when either side cannot be built or analyzed.
func runSurfaceDiff(stdout, stderr io.Writer, checks []*analysis.Analyzer, opts *options, patterns []string, cwd string) int {
	fail := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "%s: "+format+"\n", append([]any{progName}, args...)...)
		return exitFailure
	}
	if cwd == "" {
		return fail("-base: cannot determine the current directory")
	}
	base, err := openBase(cwd, opts.base)
	if err != nil {
		return fail("%v", err)
	}

	head, err := surfaceAt(patterns, opts, checks, "", cwd, stderr)
	if err != nil {
		return fail("-base: the working tree: %v", err)
	}

	// The base is built in a worktree that exists only while it is
	// analyzed; an interrupt removes it too.
	dir, remove, err := base.checkout()
	if err != nil {
		return fail("%v", err)
	}
	stopCleanup := removeOnSignal(remove)
	basePatterns := make([]string, len(patterns))
	for i, p := range patterns {
		basePatterns[i] = base.mapPath(p, dir)
	}
	baseDir := filepath.Join(dir, base.rel)
	var old *surfaceReport
	if _, statErr := os.Stat(baseDir); statErr != nil {
		err = fmt.Errorf("the directory %s does not exist there", filepath.ToSlash(base.rel))
	} else {
		old, err = surfaceAt(basePatterns, opts, checks, baseDir, baseDir, stderr)
	}
	if err == nil {
		// The base's texts of statements are read while its files exist.
		err = anchorExits(old)
	}
	stopCleanup()
	remove()
	if err != nil {
		return fail("-base %s (%s): the base revision does not build: %v", opts.base, shortCommit(base.commit), err)
	}
	if err := anchorExits(head); err != nil {
		return fail("-base: %v", err)
	}

	d := diffSurfaces(old, head)
	d.Base = diffRevision{Rev: opts.base, Commit: base.commit}
	if err := printSurfaceDiff(stdout, d, opts.format); err != nil {
		return fail("%v", err)
	}
	if d.Summary.Worsened > 0 {
		return exitDiagnostics
	}
	return exitOK
}

// surfaceAt loads patterns in dir (the current directory if "") and
// returns their failure surface, with positions relative to cwd. It fails
// when a package does not load or a check fails: a surface with missing
// tools would show them as removed.
func surfaceAt(patterns []string, opts *options, checks []*analysis.Analyzer, dir, cwd string, stderr io.Writer) (*surfaceReport, error) {
	prog := newProgress(stderr, false)
	pkgs, err := load(patterns, loadConfig{Tests: opts.tests, Tags: opts.tags, Progress: prog, Dir: dir})
	if err != nil {
		prog.done()
		return nil, oneLine(err.Error())
	}
	prog.analyzing()
	var loadErrs bytes.Buffer
	if n := printLoadErrors(&loadErrs, pkgs, cwd); n > 0 {
		prog.done()
		return nil, firstOf(loadErrs.String(), n, "error")
	}
	selected := opts.selected(checks)
	used, stopObserving := observeSuppressions()
	graph, err := checker.Analyze(append(slices.Clip(selected), surface.Analyzer), pkgs, nil)
	stopObserving()
	prog.done()
	if err != nil {
		return nil, oneLine(err.Error())
	}
	rep := collect(graph)
	if failures := distinctFailures(rep.Errors); len(failures) > 0 {
		var msgs bytes.Buffer
		printErrors(&msgs, failures)
		return nil, firstOf(strings.ReplaceAll(msgs.String(), progName+": ", ""), len(failures), "failure")
	}
	rep.Diagnostics = append(rep.Diagnostics, staleDirectives(graph, checks, selected, used)...)
	slices.SortStableFunc(rep.Diagnostics, compareDiagnostics)
	return collectSurface(graph, rep.Diagnostics, cwd), nil
}

// oneLine returns an error whose text is the first line of msg, with the
// number of lines left out.
func oneLine(msg string) error {
	msg = strings.TrimSpace(msg)
	return firstOf(msg, strings.Count(msg, "\n")+1, "line")
}

// firstOf returns an error whose text is the first line of msgs, of n
// things in all.
func firstOf(msgs string, n int, thing string) error {
	first, _, _ := strings.Cut(strings.TrimSpace(msgs), "\n")
	if n > 1 {
		more := thing
		if n > 2 {
			more += "s"
		}
		return fmt.Errorf("%s (and %d more %s)", first, n-1, more)
	}
	return fmt.Errorf("%s", first)
}

// baseRevision is the revision -base names in the git repository of the
// current directory.
type baseRevision struct {
	root   string // the work tree's top level, symbolic links resolved
	rel    string // the current directory relative to root
	commit string // the revision's commit
}

// openBase resolves rev in the git repository that contains cwd.
func openBase(cwd, rev string) (*baseRevision, error) {
	out, err := git(cwd, "rev-parse", "--show-toplevel")
	if err != nil {
		return nil, fmt.Errorf("-base: not in a git work tree: %v", err)
	}
	root := strings.TrimSpace(out)
	if r, err := filepath.EvalSymlinks(root); err == nil {
		root = r
	}
	real := cwd
	if r, err := filepath.EvalSymlinks(cwd); err == nil {
		real = r
	}
	rel, err := filepath.Rel(root, real)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return nil, fmt.Errorf("-base: the current directory is not in the git work tree %s", root)
	}
	if strings.HasPrefix(rev, "-") {
		return nil, fmt.Errorf("-base: %q is not a revision of the git repository at %s", rev, root)
	}
	out, err = git(root, "rev-parse", "--verify", "--quiet", rev+"^{commit}")
	if err != nil {
		return nil, fmt.Errorf("-base: %q is not a revision of the git repository at %s", rev, root)
	}
	return &baseRevision{root: root, rel: rel, commit: strings.TrimSpace(out)}, nil
}

// checkout adds a detached worktree of the base commit in a temporary
// directory and returns its top level and a function that removes it
// (safe to call more than once, from any goroutine). The user's work
// tree, index and branches are not touched; hooks do not run.
func (b *baseRevision) checkout() (dir string, remove func(), err error) {
	tmp, err := os.MkdirTemp("", "mcplint-base-")
	if err != nil {
		return "", nil, fmt.Errorf("-base: %v", err)
	}
	dir = filepath.Join(tmp, "tree")
	var once sync.Once
	remove = func() {
		once.Do(func() {
			git(b.root, "worktree", "remove", "--force", dir) // the directory goes next in any case
			os.RemoveAll(tmp)
			git(b.root, "worktree", "prune")
		})
	}
	if _, err := git(b.root, "-c", "core.hooksPath="+os.DevNull, "worktree", "add", "--quiet", "--detach", dir, b.commit); err != nil {
		remove()
		return "", nil, fmt.Errorf("-base: %v", oneLine(err.Error()))
	}
	if r, err := filepath.EvalSymlinks(dir); err == nil {
		dir = r
	}
	return dir, remove, nil
}

// mapPath maps a package pattern of the working tree to the base's
// worktree at dir: an absolute directory beneath the work tree's top
// level moves with it; anything else is kept (relative patterns are
// resolved in the same directory of the worktree).
func (b *baseRevision) mapPath(pattern, dir string) string {
	if !filepath.IsAbs(pattern) {
		return pattern
	}
	p, suffix := pattern, ""
	if strings.HasSuffix(p, "/...") {
		p, suffix = strings.TrimSuffix(p, "/..."), "/..."
	}
	if r, err := filepath.EvalSymlinks(p); err == nil {
		p = r
	}
	if rel, err := filepath.Rel(b.root, p); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return filepath.Join(dir, rel) + suffix
	}
	return pattern
}

// removeOnSignal calls remove and exits when the process is interrupted or
// terminated, until the returned function is called.
func removeOnSignal(remove func()) (stop func()) {
	sig := make(chan os.Signal, 1)
	done := make(chan struct{})
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	go func() {
		select {
		case <-sig:
			remove()
			os.Exit(exitFailure)
		case <-done:
		}
	}()
	return func() {
		signal.Stop(sig)
		close(done)
	}
}

// shortCommit abbreviates a commit name for messages.
func shortCommit(c string) string {
	if len(c) > 12 {
		return c[:12]
	}
	return c
}
