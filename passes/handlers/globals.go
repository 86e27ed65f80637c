package handlers

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// globalVar is what package initialization stores into a package-level
// variable of this package.
type globalVar struct {
	// vals are the values stored into the variable.
	vals []ssa.Value
	// fixed reports that every store is made by package initialization
	// (the variable's initializer or an init function) and that the
	// variable is otherwise only read: its address goes nowhere.
	fixed bool
}

// globalValues returns the values package-level variable g of this
// package can hold when it is set only by package initialization,
//
//	var searchLogged = logged("search", search)
//	func register(s *mcp.Server) { mcp.AddTool(s, def, searchLogged) }
//
// so that a handler kept there is followed like a local one. ok is false
// for a variable of another package, or one that a function other than
// an init function assigns or whose address is taken: what it holds when
// it is registered is then unknown.
func (d *discovery) globalValues(g *ssa.Global) (vals []ssa.Value, ok bool) {
	if g.Pkg != d.ssa.Pkg {
		return nil, false
	}
	if d.globals == nil {
		d.globals = d.indexGlobals()
	}
	gv := d.globals[g]
	if gv == nil || !gv.fixed {
		return nil, false
	}
	return gv.vals, true
}

// indexGlobals records, for each package-level variable of this package
// that the package's functions use, the values stored into it and whether
// only package initialization stores them. Functions of _test.go files
// are left out: a test variant of the package registers what the
// production code does.
func (d *discovery) indexGlobals() map[*ssa.Global]*globalVar {
	out := map[*ssa.Global]*globalVar{}
	of := func(g *ssa.Global) *globalVar {
		gv := out[g]
		if gv == nil {
			gv = &globalVar{fixed: true}
			out[g] = gv
		}
		return gv
	}
	var rands []*ssa.Value
	// SrcFuncs leaves tests out: a test that swaps a variable does not
	// change what the production code registers.
	for _, fn := range d.ssa.SrcFuncs {
		initializer := d.isInit(fn)
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				switch instr := instr.(type) {
				case *ssa.Store:
					if g, ok := instr.Addr.(*ssa.Global); ok {
						gv := of(g)
						gv.vals = append(gv.vals, instr.Val)
						if !initializer {
							gv.fixed = false
						}
					}
					if g, ok := instr.Val.(*ssa.Global); ok {
						of(g).fixed = false // &g is stored
					}
					continue
				case *ssa.UnOp:
					if instr.Op == token.MUL {
						continue // a load
					}
				case *ssa.DebugRef:
					continue
				}
				for _, r := range instr.Operands(rands[:0]) {
					if g, ok := (*r).(*ssa.Global); ok {
						of(g).fixed = false // &g goes elsewhere
					}
				}
			}
		}
	}
	return out
}

// isInit reports whether fn is run by package initialization: the
// package initializer (which holds the variables' initializers) or a
// declared init function, not a closure they build.
func (d *discovery) isInit(fn *ssa.Function) bool {
	if fn.Parent() != nil || fn.Pkg != d.ssa.Pkg || fn.Signature.Recv() != nil {
		return false
	}
	return fn.Name() == "init" || strings.HasPrefix(fn.Name(), "init#")
}

// globalFuncs returns the source functions package-level variable v of
// this package holds when only package initialization sets it (say, in
// an init function), or nil.
func (d *discovery) globalFuncs(v *types.Var) []*ssa.Function {
	if v.Pkg() != d.pass.Pkg || v.Parent() != d.pass.Pkg.Scope() {
		return nil
	}
	g, ok := d.ssa.Pkg.Members[v.Name()].(*ssa.Global)
	if !ok || g.Object() != v {
		return nil
	}
	vals, _ := d.globalValues(g)
	var out []flow
	for _, val := range vals {
		out = append(out, d.funcsOf(val, 0)...)
	}
	return fns(out)
}
