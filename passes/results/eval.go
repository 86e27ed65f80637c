package results

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/sdk"
)

// engine evaluates result values and texts in one package.
type engine struct {
	pass     *analysis.Pass
	pkg      *ssa.Package
	versions sdk.Versions
	facts    map[types.Object]analysis.Fact

	flows     map[ssa.Value]*flow
	resultSum map[sumKey][]*Value
	textSum   map[*ssa.Function]*Text
	busy      map[*ssa.Function]bool
	loops     map[*ssa.BasicBlock]bool

	lits    map[token.Pos]ast.Expr // composite literal by Lbrace: the literal, or &literal
	litOf   map[token.Pos]*ast.CompositeLit
	calls   map[token.Pos]*ast.CallExpr // call by Lparen
	assigns map[token.Pos]ast.Stmt      // assignment by the position of a selector on its left
}

type sumKey struct {
	fn    *ssa.Function
	index int
}

func newEngine(pass *analysis.Pass, pkg *ssa.Package, versions sdk.Versions) *engine {
	e := &engine{
		pass: pass, pkg: pkg, versions: versions,
		facts:     map[types.Object]analysis.Fact{},
		flows:     map[ssa.Value]*flow{},
		resultSum: map[sumKey][]*Value{},
		textSum:   map[*ssa.Function]*Text{},
		busy:      map[*ssa.Function]bool{},
		loops:     map[*ssa.BasicBlock]bool{},
		lits:      map[token.Pos]ast.Expr{},
		litOf:     map[token.Pos]*ast.CompositeLit{},
		calls:     map[token.Pos]*ast.CallExpr{},
		assigns:   map[token.Pos]ast.Stmt{},
	}
	for _, of := range pass.AllObjectFacts() {
		e.facts[of.Object] = of.Fact
	}
	for _, f := range pass.Files {
		var stack []ast.Node
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return true
			}
			switch n := n.(type) {
			case *ast.CompositeLit:
				e.litOf[n.Lbrace] = n
				e.lits[n.Lbrace] = n
				if len(stack) > 0 {
					if u, ok := stack[len(stack)-1].(*ast.UnaryExpr); ok && u.Op == token.AND {
						e.lits[n.Lbrace] = u
					}
				}
			case *ast.CallExpr:
				e.calls[n.Lparen] = n
			case *ast.AssignStmt:
				for _, l := range n.Lhs {
					if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
						e.assigns[sel.Sel.Pos()] = n
					}
				}
			}
			stack = append(stack, n)
			return true
		})
	}
	return e
}

// exprPos returns the start of the expression an SSA position denotes
// (a call's Lparen, a literal's Lbrace) and the expression.
func (e *engine) exprPos(pos token.Pos) (token.Pos, ast.Expr) {
	if x, ok := e.lits[pos]; ok {
		return x.Pos(), x
	}
	if c, ok := e.calls[pos]; ok {
		return c.Pos(), c
	}
	return pos, nil
}

// stmtPos returns the start of the assignment a store's position belongs
// to, or the position itself.
func (e *engine) stmtPos(pos token.Pos) token.Pos {
	if s, ok := e.assigns[pos]; ok {
		return s.Pos()
	}
	p, _ := e.exprPos(pos)
	return p
}

// inLoop reports whether block b is part of a cycle.
func (e *engine) inLoop(b *ssa.BasicBlock) bool {
	if b == nil {
		return false
	}
	if v, ok := e.loops[b]; ok {
		return v
	}
	seen := map[*ssa.BasicBlock]bool{}
	var stack []*ssa.BasicBlock
	stack = append(stack, b.Succs...)
	found := false
	for len(stack) > 0 && !found {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if x == b {
			found = true
			break
		}
		if seen[x] {
			continue
		}
		seen[x] = true
		stack = append(stack, x.Succs...)
	}
	e.loops[b] = found
	return found
}

// point is a program point: before instruction i of block b; i ==
// len(b.Instrs) is the end of the block.
type point struct {
	b *ssa.BasicBlock
	i int
}

func pointOf(instr ssa.Instruction) point {
	b := instr.Block()
	for i, x := range b.Instrs {
		if x == instr {
			return point{b, i}
		}
	}
	return point{b, len(b.Instrs)}
}

func endOf(b *ssa.BasicBlock) point { return point{b, len(b.Instrs)} }

// valuesAt returns the possible results value v holds at point p.
func (e *engine) valuesAt(v ssa.Value, p point, depth int) []*Value {
	if depth > maxDepth {
		return []*Value{unknownValue(v.Pos())}
	}
	switch v := v.(type) {
	case *ssa.Const:
		if isPointer(v.Type()) || v.Value != nil {
			return nil // a nil result
		}
		return []*Value{zeroValue(token.NoPos, nil)}
	case *ssa.Phi:
		var sets [][]*Value
		for i, edge := range v.Edges {
			if i < len(v.Block().Preds) {
				sets = append(sets, e.valuesAt(edge, endOf(v.Block().Preds[i]), depth+1))
			}
		}
		return union(sets...)
	case *ssa.Alloc, *ssa.Call, *ssa.Extract:
		if v.(ssa.Instruction).Block() == nil {
			break
		}
		if _, isAlloc := v.(*ssa.Alloc); isAlloc || isPointer(v.Type()) {
			return e.flowOf(v, depth).stateAt(p)
		}
		return e.baseValues(v, depth)
	case *ssa.UnOp:
		if alloc, ok := v.X.(*ssa.Alloc); ok && v.Op == token.MUL {
			if x := slotValue(v); x != v {
				return e.valuesAt(x, p, depth+1)
			}
			if !isPointer(v.Type()) {
				return e.valuesAt(alloc, pointOf(v), depth+1)
			}
		}
	case *ssa.ChangeType:
		return e.valuesAt(v.X, p, depth+1)
	}
	return []*Value{unknownValue(v.Pos())}
}

// slotValue returns the value last stored, in the same block, into the
// variable a load reads: functions with defer statements keep their
// results in such slots (store, run defers, load, return).
func slotValue(v ssa.Value) ssa.Value {
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return v
	}
	alloc, ok := load.X.(*ssa.Alloc)
	if !ok || alloc.Heap {
		return v
	}
	b := load.Block()
	var last ssa.Value
	for _, instr := range b.Instrs {
		if instr == load {
			break
		}
		if st, ok := instr.(*ssa.Store); ok && st.Addr == alloc {
			last = st.Val
		}
	}
	if last == nil {
		return v
	}
	return last
}

// baseValues returns the values a result object has right after the
// instruction that creates it.
func (e *engine) baseValues(v ssa.Value, depth int) []*Value {
	switch v := v.(type) {
	case *ssa.Alloc:
		if !sdk.IsResultType(v.Type(), sdk.None) {
			return []*Value{unknownValue(v.Pos())}
		}
		pos, expr := e.exprPos(v.Pos())
		return []*Value{zeroValue(pos, expr)}
	case *ssa.Call:
		return e.callValues(v, 0, depth)
	case *ssa.Extract:
		if call, ok := v.Tuple.(*ssa.Call); ok {
			return e.callValues(call, v.Index, depth)
		}
	}
	return []*Value{unknownValue(v.Pos())}
}

// callValues returns the results result index idx of call can be.
func (e *engine) callValues(call *ssa.Call, idx, depth int) []*Value {
	c := call.Common()
	pos, expr := e.exprPos(call.Pos())
	fn := calleeFunc(c)
	if fn == nil {
		return []*Value{unknownValue(pos)}
	}
	if ctor, ok := sdk.ResultConstructor(fn); ok && idx == 0 {
		return []*Value{e.constructorValue(ctor, fn.Name(), c.Args, pos, expr)}
	}
	if vs, ok := e.helperValues(c, fn, idx, pos, expr, depth); ok {
		return vs
	}
	return []*Value{unknownValue(pos)}
}

// constructorValue models an SDK result constructor call.
func (e *engine) constructorValue(ctor sdk.Constructor, name string, args []ssa.Value, pos token.Pos, expr ast.Expr) *Value {
	v := &Value{
		IsError: ctor.IsError, Structured: sdk.False, Made: MadeConstructor, Constructor: name,
		Pos: pos, MadePos: pos, Expr: expr, isErrorParam: -1,
		IsErrorPos: pos, ContentPos: pos,
	}
	var t *Text
	switch {
	case ctor.FormatArg >= 0 && ctor.FormatArg+1 < len(args):
		ps, ok := e.formatParts(args[ctor.FormatArg], args[ctor.FormatArg+1], pos, 0)
		if !ok {
			ps = []Part{{Origin: OriginOther, Value: args[ctor.FormatArg]}}
		}
		t = &Text{Pos: pos, Parts: ps}
	case ctor.TextArg >= 0 && ctor.TextArg < len(args):
		t = e.textOf(args[ctor.TextArg], pos)
		if ctor.ErrArg >= 0 && ctor.ErrArg < len(args) && !isNilConst(args[ctor.ErrArg]) {
			t = &Text{Pos: pos, Accumulated: t.Accumulated, Alternatives: t.Alternatives,
				Parts: append(append(append([]Part(nil), t.Parts...), Part{Origin: OriginLiteral, Lit: ": ", Pos: pos}),
					e.errorParts(args[ctor.ErrArg], pos, 0)...)}
		}
	}
	items := []item{}
	if t != nil {
		items = append(items, item{text: t})
	}
	if ctor.OtherContent {
		items = append(items, item{other: true})
	}
	v.Content = contentOfItems(items, false)
	if ctor.Structured {
		v.Structured = sdk.True
		if ctor.DataArg >= 0 && ctor.DataArg < len(args) && isNilConst(unwrapIface(args[ctor.DataArg])) {
			v.Structured = sdk.False
		}
		v.StructuredPos = pos
	}
	return v
}

// contentOfItems is the content of an array literal with these items.
func contentOfItems(items []item, loop bool) Content {
	if len(items) == 0 {
		return Content{Presence: PresenceEmptyArray}
	}
	return withItems(Content{Presence: PresenceEmptyArray}, items, loop)
}

// errorParts returns the parts of the text of error value err.
func (e *engine) errorParts(err ssa.Value, pos token.Pos, depth int) []Part {
	x := unwrapIface(err)
	if call, ok := x.(*ssa.Call); ok {
		if fn := calleeFunc(call.Common()); fn != nil && fn.Pkg() != nil {
			args := call.Common().Args
			switch {
			case fn.Pkg().Path() == "errors" && fn.Name() == "New" && len(args) == 1:
				ps, _, _ := e.parts(args[0], depth+1)
				return ps
			case fn.Pkg().Path() == "fmt" && fn.Name() == "Errorf" && len(args) == 2:
				if ps, ok := e.formatParts(args[0], args[1], call.Pos(), depth); ok {
					return ps
				}
			}
		}
	}
	return []Part{{Origin: OriginError, Value: x, Pos: pos}}
}

// errorText is the text an SDK writes for error value err.
func (e *engine) errorText(err ssa.Value, pos token.Pos) *Text {
	return &Text{Pos: pos, Parts: e.errorParts(err, pos, 0)}
}

// flow is the forward data flow of one result object: the possible values
// at each block entry, from its creation on.
type flow struct {
	e     *engine
	obj   ssa.Value
	def   point
	base  []*Value
	in    map[*ssa.BasicBlock][]*Value
	depth int
}

func (e *engine) flowOf(obj ssa.Value, depth int) *flow {
	if f := e.flows[obj]; f != nil {
		return f
	}
	f := &flow{e: e, obj: obj, def: pointOf(obj.(ssa.Instruction)), in: map[*ssa.BasicBlock][]*Value{}, depth: depth}
	e.flows[obj] = f
	f.base = e.baseValues(obj, depth+1)
	f.solve()
	return f
}

func (f *flow) solve() {
	db := f.def.b
	out := map[*ssa.BasicBlock][]*Value{db: f.run(f.base, db, f.def.i+1, len(db.Instrs))}
	work := append([]*ssa.BasicBlock(nil), db.Succs...)
	budget := 30 * (len(db.Parent().Blocks) + 1)
	for len(work) > 0 && budget > 0 {
		budget--
		b := work[0]
		work = work[1:]
		if b == db {
			continue
		}
		var ins [][]*Value
		for _, p := range b.Preds {
			if o, ok := out[p]; ok {
				ins = append(ins, o)
			}
		}
		in := union(ins...)
		if isLoopHeader(b) && len(in) > 1 {
			// Iterations are not paths worth telling apart: join them.
			in = []*Value{collapse(in)}
		}
		if old, ok := f.in[b]; ok && sameSet(old, in) {
			continue
		}
		f.in[b] = in
		out[b] = f.run(in, b, 0, len(b.Instrs))
		work = append(work, b.Succs...)
	}
}

// isLoopHeader reports whether b is the target of a back edge.
func isLoopHeader(b *ssa.BasicBlock) bool {
	for _, p := range b.Preds {
		if b.Dominates(p) {
			return true
		}
	}
	return false
}

func sameSet(a, b []*Value) bool {
	if len(a) != len(b) {
		return false
	}
	keys := map[string]bool{}
	for _, v := range a {
		keys[v.key()] = true
	}
	for _, v := range b {
		if !keys[v.key()] {
			return false
		}
	}
	return true
}

// stateAt returns the possible values of the object at point p.
func (f *flow) stateAt(p point) []*Value {
	if p.b == f.def.b && p.i > f.def.i {
		return f.run(f.base, p.b, f.def.i+1, p.i)
	}
	in, ok := f.in[p.b]
	if !ok {
		return nil
	}
	return f.run(in, p.b, 0, p.i)
}

func (f *flow) run(state []*Value, b *ssa.BasicBlock, from, to int) []*Value {
	for i := from; i < to && i < len(b.Instrs); i++ {
		state = f.apply(state, b.Instrs[i])
	}
	return state
}

// apply is the transfer function of one instruction.
func (f *flow) apply(state []*Value, instr ssa.Instruction) []*Value {
	e := f.e
	switch instr := instr.(type) {
	case *ssa.Store:
		if instr.Addr == f.obj {
			// *alloc = v: a whole struct value.
			return e.valuesAt(instr.Val, pointOf(instr), f.depth+1)
		}
		if fa, ok := instr.Addr.(*ssa.FieldAddr); ok && fa.X == f.obj {
			return f.store(state, instr, sdk.FieldRole(fieldOf(fa)))
		}
		if instr.Val == f.obj {
			if a, ok := instr.Addr.(*ssa.Alloc); ok && !a.Heap {
				return state // a result slot or an unlifted local
			}
			return havoc(state, e.stmtPos(instr.Pos()))
		}
	case *ssa.Call:
		c := instr.Common()
		uses := c.Value == f.obj
		for _, a := range c.Args {
			if a == f.obj || unwrapIface(a) == f.obj {
				uses = true
			}
		}
		if !uses {
			return state
		}
		fn := calleeFunc(c)
		if sdk.IsSetError(fn) && len(c.Args) == 2 && c.Args[0] == f.obj {
			return f.setError(state, instr)
		}
		if harmless(fn, f.obj) {
			return state
		}
		pos, _ := e.exprPos(instr.Pos())
		return havoc(state, pos)
	case *ssa.MakeClosure:
		for _, b := range instr.Bindings {
			if b == f.obj {
				return havoc(state, instr.Pos())
			}
		}
	case *ssa.MakeInterface:
		if instr.X == f.obj {
			for _, r := range *instr.Referrers() {
				call, ok := r.(*ssa.Call)
				if !ok || !harmless(calleeFunc(call.Common()), nil) {
					return havoc(state, instr.Pos())
				}
			}
		}
	}
	return state
}

// harmless reports whether calling fn with the result object cannot change
// the parts of it we track: fmt, log and JSON encoding functions, and the
// SDK result types' own methods other than SetError.
func harmless(fn *types.Func, obj ssa.Value) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() {
	case "fmt", "log", "log/slog", "errors":
		return true
	case "encoding/json":
		return fn.Name() == "Marshal" || fn.Name() == "MarshalIndent" || recvName(fn) == "Encoder"
	}
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		if s := sdk.ResultSDK(sig.Recv().Type()); s == sdk.MCPGo || s == sdk.GoSDK {
			return !sdk.IsSetError(fn)
		}
	}
	return false
}

// havoc makes every tracked part of the values unknown after a call or an
// escape that may change them.
func havoc(state []*Value, pos token.Pos) []*Value {
	out := make([]*Value, 0, len(state))
	for _, v := range state {
		c := v.clone()
		c.IsError, c.Structured = sdk.Unknown, sdk.Unknown
		c.Content = Content{Presence: PresenceUnknown, Other: true}
		c.Pos, c.IsErrorPos, c.ContentPos, c.StructuredPos = pos, pos, pos, pos
		c.Mutated = true
		c.isErrorParam = -1
		out = append(out, c)
	}
	return union(out)
}

// inLiteral reports whether a store at pos initializes a field of the
// composite literal the object was made by.
func (f *flow) inLiteral(pos token.Pos) bool {
	alloc, ok := f.obj.(*ssa.Alloc)
	if !ok {
		return false
	}
	lit := f.e.litOf[alloc.Pos()]
	return lit != nil && lit.Pos() <= pos && pos < lit.End()
}

// store applies a store to a field with the given role.
func (f *flow) store(state []*Value, st *ssa.Store, role sdk.Role) []*Value {
	e := f.e
	switch role {
	case sdk.RoleIsError, sdk.RoleContent, sdk.RoleStructured:
	default:
		return state
	}
	init := f.inLiteral(st.Pos())
	pos := e.stmtPos(st.Pos())
	var out []*Value
	for _, v := range state {
		at := pos
		if init {
			at = v.MadePos
		}
		switch role {
		case sdk.RoleIsError:
			c := v.clone()
			c.IsError, c.isErrorParam = boolTri(st.Val), -1
			if p, ok := st.Val.(*ssa.Parameter); ok {
				c.isErrorParam = paramIndex(p)
			}
			c.IsErrorPos = at
			f.touch(c, at, init)
			out = append(out, c)
		case sdk.RoleStructured:
			c := v.clone()
			c.Structured = nonNilTri(st.Val)
			c.StructuredPos = at
			f.touch(c, at, init)
			out = append(out, c)
		case sdk.RoleContent:
			for _, content := range f.contentOf(st.Val, v, pointOf(st), 0) {
				c := v.clone()
				c.Content = content
				c.ContentPos = at
				f.touch(c, at, init)
				out = append(out, c)
			}
		}
	}
	return union(out)
}

func (f *flow) touch(v *Value, pos token.Pos, init bool) {
	if init {
		return
	}
	v.Pos = pos
	v.Mutated = true
}

// setError models go-sdk's (*CallToolResult).SetError(err).
func (f *flow) setError(state []*Value, call *ssa.Call) []*Value {
	pos, _ := f.e.exprPos(call.Pos())
	text := f.e.errorText(call.Common().Args[1], pos)
	overwrite := !sdk.SetErrorKeepsContent(f.e.versions)
	var out []*Value
	for _, v := range state {
		c := v.clone()
		c.IsError, c.IsErrorPos, c.isErrorParam = sdk.True, pos, -1
		c.Pos, c.Mutated = pos, true
		switch {
		case overwrite || v.Content.Presence == PresenceNone || v.Content.Presence == PresenceEmptyArray:
			c.Content = contentOfItems([]item{{text: text}}, false)
			c.ContentPos = pos
		case v.Content.Presence == PresenceUnknown:
			c.Content.Texts = append(c.Content.Texts, text)
			if !text.Empty() {
				c.Content.Presence = PresenceNonEmpty
			}
		}
		out = append(out, c)
	}
	return union(out)
}

// contentOf returns the possible contents a []Content value holds; cur is
// the object's value before the store (for append(res.Content, ...)).
func (f *flow) contentOf(v ssa.Value, cur *Value, p point, depth int) []Content {
	e := f.e
	if depth > maxDepth {
		return []Content{{Presence: PresenceUnknown, Other: true}}
	}
	switch v := v.(type) {
	case *ssa.Const:
		if v.Value == nil {
			return []Content{{Presence: PresenceNone}}
		}
	case *ssa.Slice:
		if items, ok := e.itemsOf(v, depth); ok {
			return []Content{contentOfItems(items, false)}
		}
	case *ssa.MakeSlice:
		if n, ok := v.Len.(*ssa.Const); ok && n.Int64() == 0 {
			return []Content{{Presence: PresenceEmptyArray}}
		}
	case *ssa.UnOp:
		if fa, ok := v.X.(*ssa.FieldAddr); ok && v.Op == token.MUL && fa.X == f.obj && sdk.FieldRole(fieldOf(fa)) == sdk.RoleContent {
			return []Content{cur.Content}
		}
	case *ssa.Phi:
		var out []Content
		carried := false
		for _, edge := range v.Edges {
			if depends(edge, v, 0) {
				carried = true
				continue
			}
			out = append(out, f.contentOf(edge, cur, p, depth+1)...)
		}
		if !carried {
			return dedupContent(out)
		}
		// Items appended in a loop, which may run zero times: one
		// merged content whose presence is unknown unless it surely has
		// a non-empty item before the loop.
		seen := map[*ssa.Phi]bool{}
		j := mergeContent(out)
		j = withItems(j, f.loopItems(v, v, seen, depth), true)
		if !allNonEmpty(out) {
			j.Presence = PresenceUnknown
		}
		return []Content{j}
	case *ssa.Call:
		if b, ok := v.Common().Value.(*ssa.Builtin); ok && b.Name() == "append" && len(v.Common().Args) == 2 {
			bases := f.contentOf(v.Common().Args[0], cur, p, depth+1)
			items, ok := e.itemsOf(v.Common().Args[1], depth)
			if !ok {
				var out []Content
				for _, extra := range f.contentOf(v.Common().Args[1], cur, p, depth+1) {
					for _, base := range bases {
						out = append(out, appendContent(base, extra))
					}
				}
				return dedupContent(out)
			}
			loop := e.inLoop(v.Block())
			var out []Content
			for _, base := range bases {
				out = append(out, withItems(base, items, loop))
			}
			return dedupContent(out)
		}
	}
	return []Content{{Presence: PresenceUnknown, Other: true}}
}

// loopItems returns the items appended to the loop-carried content phi
// root along the edges of x.
func (f *flow) loopItems(x ssa.Value, root *ssa.Phi, seen map[*ssa.Phi]bool, depth int) []item {
	var out []item
	switch x := x.(type) {
	case *ssa.Phi:
		if seen[x] {
			return nil
		}
		seen[x] = true
		for _, edge := range x.Edges {
			if depends(edge, root, 0) {
				out = append(out, f.loopItems(edge, root, seen, depth)...)
			}
		}
	case *ssa.Call:
		if b, ok := x.Common().Value.(*ssa.Builtin); ok && b.Name() == "append" && len(x.Common().Args) == 2 {
			if items, ok := f.e.itemsOf(x.Common().Args[1], depth); ok {
				out = append(out, items...)
			} else {
				out = append(out, item{unknown: true})
			}
			out = append(out, f.loopItems(x.Common().Args[0], root, seen, depth)...)
		}
	}
	return out
}

// mergeContent joins contents into one.
func mergeContent(cs []Content) Content {
	if len(cs) == 0 {
		return Content{Presence: PresenceUnknown}
	}
	j := cs[0]
	j.Texts = append([]*Text(nil), j.Texts...)
	for _, c := range cs[1:] {
		if c.Presence != j.Presence {
			j.Presence = PresenceUnknown
		}
		j.Texts = append(j.Texts, c.Texts...)
		j.Other = j.Other || c.Other
		j.Loop = j.Loop || c.Loop
	}
	return j
}

func allNonEmpty(cs []Content) bool {
	for _, c := range cs {
		if c.Presence != PresenceNonEmpty {
			return false
		}
	}
	return len(cs) > 0
}

func appendContent(base, extra Content) Content {
	c := Content{Texts: append(append([]*Text(nil), base.Texts...), extra.Texts...), Other: base.Other || extra.Other, Loop: base.Loop || extra.Loop}
	switch {
	case extra.Presence == PresenceNonEmpty || base.Presence == PresenceNonEmpty:
		c.Presence = PresenceNonEmpty
	case base.Presence == PresenceUnknown || extra.Presence == PresenceUnknown:
		c.Presence = PresenceUnknown
	case base.Presence == PresenceEmptyText || extra.Presence == PresenceEmptyText:
		c.Presence = PresenceEmptyText
	case base.Presence == PresenceNone && extra.Presence == PresenceNone:
		c.Presence = PresenceNone
	default:
		c.Presence = PresenceEmptyArray
	}
	return c
}

func dedupContent(cs []Content) []Content {
	if len(cs) > maxValues {
		return []Content{mergeContent(cs)}
	}
	return cs
}

// itemsOf returns the items of a slice built from an array literal (or a
// variadic argument).
func (e *engine) itemsOf(v ssa.Value, depth int) ([]item, bool) {
	if c, ok := v.(*ssa.Const); ok && c.Value == nil {
		return nil, true
	}
	sl, ok := v.(*ssa.Slice)
	if !ok {
		return nil, false
	}
	alloc, ok := sl.X.(*ssa.Alloc)
	if !ok {
		return nil, false
	}
	n := arrayLen(alloc.Type())
	vals := make([]ssa.Value, n)
	for _, r := range *alloc.Referrers() {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		idx, ok := ia.Index.(*ssa.Const)
		if !ok {
			return nil, false
		}
		i := int(idx.Int64())
		for _, rr := range *ia.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == ia && i < n {
				vals[i] = st.Val
			}
		}
	}
	items := make([]item, 0, n)
	for _, x := range vals {
		if x == nil {
			items = append(items, item{text: &Text{Parts: literalParts("")}})
			continue
		}
		items = append(items, e.itemOf(x, depth+1))
	}
	return items, true
}

// itemOf classifies one content item value.
func (e *engine) itemOf(v ssa.Value, depth int) item {
	v = unwrapIface(v)
	if !sdk.IsTextContent(v.Type()) {
		if types.IsInterface(v.Type()) {
			return item{unknown: true}
		}
		return item{other: true}
	}
	switch x := v.(type) {
	case *ssa.Call:
		if fn := calleeFunc(x.Common()); fn != nil {
			if i, ok := sdk.TextContentConstructor(fn); ok && i < len(x.Common().Args) {
				pos, _ := e.exprPos(x.Pos())
				return item{text: e.textOf(x.Common().Args[i], pos)}
			}
		}
	case *ssa.UnOp:
		if alloc, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL {
			return e.textItemOf(alloc, depth)
		}
	case *ssa.Alloc:
		return e.textItemOf(x, depth)
	}
	return item{text: &Text{Value: v, Parts: []Part{{Origin: OriginOther, Value: v}}}}
}

// textItemOf reads the Text field stores of a text-content literal.
func (e *engine) textItemOf(alloc *ssa.Alloc, depth int) item {
	pos, _ := e.exprPos(alloc.Pos())
	var text ssa.Value
	n := 0
	for _, r := range *alloc.Referrers() {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok || sdk.FieldRole(fieldOf(fa)) != sdk.RoleText {
			continue
		}
		for _, rr := range *fa.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == fa {
				text = st.Val
				n++
			}
		}
	}
	switch n {
	case 0:
		return item{text: &Text{Pos: pos, Parts: literalParts("")}}
	case 1:
		return item{text: e.textOf(text, pos)}
	}
	return item{text: &Text{Pos: pos, Parts: []Part{{Origin: OriginOther}}, Accumulated: true}}
}

// fieldOf returns the field a FieldAddr addresses.
func fieldOf(fa *ssa.FieldAddr) *types.Var {
	t := fa.X.Type().Underlying()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem().Underlying()
	}
	st, ok := t.(*types.Struct)
	if !ok || fa.Field >= st.NumFields() {
		return nil
	}
	return st.Field(fa.Field)
}

func isPointer(t types.Type) bool {
	_, ok := t.Underlying().(*types.Pointer)
	return ok
}

func isNilConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.Value == nil && !isStructOrArray(c.Type())
}

func isStructOrArray(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Struct, *types.Array:
		return true
	}
	return false
}

// boolTri returns the truth of a bool constant, or Unknown.
func boolTri(v ssa.Value) sdk.Tri {
	if c, ok := v.(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.Bool {
		if constant.BoolVal(c.Value) {
			return sdk.True
		}
		return sdk.False
	}
	return sdk.Unknown
}

// nonNilTri says whether a value stored into a structured-content field is
// non-nil: False for nil, Unknown when some path gives nil, else True.
func nonNilTri(v ssa.Value) sdk.Tri {
	v = unwrapIface(v)
	if isNilConst(v) {
		return sdk.False
	}
	if phi, ok := v.(*ssa.Phi); ok {
		for _, e := range phi.Edges {
			if isNilConst(unwrapIface(e)) {
				return sdk.Unknown
			}
		}
	}
	return sdk.True
}

// paramIndex returns the index of p in its function's Params.
func paramIndex(p *ssa.Parameter) int {
	fn := p.Parent()
	if fn == nil {
		return -1
	}
	for i, q := range fn.Params {
		if q == p {
			return i
		}
	}
	return -1
}
