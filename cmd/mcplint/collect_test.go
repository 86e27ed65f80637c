package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// TestExtent checks the ends the driver gives diagnostics reported at a
// position only: the largest expression or simple statement starting
// there, the signature of a function literal, a comment; none for a
// declaration keyword; and the check's own end when it gives one.
func TestExtent(t *testing.T) {
	const src = `package p

// TODO: x
func F(s string) (any, error) {
	res := newResult(s,
		"multi-line")
	h := func(x int) error { return nil }
	_ = h
	return nil, fmtErrorf("failed: %w", res)
}

func newResult(string, string) error { return nil }
func fmtErrorf(string, ...any) error  { return nil }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	at := func(s string) token.Pos {
		i := strings.Index(src, s)
		if i < 0 {
			t.Fatalf("%q not in source", s)
		}
		return f.FileStart + token.Pos(i)
	}
	for _, tc := range []struct {
		pos  string // the text at the position
		want string // the text of the extent, "" for none
	}{
		{"return nil, fmt", `return nil, fmtErrorf("failed: %w", res)`},
		{`fmtErrorf("failed`, `fmtErrorf("failed: %w", res)`},
		{"newResult(s,", "newResult(s,\n\t\t\"multi-line\")"},
		{"res := newResult", "res := newResult(s,\n\t\t\"multi-line\")"},
		{"func(x int)", "func(x int) error"},
		{"// TODO", "// TODO: x"},
		{"func F", ""},
	} {
		pos := at(tc.pos)
		d := withExtents([]*ast.File{f}, analysis.Diagnostic{Pos: pos, Related: []analysis.RelatedInformation{{Pos: pos}}})
		got := ""
		if d.End.IsValid() {
			got = src[pos-f.FileStart : d.End-f.FileStart]
		}
		if got != tc.want {
			t.Errorf("extent at %q = %q, want %q", tc.pos, got, tc.want)
		}
		if d.Related[0].End != d.End {
			t.Errorf("related extent at %q differs: %v, %v", tc.pos, d.Related[0].End, d.End)
		}
	}
	// A check's own end is kept.
	own := at("res)") + 3
	if d := withExtents([]*ast.File{f}, analysis.Diagnostic{Pos: at("return nil, fmt"), End: own}); d.End != own {
		t.Errorf("the check's own end was replaced: %v, want %v", d.End, own)
	}
}
