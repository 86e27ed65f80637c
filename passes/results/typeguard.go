package results

import (
	"go/token"
	"go/types"

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

// maxGuardDepth bounds how far notOfType follows an argument.
const maxGuardDepth = 4

// notOfType reports whether v, an interface value, surely does not hold a
// value of the concrete type named typ, a type of the analyzed module:
// it holds a value of another concrete type, nil, or a value a function
// or struct field of another module made (a dependency cannot make the
// project's types).
func (e *engine) notOfType(v ssa.Value, typ string, depth int) bool {
	if depth > maxGuardDepth {
		return false
	}
	switch x := v.(type) {
	case *ssa.MakeInterface:
		return !types.IsInterface(x.X.Type()) && types.TypeString(x.X.Type(), nil) != typ
	case *ssa.Const:
		return x.IsNil()
	case *ssa.Phi:
		for _, edge := range x.Edges {
			if !e.notOfType(edge, typ, depth+1) {
				return false
			}
		}
		return len(x.Edges) > 0
	case *ssa.Call, *ssa.Extract:
		call, idx := irutil.CallResult(x)
		if call == nil || call.Common().IsInvoke() {
			return false
		}
		if src := e.sourceOf(call.Common()); src != nil {
			// A function of this package: what each of its returns
			// holds there.
			return e.returnsNotOfType(src, idx, typ, depth+1)
		}
		obj := irutil.StaticFunc(call.Common())
		return obj != nil && obj.Pkg() != nil && !irutil.OwnModule(e.pass, obj.Pkg().Path())
	case *ssa.UnOp:
		if x.Op != token.MUL {
			return false
		}
		switch addr := x.X.(type) {
		case *ssa.FieldAddr:
			// A field of another module's struct (gorm's DB.Error).
			f := irutil.FieldOf(addr)
			return f != nil && f.Pkg() != nil && !irutil.OwnModule(e.pass, f.Pkg().Path())
		case *ssa.Global:
			// A sentinel of this package: what its initializer stores.
			return e.globalNotOfType(addr, typ, depth+1)
		}
	}
	return false
}

// globalNotOfType reports whether g, a variable of this package, holds no
// value of type typ: each value the package's initializer stores into it
// does not (see notOfType), and nothing else stores into it.
func (e *engine) globalNotOfType(g *ssa.Global, typ string, depth int) bool {
	if g.Pkg != e.pkg {
		return false
	}
	stored := false
	for _, fn := range e.hs.SSA.SrcFuncs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				st, ok := instr.(*ssa.Store)
				if !ok || st.Addr != g {
					continue
				}
				if fn.Name() != "init" || fn.Parent() != nil || !e.notOfType(st.Val, typ, depth) {
					return false
				}
				stored = true
			}
		}
	}
	return stored
}

// returnsNotOfType reports whether result idx of fn surely holds no value
// of the concrete type typ on any of its returns (see notOfType).
func (e *engine) returnsNotOfType(fn *ssa.Function, idx int, typ string, depth int) bool {
	if e.busy[fn] {
		return false
	}
	e.busy[fn] = true
	defer delete(e.busy, fn)
	found := false
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || idx >= len(ret.Results) {
			continue
		}
		if !e.notOfType(irutil.ReturnedValue(ret, idx), typ, depth) {
			return false
		}
		found = true
	}
	return found
}
