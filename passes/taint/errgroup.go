package taint

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// errgroupPath is the package of errgroup.Group, whose Wait returns the
// first error of the functions its Go ran.
const errgroupPath = "golang.org/x/sync/errgroup"

// isGroupMethod reports whether obj is method name of *errgroup.Group.
func isGroupMethod(obj *types.Func, name string) bool {
	return obj.Name() == name && obj.Pkg() != nil && obj.Pkg().Path() == errgroupPath && irutil.RecvName(obj) == "Group"
}

// groupErrors returns what the error of g.Wait() carries: the sources of
// the errors returned by the functions passed to g.Go (or g.TryGo) in the
// same function,
//
//	g, gctx := errgroup.WithContext(ctx)
//	g.Go(func() error { hits, err = s.search(gctx, q); return err })
//	if err := g.Wait(); err != nil { return nil, err } // search's sources
//
// Functions a group runs elsewhere (a group kept in a field, filled by
// another method) are not followed.
func (e *engine) groupErrors(st *state, g ssa.Value) Taint {
	var t Taint
	for _, b := range st.fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || len(call.Call.Args) != 2 {
				continue
			}
			_, obj := irutil.StaticCallee(&call.Call)
			if obj == nil || !(isGroupMethod(obj, "Go") || isGroupMethod(obj, "TryGo")) || !sameGroup(call.Call.Args[0], g, 0) {
				continue
			}
			fn := irutil.FuncValue(call.Call.Args[1])
			if fn == nil {
				continue
			}
			fobj, _ := fn.Object().(*types.Func)
			if f := e.calleeSummary(fn, fobj); f != nil && len(f.Results) == 1 {
				t = t.Union(f.Results[0].OnlyLabels())
			}
		}
	}
	return t
}

// sameGroup reports whether a and b are the same group: the same value, or
// loads of (fields of) the same variable.
func sameGroup(a, b ssa.Value, depth int) bool {
	if a == b {
		return true
	}
	if depth > 4 {
		return false
	}
	switch a := a.(type) {
	case *ssa.UnOp:
		if b, ok := b.(*ssa.UnOp); ok && a.Op == token.MUL && b.Op == token.MUL {
			return sameGroup(a.X, b.X, depth+1)
		}
	case *ssa.FieldAddr:
		if b, ok := b.(*ssa.FieldAddr); ok && a.Field == b.Field {
			return sameGroup(a.X, b.X, depth+1)
		}
	}
	return false
}
