// Package fixguard holds back suggested fixes that would not compile: fixes
// that, applied together, would leave an import unused ([Guard]), and fixes
// that would remove the last use of a local variable ([DropsLastUse]).
//
// A fix that replaces `fmt.Errorf(...)` or `errors.New(...)` can remove the
// last use of a package in a file; the file then no longer compiles. The
// fixes of one analyzer run are often applied all at once (mcplint -fix), so
// a fix is kept only when every package it stops using stays used outside
// the text that all the pending fixes of the file replace.
package fixguard

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Guard collects diagnostics and reports them on Flush.
type Guard struct {
	pass    *analysis.Pass
	pending []analysis.Diagnostic
}

// New returns a Guard reporting to pass.
func New(pass *analysis.Pass) *Guard { return &Guard{pass: pass} }

// Report queues d.
func (g *Guard) Report(d analysis.Diagnostic) { g.pending = append(g.pending, d) }

type span struct{ pos, end token.Pos }

// Flush drops the fixes that could leave an import unused and reports
// every queued diagnostic.
func (g *Guard) Flush() {
	info := g.pass.TypesInfo
	// Ranges replaced and package names mentioned by new texts, per file.
	replaced := map[*ast.File][]span{}
	kept := map[*ast.File]string{}
	for _, d := range g.pending {
		for _, f := range d.SuggestedFixes {
			for _, e := range f.TextEdits {
				file := g.fileOf(e.Pos)
				replaced[file] = append(replaced[file], span{e.Pos, e.End})
				kept[file] += "\n" + string(e.NewText)
			}
		}
	}
	for i := range g.pending {
		d := &g.pending[i]
		ok := true
		for _, f := range d.SuggestedFixes {
			for _, e := range f.TextEdits {
				file := g.fileOf(e.Pos)
				for pn := range pkgNamesIn(info, file, e.Pos, e.End) {
					if strings.Contains(kept[file], pn.Name()+".") {
						continue
					}
					if !usedOutside(info, file, pn, replaced[file]) {
						ok = false
					}
				}
			}
		}
		if !ok {
			d.SuggestedFixes = nil
		}
		g.pass.Report(*d)
	}
	g.pending = nil
}

func (g *Guard) fileOf(pos token.Pos) *ast.File {
	for _, f := range g.pass.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}

// pkgNamesIn returns the imported package names used in [pos, end) of file.
func pkgNamesIn(info *types.Info, file *ast.File, pos, end token.Pos) map[*types.PkgName]bool {
	out := map[*types.PkgName]bool{}
	if file == nil {
		return out
	}
	ast.Inspect(file, func(n ast.Node) bool {
		if n == nil || n.End() <= pos || n.Pos() >= end {
			return false
		}
		if id, ok := n.(*ast.Ident); ok && id.Pos() >= pos && id.End() <= end {
			if pn, ok := info.Uses[id].(*types.PkgName); ok {
				out[pn] = true
			}
		}
		return true
	})
	return out
}

// usedOutside reports whether pn is used in file outside the spans.
func usedOutside(info *types.Info, file *ast.File, pn *types.PkgName, spans []span) bool {
	if file == nil {
		return false
	}
	used := false
	ast.Inspect(file, func(n ast.Node) bool {
		if used || n == nil {
			return false
		}
		id, ok := n.(*ast.Ident)
		if !ok || info.Uses[id] != pn {
			return true
		}
		for _, s := range spans {
			if s.pos <= id.Pos() && id.End() <= s.end {
				return true
			}
		}
		used = true
		return false
	})
	return used
}
