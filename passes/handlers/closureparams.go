package handlers

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// closureArgs returns the values passed for parameter p of a func literal
// at the literal's call sites in the function that encloses it, for a
// handler registered through a local registration helper:
//
//	add := func(t mcp.Tool, h server.ToolHandlerFunc) { s.AddTool(t, wrap(t.Name, h)) }
//	add(mcp.NewTool("search"), x.search)
//
// The literal may be called directly, through the local variable it is
// bound to (captured by other closures of the enclosing function or not)
// or through a variable of a closure nested in that function. A literal
// that is passed anywhere else (to another function, into a field) has
// call sites that are not followed; a parameter of a named function is a
// wrapper's, found through its fact, and yields nothing here.
func closureArgs(p *ssa.Parameter) []ssa.Value {
	if p == nil {
		return nil
	}
	fn := p.Parent()
	if fn == nil || fn.Parent() == nil {
		return nil
	}
	idx := -1
	for i, q := range fn.Params {
		if q == p {
			idx = i
		}
	}
	if idx < 0 {
		return nil
	}
	// The values that are fn: the literal itself (no free variables),
	// its closures, and loads of the cells they are stored into.
	vals := map[ssa.Value]bool{fn: true}
	cells := map[ssa.Value]bool{}
	funcs := withAnon(fn.Parent())
	for changed := true; changed; {
		changed = false
		mark := func(m map[ssa.Value]bool, v ssa.Value) {
			if !m[v] {
				m[v], changed = true, true
			}
		}
		for _, f := range funcs {
			for _, b := range f.Blocks {
				for _, instr := range b.Instrs {
					switch instr := instr.(type) {
					case *ssa.MakeClosure:
						if instr.Fn == fn {
							mark(vals, instr)
						}
						// A nested closure's free variables bound to
						// the literal or to a cell holding it.
						inner, _ := instr.Fn.(*ssa.Function)
						for i, bv := range instr.Bindings {
							if inner == nil || i >= len(inner.FreeVars) {
								break
							}
							if vals[bv] {
								mark(vals, inner.FreeVars[i])
							}
							if cells[bv] {
								mark(cells, inner.FreeVars[i])
							}
						}
					case *ssa.Store:
						if vals[instr.Val] {
							if _, ok := instr.Addr.(*ssa.Alloc); ok {
								mark(cells, instr.Addr)
							}
							if fv, ok := instr.Addr.(*ssa.FreeVar); ok {
								mark(cells, fv)
							}
						}
					case *ssa.UnOp:
						if instr.Op == token.MUL && cells[instr.X] {
							mark(vals, instr)
						}
					}
				}
			}
		}
	}
	var out []ssa.Value
	for _, f := range funcs {
		for _, b := range f.Blocks {
			for _, instr := range b.Instrs {
				ci, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				c := ci.Common()
				if c.IsInvoke() || !vals[c.Value] || idx >= len(c.Args) {
					continue
				}
				out = append(out, c.Args[idx])
			}
		}
	}
	return out
}

// withAnon returns fn and the func literals nested in it, at any depth.
func withAnon(fn *ssa.Function) []*ssa.Function {
	out := []*ssa.Function{fn}
	for i := 0; i < len(out); i++ {
		out = append(out, out[i].AnonFuncs...)
	}
	return out
}

// nameThroughLiteral names the handler a call of a local registration
// helper passes (`add(mcp.NewTool("search"), x.search)`, where add is a
// func literal, bound to a variable assigned once, that registers its
// handler parameter): the literal takes exactly one SDK tool definition
// and one handler-like function, and calls an SDK registration.
func (d *discovery) nameThroughLiteral(call *ast.CallExpr) {
	info := d.pass.TypesInfo
	var lit *ast.FuncLit
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.FuncLit:
		lit = fun
	case *ast.Ident:
		if v, ok := info.Uses[fun].(*types.Var); ok {
			lit, _ = d.singleAssignment(v).(*ast.FuncLit)
		}
	}
	if lit == nil {
		return
	}
	sig, ok := info.TypeOf(lit).(*types.Signature)
	if !ok || sig.Variadic() || sig.Params().Len() != len(call.Args) {
		return
	}
	ti, hi := toolParam(sig), -1
	for i := 0; i < sig.Params().Len(); i++ {
		if t := sig.Params().At(i).Type(); handlerLike(t) || sdk.NamedHandlerType(t) != sdk.NotHandler {
			if hi >= 0 {
				return // two handlers: which is the tool's?
			}
			hi = i
		}
	}
	if ti < 0 || hi < 0 {
		return
	}
	registers := ""
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok && registers == "" {
			if fn, _ := typeutilCallee(info, c).(*types.Func); sdk.CallOf(fn).Kind == sdk.Register {
				registers = fn.Name()
			}
		}
		return registers == ""
	})
	if registers == "" {
		return
	}
	d.nameFrom(call.Args[hi], d.toolName(call.Args[ti]), Provenance{How: HowRegister, Call: registers})
}

// literalOf returns the func literal a called value is: the literal
// itself, its closure, or a load of a local variable (or a captured one)
// that only ever holds that literal; nil for anything else.
func literalOf(v ssa.Value) *ssa.Function {
	switch v := v.(type) {
	case *ssa.Function:
		if v.Parent() != nil {
			return v
		}
	case *ssa.MakeClosure:
		return literalOf(v.Fn)
	case *ssa.UnOp:
		vals, ok := irutil.CapturedValues(v)
		if !ok || len(vals) == 0 {
			return nil
		}
		var lit *ssa.Function
		for _, val := range vals {
			l := literalOf(val)
			if l == nil || lit != nil && l != lit {
				return nil
			}
			lit = l
		}
		return lit
	}
	return nil
}
