// Package irutil holds small queries on SSA values and syntax that
// several of mcplint's passes and checks share: which function a call
// statically calls, the calls of a set of functions, which struct field an
// address refers to, what an interface conversion converts, a method's
// receiver type name and a statement's list of statements.
package irutil

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"iter"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// StaticFunc returns the *types.Func a call statically calls, the generic
// origin for instantiations, or nil for dynamic calls, interface method
// calls and builtins.
func StaticFunc(c *ssa.CallCommon) *types.Func {
	_, obj := StaticCallee(c)
	return obj
}

// StaticCallee returns the function a call statically calls, the generic
// origin for instantiations, and its *types.Func (nil for a function
// literal or a synthetic wrapper); both nil for dynamic calls, interface
// method calls and builtins.
func StaticCallee(c *ssa.CallCommon) (*ssa.Function, *types.Func) {
	fn := c.StaticCallee()
	if fn == nil {
		return nil, nil
	}
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	obj, _ := fn.Object().(*types.Func)
	if obj != nil {
		obj = obj.Origin()
	}
	return fn, obj
}

// FieldOf returns the struct field a FieldAddr addresses, or nil.
func FieldOf(fa *ssa.FieldAddr) *types.Var {
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

var errorIface = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// IsErrorType reports whether t is the predeclared error interface itself.
func IsErrorType(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// ImplementsError reports whether values of type t are errors: t is error,
// or a concrete type implementing it (another interface, any or
// fmt.Stringer, is not known to hold one).
func ImplementsError(t types.Type) bool {
	if t == nil {
		return false
	}
	if types.Identical(t, types.Universe.Lookup("error").Type()) {
		return true
	}
	if types.IsInterface(t) {
		return false
	}
	return types.Implements(t, errorIface)
}

// ReadField returns the struct field value v is read from: a load
// through a field address (`*&x.f`), or a field of a struct value
// (`x.f`); nil otherwise.
func ReadField(v ssa.Value) *types.Var {
	switch x := v.(type) {
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			return FieldOf(fa)
		}
	case *ssa.Field:
		if st, ok := x.X.Type().Underlying().(*types.Struct); ok && x.Field < st.NumFields() {
			return st.Field(x.Field)
		}
	}
	return nil
}

// SliceElems returns the values stored into the array behind v, a slice
// built from an array literal or a variadic argument, by index (nil where
// nothing is stored). A nil constant slice has no elements. ok is false when
// v is not such a slice or an element is stored at a non-constant index; the
// values found are returned all the same.
func SliceElems(v ssa.Value) (elems []ssa.Value, ok bool) {
	if c, isConst := v.(*ssa.Const); isConst && c.IsNil() {
		return nil, true
	}
	sl, isSlice := v.(*ssa.Slice)
	if !isSlice {
		return nil, false
	}
	alloc, isAlloc := sl.X.(*ssa.Alloc)
	if !isAlloc {
		return nil, false
	}
	ptr, isPtr := alloc.Type().Underlying().(*types.Pointer)
	if !isPtr {
		return nil, false
	}
	arr, isArray := ptr.Elem().Underlying().(*types.Array)
	if !isArray {
		return nil, false
	}
	elems, ok = make([]ssa.Value, arr.Len()), true
	for _, r := range *alloc.Referrers() {
		ia, isIndex := r.(*ssa.IndexAddr)
		if !isIndex {
			continue
		}
		idx, isConstIdx := ia.Index.(*ssa.Const)
		if !isConstIdx {
			ok = false
			continue
		}
		i, exact := constant.Int64Val(constant.ToInt(idx.Value))
		if !exact || i < 0 || int(i) >= len(elems) {
			continue
		}
		for _, rr := range *ia.Referrers() {
			if st, isStore := rr.(*ssa.Store); isStore && st.Addr == ia {
				elems[i] = st.Val
			}
		}
	}
	return elems, ok
}

// CallResult returns the call whose result v is, and which of its results
// (0 for a single-result call), or nil.
func CallResult(v ssa.Value) (*ssa.Call, int) {
	switch x := v.(type) {
	case *ssa.Call:
		return x, 0
	case *ssa.Extract:
		if call, ok := x.Tuple.(*ssa.Call); ok {
			return call, x.Index
		}
	}
	return nil, 0
}

// PassedArgs returns the arguments that the static calls in fns (go and
// defer statements included) pass for parameter p of a package-level
// function, or of the generic function its instances' calls call; ok is
// false for another parameter (a closure's, a receiver-less value's) or
// when a call does not pass it.
func PassedArgs(fns []*ssa.Function, p *ssa.Parameter) (args []ssa.Value, ok bool) {
	fn := p.Parent()
	if fn == nil || fn.Parent() != nil {
		return nil, false
	}
	i := slices.Index(fn.Params, p)
	if i < 0 {
		return nil, false
	}
	for _, caller := range fns {
		for _, b := range caller.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				callee := call.Common().StaticCallee()
				if callee == nil || callee != fn && callee.Origin() != fn {
					continue
				}
				if i >= len(call.Common().Args) {
					return nil, false
				}
				args = append(args, call.Common().Args[i])
			}
		}
	}
	return args, true
}

// ExportedFields yields the exported fields of the struct types that pkg
// declares at package level (aliases aside), in scope order.
func ExportedFields(pkg *types.Package) iter.Seq[*types.Var] {
	return func(yield func(*types.Var) bool) {
		for _, f := range DeclaredFields(pkg) {
			if f.Exported() && !yield(f) {
				return
			}
		}
	}
}

// DeclaredFields yields the fields of the struct types that pkg declares
// at package level (aliases aside), each with its type's name, in scope
// order.
func DeclaredFields(pkg *types.Package) iter.Seq2[*types.TypeName, *types.Var] {
	return func(yield func(*types.TypeName, *types.Var) bool) {
		for tn := range DeclaredTypes(pkg) {
			st, ok := tn.Type().Underlying().(*types.Struct)
			if !ok {
				continue
			}
			for f := range st.Fields() {
				if !yield(tn, f) {
					return
				}
			}
		}
	}
}

// NilTest returns x when cond, holding truth, tests x against nil (`x ==
// nil`, `x != nil`, or their negation), and whether it then says x is
// nil; ok is false for any other condition.
func NilTest(cond ssa.Value, truth bool) (x ssa.Value, isNil, ok bool) {
	if c, isNot := cond.(*ssa.UnOp); isNot && c.Op == token.NOT {
		cond, truth = c.X, !truth
	}
	bin, isBin := cond.(*ssa.BinOp)
	if !isBin || bin.Op != token.EQL && bin.Op != token.NEQ {
		return nil, false, false
	}
	nilConst := func(v ssa.Value) bool {
		c, isConst := v.(*ssa.Const)
		return isConst && c.IsNil()
	}
	switch {
	case nilConst(bin.Y):
		x = bin.X
	case nilConst(bin.X):
		x = bin.Y
	default:
		return nil, false, false
	}
	return x, (bin.Op == token.EQL) == truth, true
}

// Dependencies returns the packages pkg imports, directly or not, by
// path.
func Dependencies(pkg *types.Package) map[string]*types.Package {
	out := map[string]*types.Package{}
	queue := []*types.Package{pkg}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, imp := range p.Imports() {
			if out[imp.Path()] == nil {
				out[imp.Path()] = imp
				queue = append(queue, imp)
			}
		}
	}
	return out
}

// StandardPath reports whether an import path is of the standard
// library (its first element has no dot).
func StandardPath(path string) bool {
	return !strings.Contains(strings.SplitN(path, "/", 2)[0], ".")
}

// DeclaredTypes yields the named types pkg declares at package level
// (aliases aside), in scope order.
func DeclaredTypes(pkg *types.Package) iter.Seq[*types.TypeName] {
	return func(yield func(*types.TypeName) bool) {
		scope := pkg.Scope()
		for _, name := range scope.Names() {
			if tn, ok := scope.Lookup(name).(*types.TypeName); ok && !tn.IsAlias() && !yield(tn) {
				return
			}
		}
	}
}

// testDouble matches names of types that stand in for an implementation
// in tests (PostgresClientMock, fakeStore, StubClient).
var testDouble = regexp.MustCompile(`(?i)mock|fake|stub|dummy`)

// TestDouble reports whether a type's name says it stands in for an
// implementation in tests: not one a server runs.
func TestDouble(name string) bool { return testDouble.MatchString(name) }

// Calls yields every call instruction of fns, with the function it is in.
func Calls(fns []*ssa.Function) iter.Seq2[*ssa.Function, *ssa.Call] {
	return func(yield func(*ssa.Function, *ssa.Call) bool) {
		for _, fn := range fns {
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					if call, ok := instr.(*ssa.Call); ok && !yield(fn, call) {
						return
					}
				}
			}
		}
	}
}

// FieldStores returns the stores of fns into struct field f (through a
// field address: an assignment, or a composite literal's element).
func FieldStores(fns []*ssa.Function, f *types.Var) iter.Seq[*ssa.Store] {
	return func(yield func(*ssa.Store) bool) {
		for _, fn := range fns {
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					st, ok := instr.(*ssa.Store)
					if !ok {
						continue
					}
					if fa, ok := st.Addr.(*ssa.FieldAddr); ok && FieldOf(fa) == f && !yield(st) {
						return
					}
				}
			}
		}
	}
}

// UnwrapInterface returns the value the interface conversions
// (MakeInterface, ChangeInterface) of v convert, or v.
func UnwrapInterface(v ssa.Value) ssa.Value {
	for {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.ChangeInterface:
			v = x.X
		default:
			return v
		}
	}
}

// ResultTested reports whether the caller tests a result of call other
// than the results skip before using it: compares it with nil or
// branches on it (`if res, err := check(ctx); res != nil || err != nil`,
// `if res, denied := guard(ctx); denied`). Such a call's results are
// filtered by its caller, not passed on as they are.
func ResultTested(call *ssa.Call, skip ...int) bool {
	for _, r := range *call.Referrers() {
		ex, ok := r.(*ssa.Extract)
		if !ok || slices.Contains(skip, ex.Index) {
			continue
		}
		for _, u := range *ex.Referrers() {
			switch u := u.(type) {
			case *ssa.If:
				return true
			case *ssa.UnOp:
				if u.Op == token.NOT {
					return true
				}
			case *ssa.BinOp:
				if u.Op != token.EQL && u.Op != token.NEQ {
					continue
				}
				for _, o := range []ssa.Value{u.X, u.Y} {
					if k, ok := o.(*ssa.Const); ok && k.IsNil() {
						return true
					}
				}
			}
		}
	}
	return false
}

// CallsParamFunc reports whether ret returns the results of a call of a
// function value its function was given, as a parameter or a captured
// variable: a middleware's `return next(ctx, req)`.
func CallsParamFunc(ret *ssa.Return) bool {
	for _, v := range ret.Results {
		if x, ok := v.(*ssa.Extract); ok {
			v = x.Tuple
		}
		call, ok := v.(*ssa.Call)
		if !ok || call.Common().IsInvoke() {
			continue
		}
		fn := call.Common().Value
		if load, ok := fn.(*ssa.UnOp); ok && load.Op == token.MUL {
			fn = load.X // a captured variable
		}
		switch fn.(type) {
		case *ssa.FreeVar, *ssa.Parameter:
			return true
		}
	}
	return false
}

// RecvName returns the name of the named type (or pointer to it) that
// method fn is declared on, or "" for a function or an unnamed receiver.
func RecvName(fn *types.Func) string {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return ""
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}

// StmtList returns the statements of a block, a case clause or a select
// clause, and false for any other node.
func StmtList(n ast.Node) ([]ast.Stmt, bool) {
	switch n := n.(type) {
	case *ast.BlockStmt:
		return n.List, true
	case *ast.CaseClause:
		return n.Body, true
	case *ast.CommClause:
		return n.Body, true
	}
	return nil, false
}

// Reaches reports whether block to can be reached from block from (from
// itself included) without passing through block avoid (nil: none).
func Reaches(from, to, avoid *ssa.BasicBlock) bool {
	seen := map[*ssa.BasicBlock]bool{avoid: true}
	work := []*ssa.BasicBlock{from}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == to {
			return true
		}
		if seen[b] {
			continue
		}
		seen[b] = true
		work = append(work, b.Succs...)
	}
	return false
}

// ParamOf reports whether v is a parameter of fn, or the variable cell fn
// spills a parameter into to capture it in a closure (an Alloc storing
// only parameters of fn).
func ParamOf(v ssa.Value, fn *ssa.Function) bool {
	if p, ok := v.(*ssa.Parameter); ok {
		return p.Parent() == fn
	}
	alloc, ok := v.(*ssa.Alloc)
	if !ok {
		return false
	}
	stored := false
	for _, r := range *alloc.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == alloc {
			p, isParam := st.Val.(*ssa.Parameter)
			if !isParam || p.Parent() != fn {
				return false
			}
			stored = true
		}
	}
	return stored
}

// ParamField returns the parameter and its field that v reads: a load
// through a field address of the parameter (`t.Store` of a pointer
// receiver), or of the cell a value parameter is copied into, or a field
// of the parameter's value; nil, nil otherwise.
func ParamField(v ssa.Value) (*ssa.Parameter, *types.Var) {
	var base ssa.Value
	var f *types.Var
	switch v := v.(type) {
	case *ssa.UnOp:
		fa, ok := v.X.(*ssa.FieldAddr)
		if !ok || v.Op != token.MUL {
			return nil, nil
		}
		base, f = fa.X, FieldOf(fa)
		if a, ok := base.(*ssa.Alloc); ok {
			base = OnlyStored(a) // a value parameter's copy
		}
	case *ssa.Field:
		st, ok := v.X.Type().Underlying().(*types.Struct)
		if !ok {
			return nil, nil
		}
		base, f = v.X, st.Field(v.Field)
	}
	p, ok := base.(*ssa.Parameter)
	if !ok {
		return nil, nil
	}
	return p, f
}

// DominatingConds yields, nearest first, the branch conditions that hold
// on every path to b: for b and each block dominating it that is entered
// through a single edge out of an if, that if's condition and the truth
// value it has on that edge.
func DominatingConds(b *ssa.BasicBlock) iter.Seq2[ssa.Value, bool] {
	return func(yield func(ssa.Value, bool) bool) {
		for cur := b; cur != nil; cur = cur.Idom() {
			if len(cur.Preds) != 1 {
				continue
			}
			from := cur.Preds[0]
			if len(from.Succs) != 2 || from.Succs[0] == from.Succs[1] || len(from.Instrs) == 0 {
				continue
			}
			iff, ok := from.Instrs[len(from.Instrs)-1].(*ssa.If)
			if !ok {
				continue
			}
			if !yield(iff.Cond, from.Succs[0] == cur) {
				return
			}
		}
	}
}

// ParamArg returns the argument c passes for parameter i of the called
// function's signature (receiver excluded: a static method call's Args
// hold the receiver first), or nil when there is none.
func ParamArg(c *ssa.CallCommon, i int) ssa.Value {
	idx := i + (len(c.Args) - c.Signature().Params().Len())
	if i < 0 || idx < 0 || idx >= len(c.Args) {
		return nil
	}
	return c.Args[idx]
}

// DominatedBy reports whether one of the branch conditions that hold on
// every path to b (DominatingConds) says what says reports of it, given
// the truth value it has there.
func DominatedBy(b *ssa.BasicBlock, says func(cond ssa.Value, truth bool) bool) bool {
	for cond, truth := range DominatingConds(b) {
		if says(cond, truth) {
			return true
		}
	}
	return false
}

// Returns returns fn's return instructions that return results.
func Returns(fn *ssa.Function) []*ssa.Return {
	var out []*ssa.Return
	for _, b := range fn.Blocks {
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(ret.Results) > 0 {
			out = append(out, ret)
		}
	}
	return out
}

// ReturnedValue returns the value result i of ret returns: for a result
// loaded from its slot (a function with a defer, or named results), the
// value the last store into that slot in the return's block put there;
// otherwise the result itself.
func ReturnedValue(ret *ssa.Return, i int) ssa.Value {
	r := ret.Results[i]
	u, ok := r.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return r
	}
	if _, ok := u.X.(*ssa.Alloc); !ok {
		return r
	}
	if v := lastStore(ret.Block(), len(ret.Block().Instrs), u.X, false); v != nil {
		return v
	}
	return r
}

// lastStore returns the value the last store into addr among the first
// n instructions of b puts there, or nil; with stopAtCall, nil also when
// a call comes after that store (a closure it runs may store into addr).
func lastStore(b *ssa.BasicBlock, n int, addr ssa.Value, stopAtCall bool) ssa.Value {
	for j := n - 1; j >= 0; j-- {
		switch in := b.Instrs[j].(type) {
		case *ssa.Store:
			if in.Addr == addr {
				return in.Val
			}
		case ssa.CallInstruction:
			if stopAtCall {
				return nil
			}
		}
	}
	return nil
}

// Outermost returns the top-level function fn is a closure of, or fn.
func Outermost(fn *ssa.Function) *ssa.Function {
	for fn.Parent() != nil {
		fn = fn.Parent()
	}
	return fn
}

// OnlyStored returns the one value stored into cell, a local variable, or
// nil when it is stored several times or never.
func OnlyStored(cell *ssa.Alloc) ssa.Value {
	var val ssa.Value
	for _, r := range *cell.Referrers() {
		if s, ok := r.(*ssa.Store); ok && s.Addr == cell {
			if val != nil {
				return nil
			}
			val = s.Val
		}
	}
	return val
}

// ReadGlobal returns the package-level variable v reads (converted to an
// interface or not), or nil.
func ReadGlobal(v ssa.Value) *ssa.Global {
	load, ok := UnwrapInterface(v).(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return nil
	}
	g, _ := load.X.(*ssa.Global)
	return g
}

// ClosureValue returns the value that is fn, a function literal, in the
// function declaring it: fn itself when it captures nothing, else the
// MakeClosure that makes it; nil for a function that is no literal, or
// whose closure is made more than once.
func ClosureValue(fn *ssa.Function) ssa.Value {
	parent := fn.Parent()
	if parent == nil {
		return nil
	}
	if len(fn.FreeVars) == 0 {
		return fn
	}
	var out ssa.Value
	for _, b := range parent.Blocks {
		for _, instr := range b.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == fn {
				if out != nil {
					return nil
				}
				out = mc
			}
		}
	}
	return out
}

// CapturedBy yields the closures that capture the variable cell with the
// free variable that stands for it in each; a closure made of a value
// that is no function (so whose code is not known) yields nil, nil.
func CapturedBy(cell *ssa.Alloc) iter.Seq2[*ssa.Function, *ssa.FreeVar] {
	return func(yield func(*ssa.Function, *ssa.FreeVar) bool) {
		for _, r := range *cell.Referrers() {
			mc, ok := r.(*ssa.MakeClosure)
			if !ok {
				continue
			}
			fn, ok := mc.Fn.(*ssa.Function)
			if !ok {
				if !yield(nil, nil) {
					return
				}
				continue
			}
			for i, b := range mc.Bindings {
				if b == cell && i < len(fn.FreeVars) && !yield(fn, fn.FreeVars[i]) {
					return
				}
			}
		}
	}
}

// IsString reports whether t is a string type.
func IsString(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// IsBool reports whether t is a boolean type.
func IsBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}

// IsContext reports whether t is context.Context.
func IsContext(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context"
}

// FuncValue returns the function a function value v is: v itself, or the
// function of a closure; nil otherwise.
func FuncValue(v ssa.Value) *ssa.Function {
	switch v := v.(type) {
	case *ssa.Function:
		return v
	case *ssa.MakeClosure:
		fn, _ := v.Fn.(*ssa.Function)
		return fn
	}
	return nil
}

// Reachable returns the functions of roots and those they call statically
// (and their closures), a few calls deep, in the same package.
func Reachable(roots map[*ssa.Function]bool) map[*ssa.Function]bool {
	out := map[*ssa.Function]bool{}
	var visit func(fn *ssa.Function, depth int)
	visit = func(fn *ssa.Function, depth int) {
		if out[fn] || depth > 4 {
			return
		}
		out[fn] = true
		for _, a := range fn.AnonFuncs {
			visit(a, depth)
		}
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if c, ok := instr.(ssa.CallInstruction); ok {
					if callee := c.Common().StaticCallee(); callee != nil && callee.Pkg == fn.Pkg && callee.Blocks != nil {
						visit(callee, depth+1)
					}
				}
			}
		}
	}
	for fn := range roots {
		visit(fn, 0)
	}
	return out
}

// TellsErrorApart reports whether the code using err, an error value, asks
// which error it is: errors.Is or errors.As on it, a comparison of it with
// a value other than nil, or a type assertion or type switch on it. A
// caller that does may answer one error (a registry's unknown tool, say)
// apart from the rest.
func TellsErrorApart(err ssa.Value) bool {
	if err == nil || err.Referrers() == nil {
		return false
	}
	for _, r := range *err.Referrers() {
		switch r := r.(type) {
		case *ssa.Call:
			fn := StaticFunc(r.Common())
			if fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "errors" && (fn.Name() == "Is" || fn.Name() == "As") &&
				len(r.Common().Args) == 2 && r.Common().Args[0] == err {
				return true
			}
		case *ssa.BinOp:
			if r.Op != token.EQL && r.Op != token.NEQ {
				continue
			}
			other := r.X
			if other == err {
				other = r.Y
			}
			if k, ok := other.(*ssa.Const); !ok || !k.IsNil() {
				return true
			}
		case *ssa.TypeAssert:
			return true
		}
	}
	return false
}

// AssertionOf returns the type assertion whose value v is (`x.(T)`, or the
// value of a comma-ok `x.(T)`, not its ok), or nil.
func AssertionOf(v ssa.Value) *ssa.TypeAssert {
	switch x := v.(type) {
	case *ssa.TypeAssert:
		return x
	case *ssa.Extract:
		if ta, ok := x.Tuple.(*ssa.TypeAssert); ok && x.Index == 0 {
			return ta
		}
	}
	return nil
}

// StoredJustBefore returns, for a load of a local variable's cell (`*t`,
// t an Alloc), the value the last store into that cell earlier in the
// load's block put there, when no call between them can change the cell;
// nil otherwise.
func StoredJustBefore(load *ssa.UnOp) ssa.Value {
	if load.Op != token.MUL || load.Block() == nil {
		return nil
	}
	if _, ok := load.X.(*ssa.Alloc); !ok {
		return nil
	}
	b := load.Block()
	return lastStore(b, slices.Index(b.Instrs, ssa.Instruction(load)), load.X, true)
}

// CalleeName returns the name of the method an invoke-mode call c calls,
// or of the function a static call calls; "" otherwise.
func CalleeName(c *ssa.CallCommon) string {
	if c.IsInvoke() {
		return c.Method.Name()
	}
	if fn := StaticFunc(c); fn != nil {
		return fn.Name()
	}
	return ""
}
