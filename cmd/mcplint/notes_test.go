package main

import (
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/passes/handlers"
)

// TestNotesOfFailedDiscovery checks that the notes analyzer returns no
// notes, and does not panic, on a package whose discovery failed and
// returned the zero result (analyzers.Harden).
func TestNotesOfFailedDiscovery(t *testing.T) {
	pass := &analysis.Pass{ResultOf: map[*analysis.Analyzer]any{handlers.Analyzer: (*handlers.Result)(nil)}}
	got, err := notesAnalyzer.Run(pass)
	if err != nil {
		t.Fatal(err)
	}
	if ns := got.([]handlers.Note); len(ns) != 0 {
		t.Errorf("notes = %v, want none", ns)
	}
}
