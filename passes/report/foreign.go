package report

import (
	"go/token"
)

// A Position is a source position that can travel in an analysis fact
// from the package that holds the code to a package analyzed later (a
// token.Pos means nothing outside the file set it came from, and go vet
// analyzes every package in a process of its own). A check that can only
// decide a finding in the package that registers or dispatches a tool
// handler carries the handler's positions in a fact and reports them there,
// at the handler's own line, with [Scope.Foreign].
type Position struct {
	File   string // absolute file name
	Offset int    // byte offset in the file
	Line   int    // 1-based
	Column int    // 1-based, in bytes
	// Directive is the position of the //mcplint:ignore directive that
	// covers the finding at this position in its own package, if any:
	// the package that decides the finding honours it.
	Directive token.Position
}

// PositionOf returns the position pos of the pass's file set as a
// Position, with the directive that suppresses a finding of the pass's
// check there.
func (s *Scope) PositionOf(check string, pos token.Pos) Position {
	p := s.fset.PositionFor(pos, false)
	out := Position{File: p.Filename, Offset: p.Offset, Line: p.Line, Column: p.Column}
	if d := s.suppressor(check, pos); d != nil {
		out.Directive = s.fset.Position(d.Pos)
	}
	return out
}

// lineWidth is the width of a line of the file Foreign makes up for a
// position of a file the pass's file set lacks.
const lineWidth = 1 << 12

// Foreign returns a position of the pass's file set for p, a position in
// a file of another package. The standalone driver parses every package
// of the module into one file set, where p's own file is found; go vet
// gives a pass only its own files, and then Foreign adds a file of that
// name to the file set whose lines are long enough for p's line and
// column, so that p prints as it should (its offsets are not those of the
// real file: real reports true tells the caller that suggested fixes,
// which edit by offset, can be kept).
func (s *Scope) Foreign(p Position) (pos token.Pos, real bool) {
	if s.foreign == nil {
		s.foreign = map[string]*token.File{}
		s.fset.Iterate(func(f *token.File) bool {
			if _, ok := s.foreign[f.Name()]; !ok {
				s.foreign[f.Name()] = f
			}
			return true
		})
	}
	if f := s.foreign[p.File]; f != nil && p.Offset <= f.Size() {
		pos := f.Pos(p.Offset)
		if q := f.PositionFor(pos, false); q.Line == p.Line && q.Column == p.Column {
			return pos, true
		}
	}
	// A made-up file: every line lineWidth bytes long.
	col := min(p.Column, lineWidth-1)
	key := p.File + "\x00made-up"
	f := s.foreign[key]
	if f == nil || f.LineCount() < p.Line {
		n := max(p.Line, 1024)
		f = s.fset.AddFile(p.File, -1, n*lineWidth)
		lines := make([]int, n)
		for i := range lines {
			lines[i] = i * lineWidth
		}
		f.SetLines(lines)
		s.foreign[key] = f
	}
	return f.Pos((p.Line-1)*lineWidth + col - 1), false
}

// Honour reports whether a finding of check at p, decided in this pass
// for code of another package, may be reported: false when a directive of
// p's own package covers it, which then counts as used (see Observe).
func Honour(check string, p Position) bool {
	if !p.Directive.IsValid() {
		return true
	}
	if obs := observer.Load(); obs != nil {
		(*obs)(Suppression{Directive: p.Directive, Check: check})
	}
	return false
}
