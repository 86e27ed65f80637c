package handlers

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/sdk"
)

// DispatchesIn finds the tool-name dispatches of a package's files. Beside
// req.Params.Name and local variables holding it, a string parameter of a
// function that every call in the package passes the tool name
// (s.callTool(ctx, p.Name, p.Arguments)) is the tool name too.
func DispatchesIn(info *types.Info, files []*ast.File) []Dispatch {
	f := &dispatchFinder{info: info, names: map[*types.Var]sdk.SDK{}, parts: map[*types.Var]sdk.SDK{}, files: files}
	f.scope = newToolsCallScope(nil, info, files)
	for _, file := range files {
		f.localNames(file)
	}
	f.nameParams(files)
	for _, file := range files {
		f.localNames(file) // the parts of a name a helper was passed
	}
	for _, file := range files {
		f.find(file)
	}
	return f.out
}

// nameParams records the string parameters of the package's functions
// that receive the tool name at every call, as long as new ones are found
// (a helper may hand the name on to another).
func (f *dispatchFinder) nameParams(files []*ast.File) {
	decls := map[*types.Func]*ast.FuncDecl{}
	for _, file := range files {
		for _, d := range file.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := f.info.Defs[fd.Name].(*types.Func); ok {
					decls[fn] = fd
				}
			}
		}
	}
	if len(decls) == 0 {
		return
	}
	// Functions used other than by a call have callers we do not see.
	called := map[*ast.Ident]bool{}
	var calls []*ast.CallExpr
	for _, file := range files {
		ast.Inspect(file, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				calls = append(calls, call)
				switch fun := astutil.Unparen(call.Fun).(type) {
				case *ast.Ident:
					called[fun] = true
				case *ast.SelectorExpr:
					called[fun.Sel] = true
				}
			}
			return true
		})
	}
	escaped := map[*types.Func]bool{}
	for id, obj := range f.info.Uses {
		if fn, ok := obj.(*types.Func); ok && decls[fn] != nil && !called[id] && inFiles(files, id.Pos()) {
			escaped[fn] = true
		}
	}
	for round := 0; round < 4; round++ {
		seen := map[*types.Var]sdk.SDK{}
		bad := map[*types.Var]bool{}
		for _, call := range calls {
			fn := typeutil.StaticCallee(f.info, call)
			if fn == nil {
				continue
			}
			if fn = fn.Origin(); decls[fn] == nil || escaped[fn] {
				continue
			}
			sig := fn.Type().(*types.Signature)
			if sig.Variadic() || call.Ellipsis.IsValid() || len(call.Args) != sig.Params().Len() {
				continue
			}
			for i, a := range call.Args {
				p := sig.Params().At(i)
				if b, ok := p.Type().Underlying().(*types.Basic); !ok || b.Kind() != types.String {
					continue
				}
				s := f.nameSDK(a)
				switch prev, ok := seen[p]; {
				case s == sdk.None, ok && prev != s:
					bad[p] = true
				default:
					seen[p] = s
				}
			}
		}
		added := false
		for p, s := range seen {
			if _, known := f.names[p]; !known && !bad[p] {
				f.names[p], added = s, true
			}
		}
		if !added {
			return
		}
	}
}

// inFiles reports whether pos lies in one of files (the package's files
// a caller chose, without its tests, say).
func inFiles(files []*ast.File, pos token.Pos) bool {
	for _, f := range files {
		if f.FileStart <= pos && pos < f.FileEnd {
			return true
		}
	}
	return false
}

// indexTest recognizes `if m[name] == nil { … }` (or == "", and the
// != forms with an else) on a map.
func (f *dispatchFinder) indexTest(ifs *ast.IfStmt, rest []ast.Stmt) (Dispatch, bool) {
	b, ok := astutil.Unparen(ifs.Cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.EQL && b.Op != token.NEQ {
		return Dispatch{}, false
	}
	x, y := astutil.Unparen(b.X), astutil.Unparen(b.Y)
	if _, ok := x.(*ast.IndexExpr); !ok {
		x, y = y, x
	}
	ix, ok := x.(*ast.IndexExpr)
	if !ok || !isNil(f.info, y) && !isEmptyString(f.info, y) {
		return Dispatch{}, false
	}
	if _, ok := f.info.TypeOf(ix.X).Underlying().(*types.Map); !ok {
		return Dispatch{}, false
	}
	sd := f.nameSDK(ix.Index)
	if sd == sdk.None {
		return Dispatch{}, false
	}
	return ifDispatch(ifs, rest, ix.Index, sd, b.Op == token.EQL)
}

// scan recognizes a loop over the tools that returns from the one whose
// name matches, followed by the statements that run when none does:
//
//	for _, t := range tools {
//		if t.Name == name {
//			return t.Run(ctx, args)
//		}
//	}
//	return unknownTool(name)
func (f *dispatchFinder) scan(rs *ast.RangeStmt, rest []ast.Stmt) (Dispatch, bool) {
	for _, st := range rs.Body.List {
		ifs, ok := st.(*ast.IfStmt)
		if !ok || ifs.Init != nil || ifs.Else != nil || !endsInReturn(ifs.Body.List) {
			continue
		}
		b, ok := astutil.Unparen(ifs.Cond).(*ast.BinaryExpr)
		if !ok || b.Op != token.EQL {
			continue
		}
		x := b.X
		if f.nameSDK(x) == sdk.None {
			x = b.Y
		}
		sd := f.nameSDK(x)
		if sd == sdk.None {
			continue
		}
		d := Dispatch{Node: rs, Name: x, SDK: sd, Miss: upToReturn(rest)}
		return d, len(d.Miss) > 0
	}
	return Dispatch{}, false
}

// nameOnly reports whether call looks the tool up by its name rather than
// runs it: registry.Get(name) or lookup(tools, name), not
// s.execute(ctx, name, args), whose error is the tool's failure. A call
// that is also given the tool's arguments (a field beside the name, or a
// value of JSON type: json.RawMessage, []byte, map[string]any) runs it.
func (f *dispatchFinder) nameOnly(call ast.Expr) bool {
	c, ok := astutil.Unparen(call).(*ast.CallExpr)
	if !ok {
		return false
	}
	var name ast.Expr
	for _, a := range c.Args {
		if f.nameSDK(a) != sdk.None {
			name = a
		}
	}
	if name == nil {
		return false
	}
	base := func(e ast.Expr) types.Object {
		if sel, ok := astutil.Unparen(e).(*ast.SelectorExpr); ok {
			if id := rootIdent(sel.X); id != nil {
				return f.info.Uses[id]
			}
		}
		return nil
	}
	nb := base(name)
	for _, a := range c.Args {
		if a == name {
			continue
		}
		if nb != nil && base(a) == nb {
			return false
		}
		if id := rootIdent(a); id != nil && nb != nil && f.info.Uses[id] == nb {
			return false
		}
		if isJSONValue(f.info.TypeOf(a)) {
			return false
		}
	}
	return true
}

// rootIdent returns the identifier a selector chain starts from.
func rootIdent(e ast.Expr) *ast.Ident {
	for {
		switch x := astutil.Unparen(e).(type) {
		case *ast.Ident:
			return x
		case *ast.SelectorExpr:
			e = x.X
		default:
			return nil
		}
	}
}

// isJSONValue reports whether t holds raw or decoded JSON: []byte (and
// json.RawMessage) or a map from strings to anything.
func isJSONValue(t types.Type) bool {
	if t == nil {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		b, ok := u.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	case *types.Map:
		k, ok := u.Key().Underlying().(*types.Basic)
		_, any := u.Elem().Underlying().(*types.Interface)
		return ok && k.Kind() == types.String && any
	}
	return false
}

// calledLater reports whether the value a lookup assigned to lhs is
// called, has a method or function field called, or (unless it is a
// bool, number or string) is passed to a call, in the else branch of ifs
// or the statements after it: the lookup found a tool to run
// (t, err := registry.Get(name) … t.Run(ctx, args)), not, say, the
// caller's permission for the name.
func (f *dispatchFinder) calledLater(lhs ast.Expr, ifs *ast.IfStmt, rest []ast.Stmt) bool {
	obj := f.info.ObjectOf(identOf(lhs))
	if obj == nil {
		return false
	}
	is := func(e ast.Expr) bool {
		id := identOf(e)
		return id != nil && f.info.Uses[id] == obj
	}
	nodes := make([]ast.Node, 0, len(rest)+1)
	if ifs.Else != nil {
		nodes = append(nodes, ifs.Else)
	}
	for _, st := range rest {
		nodes = append(nodes, st)
	}
	found := false
	for _, n := range nodes {
		ast.Inspect(n, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || found {
				return !found
			}
			switch fun := astutil.Unparen(call.Fun).(type) {
			case *ast.SelectorExpr:
				found = is(fun.X)
			default:
				found = is(fun)
			}
			if _, basic := obj.Type().Underlying().(*types.Basic); !basic {
				for _, a := range call.Args {
					found = found || is(a)
				}
			}
			return !found
		})
	}
	return found
}

// isFoundFlag reports whether t, the last result of a lookup call, tells
// whether the name was found: a bool or an error.
func isFoundFlag(t types.Type) bool {
	if b, ok := t.Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
		return true
	}
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

func isEmptyString(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == ""
}

// isIndex reports whether e is an index expression.
func isIndex(e ast.Expr) bool {
	_, ok := astutil.Unparen(e).(*ast.IndexExpr)
	return ok
}

// getterName returns the tool-name argument of call when call is a
// lookup through a getter: a function or method declared in this package,
// given the name, with one result that can be nil (a pointer, an
// interface, a function), whose body returns an entry of a map indexed by
// the parameter the name is passed to (`func (r *registry) GetTool(name
// string) *Tool { return r.m[name] }`) or the element of a slice whose
// name equals it (see returnsScanned). A getter of anything else (a
// session by its id, a computed value) is not the tool's lookup.
func (f *dispatchFinder) getterName(call *ast.CallExpr) (ast.Expr, sdk.SDK) {
	if tup, ok := f.info.TypeOf(call).(*types.Tuple); ok && tup.Len() != 1 {
		return nil, sdk.None
	}
	switch f.info.TypeOf(call).Underlying().(type) {
	case *types.Pointer, *types.Interface, *types.Signature:
	default:
		return nil, sdk.None
	}
	fn, _ := typeutilCallee(f.info, call).(*types.Func)
	if fn == nil || stringsFunc(f.info, call) != "" {
		return nil, sdk.None
	}
	decl := f.declOf(fn)
	if decl == nil || decl.Body == nil || decl.Type.Params == nil {
		return nil, sdk.None
	}
	sig := fn.Type().(*types.Signature)
	if sig.Variadic() || sig.Params().Len() != len(call.Args) {
		return nil, sdk.None
	}
	for i, a := range call.Args {
		s := f.nameSDK(a)
		if s == sdk.None {
			continue
		}
		if p := sig.Params().At(i); returnsMapEntry(f.info, decl.Body, p) || returnsScanned(f.info, decl.Body, p) {
			return a, s
		}
	}
	return nil, sdk.None
}

// declOf returns the declaration of fn among the package's files, or nil.
func (f *dispatchFinder) declOf(fn *types.Func) *ast.FuncDecl {
	if f.decls == nil {
		f.decls = map[*types.Func]*ast.FuncDecl{}
		for _, file := range f.files {
			for _, d := range file.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok {
					if obj, ok := f.info.Defs[fd.Name].(*types.Func); ok {
						f.decls[obj] = fd
					}
				}
			}
		}
	}
	return f.decls[fn.Origin()]
}

// returnsMapEntry reports whether body has a return of a map's entry
// indexed by parameter p (`return r.m[name]`, or `t := r.m[name]` /
// `t, ok := r.m[name]` then `return t`), outside nested func literals.
func returnsMapEntry(info *types.Info, body *ast.BlockStmt, p *types.Var) bool {
	entry := func(e ast.Expr) bool {
		ix, ok := astutil.Unparen(e).(*ast.IndexExpr)
		if !ok {
			return false
		}
		if _, ok := info.TypeOf(ix.X).Underlying().(*types.Map); !ok {
			return false
		}
		id := identOf(ix.Index)
		return id != nil && info.Uses[id] == p
	}
	holders := map[types.Object]bool{}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if len(n.Rhs) == 1 && entry(n.Rhs[0]) && len(n.Lhs) >= 1 {
				if id := identOf(n.Lhs[0]); id != nil {
					holders[info.ObjectOf(id)] = true
				}
			}
		case *ast.ReturnStmt:
			if len(n.Results) == 1 {
				r := n.Results[0]
				id := identOf(r)
				found = found || entry(r) || id != nil && holders[info.ObjectOf(id)]
			}
		}
		return !found
	})
	return found
}

// returnsScanned reports whether body searches a slice (or array) for the
// element named by parameter p and returns it: a return of the range's
// element, or of the slice indexed by its key, inside an if comparing
// something with p (`for i := range r.tools { if r.tools[i].Name == name
// { return &r.tools[i] } }`), outside nested func literals.
func returnsScanned(info *types.Info, body *ast.BlockStmt, p *types.Var) bool {
	isP := func(e ast.Expr) bool {
		id := identOf(e)
		return id != nil && info.Uses[id] == p
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.RangeStmt:
			switch info.TypeOf(n.X).Underlying().(type) {
			case *types.Slice, *types.Array, *types.Pointer:
			default:
				return true
			}
			vars := map[types.Object]bool{}
			for _, e := range []ast.Expr{n.Key, n.Value} {
				if id := identOf(e); id != nil && id.Name != "_" {
					vars[info.ObjectOf(id)] = true
				}
			}
			ast.Inspect(n.Body, func(m ast.Node) bool {
				ifs, ok := m.(*ast.IfStmt)
				if !ok {
					_, lit := m.(*ast.FuncLit)
					return !lit && !found
				}
				if b, ok := astutil.Unparen(ifs.Cond).(*ast.BinaryExpr); !ok || b.Op != token.EQL || !isP(b.X) && !isP(b.Y) {
					return true
				}
				for _, st := range ifs.Body.List {
					ret, ok := st.(*ast.ReturnStmt)
					if ok && len(ret.Results) == 1 && mentions(info, ret.Results[0], vars) {
						found = true
					}
				}
				return !found
			})
			return false
		}
		return !found
	})
	return found
}

// mentions reports whether e uses one of the objects vars.
func mentions(info *types.Info, e ast.Expr, vars map[types.Object]bool) bool {
	hit := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && vars[info.Uses[id]] {
			hit = true
		}
		return !hit
	})
	return hit
}
