package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
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
			p = newProgress(w)
		case *os.File:
			p = newProgress(w)
		}
		if p != nil {
			t.Errorf("newProgress(%T) = %v, want nil", w, p)
		}
		// The nil reporter does nothing.
		p.setTotal(3)
		p.loaded()
		p.analyzing()
		p.done()
	}
	if fi, _ := f.Stat(); fi.Size() != 0 {
		t.Errorf("progress wrote %d bytes to a file", fi.Size())
	}
}
