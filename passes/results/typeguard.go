package results

import (
	"fmt"
	"go/token"
	"go/types"
	"maps"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// A helper may build a result of its own kind only for errors of one
// concrete type of the project:
//
//	func Error(err error) *mcp.CallToolResult {
//		if ce, ok := err.(apierrors.DefinedError); ok {
//			return ce.MCPError() // structured content: the error's fields
//		}
//		return mcp.NewToolResultError("internal error")
//	}
//
// The values of a return that such a comma-ok type assertion of a
// parameter guards keep the guard in the summary (and the ResultFact): a
// call whose argument cannot have that dynamic type (an error made by a
// dependency, a database driver's, or a value of another type) never
// gets them.

// typeGuard returns the parameter (1 + its index) and the concrete type
// (its full name) that a comma-ok type assertion of fn must find for
// block b to run, or 0 and "".
func typeGuard(fn *ssa.Function, b *ssa.BasicBlock) (int, string) {
	for _, blk := range fn.Blocks {
		ifi, ok := blk.Instrs[len(blk.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		ex, ok := ifi.Cond.(*ssa.Extract)
		if !ok || ex.Index != 1 {
			continue
		}
		ta, ok := ex.Tuple.(*ssa.TypeAssert)
		if !ok || !ta.CommaOk || types.IsInterface(ta.AssertedType) {
			continue
		}
		p, ok := ta.X.(*ssa.Parameter)
		if !ok || paramIndex(p) < 0 {
			continue
		}
		if then := blk.Succs[0]; len(then.Preds) == 1 && then.Dominates(b) {
			return 1 + paramIndex(p), types.TypeString(ta.AssertedType, nil)
		}
	}
	return 0, ""
}

// guarded returns vs, each with the type guard of fn's block b, if any.
func guarded(vs []*Value, fn *ssa.Function, b *ssa.BasicBlock) []*Value {
	param, typ := typeGuard(fn, b)
	if param == 0 {
		return vs
	}
	out := make([]*Value, len(vs))
	for i, v := range vs {
		c := v.clone()
		c.guardParam, c.guardType = param, typ
		out[i] = c
	}
	return out
}

// maxGuardDepth bounds how far errTypes follows a value.
const maxGuardDepth = 4

// ErrorTypesFact lists the concrete types of the analyzed module (full
// names) that the error result of an exported function can hold, when
// they are all known: a handler of another package passing its error to
// a helper that attaches structured content only to one of the project's
// types (see typeGuard) gets none when the type is not listed.
type ErrorTypesFact struct {
	Types []string
}

// AFact marks ErrorTypesFact as an analysis fact.
func (*ErrorTypesFact) AFact() {}

func (f *ErrorTypesFact) String() string { return fmt.Sprintf("error types %v", f.Types) }

// exportErrorTypes exports an ErrorTypesFact for fn (obj) when its last
// result is an error whose module types are all known.
func (e *engine) exportErrorTypes(fn *ssa.Function, obj *types.Func) {
	res := fn.Signature.Results()
	if res.Len() == 0 || !types.Identical(res.At(res.Len()-1).Type(), errorType) {
		return
	}
	if set, ok := e.returnedErrTypes(fn, res.Len()-1, 0); ok {
		e.pass.ExportObjectFact(obj, &ErrorTypesFact{Types: slices.Sorted(maps.Keys(set))})
	}
}

// notOfType reports whether v, an interface value, surely does not hold a
// value of the concrete type named typ, a type of the analyzed module
// (see errTypes).
func (e *engine) notOfType(v ssa.Value, typ string, depth int) bool {
	set, ok := e.errTypes(v, depth)
	return ok && !set[typ]
}

// errTypes returns the concrete types of the analyzed module that v, an
// interface value, can hold, and whether they are all known: a value of a
// concrete type, nil, a value a function or struct field of another
// module made (a dependency cannot make the project's types), or what a
// function of the module returns (of this package by its returns, of
// another by its ErrorTypesFact), or a variable of this package holds
// as its initializer stores it.
func (e *engine) errTypes(v ssa.Value, depth int) (map[string]bool, bool) {
	if depth > maxGuardDepth {
		return nil, false
	}
	own := func(t types.Type) map[string]bool {
		named := t
		if p, ok := t.Underlying().(*types.Pointer); ok {
			named = p.Elem()
		}
		if n, ok := types.Unalias(named).(*types.Named); ok && n.Obj().Pkg() != nil && irutil.OwnModule(e.pass, n.Obj().Pkg().Path()) {
			return map[string]bool{types.TypeString(t, nil): true}
		}
		return map[string]bool{}
	}
	switch x := v.(type) {
	case *ssa.MakeInterface:
		if types.IsInterface(x.X.Type()) {
			return nil, false
		}
		return own(x.X.Type()), true
	case *ssa.Const:
		return map[string]bool{}, x.IsNil()
	case *ssa.Phi:
		out := map[string]bool{}
		for _, edge := range x.Edges {
			set, ok := e.errTypes(edge, depth+1)
			if !ok {
				return nil, false
			}
			maps.Copy(out, set)
		}
		return out, len(x.Edges) > 0
	case *ssa.Call, *ssa.Extract:
		call, idx := irutil.CallResult(x)
		if call == nil || call.Common().IsInvoke() {
			return nil, false
		}
		if src := e.sourceOf(call.Common()); src != nil {
			return e.returnedErrTypes(src, idx, depth+1)
		}
		obj := irutil.StaticFunc(call.Common())
		if obj == nil || obj.Pkg() == nil {
			return nil, false
		}
		if !irutil.OwnModule(e.pass, obj.Pkg().Path()) {
			return map[string]bool{}, true
		}
		var f ErrorTypesFact
		if sig := obj.Type().(*types.Signature); idx == sig.Results().Len()-1 && e.pass.ImportObjectFact(obj.Origin(), &f) {
			out := map[string]bool{}
			for _, t := range f.Types {
				out[t] = true
			}
			return out, true
		}
	case *ssa.UnOp:
		if x.Op != token.MUL {
			return nil, false
		}
		switch addr := x.X.(type) {
		case *ssa.FieldAddr:
			// A field of another module's struct (gorm's DB.Error).
			if f := irutil.FieldOf(addr); f != nil && f.Pkg() != nil && !irutil.OwnModule(e.pass, f.Pkg().Path()) {
				return map[string]bool{}, true
			}
		case *ssa.Global:
			// A sentinel of this package: what its initializer stores.
			return e.globalErrTypes(addr, depth+1)
		}
	}
	return nil, false
}

// globalErrTypes is errTypes of what the package's initializer stores
// into g, a variable of this package.
func (e *engine) globalErrTypes(g *ssa.Global, depth int) (map[string]bool, bool) {
	init := e.pkg.Func("init")
	if g.Pkg != e.pkg || init == nil {
		return nil, false
	}
	out, stored := map[string]bool{}, false
	for _, b := range init.Blocks {
		for _, instr := range b.Instrs {
			st, ok := instr.(*ssa.Store)
			if !ok || st.Addr != g {
				continue
			}
			set, ok := e.errTypes(st.Val, depth)
			if !ok {
				return nil, false
			}
			maps.Copy(out, set)
			stored = true
		}
	}
	return out, stored
}

// returnedErrTypes is errTypes of result idx of fn, a function of this
// package, over its returns.
func (e *engine) returnedErrTypes(fn *ssa.Function, idx int, depth int) (map[string]bool, bool) {
	if e.busy[fn] {
		return nil, false
	}
	e.busy[fn] = true
	defer delete(e.busy, fn)
	out, found := map[string]bool{}, false
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || idx >= len(ret.Results) {
			continue
		}
		set, ok := e.errTypes(irutil.ReturnedValue(ret, idx), depth)
		if !ok {
			return nil, false
		}
		maps.Copy(out, set)
		found = true
	}
	return out, found
}
