package results

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
)

// engine evaluates result values and texts in one package.
type engine struct {
	pass     *analysis.Pass
	hs       *handlers.Result // the package's handlers (nil in tests of the engine alone)
	pkg      *ssa.Package
	versions sdk.Versions
	// outputSchemas says that the package sets a go-sdk Tool's
	// OutputSchema (see sdk.TypedOutputAttached).
	outputSchemas bool
	facts         map[types.Object]analysis.Fact

	flows     map[ssa.Value]*flow
	resultSum map[sumKey][]*Value
	textSum   map[*ssa.Function]*Text
	busy      map[*ssa.Function]bool
	loops     map[*ssa.BasicBlock]bool
	nilErr    map[sumKey]bool // memo of neverFails

	dispatches []handlers.Dispatch        // the package's tool-name dispatches, on demand
	answered   []*Dispatch                // what their miss branches answer, on demand
	inits      map[*types.Var]ast.Expr    // variables defined once, by their initializers, on demand
	wrappers   map[*types.Func]bool       // isWrapper's memo
	globals    map[*ssa.Global]*ssa.Store // fixed result variables, on demand

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
		nilErr:    map[sumKey]bool{},
		wrappers:  map[*types.Func]bool{},
		lits:      map[token.Pos]ast.Expr{},
		litOf:     map[token.Pos]*ast.CompositeLit{},
		calls:     map[token.Pos]*ast.CallExpr{},
		assigns:   map[token.Pos]ast.Stmt{},
	}
	for _, of := range pass.AllObjectFacts() {
		switch of.Fact.(type) {
		case *ResultFact, *TextFact:
			e.facts[of.Object] = of.Fact
		}
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
		if g, ok := v.X.(*ssa.Global); ok && v.Op == token.MUL && g.Pkg == e.pkg && v.Block() != nil && e.globalStore(g) != nil {
			return e.flowOf(v, depth).stateAt(p)
		}
		if alloc, ok := v.X.(*ssa.Alloc); ok && v.Op == token.MUL {
			if x := slotValue(v); x != v {
				return e.valuesAt(x, p, depth+1)
			}
			if vals, ok := nilflow.Stored(v); ok {
				var sets [][]*Value
				for _, x := range vals {
					sets = append(sets, e.valuesAt(x, p, depth+1))
				}
				return union(sets...)
			}
			if !isPointer(v.Type()) {
				return e.valuesAt(alloc, pointOf(v), depth+1)
			}
		}
	case *ssa.ChangeType:
		return e.valuesAt(v.X, p, depth+1)
	case *ssa.Parameter:
		if isResultParam(v) && p.b.Parent() == v.Parent() {
			return e.flowOf(v, depth).stateAt(p)
		}
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
	case *ssa.Parameter:
		return []*Value{paramValue(v)}
	case *ssa.UnOp:
		// A package-level variable's result (see globals.go).
		if g, ok := v.X.(*ssa.Global); ok {
			if st := e.globalStore(g); st != nil {
				// Completed where it is used: findings go to the use.
				var out []*Value
				for _, x := range e.valuesAt(st.Val, pointOf(st), depth+1) {
					c := x.clone()
					c.Pos, c.Expr = v.Pos(), nil
					out = append(out, c)
				}
				return union(out)
			}
		}
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
		// A func literal called directly (a local helper closure).
		if vs, ok := e.helperValues(c, nil, idx, pos, expr, depth); ok {
			return nilGuardsHold(e.onArgument(vs, call, depth), call)
		}
		return []*Value{unknownValue(pos)}
	}
	if ctor, ok := sdk.ResultConstructor(fn); ok && idx == 0 {
		return []*Value{e.constructorValue(ctor, fn.Name(), c.Args, pos, expr)}
	}
	if vs, ok := e.helperValues(c, fn, idx, pos, expr, depth); ok {
		return nilGuardsHold(e.onArgument(vs, call, depth), call)
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
		if ctor.DataArg >= 0 && ctor.DataArg < len(args) && isNilConst(irutil.UnwrapInterface(args[ctor.DataArg])) {
			v.Structured = sdk.False
		}
		v.StructuredPos = pos
	}
	return v
}

// errorParts returns the parts of the text of error value err.
func (e *engine) errorParts(err ssa.Value, pos token.Pos, depth int) []Part {
	x := irutil.UnwrapInterface(err)
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
	v = irutil.UnwrapInterface(v)
	if isNilConst(v) {
		return sdk.False
	}
	if phi, ok := v.(*ssa.Phi); ok {
		for _, e := range phi.Edges {
			if isNilConst(irutil.UnwrapInterface(e)) {
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
