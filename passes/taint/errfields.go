package taint

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// A server may keep the error of a failed start-up or credential check in
// a field and hand it back to every later call:
//
//	func (a *App) Load() {
//		if _, err := a.api.Whoami(ctx); err != nil {
//			a.loadErr = fmt.Errorf("API key validation failed: %w", err)
//		}
//	}
//	func (a *App) Client() (*Client, error) { return a.client, a.loadErr }
//
// The field's reads carry what the package's code stores into it, on any
// path (errFields): an error field of one of the package's own struct
// types, which only this package can write.

// errField returns the error-typed field addr addresses when it is a field
// of a struct type this package declares, or nil.
func (e *engine) errField(addr ssa.Value) *types.Var {
	fa, ok := addr.(*ssa.FieldAddr)
	if !ok {
		return nil
	}
	f := irutil.FieldOf(fa)
	if f == nil || f.Pkg() != e.pass.Pkg || !irutil.IsErrorType(f.Type()) {
		return nil
	}
	return f
}

// noteErrField records the labels of t, stored into addr, when addr is
// such a field.
func (e *engine) noteErrField(addr ssa.Value, t Taint) {
	f := e.errField(addr)
	if f == nil {
		return
	}
	t = t.OnlyLabels().Filter(func(l Label) bool { return l.Kind == Infra || l.Kind == Secret || l.Kind == Stack })
	if t.Empty() {
		return
	}
	e.errFields[f] = e.errFields[f].Union(t)
}

// storedErrors analyzes first the package's functions that store a value
// other than nil into an error field of one of its struct types, so that
// the field's reads elsewhere carry what they store.
func (e *engine) storedErrors() {
	for _, fn := range e.funcs {
		if e.storesErrField(fn) {
			e.summary(fn)
		}
	}
}

// storesErrField reports whether fn stores a non-nil value into an error
// field of one of the package's struct types.
func (e *engine) storesErrField(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			st, ok := instr.(*ssa.Store)
			if !ok || e.errField(st.Addr) == nil {
				continue
			}
			if c, ok := st.Val.(*ssa.Const); ok && c.IsNil() {
				continue
			}
			return true
		}
	}
	return false
}
