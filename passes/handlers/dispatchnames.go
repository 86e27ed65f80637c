package handlers

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A dispatcher does not always decide on the requested name itself. It
// may decide on a part of it (a namespace and a tool split on a
// separator, a name whose common prefix is stripped), and a hand-rolled
// server may read the name from decoded params that are a map
// (`name, _ := params["name"].(string)`). This file recognizes those
// names; the decisions on them are found as for the name itself.

// derivedSDK returns the SDK of the tool name that e is a part of:
//
//	strings.TrimPrefix(name, "gh_"), strings.TrimSuffix(name, …)
//	parts[0], parts[1]   // parts := strings.Split(name, ".") or SplitN
//	params["name"].(string)  // in code that answers tools/call
//
// A miss on a part is a miss on the name: the name is no tool's.
func (f *dispatchFinder) derivedSDK(e ast.Expr) sdk.SDK {
	switch e := astutil.Unparen(e).(type) {
	case *ast.CallExpr:
		if fn := stringsFunc(f.info, e); fn != "" && len(e.Args) > 0 {
			switch fn {
			case "TrimPrefix", "TrimSuffix", "TrimSpace":
				return f.nameSDK(e.Args[0])
			}
		}
		return f.pathName(e)
	case *ast.IndexExpr:
		if id := identOf(e.X); id != nil {
			if v, ok := f.info.Uses[id].(*types.Var); ok {
				return f.parts[v]
			}
		}
	case *ast.TypeAssertExpr:
		return f.mapName(e)
	}
	return sdk.None
}

// mapName recognizes `params["name"].(string)` on decoded params of type
// map[string]any, in the code that answers tools/call (a case or branch
// on the method "tools/call", a function registered for it, or a function
// of the package those call): there "name" is the requested tool's.
func (f *dispatchFinder) mapName(ta *ast.TypeAssertExpr) sdk.SDK {
	if ta.Type == nil || !irutil.IsString(f.info.TypeOf(ta.Type)) || f.scope == nil {
		return sdk.None
	}
	x := astutil.Unparen(ta.X)
	if id, ok := x.(*ast.Ident); ok {
		// `raw, ok := params["name"]; name, ok := raw.(string)`
		if v, _ := f.info.Uses[id].(*types.Var); v != nil && f.nameValues[v] && f.scope.contains(ta.Pos()) {
			return sdk.HandRolled
		}
		return sdk.None
	}
	if !f.nameIndex(x) || !f.scope.contains(ta.Pos()) {
		return sdk.None
	}
	return sdk.HandRolled
}

// nameIndex reports whether e reads the member "name" of decoded params
// of type map[string]any (`params["name"]`).
func (f *dispatchFinder) nameIndex(e ast.Expr) bool {
	ix, ok := e.(*ast.IndexExpr)
	if !ok || !isJSONValue(f.info.TypeOf(ix.X)) {
		return false
	}
	k := constString(f.info, ix.Index)
	return k != nil && *k == "name"
}

// pathName recognizes a string read from the raw request by the JSON path
// of the tool name, in the code that answers tools/call:
// `parsed.Get("params.name").String()` (gjson and its kind).
func (f *dispatchFinder) pathName(call *ast.CallExpr) sdk.SDK {
	if f.scope == nil || !irutil.IsString(f.info.TypeOf(call)) || !f.scope.contains(call.Pos()) {
		return sdk.None
	}
	for e := ast.Expr(call); ; {
		c, ok := astutil.Unparen(e).(*ast.CallExpr)
		if !ok {
			return sdk.None
		}
		for _, a := range c.Args {
			if s := constString(f.info, a); s != nil && *s == "params.name" {
				return sdk.HandRolled
			}
		}
		sel, ok := astutil.Unparen(c.Fun).(*ast.SelectorExpr)
		if !ok {
			return sdk.None
		}
		e = sel.X
	}
}

// stringsFunc returns the name of the package strings function call
// calls, or "".
func stringsFunc(info *types.Info, call *ast.CallExpr) string {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" {
		return ""
	}
	return fn.Name()
}

// derivedLocals records the variables an assignment derives from the tool
// name beside `x := <name>`: the parts of a split
// (`parts := strings.Split(name, ".")`), the halves of a cut
// (`ns, tool, ok := strings.Cut(name, ".")`), the rest of a cut prefix
// (`tool, ok := strings.CutPrefix(name, "gh_")`), a name read from a
// map with the comma-ok form (`name, ok := params["name"].(string)`), and
// the untyped value it is asserted from (`raw, ok := params["name"]`).
func (f *dispatchFinder) derivedLocals(as *ast.AssignStmt) {
	def := func(e ast.Expr) *types.Var {
		id, _ := e.(*ast.Ident)
		if id == nil {
			return nil
		}
		v, _ := f.info.Defs[id].(*types.Var)
		if v == nil && as.Tok == token.ASSIGN {
			v, _ = f.info.Uses[id].(*types.Var)
		}
		return v
	}
	if len(as.Rhs) != 1 {
		return
	}
	rhs := astutil.Unparen(as.Rhs[0])
	if f.scope != nil && f.nameIndex(rhs) && f.scope.contains(rhs.Pos()) {
		if v := def(as.Lhs[0]); v != nil {
			if f.nameValues == nil {
				f.nameValues = map[*types.Var]bool{}
			}
			f.nameValues[v] = true
		}
		return
	}
	if ta, ok := rhs.(*ast.TypeAssertExpr); ok && len(as.Lhs) == 2 {
		if s := f.mapName(ta); s != sdk.None {
			if v := def(as.Lhs[0]); v != nil {
				f.names[v] = s
			}
		}
		return
	}
	call, ok := rhs.(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return
	}
	s := f.nameSDK(call.Args[0])
	if s == sdk.None {
		return
	}
	switch stringsFunc(f.info, call) {
	case "Split", "SplitN", "SplitAfter", "SplitAfterN", "Fields":
		if len(as.Lhs) == 1 {
			if v := def(as.Lhs[0]); v != nil {
				f.parts[v] = s
			}
		}
	case "Cut":
		if len(as.Lhs) == 3 {
			for _, l := range as.Lhs[:2] {
				if v := def(l); v != nil {
					f.names[v] = s
				}
			}
		}
	case "CutPrefix", "CutSuffix":
		if len(as.Lhs) == 2 {
			if v := def(as.Lhs[0]); v != nil {
				f.names[v] = s
			}
		}
	}
}

// toolsCallScope holds the code of a package that answers tools/call by
// hand: the statements of a case or if branch on the method "tools/call"
// (or after an if that returns for any other method), the functions
// registered for it in a method table, and the package's
// functions those call (a few calls deep).
type toolsCallScope struct {
	spans []span
}

type span struct{ from, to token.Pos }

func (s *toolsCallScope) contains(p token.Pos) bool {
	if s == nil {
		return false
	}
	for _, sp := range s.spans {
		if sp.from <= p && p < sp.to {
			return true
		}
	}
	return false
}

// makesCalls reports whether the tools/call code in files calls a
// function, or hands a function value on (`"tools/call":
// api.Protocols.CallToolHandler` in a method table: the tools are behind
// it); false for a nil scope.
func (s *toolsCallScope) makesCalls(info *types.Info, files []*ast.File) bool {
	if s == nil {
		return false
	}
	found := false
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil || !s.contains(n.Pos()) {
				return !found
			}
			switch n := n.(type) {
			case *ast.CallExpr:
				found = true
			case *ast.SelectorExpr:
				_, isFunc := info.Uses[n.Sel].(*types.Func)
				found = found || isFunc
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// newToolsCallScope returns the tools/call code of the package's non-test
// files, or nil when there is none.
func newToolsCallScope(fset *token.FileSet, info *types.Info, files []*ast.File) *toolsCallScope {
	decls := map[*types.Func]*ast.FuncDecl{}
	for _, file := range files {
		for _, d := range file.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := info.Defs[fd.Name].(*types.Func); ok {
					decls[fn] = fd
				}
			}
		}
	}
	isToolsCall := func(e ast.Expr) bool {
		s := constString(info, e)
		return s != nil && *s == "tools/call"
	}
	var roots []ast.Node
	for _, file := range files {
		if isTestFile(fset, file) {
			continue
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CaseClause:
				for _, e := range n.List {
					if isToolsCall(e) {
						for _, st := range n.Body {
							roots = append(roots, st)
						}
					}
				}
			case *ast.IfStmt:
				if b, ok := astutil.Unparen(n.Cond).(*ast.BinaryExpr); ok && b.Op == token.EQL && (isToolsCall(b.X) || isToolsCall(b.Y)) {
					roots = append(roots, n.Body)
				}
			case *ast.BlockStmt:
				// if method != "tools/call" { return … }: the rest of
				// the block answers tools/call.
				for i, st := range n.List {
					ifs, ok := st.(*ast.IfStmt)
					if !ok || ifs.Init != nil || ifs.Else != nil || !endsInReturn(ifs.Body.List) {
						continue
					}
					if b, ok := astutil.Unparen(ifs.Cond).(*ast.BinaryExpr); ok && b.Op == token.NEQ && (isToolsCall(b.X) || isToolsCall(b.Y)) {
						for _, rest := range n.List[i+1:] {
							roots = append(roots, rest)
						}
					}
				}
			case *ast.AssignStmt:
				// mux["tools/call"] = s.handleCall
				for i, l := range n.Lhs {
					if ix, ok := astutil.Unparen(l).(*ast.IndexExpr); ok && isToolsCall(ix.Index) && i < len(n.Rhs) {
						roots = append(roots, n.Rhs[i])
					}
				}
			case *ast.KeyValueExpr:
				if isToolsCall(n.Key) {
					roots = append(roots, n.Value)
				}
			case *ast.CallExpr:
				// mux.Handle("tools/call", s.handleCall)
				for i, a := range n.Args {
					if !isToolsCall(a) {
						continue
					}
					for _, b := range n.Args[i+1:] {
						if _, ok := info.TypeOf(b).(*types.Signature); ok {
							roots = append(roots, b)
						}
					}
					break
				}
			}
			return true
		})
	}
	if len(roots) == 0 {
		return nil
	}
	s := &toolsCallScope{}
	seen := map[*ast.FuncDecl]bool{}
	var visit func(n ast.Node, depth int)
	visit = func(n ast.Node, depth int) {
		s.spans = append(s.spans, span{n.Pos(), n.End()})
		if depth > 4 {
			return
		}
		ast.Inspect(n, func(n ast.Node) bool {
			var obj types.Object
			switch n := n.(type) {
			case *ast.Ident:
				obj = info.Uses[n]
			case *ast.SelectorExpr:
				obj = info.Uses[n.Sel]
			default:
				return true
			}
			fn, ok := obj.(*types.Func)
			if !ok {
				return true
			}
			if fd := decls[fn.Origin()]; fd != nil && !seen[fd] {
				seen[fd] = true
				visit(fd, depth+1)
			}
			return true
		})
	}
	for _, r := range roots {
		visit(r, 0)
	}
	return s
}

func isTestFile(fset *token.FileSet, f *ast.File) bool {
	return fset != nil && report.InTestFile(fset, f.Pos())
}

// ownFiles returns the files of files that are not _test.go files.
func ownFiles(fset *token.FileSet, files []*ast.File) []*ast.File {
	var own []*ast.File
	for _, f := range files {
		if !isTestFile(fset, f) {
			own = append(own, f)
		}
	}
	return own
}

// nameTest recognizes a condition that singles out tool names: a
// comparison of the name with a constant (`name == "a"`) or a test of its
// prefix or suffix (`strings.HasPrefix(name, "gh_")`). It returns the
// name expression, its SDK, and whether the test is on a prefix or
// suffix: such a decision singles out groups of tools, and the code for
// the others may serve tools too, so only an error answer there counts
// (Dispatch.After).
func (f *dispatchFinder) nameTest(cond ast.Expr) (ast.Expr, sdk.SDK, bool) {
	switch c := astutil.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		if c.Op != token.EQL {
			return nil, sdk.None, false
		}
		x, y := c.X, c.Y
		if f.nameSDK(x) == sdk.None {
			x, y = y, x
		}
		if sd := f.nameSDK(x); sd != sdk.None && f.info.Types[y].Value != nil {
			return x, sd, false
		}
	case *ast.CallExpr:
		switch stringsFunc(f.info, c) {
		case "HasPrefix", "HasSuffix":
			if len(c.Args) == 2 && f.info.Types[c.Args[1]].Value != nil {
				if sd := f.nameSDK(c.Args[0]); sd != sdk.None {
					return c.Args[0], sd, true
				}
			}
		}
	}
	return nil, sdk.None, false
}

// taglessSwitch recognizes `switch { case name == "a": … case
// strings.HasPrefix(name, "gh_"): … default: … }`, every case a test of
// the tool name: the default clause (or, when every case returns, the
// statements after the switch) is the miss branch.
func (f *dispatchFinder) taglessSwitch(s *ast.SwitchStmt, rest []ast.Stmt) (Dispatch, bool) {
	if s.Tag != nil || s.Init != nil {
		return Dispatch{}, false
	}
	d := Dispatch{Node: s}
	allReturn, prefix := true, false
	for _, c := range s.Body.List {
		cc := c.(*ast.CaseClause)
		if cc.List == nil {
			d.Miss = cc.Body
			continue
		}
		for _, e := range cc.List {
			name, sd, p := f.nameTest(e)
			if sd == sdk.None || d.SDK != sdk.None && sd != d.SDK {
				return Dispatch{}, false
			}
			prefix = prefix || p
			if d.Name == nil {
				d.Name, d.SDK = name, sd
			}
		}
		if !endsInReturn(cc.Body) {
			allReturn = false
		}
	}
	if d.Name == nil {
		return Dispatch{}, false
	}
	if d.Miss == nil && allReturn {
		d.Miss, d.After = upToReturn(rest), true
	}
	d.After = d.After || prefix
	return d, len(d.Miss) > 0
}

// scanFound recognizes a loop over the tools that remembers the one whose
// name matches and breaks, followed by a test that none did:
//
//	var found *Tool
//	for _, t := range s.tools {
//		if t.Name == name {
//			found = t
//			break
//		}
//	}
//	if found == nil {
//		return errorResponse(id, -32601, "unknown tool")
//	}
func (f *dispatchFinder) scanFound(rs *ast.RangeStmt, rest []ast.Stmt) (Dispatch, bool) {
	if len(rest) == 0 {
		return Dispatch{}, false
	}
	after, ok := rest[0].(*ast.IfStmt)
	if !ok || after.Init != nil {
		return Dispatch{}, false
	}
	for _, st := range rs.Body.List {
		ifs, ok := st.(*ast.IfStmt)
		if !ok || ifs.Init != nil || ifs.Else != nil || len(ifs.Body.List) < 2 {
			continue
		}
		b, ok := astutil.Unparen(ifs.Cond).(*ast.BinaryExpr)
		if !ok || b.Op != token.EQL {
			continue
		}
		name := b.X
		if f.nameSDK(name) == sdk.None {
			name = b.Y
		}
		sd := f.nameSDK(name)
		if sd == sdk.None {
			continue
		}
		if br, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.BranchStmt); !ok || br.Tok != token.BREAK || br.Label != nil {
			continue
		}
		for _, b := range ifs.Body.List[:len(ifs.Body.List)-1] {
			as, ok := b.(*ast.AssignStmt)
			if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 {
				continue
			}
			v, _ := f.info.ObjectOf(identOf(as.Lhs[0])).(*types.Var)
			if v == nil {
				continue
			}
			_, isBool := v.Type().Underlying().(*types.Basic)
			found, ok := f.testOf(after.Cond, v, isBool)
			if !ok {
				continue
			}
			return ifDispatch(after, rest[1:], name, sd, !found)
		}
	}
	return Dispatch{}, false
}

// runsFound reports whether the last statement of body returns what
// calling the value a lookup assigned to lhs gives, or a method of it:
// `return t(ctx, req)`, `return t.Handle(ctx, req)`. The branch ran the
// tool it found, so the code after it runs only for unknown names.
func (f *dispatchFinder) runsFound(lhs ast.Expr, body []ast.Stmt) bool {
	if len(body) == 0 {
		return false
	}
	ret, ok := body[len(body)-1].(*ast.ReturnStmt)
	return ok && runsTool(f.info, ret, f.info.ObjectOf(identOf(lhs)))
}

// runsTool reports whether ret returns the results of a call of tool, a
// looked-up function, or of one of its methods.
func runsTool(info *types.Info, ret *ast.ReturnStmt, tool types.Object) bool {
	if tool == nil || len(ret.Results) != 1 {
		return false
	}
	call, ok := astutil.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok {
		return false
	}
	fun := astutil.Unparen(call.Fun)
	if sel, ok := fun.(*ast.SelectorExpr); ok {
		fun = sel.X
	}
	id := identOf(fun)
	return id != nil && info.Uses[id] == tool
}
