package handlers

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Dispatch is a decision on the requested tool's name of a tools/call: a
// switch on the name, a lookup of the name in a map, or an if-else chain
// comparing it with constants. Both hand-written tools/call dispatchers and
// multi-tool handlers (one handler registered for several tools) make one.
type Dispatch struct {
	// Node is the switch, the if statement testing the lookup, or the
	// first if of the chain.
	Node ast.Stmt
	// Name is the tool-name expression the decision is made on.
	Name ast.Expr
	// SDK is the SDK whose tools/call params the name comes from.
	SDK sdk.SDK
	// Func is the innermost function (*ast.FuncDecl or *ast.FuncLit) that
	// contains the dispatch.
	Func ast.Node
	// Miss holds the statements that run when the name matches no tool:
	// the default clause, the not-found branch of the lookup, the final
	// else, or the statements after a switch whose cases all return (up to
	// and including the first return).
	Miss []ast.Stmt
	// After reports that Miss is the code after the decision rather than a
	// branch of it: it may be shared handling for the names not singled
	// out, so only an error answer there is evidently an unknown-tool one.
	After bool
	// Exclusive reports that Miss, though it is the code after the
	// decision, runs only for names no tool has: the decision found the
	// tool in a registry and returned what running it gave
	// (`if t, ok := tools[name]; ok { return t(ctx, req) }`).
	Exclusive bool
}

// Dispatches finds the tool-name dispatches of a file. Those without a
// recognizable miss branch are left out. [DispatchesIn] also follows the
// name into the package's helpers.
func Dispatches(info *types.Info, file *ast.File) []Dispatch {
	return DispatchesIn(info, []*ast.File{file})
}

// localNames records the local variables of file holding the tool name:
// name := req.Params.Name.
func (f *dispatchFinder) localNames(file *ast.File) {
	ast.Inspect(file, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok {
			f.derivedLocals(as)
		}
		if as, ok := n.(*ast.AssignStmt); ok && as.Tok == token.DEFINE && len(as.Lhs) == len(as.Rhs) {
			for i, l := range as.Lhs {
				id, _ := l.(*ast.Ident)
				v, _ := f.info.Defs[id].(*types.Var)
				if v == nil {
					continue
				}
				if s := f.nameSDK(as.Rhs[i]); s != sdk.None {
					f.names[v] = s
				}
			}
		}
		return true
	})
}

// find appends the dispatches of file to f.out.
func (f *dispatchFinder) find(file *ast.File) {
	var funcs []ast.Node
	ast.Inspect(file, func(n ast.Node) bool {
		if n == nil {
			funcs = funcs[:len(funcs)-1]
			return true
		}
		funcs = append(funcs, n)
		list, ok := irutil.StmtList(n)
		if !ok {
			return true
		}
		var fn ast.Node
		for i := len(funcs) - 1; i >= 0; i-- {
			switch funcs[i].(type) {
			case *ast.FuncDecl, *ast.FuncLit:
				fn = funcs[i]
			}
			if fn != nil {
				break
			}
		}
		for i := range list {
			if d, ok := f.at(list, i); ok {
				d.Func = fn
				f.out = append(f.out, d)
			}
		}
		return true
	})
}

type dispatchFinder struct {
	info  *types.Info
	names map[*types.Var]sdk.SDK
	// parts holds the slices of a tool name split on a separator.
	parts map[*types.Var]sdk.SDK
	// nameValues holds the untyped values of the params' "name" member
	// (`raw := params["name"]`), asserted to the name's string later.
	nameValues map[*types.Var]bool
	// scope is the package's tools/call code, or nil (see mapName).
	scope *toolsCallScope
	out   []Dispatch
	// files are the package's files; decls indexes their function
	// declarations (mapGetter), built on first use.
	files []*ast.File
	decls map[*types.Func]*ast.FuncDecl
}

// nameSDK returns the SDK whose tool name e is (req.Params.Name or a local
// variable holding it), or None.
func (f *dispatchFinder) nameSDK(e ast.Expr) sdk.SDK {
	switch e := astutil.Unparen(e).(type) {
	case *ast.SelectorExpr:
		v, _ := f.info.ObjectOf(e.Sel).(*types.Var)
		if s := sdk.ToolNameFieldSDK(v); s != sdk.None || v == nil {
			return s
		}
		// A field of an anonymous params struct:
		// var params struct{ Name string `json:"name"`; Arguments ... },
		// or of one a function declares (`type callArgs struct{…}`
		// inside the handler).
		t := f.info.TypeOf(e.X)
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, named := types.Unalias(t).(*types.Named); named && (n.Obj().Pkg() == nil || n.Obj().Parent() == n.Obj().Pkg().Scope()) {
			return sdk.None
		}
		if st, ok := t.Underlying().(*types.Struct); ok && sdk.IsHandRolledToolName(st, v) {
			return sdk.HandRolled
		}
	case *ast.Ident:
		if v, ok := f.info.Uses[e].(*types.Var); ok {
			return f.names[v]
		}
	default:
		return f.derivedSDK(e)
	}
	return sdk.None
}

// at recognizes a dispatch starting at list[i].
func (f *dispatchFinder) at(list []ast.Stmt, i int) (Dispatch, bool) {
	switch s := list[i].(type) {
	case *ast.SwitchStmt:
		if s.Tag == nil {
			return f.taglessSwitch(s, list[i+1:])
		}
		sd := f.nameSDK(s.Tag)
		if sd == sdk.None {
			return Dispatch{}, false
		}
		d := Dispatch{Node: s, Name: s.Tag, SDK: sd}
		allReturn := true
		for _, c := range s.Body.List {
			cc := c.(*ast.CaseClause)
			if cc.List == nil {
				d.Miss = cc.Body
				return d, len(d.Miss) > 0
			}
			if !endsInReturn(cc.Body) {
				allReturn = false
			}
		}
		if allReturn {
			d.Miss, d.After = upToReturn(list[i+1:]), true
		}
		return d, len(d.Miss) > 0
	case *ast.AssignStmt:
		j := i + 1
		for j < len(list) && j-i <= maxLookupGap && f.asideOf(list[j], s) {
			j++ // `s.mu.RUnlock()` between the lookup and its test
		}
		if j < len(list) {
			if ifs, ok := list[j].(*ast.IfStmt); ok && ifs.Init == nil {
				return f.lookup(s, ifs, list[j+1:])
			}
		}
	case *ast.IfStmt:
		if as, ok := s.Init.(*ast.AssignStmt); ok {
			return f.lookup(as, s, list[i+1:])
		}
		if d, ok := f.indexTest(s, list[i+1:]); ok {
			return d, true
		}
		return f.chain(s, list[i+1:])
	case *ast.RangeStmt:
		if d, ok := f.scan(s, list[i+1:]); ok {
			return d, true
		}
		return f.scanFound(s, list[i+1:])
	}
	return Dispatch{}, false
}

// maxLookupGap is how many statements aside (see asideOf) may stand
// between a lookup and its test.
const maxLookupGap = 3

// asideOf reports whether st, a statement between the lookup as and its
// test, is a call that does not use what as assigns (a lock's Unlock, a
// log line or a metric) or a plain read into a new local, which leave
// the test's meaning alone.
func (f *dispatchFinder) asideOf(st ast.Stmt, as *ast.AssignStmt) bool {
	if as2, ok := st.(*ast.AssignStmt); ok {
		return f.sameLookup(as2, as) || f.plainRead(as2, as)
	}
	es, ok := st.(*ast.ExprStmt)
	if !ok {
		return false
	}
	if _, ok := astutil.Unparen(es.X).(*ast.CallExpr); !ok {
		return false
	}
	return !f.usesLookup(es.X, as)
}

// plainRead reports whether as2 only copies fields or variables into
// new locals (`frozen := r.frozen`), using nothing as assigns.
func (f *dispatchFinder) plainRead(as2, as *ast.AssignStmt) bool {
	if as2.Tok != token.DEFINE {
		return false
	}
	for _, r := range as2.Rhs {
		if !f.fieldRead(r) || f.usesLookup(r, as) {
			return false
		}
	}
	return true
}

// fieldRead reports whether e reads a variable, a constant or a chain of
// fields (`r.cfg.frozen`): no call, no method value.
func (f *dispatchFinder) fieldRead(e ast.Expr) bool {
	switch x := astutil.Unparen(e).(type) {
	case *ast.Ident, *ast.BasicLit:
		return true
	case *ast.SelectorExpr:
		if sel := f.info.Selections[x]; sel != nil {
			return sel.Kind() == types.FieldVal && f.fieldRead(x.X)
		}
		_, isVar := f.info.Uses[x.Sel].(*types.Var) // a package's variable
		return isVar
	}
	return false
}

// usesLookup reports whether e uses a variable the lookup as assigns.
func (f *dispatchFinder) usesLookup(e ast.Expr, as *ast.AssignStmt) bool {
	uses := false
	ast.Inspect(e, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok {
			return !uses
		}
		for _, l := range as.Lhs {
			if lid := identOf(l); lid != nil && lid.Name != "_" && f.info.Uses[id] != nil && f.info.Uses[id] == f.info.ObjectOf(lid) {
				uses = true
			}
		}
		return !uses
	})
	return uses
}

// sameLookup reports whether as2 looks the same tool name up in another
// map than as does (`h2, ok2 := s.extra[name]` after `h, ok :=
// s.plain[name]`): the test after both decides the miss (`if !ok && !ok2`).
func (f *dispatchFinder) sameLookup(as2, as *ast.AssignStmt) bool {
	if as2.Tok != token.DEFINE || len(as2.Lhs) != 2 || len(as2.Rhs) != 1 || len(as.Rhs) != 1 {
		return false
	}
	ix2, ok := astutil.Unparen(as2.Rhs[0]).(*ast.IndexExpr)
	ix, ok1 := astutil.Unparen(as.Rhs[0]).(*ast.IndexExpr)
	if !ok || !ok1 {
		return false
	}
	id2, id := identOf(ix2.Index), identOf(ix.Index)
	return id2 != nil && id != nil && f.info.Uses[id2] != nil && f.info.Uses[id2] == f.info.Uses[id]
}

// lookup recognizes `h, ok := m[name]` (or `h := m[name]`) followed by an
// if statement testing ok (or h against nil).
func (f *dispatchFinder) lookup(as *ast.AssignStmt, ifs *ast.IfStmt, rest []ast.Stmt) (Dispatch, bool) {
	if len(as.Rhs) != 1 || len(as.Lhs) == 0 || len(as.Lhs) > 2 {
		return Dispatch{}, false
	}
	name, sd := f.lookupName(as)
	if sd == sdk.None {
		return Dispatch{}, false
	}
	tested := as.Lhs[len(as.Lhs)-1]
	v, _ := f.info.ObjectOf(identOf(tested)).(*types.Var)
	if v == nil {
		return Dispatch{}, false
	}
	// h, err := registry.Get(name): err != nil is the not-found test.
	isErr := types.Identical(v.Type(), types.Universe.Lookup("error").Type())
	found, ok := f.testOf(ifs.Cond, v, len(as.Lhs) == 2 && !isErr)
	found = found != isErr
	// h := registry.GetTool(name); if h == nil: a getter of the map.
	getter := len(as.Lhs) == 1 && !isIndex(as.Rhs[0])
	if !ok || (isErr || getter) && (!f.nameOnly(as.Rhs[0]) || !f.calledLater(as.Lhs[0], ifs, rest)) {
		return Dispatch{}, false
	}
	commaOK := len(as.Lhs) == 2 && !isErr
	if !found && len(rest) > 0 && assigns(f.info, ifs.Body.List, v) {
		// A fallback that retries the lookup (a case-insensitive scan
		// setting ok) and a second test of the same flag: the second
		// test's branch answers the names neither finds.
		if next, isIf := rest[0].(*ast.IfStmt); isIf && next.Init == nil && next.Else == nil {
			if found2, ok2 := f.testOf(next.Cond, v, commaOK); ok2 && !found2 {
				return ifDispatch(next, rest[1:], name, sd, true)
			}
		}
	}
	d, ok := ifDispatch(ifs, rest, name, sd, !found)
	d.Exclusive = ok && d.After && commaOK && f.runsFound(as.Lhs[0], ifs.Body.List)
	return d, ok
}

// assigns reports whether a statement of list (or nested in one, outside
// function literals) assigns v.
func assigns(info *types.Info, list []ast.Stmt, v *types.Var) bool {
	found := false
	for _, st := range list {
		ast.Inspect(st, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.AssignStmt:
				for _, l := range n.Lhs {
					if id := identOf(l); id != nil && info.ObjectOf(id) == v {
						found = true
					}
				}
			}
			return !found
		})
	}
	return found
}

// ifDispatch returns the dispatch that ifs, a test of whether name is a
// tool's, makes: its miss branch is the body when the condition holds on a
// miss (missWhenTrue), else the else branch, or, when the body returns, the
// statements after ifs (rest) up to their first return.
func ifDispatch(ifs *ast.IfStmt, rest []ast.Stmt, name ast.Expr, sd sdk.SDK, missWhenTrue bool) (Dispatch, bool) {
	d := Dispatch{Node: ifs, Name: name, SDK: sd}
	switch {
	case missWhenTrue:
		d.Miss = ifs.Body.List
	case ifs.Else != nil:
		if b, ok := ifs.Else.(*ast.BlockStmt); ok {
			d.Miss = b.List
		}
	case endsInReturn(ifs.Body.List):
		d.Miss, d.After = upToReturn(rest), true
	}
	return d, len(d.Miss) > 0
}

// lookupName returns the tool-name key of a lookup assignment: m[name] on
// a map, a call get(…, name, …) whose last result is a found flag or an
// error (h, ok := registry.Lookup(name); h, err := registry.Get(name)), or
// a getter of this package that returns its map's entry for the name
// (h := registry.GetTool(name), see getterName).
func (f *dispatchFinder) lookupName(as *ast.AssignStmt) (ast.Expr, sdk.SDK) {
	switch rhs := astutil.Unparen(as.Rhs[0]).(type) {
	case *ast.IndexExpr:
		if _, ok := f.info.TypeOf(rhs.X).Underlying().(*types.Map); ok {
			return rhs.Index, f.nameSDK(rhs.Index)
		}
	case *ast.CallExpr:
		if len(as.Lhs) == 1 {
			return f.getterName(rhs)
		}
		tup, ok := f.info.TypeOf(rhs).(*types.Tuple)
		if !ok || len(as.Lhs) != 2 || tup.Len() != 2 {
			return nil, sdk.None
		}
		if !isFoundFlag(tup.At(1).Type()) || stringsFunc(f.info, rhs) != "" {
			// strings.CutPrefix(name, "gh_") takes the name apart: not a lookup.
			return nil, sdk.None
		}
		for _, a := range rhs.Args {
			if s := f.nameSDK(a); s != sdk.None {
				return a, s
			}
		}
	}
	return nil, sdk.None
}

// testOf decides whether cond tests v for "found" (true) or "not found"
// (false): ok / !ok for a comma-ok lookup, h != nil / h == nil otherwise.
func (f *dispatchFinder) testOf(cond ast.Expr, v *types.Var, commaOK bool) (found, ok bool) {
	cond = astutil.Unparen(cond)
	is := func(e ast.Expr) bool {
		id := identOf(e)
		return id != nil && f.info.Uses[id] == v
	}
	if commaOK {
		if is(cond) {
			return true, true
		}
		if b, ok := cond.(*ast.BinaryExpr); ok && (b.Op == token.LOR || b.Op == token.LAND) {
			// !ok || other: the branch answers unknown tools (and more);
			// !ok && !ok2: the names neither of two lookups finds.
			cond = astutil.Unparen(b.X)
		}
		if u, ok := cond.(*ast.UnaryExpr); ok && u.Op == token.NOT && is(astutil.Unparen(u.X)) {
			return false, true
		}
		return false, false
	}
	b, ok := cond.(*ast.BinaryExpr)
	if !ok || (b.Op != token.EQL && b.Op != token.NEQ) {
		return false, false
	}
	x, y := astutil.Unparen(b.X), astutil.Unparen(b.Y)
	if !is(x) {
		x, y = y, x
	}
	if !is(x) || !isNil(f.info, y) && !isEmptyString(f.info, y) {
		return false, false
	}
	return b.Op == token.NEQ, true
}

// chain recognizes `if name == "a" {…} else if name == "b" {…} else {…}`.
func (f *dispatchFinder) chain(first *ast.IfStmt, rest []ast.Stmt) (Dispatch, bool) {
	var name ast.Expr
	sd := sdk.None
	allReturn, prefix := true, false
	for s := first; ; {
		var x ast.Expr
		var p bool
		if x, sd, p = f.nameTest(s.Cond); sd == sdk.None {
			return Dispatch{}, false
		}
		prefix = prefix || p
		if name == nil {
			name = x
		}
		if !endsInReturn(s.Body.List) {
			allReturn = false
		}
		switch e := s.Else.(type) {
		case nil:
			if first.Else == nil || !allReturn {
				// A single `if name == "x"` is not a dispatch.
				return Dispatch{}, false
			}
			d := Dispatch{Node: first, Name: name, SDK: sd, Miss: upToReturn(rest), After: true}
			return d, len(d.Miss) > 0
		case *ast.BlockStmt:
			d := Dispatch{Node: first, Name: name, SDK: sd, Miss: e.List, After: prefix}
			return d, len(d.Miss) > 0
		case *ast.IfStmt:
			s = e
		default:
			return Dispatch{}, false
		}
	}
}

func identOf(e ast.Expr) *ast.Ident {
	id, _ := astutil.Unparen(e).(*ast.Ident)
	return id
}

func isNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}

// endsInReturn reports whether a statement list ends in a return or a panic.
func endsInReturn(list []ast.Stmt) bool {
	if len(list) == 0 {
		return false
	}
	switch s := list[len(list)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.ExprStmt:
		if call, ok := s.X.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
				return true
			}
		}
	}
	return false
}

// upToReturn returns the statements of list up to and including the first
// return, or nil when list has no return at its top level.
func upToReturn(list []ast.Stmt) []ast.Stmt {
	for i, s := range list {
		if _, ok := s.(*ast.ReturnStmt); ok {
			return list[:i+1]
		}
	}
	return nil
}
