package results

import (
	"go/token"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A call-tool result kept in a package-level variable,
//
//	var errNotConfigured = &mcp.CallToolResult{IsError: true}
//
// is evaluated as package initialization stores it, when nothing else
// stores into the variable or changes the result through it: its loads
// are only returned, compared, passed on as they are, or have their
// fields read.

// globalStore returns the store that package initialization makes into
// package-level variable g, the only store into it, when the result it
// holds is never changed through it; else nil.
func (e *engine) globalStore(g *ssa.Global) *ssa.Store {
	if e.globals == nil {
		e.globals = e.indexGlobals()
	}
	return e.globals[g]
}

// indexGlobals finds, for each package-level variable of the package
// holding a pointer to a call-tool result, its one store by package
// initialization, when it is fixed.
func (e *engine) indexGlobals() map[*ssa.Global]*ssa.Store {
	stores := map[*ssa.Global]*ssa.Store{}
	broken := map[*ssa.Global]bool{}
	var funcs []*ssa.Function
	if e.hs != nil && e.hs.SSA != nil {
		funcs = e.hs.SSA.SrcFuncs
	}
	var rands []*ssa.Value
	for _, fn := range funcs {
		init := fn.Parent() == nil && fn.Signature.Recv() == nil && (fn.Name() == "init" || strings.HasPrefix(fn.Name(), "init#"))
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				switch instr := instr.(type) {
				case *ssa.Store:
					if g, ok := instr.Addr.(*ssa.Global); ok && resultGlobal(g) {
						if !init || stores[g] != nil {
							broken[g] = true
						}
						stores[g] = instr
					}
					if g, ok := instr.Val.(*ssa.Global); ok {
						broken[g] = true
					}
					continue
				case *ssa.UnOp:
					if g, ok := instr.X.(*ssa.Global); ok && instr.Op == token.MUL {
						if resultGlobal(g) && !readOnly(instr) {
							broken[g] = true
						}
						continue
					}
				case *ssa.DebugRef:
					continue
				}
				for _, r := range instr.Operands(rands[:0]) {
					if g, ok := (*r).(*ssa.Global); ok {
						broken[g] = true // &g goes elsewhere
					}
				}
			}
		}
	}
	for g := range broken {
		delete(stores, g)
	}
	return stores
}

// resultGlobal reports whether g holds a pointer to a call-tool result.
func resultGlobal(g *ssa.Global) bool {
	t := typesPointee(g.Type())
	return isPointer(t) && sdk.IsResultType(t, sdk.None)
}

// readOnly reports whether the result loaded by load is only returned,
// compared, stored into a local variable, passed to a function that
// cannot change it, or has its fields read.
func readOnly(load *ssa.UnOp) bool {
	for _, r := range *load.Referrers() {
		switch r := r.(type) {
		case *ssa.Return, *ssa.BinOp, *ssa.DebugRef, *ssa.Phi:
		case *ssa.Store:
			a, ok := r.Addr.(*ssa.Alloc)
			if !ok || r.Val != load || !nilflow.KeepsObject(a) {
				return false
			}
		case *ssa.FieldAddr:
			for _, u := range *r.Referrers() {
				if _, ok := u.(*ssa.UnOp); !ok {
					if _, ok := u.(*ssa.DebugRef); !ok {
						return false
					}
				}
			}
		case *ssa.Call:
			if !harmless(calleeFunc(r.Common()), load) {
				return false
			}
		default:
			return false
		}
	}
	return true
}
