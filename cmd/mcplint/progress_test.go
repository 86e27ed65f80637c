package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"
)

// TestProgressNotTerminal checks that progress is never shown when stderr
// is not a terminal (a buffer, a file), and that the nil reporter is safe.
func TestProgressNotTerminal(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, w := range []any{new(bytes.Buffer), f} {
		var p *progress
		switch w := w.(type) {
		case *bytes.Buffer:
			p = newProgress(w, false)
		case *os.File:
			p = newProgress(w, false)
		}
		if p != nil {
			t.Errorf("newProgress(%T) = %v, want nil", w, p)
		}
		// The nil reporter does nothing.
		p.exporting(3)
		p.typeChecking(3)
		p.loaded()
		p.analyzing()
		p.done()
		p.printSummary()
	}
	if fi, _ := f.Stat(); fi.Size() != 0 {
		t.Errorf("progress wrote %d bytes to a file", fi.Size())
	}
}

// TestProgressLine checks what the live line says in each phase: the go
// command listing, then building export data, type-checking with counts,
// analysis.
func TestProgressLine(t *testing.T) {
	var buf bytes.Buffer
	p := newProgress(&buf, true) // a buffer: no live line, a summary
	if p == nil || p.live != nil {
		t.Fatalf("newProgress(buffer, verbose) = %v, want a reporter without live line", p)
	}
	for _, step := range []struct {
		do   func()
		want string
	}{
		{func() {}, "mcplint: go list: listing packages (3s)"},
		{func() { p.exporting(120) }, "mcplint: reading the export data of 120 packages (3s)"},
		{func() { p.typeChecking(35); p.loaded(); p.loaded() }, "mcplint: type-checking 2/35 packages (3s)"},
		{p.analyzing, "mcplint: analyzing 35 packages (3s)"},
	} {
		step.do()
		if got := p.line(3 * time.Second); got != step.want {
			t.Errorf("line = %q, want %q", got, step.want)
		}
	}
	p.printSummary()
	sum := regexp.MustCompile(`^mcplint: 35 packages type-checked from source, export data of 120 packages read; go list [0-9.]+m?s, export data [0-9.]+m?s, type-checking [0-9.]+m?s, analysis [0-9.]+m?s; [0-9.]+m?s in all\n$`)
	if !sum.MatchString(buf.String()) {
		t.Errorf("summary:\n%q", buf.String())
	}
}

// TestVerboseSummary checks that -v ends a run with the summary line,
// after the findings, and that without -v nothing is added.
func TestVerboseSummary(t *testing.T) {
	dir := mainFixture(t)
	code, stdout, stderr := runIn(t, dir, "-v", "-test=false", "./p")
	sum := regexp.MustCompile(`^mcplint: 1 package type-checked from source, export data of \d+ packages? read; go list [0-9.]+m?s, (export data [0-9.]+m?s, )?type-checking [0-9.]+m?s, analysis [0-9.]+m?s; [0-9.]+m?s in all\n$`)
	if code != exitDiagnostics || stdout == "" || !sum.MatchString(stderr) {
		t.Errorf("-v: exit %d, stdout:\n%s\nstderr:\n%q", code, stdout, stderr)
	}
	if _, _, stderr := runIn(t, dir, "-test=false", "./p"); stderr != "" {
		t.Errorf("without -v: stderr %q", stderr)
	}
}
