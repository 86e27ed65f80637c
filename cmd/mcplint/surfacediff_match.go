package main

// This file matches the tools and failure exits of two surfaces (the base
// revision's and the working tree's) and computes what changed.
//
// An exit is identified by its tool, its statement and the statement's
// context in the source, never by its line: the normalized tokens of the
// statement (the return, the panic call, the deferred closure), the
// condition that guards it and the statement before it. Statements are
// matched in passes, each among those the previous ones left, each time
// the n-th of a key with the n-th of the same key:
//
//  1. statement, guard and previous statement;
//  2. statement alone (an edit around it);
//  3. guard and previous statement (the statement itself was edited);
//  4. guard alone (both were edited);
//  5. in order, between two statements matched (see [matchGaps]).
//
// The exits of two matched statements are matched by destination and
// text, then by destination (the text changed), then by text (the
// destination changed), then in order. What is left was added or removed.

import (
	"cmp"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"os"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ast/astutil"
)

// exitAnchor is what identifies an exit's statement across revisions.
type exitAnchor struct {
	stmt  string // the statement's tokens
	guard string // the tokens of the condition, case or loop header nearest above it
	prev  string // the statement before it (or before its guarding statement)
}

// anchorExits computes the anchor of every exit of rep from the source
// files, which must exist.
func anchorExits(rep *surfaceReport) error {
	files := map[string]*sourceFile{}
	for ti := range rep.Tools {
		for xi := range rep.Tools[ti].Exits {
			x := &rep.Tools[ti].Exits[xi]
			f, ok := files[x.start.Filename]
			if !ok {
				var err error
				if f, err = parseSource(x.start.Filename); err != nil {
					return err
				}
				files[x.start.Filename] = f
			}
			x.anchor = f.anchor(x.start.Offset, x.end.Offset)
		}
	}
	return nil
}

// sourceFile is a parsed source file.
type sourceFile struct {
	src  []byte
	tf   *token.File
	file *ast.File
}

func parseSource(name string) (*sourceFile, error) {
	src, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	f, _ := parser.ParseFile(fset, name, src, parser.SkipObjectResolution) // a partial tree is enough
	if f == nil {
		return &sourceFile{src: src}, nil
	}
	return &sourceFile{src: src, tf: fset.File(f.Pos()), file: f}, nil
}

// anchor returns the anchor of the exit whose span is [start, end].
func (f *sourceFile) anchor(start, end int) exitAnchor {
	if start < 0 || start > len(f.src) {
		return exitAnchor{}
	}
	end = min(max(end, start), len(f.src))
	if f.file == nil {
		return exitAnchor{stmt: tokens(f.src[start:end])}
	}
	path, _ := astutil.PathEnclosingInterval(f.file, f.tf.Pos(start), f.tf.Pos(end))
	var a exitAnchor
	// The innermost statement: the return, the panic call's statement,
	// the defer.
	si := slices.IndexFunc(path, func(n ast.Node) bool { _, ok := n.(ast.Stmt); return ok })
	if end > start {
		a.stmt = tokens(f.src[start:end])
	} else if si >= 0 {
		a.stmt = f.text(path[si])
	}
	if si < 0 {
		return a
	}
	cur := path[si]
	for _, n := range path[si+1:] {
		switch n := n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return a
		case *ast.BlockStmt:
			a.setPrev(f, n.List, cur)
		case *ast.CaseClause:
			a.setPrev(f, n.Body, cur)
			if a.guard == "" {
				a.guard = "case " + f.texts(n.List)
			}
		case *ast.CommClause:
			a.setPrev(f, n.Body, cur)
			if a.guard == "" {
				a.guard = "case " + f.text(n.Comm)
			}
		case *ast.IfStmt:
			if a.guard == "" {
				a.guard = "if " + f.text(n.Init) + " ; " + f.text(n.Cond)
				if cur == n.Else {
					a.guard = "else of " + a.guard
				}
			}
		case *ast.ForStmt:
			if a.guard == "" {
				a.guard = "for " + f.text(n.Init) + " ; " + f.text(n.Cond) + " ; " + f.text(n.Post)
			}
		case *ast.RangeStmt:
			if a.guard == "" {
				a.guard = "for " + f.text(n.Key) + " , " + f.text(n.Value) + " range " + f.text(n.X)
			}
		}
		if a.guard != "" && a.prev != "" {
			break
		}
		cur = n
	}
	return a
}

// setPrev sets a.prev, if not set, to the header of the statement before
// cur in list.
func (a *exitAnchor) setPrev(f *sourceFile, list []ast.Stmt, cur ast.Node) {
	if a.prev != "" {
		return
	}
	if i := slices.IndexFunc(list, func(s ast.Stmt) bool { return s == cur }); i > 0 {
		a.prev = f.header(list[i-1])
	}
}

// header returns the tokens of a simple statement, or of the head of a
// compound one (its body left out, so that edits in it do not matter).
func (f *sourceFile) header(s ast.Stmt) string {
	switch s := s.(type) {
	case *ast.IfStmt:
		return "if " + f.text(s.Init) + " ; " + f.text(s.Cond)
	case *ast.ForStmt:
		return "for " + f.text(s.Init) + " ; " + f.text(s.Cond) + " ; " + f.text(s.Post)
	case *ast.RangeStmt:
		return "for " + f.text(s.Key) + " , " + f.text(s.Value) + " range " + f.text(s.X)
	case *ast.SwitchStmt:
		return "switch " + f.text(s.Init) + " ; " + f.text(s.Tag)
	case *ast.TypeSwitchStmt:
		return "switch " + f.text(s.Init) + " ; " + f.text(s.Assign)
	case *ast.SelectStmt:
		return "select"
	case *ast.BlockStmt:
		return "{"
	case *ast.LabeledStmt:
		return s.Label.Name + " : " + f.header(s.Stmt)
	}
	return f.text(s)
}

// text returns the tokens of n ("" for nil).
func (f *sourceFile) text(n ast.Node) string {
	if n == nil || !n.Pos().IsValid() {
		return ""
	}
	start, end := f.tf.Offset(n.Pos()), f.tf.Offset(n.End())
	if start < 0 || end > len(f.src) || start > end {
		return ""
	}
	return tokens(f.src[start:end])
}

func (f *sourceFile) texts(list []ast.Expr) string {
	var out []string
	for _, e := range list {
		out = append(out, f.text(e))
	}
	return strings.Join(out, " , ")
}

// tokens returns the Go tokens of src separated by single spaces, without
// comments: the same for any formatting of the same code.
func tokens(src []byte) string {
	var s scanner.Scanner
	fset := token.NewFileSet()
	s.Init(fset.AddFile("", -1, len(src)), src, func(token.Position, string) {}, 0)
	var out []string
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		switch {
		case tok == token.SEMICOLON && lit == "\n":
			continue // inserted
		case lit != "":
			out = append(out, lit)
		default:
			out = append(out, tok.String())
		}
	}
	return strings.Join(out, " ")
}

// diffSurfaces compares the surface old (the base revision's) with head
// (the working tree's). Both must have their exits anchored.
func diffSurfaces(old, head *surfaceReport) *surfaceDiff {
	d := &surfaceDiff{Schema: surfaceDiffSchema, Tools: []toolDiff{}}
	for _, p := range matchTools(old.Tools, head.Tools) {
		td, changed := diffTool(p[0], p[1])
		if changed {
			d.Tools = append(d.Tools, td)
		}
	}
	// Tools of the working tree by position, then removed tools by their
	// position in the base.
	slices.SortStableFunc(d.Tools, func(x, y toolDiff) int {
		return cmp.Or(compareBool(x.Change == "removed", y.Change == "removed"),
			comparePositions(cmp.Or(x.Position, x.BasePosition), cmp.Or(y.Position, y.BasePosition)),
			cmp.Compare(x.Tool, y.Tool))
	})
	d.summarize()
	return d
}

// matchTools pairs the tools of two surfaces: by name, package and
// function; by name and package; by name (a package moved); a tool whose
// name is not a constant by package and function, then function; then
// the tools left whose exits' statements are mostly the same (see
// [similarity]), most similar first; then by function, case ignored. A
// pair has a nil side for a tool added or removed.
func matchTools(old, head []surfaceTool) [][2]*surfaceTool {
	oldMatched := make([]bool, len(old))
	headMatch := make([]int, len(head))
	for i := range headMatch {
		headMatch[i] = -1
	}
	keys := []func(t *surfaceTool) (string, bool){
		func(t *surfaceTool) (string, bool) { return t.Tool + "\x00" + t.Package + "\x00" + t.Function, true },
		func(t *surfaceTool) (string, bool) { return t.Tool + "\x00" + t.Package, t.Tool != "" },
		func(t *surfaceTool) (string, bool) { return t.Tool, t.Tool != "" },
		func(t *surfaceTool) (string, bool) { return t.Function, t.Tool == "" },
	}
	for _, key := range keys {
		byKey := map[string][]int{}
		for i := range old {
			if k, ok := key(&old[i]); ok && !oldMatched[i] {
				byKey[k] = append(byKey[k], i)
			}
		}
		for j := range head {
			if headMatch[j] >= 0 {
				continue
			}
			if k, ok := key(&head[j]); ok && len(byKey[k]) > 0 {
				i := byKey[k][0]
				byKey[k] = byKey[k][1:]
				oldMatched[i], headMatch[j] = true, i
			}
		}
	}
	// A tool renamed, or whose name discovery no longer sees, or moved to
	// a package and function of other names: the same statements.
	for {
		bi, bj, best := -1, -1, 0.0
		for i := range old {
			if oldMatched[i] {
				continue
			}
			for j := range head {
				if headMatch[j] < 0 {
					if sim := similarity(&old[i], &head[j]); sim > best {
						bi, bj, best = i, j, sim
					}
				}
			}
		}
		if best < minSimilarity {
			break
		}
		oldMatched[bi], headMatch[bj] = true, bi
	}
	// A handler exported (or unexported) when it moved, with no exits to
	// compare.
	byFunc := map[string][]int{}
	for i := range old {
		if !oldMatched[i] {
			k := strings.ToLower(old[i].Function)
			byFunc[k] = append(byFunc[k], i)
		}
	}
	for j := range head {
		if k := strings.ToLower(head[j].Function); headMatch[j] < 0 && len(byFunc[k]) > 0 {
			i := byFunc[k][0]
			byFunc[k] = byFunc[k][1:]
			oldMatched[i], headMatch[j] = true, i
		}
	}
	var pairs [][2]*surfaceTool
	for j := range head {
		var o *surfaceTool
		if i := headMatch[j]; i >= 0 {
			o = &old[i]
		}
		pairs = append(pairs, [2]*surfaceTool{o, &head[j]})
	}
	for i := range old {
		if !oldMatched[i] {
			pairs = append(pairs, [2]*surfaceTool{&old[i], nil})
		}
	}
	return pairs
}

// minSimilarity is the share of their exits' statements two tools of
// different names must have in common to be taken for one tool.
const minSimilarity = 0.6

// minCommon is the number of exits two tools whose names and functions
// differ must have in common to be taken for one tool.
const minCommon = 3

// similarity returns the share of the exits of x and y whose statements
// (with their guards and the statements before them) they have in
// common: the size of the common multiset over the larger one; 0 when
// their functions differ (case ignored) and they have fewer than
// minCommon in common.
func similarity(x, y *surfaceTool) float64 {
	if len(x.Exits) == 0 || len(y.Exits) == 0 {
		return 0
	}
	count := map[exitAnchor]int{}
	for _, e := range x.Exits {
		count[e.anchor]++
	}
	common := 0
	for _, e := range y.Exits {
		if count[e.anchor] > 0 {
			count[e.anchor]--
			common++
		}
	}
	if common < minCommon && !strings.EqualFold(x.Function, y.Function) {
		return 0 // a tool removed and another added, with a boilerplate exit or two
	}
	return float64(common) / float64(max(len(x.Exits), len(y.Exits)))
}

// stmtGroup is the exits of one statement of a tool.
type stmtGroup struct {
	exits []*surfaceExit
	match *stmtGroup
}

func (g *stmtGroup) anchor() exitAnchor { return g.exits[0].anchor }

// groups returns the exits of t by statement, in order.
func groups(t *surfaceTool) []*stmtGroup {
	var out []*stmtGroup
	for i := range t.Exits {
		x := &t.Exits[i]
		if n := len(out); n > 0 {
			if last := out[n-1].exits[0]; last.start == x.start {
				out[n-1].exits = append(out[n-1].exits, x)
				continue
			}
		}
		out = append(out, &stmtGroup{exits: []*surfaceExit{x}})
	}
	return out
}

// matchGroups matches the statements of two revisions of a tool in the
// passes the file comment describes.
func matchGroups(old, head []*stmtGroup) {
	keys := []func(a exitAnchor) (string, bool){
		func(a exitAnchor) (string, bool) { return a.stmt + "\x00" + a.guard + "\x00" + a.prev, true },
		func(a exitAnchor) (string, bool) { return a.stmt, true },
		func(a exitAnchor) (string, bool) { return a.guard + "\x00" + a.prev, a.guard != "" || a.prev != "" },
		func(a exitAnchor) (string, bool) { return a.guard, a.guard != "" },
	}
	for _, key := range keys {
		byKey := map[string][]*stmtGroup{}
		for _, g := range old {
			if k, ok := key(g.anchor()); ok && g.match == nil {
				byKey[k] = append(byKey[k], g)
			}
		}
		for _, g := range head {
			if g.match != nil {
				continue
			}
			if k, ok := key(g.anchor()); ok && len(byKey[k]) > 0 {
				o := byKey[k][0]
				byKey[k] = byKey[k][1:]
				g.match, o.match = o, g
			}
		}
	}
	matchGaps(old, head)
}

// matchGaps pairs, in order, the statements left between two matched
// ones, as a diff pairs the lines of a hunk: code rewritten around its
// exits (a new way to read an argument, say) keeps them where they were.
// Statements of the same destination are paired first. Matched pairs out
// of order (a moved statement) do not delimit gaps.
func matchGaps(old, head []*stmtGroup) {
	index := map[*stmtGroup]int{}
	for i, g := range old {
		index[g] = i
	}
	lastOld, lastHead := -1, -1
	gap := func(nextOld, nextHead int) {
		var os, hs []*stmtGroup
		for _, g := range old[lastOld+1 : nextOld] {
			if g.match == nil {
				os = append(os, g)
			}
		}
		for _, g := range head[lastHead+1 : nextHead] {
			if g.match == nil {
				hs = append(hs, g)
			}
		}
		for _, same := range []bool{true, false} {
			for _, h := range hs {
				for _, o := range os {
					if h.match == nil && o.match == nil && (!same || h.exits[0].destination() == o.exits[0].destination()) {
						h.match, o.match = o, h
					}
				}
			}
		}
	}
	for j, g := range head {
		if g.match == nil {
			continue
		}
		if i := index[g.match]; i > lastOld {
			gap(i, j)
			lastOld, lastHead = i, j
		}
	}
	gap(len(old), len(head))
}

// pairExits matches the exits of one statement in two revisions. A pair
// has a nil side for an exit added or removed.
func pairExits(old, head []*surfaceExit) [][2]*surfaceExit {
	usedOld := make([]bool, len(old))
	match := make([]int, len(head))
	for i := range match {
		match[i] = -1
	}
	same := []func(x, y *surfaceExit) bool{
		func(x, y *surfaceExit) bool {
			return x.destination() == y.destination() && x.Text == y.Text && x.By == y.By
		},
		func(x, y *surfaceExit) bool { return x.destination() == y.destination() && x.Text == y.Text },
		func(x, y *surfaceExit) bool { return x.destination() == y.destination() },
		func(x, y *surfaceExit) bool { return x.Text == y.Text },
		func(x, y *surfaceExit) bool { return true },
	}
	for _, eq := range same {
		for j, y := range head {
			if match[j] >= 0 {
				continue
			}
			for i, x := range old {
				if !usedOld[i] && eq(x, y) {
					usedOld[i], match[j] = true, i
					break
				}
			}
		}
	}
	var out [][2]*surfaceExit
	for j, y := range head {
		var x *surfaceExit
		if i := match[j]; i >= 0 {
			x = old[i]
		}
		out = append(out, [2]*surfaceExit{x, y})
	}
	for i, x := range old {
		if !usedOld[i] {
			out = append(out, [2]*surfaceExit{x, nil})
		}
	}
	return out
}

// diffTool compares two revisions of a tool (either may be nil) and
// reports whether anything changed.
func diffTool(old, head *surfaceTool) (toolDiff, bool) {
	td := toolDiff{Header: []fieldChange{}, Exits: []exitDiff{}, FindingsAppeared: []surfaceFinding{}, FindingsGone: []surfaceFinding{}}
	var oldGroups, headGroups []*stmtGroup
	switch {
	case head == nil:
		td.Change, td.Tool, td.Function, td.Package, td.BasePosition = "removed", old.Tool, old.Function, old.Package, old.Position
		oldGroups = groups(old)
	case old == nil:
		td.Change, td.Tool, td.Function, td.Package, td.Position = "added", head.Tool, head.Function, head.Package, head.Position
		headGroups = groups(head)
	default:
		td.Change, td.Tool, td.Function, td.Package, td.Position, td.BasePosition = "changed", head.Tool, head.Function, head.Package, head.Position, old.Position
		for _, f := range []struct{ name, x, y string }{
			{"tool", old.Tool, head.Tool},
			{"function", old.Function, head.Function},
			{"package", old.Package, head.Package},
			{"sdk", old.SDK, head.SDK},
			{"kind", old.Kind, head.Kind},
			{"errors", old.Errors, head.Errors},
		} {
			if f.x != f.y {
				td.Header = append(td.Header, fieldChange{Field: f.name, Base: f.x, Head: f.y})
			}
		}
		td.FindingsAppeared, td.FindingsGone = diffFindings(old.OtherFindings, head.OtherFindings, findingKey(old, head))
		oldGroups, headGroups = groups(old), groups(head)
		matchGroups(oldGroups, headGroups)
	}
	var pairs [][2]*surfaceExit
	for _, g := range headGroups {
		var olds []*surfaceExit
		if g.match != nil {
			olds = g.match.exits
		}
		pairs = append(pairs, pairExits(olds, g.exits)...)
	}
	for _, g := range oldGroups {
		if g.match == nil {
			pairs = append(pairs, pairExits(g.exits, nil)...)
		}
	}
	for _, p := range pairs {
		if xd, ok := diffExit(p[0], p[1]); ok {
			td.Exits = append(td.Exits, xd)
			if xd.Worsens {
				td.Worsened++
			}
		}
	}
	// Exits of the working tree by position, then removed exits by their
	// position in the base.
	slices.SortStableFunc(td.Exits, func(x, y exitDiff) int {
		return cmp.Or(compareBool(x.Head == nil, y.Head == nil), comparePositions(x.position(), y.position()))
	})
	changed := td.Change != "changed" || len(td.Header) > 0 || len(td.Exits) > 0 ||
		len(td.FindingsAppeared) > 0 || len(td.FindingsGone) > 0
	return td, changed
}

// diffExit compares two revisions of an exit (either may be nil) and
// reports whether anything changed: its destination, its text or the
// findings on it. What makes it (By) and its position alone do not count.
func diffExit(old, head *surfaceExit) (exitDiff, bool) {
	xd := exitDiff{Changed: []string{}}
	var oldFindings, headFindings []surfaceFinding
	if old != nil {
		xd.Base = exitSideOf(old)
		oldFindings = old.Findings
	}
	if head != nil {
		xd.Head = exitSideOf(head)
		headFindings = head.Findings
	}
	xd.FindingsAppeared, xd.FindingsGone = diffFindings(oldFindings, headFindings, byCheck)
	switch {
	case old == nil:
		xd.Change = "added"
		xd.Worsens = head.Destination != "model" && !ownFailure(head)
	case head == nil:
		xd.Change = "removed"
	default:
		xd.Change = "changed"
		if old.destination() != head.destination() {
			xd.Changed = append(xd.Changed, "destination")
		}
		if old.what() != head.what() {
			xd.Changed = append(xd.Changed, "text")
		}
		if len(xd.FindingsAppeared) > 0 || len(xd.FindingsGone) > 0 {
			xd.Changed = append(xd.Changed, "findings")
		}
		if len(xd.Changed) == 0 {
			return xd, false
		}
		xd.Worsens = old.Destination == "model" && head.Destination != "model" && !ownFailure(head)
	}
	return xd, true
}

// ownFailure reports whether x is the server's own failure (marshalling
// its own data, a missing context value), which the summaries leave out:
// JSON-RPC -32603 is meant for those.
func ownFailure(x *surfaceExit) bool {
	return x.Origin == "marshal" || x.Origin == "context"
}

func exitSideOf(x *surfaceExit) *exitSide {
	return &exitSide{Position: x.Position, Destination: x.Destination, Code: x.Code, By: x.By, Text: x.Text,
		Origin: x.Origin, Fate: x.Fate, Findings: x.Findings}
}

// byCheck compares the findings on two revisions of one exit: by check.
// Their messages name the tool and quote the text, whose changes are
// shown apart.
func byCheck(f surfaceFinding) string { return f.Check }

// findingKey returns how the findings of two revisions of a tool on none
// of its exits compare: by check and message, the tool's names (which a
// message may quote) left out.
func findingKey(old, head *surfaceTool) func(surfaceFinding) string {
	var names []string
	for _, t := range []*surfaceTool{old, head} {
		if t.Tool != "" {
			names = append(names, strconv.Quote(t.Tool), "TOOL")
		}
		names = append(names, t.Function, "TOOL")
	}
	r := strings.NewReplacer(names...)
	return func(f surfaceFinding) string { return f.Check + "\x00" + r.Replace(f.Message) }
}

// diffFindings returns the findings of head that old lacks and those of
// old that head lacks, compared by key (never by position).
func diffFindings(old, head []surfaceFinding, key func(surfaceFinding) string) (appeared, gone []surfaceFinding) {
	appeared, gone = []surfaceFinding{}, []surfaceFinding{}
	count := map[string]int{}
	for _, f := range old {
		count[key(f)]++
	}
	for _, f := range head {
		if count[key(f)] > 0 {
			count[key(f)]--
		} else {
			appeared = append(appeared, f)
		}
	}
	for _, f := range slices.Backward(old) {
		if count[key(f)] > 0 {
			count[key(f)]--
			gone = append(gone, f)
		}
	}
	slices.Reverse(gone)
	return appeared, gone
}

// position is where a changed exit is in the working tree, or was in the
// base.
func (xd *exitDiff) position() string {
	if xd.Head != nil {
		return xd.Head.Position
	}
	return xd.Base.Position
}

// compareBool orders false before true.
func compareBool(x, y bool) int {
	switch {
	case x == y:
		return 0
	case x:
		return 1
	}
	return -1
}

// summarize counts the changes.
func (d *surfaceDiff) summarize() {
	s := &d.Summary
	for _, td := range d.Tools {
		switch td.Change {
		case "added":
			s.ToolsAdded++
		case "removed":
			s.ToolsRemoved++
		default:
			s.ToolsChanged++
		}
		s.Worsened += td.Worsened
		s.FindingsAppeared += len(td.FindingsAppeared)
		s.FindingsGone += len(td.FindingsGone)
		for _, xd := range td.Exits {
			switch xd.Change {
			case "added":
				s.ExitsAdded++
			case "removed":
				s.ExitsRemoved++
			default:
				s.ExitsChanged++
			}
			s.FindingsAppeared += len(xd.FindingsAppeared)
			s.FindingsGone += len(xd.FindingsGone)
		}
	}
}
