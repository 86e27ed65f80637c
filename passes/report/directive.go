package report

import (
	"go/ast"
	"go/token"
	"strings"
)

// Directive prefixes. Like the go command's own directives they have no
// space after the slashes.
const (
	ignorePrefix     = "//mcplint:ignore"
	fileIgnorePrefix = "//mcplint:file-ignore"
)

// A Directive is one //mcplint:ignore or //mcplint:file-ignore comment.
//
//	//mcplint:ignore CHECK[,CHECK...] reason
//	//mcplint:file-ignore CHECK[,CHECK...] reason
//
// A line directive at the end of a line covers that line; on a line of its
// own it covers the next line that holds code. Either way it also covers
// the whole of any statement, declaration or spec that starts on the
// covered line (so a directive above a multi-line return covers all of
// it, and one above a function covers the function). A file directive
// covers its whole file. A directive without a check list or without a
// reason is malformed and suppresses nothing.
type Directive struct {
	Pos    token.Pos // the comment
	File   bool      // //mcplint:file-ignore
	Checks []string  // lower-cased check names, in the order written
	Reason string

	// From and To are the first and last lines a line directive covers;
	// zero if it covers no code.
	From, To int
}

// Malformed returns why d is malformed, or "" if it is well formed.
func (d *Directive) Malformed() string {
	name := ignorePrefix[2:]
	if d.File {
		name = fileIgnorePrefix[2:]
	}
	switch {
	case len(d.Checks) == 0:
		return "malformed " + name + " directive: name the checks to ignore and say why, e.g. //" + name + " rpcerror the wrapper turns this error into an isError result"
	case d.Reason == "":
		return name + " directive without a reason: say after the check names why the finding does not apply, so reviewers can judge it and the suppression can be dropped when it no longer holds"
	}
	return ""
}

// Names reports whether d names the check.
func (d *Directive) Names(check string) bool {
	check = strings.ToLower(check)
	for _, c := range d.Checks {
		if c == check {
			return true
		}
	}
	return false
}

// covers reports whether the well-formed directive d suppresses a finding
// of check on line.
func (d *Directive) covers(check string, line int) bool {
	if d.Malformed() != "" || !d.Names(check) {
		return false
	}
	return d.File || d.From <= line && line <= d.To && d.From > 0
}

// Directives returns the suppression directives of the file f, in source
// order.
func Directives(fset *token.FileSet, f *ast.File) []*Directive {
	var dirs []*Directive
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			if d := parseDirective(c); d != nil {
				dirs = append(dirs, d)
			}
		}
	}
	if len(dirs) == 0 {
		return nil
	}
	placeLineDirectives(fset, f, dirs)
	return dirs
}

// parseDirective parses the comment c as a directive, or returns nil if it
// is none.
func parseDirective(c *ast.Comment) *Directive {
	d := &Directive{Pos: c.Pos()}
	var rest string
	switch {
	case strings.HasPrefix(c.Text, fileIgnorePrefix):
		d.File, rest = true, c.Text[len(fileIgnorePrefix):]
	case strings.HasPrefix(c.Text, ignorePrefix):
		rest = c.Text[len(ignorePrefix):]
	default:
		return nil
	}
	if rest != "" && rest[0] != ' ' && rest[0] != '\t' {
		return nil // another word, such as //mcplint:ignored
	}
	list, reason, _ := strings.Cut(strings.TrimSpace(rest), " ")
	for _, name := range strings.Split(list, ",") {
		if name = strings.ToLower(strings.TrimSpace(name)); name != "" {
			d.Checks = append(d.Checks, name)
		}
	}
	// A reason may follow "//", as with golangci-lint's //nolint.
	d.Reason = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(reason), "//"))
	return d
}

// placeLineDirectives sets the lines each line directive of dirs covers.
func placeLineDirectives(fset *token.FileSet, f *ast.File, dirs []*Directive) {
	tf := fset.File(f.Pos())
	if tf == nil {
		return
	}
	line := func(p token.Pos) int { return tf.Line(p) }

	// The first column of code on each line, the end line of the
	// statements and declarations starting on each line, and the lines
	// that hold comments.
	firstCol := map[int]int{}
	extent := map[int]int{}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n.(type) {
		case nil, *ast.File, *ast.CommentGroup, *ast.Comment:
			return true
		}
		start := line(n.Pos())
		col := tf.Position(n.Pos()).Column
		if c, ok := firstCol[start]; !ok || col < c {
			firstCol[start] = col
		}
		switch n.(type) {
		case ast.Stmt, ast.Decl, ast.Spec:
			extent[start] = max(extent[start], line(n.End()))
		}
		return true
	})
	commentLine := map[int]bool{}
	for _, cg := range f.Comments {
		for l := line(cg.Pos()); l <= line(cg.End()); l++ {
			commentLine[l] = true
		}
	}
	lastLine := line(f.End())

	for _, d := range dirs {
		if d.File {
			continue
		}
		l := line(d.Pos)
		if c, ok := firstCol[l]; !ok || c > tf.Position(d.Pos).Column {
			// On a line of its own: the next code line, across
			// comment lines only.
			l++
			for ; l <= lastLine; l++ {
				if _, ok := firstCol[l]; ok {
					break
				}
				if !commentLine[l] {
					l = lastLine + 1 // a blank line: covers nothing
				}
			}
			if l > lastLine {
				continue
			}
		}
		d.From, d.To = l, max(l, extent[l])
	}
}
