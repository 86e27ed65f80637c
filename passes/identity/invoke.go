package identity

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
)

// A handler often asks an interface of the module whether the caller may
// act, with one implementation per mode the server runs in:
//
//	type Keeper interface{ CanWrite(ctx context.Context) (bool, error) }
//	// noAuth: a flag; polkit: a local policy; oauth: the token's scopes
//	if ok, err := conn.keeper.CanWrite(ctx); err != nil {
//		return nil, nil, err
//	}
//
// A call of such a method derives from what its implementations' results
// derive from, together: one implementation that decides on the
// caller's identity (the OAuth one, in the mode that serves HTTP) makes
// the method an authorization helper. The implementations are the named
// types of the interface's package (test doubles aside), and the package
// records what they return as a fact on the interface's methods for the
// packages that call them.

// ifaceSummary returns the summary of method m of an interface of the
// module: the union of its implementations' summaries when this package
// declares the interface, the fact its declaring package recorded on m
// otherwise; nil when nothing is known.
func (s *state) ifaceSummary(m *types.Func) *FuncFact {
	if m == nil || m.Pkg() == nil {
		return nil
	}
	if m.Pkg() == s.pass.Pkg {
		return s.localIfaceSummary(m)
	}
	f := new(FuncFact)
	if !s.pass.ImportObjectFact(m, f) {
		return nil
	}
	return f
}

// localIfaceSummary returns the union of the summaries of the
// implementations among this package's named types of method m of an
// interface this package declares, or nil when none is known.
func (s *state) localIfaceSummary(m *types.Func) *FuncFact {
	if f, ok := s.isums[m]; ok {
		return f // nil while in progress (an implementation calling m)
	}
	s.isums[m] = nil
	recv := m.Signature().Recv()
	if recv == nil {
		return nil
	}
	iface, ok := recv.Type().Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	var out *FuncFact
	for tn := range irutil.DeclaredTypes(s.pass.Pkg) {
		if types.IsInterface(tn.Type()) || irutil.TestDouble(tn.Name()) || report.InTestFile(s.pass.Fset, tn.Pos()) {
			continue
		}
		t := tn.Type()
		if !types.Implements(t, iface) {
			if !types.Implements(types.NewPointer(t), iface) {
				continue
			}
			t = types.NewPointer(t)
		}
		obj, _, _ := types.LookupFieldOrMethod(t, false, s.pass.Pkg, m.Name())
		impl, ok := obj.(*types.Func)
		if !ok || impl.Pkg() != s.pass.Pkg {
			continue
		}
		fn := s.pkg.Prog.FuncValue(impl)
		if fn == nil || fn.Blocks == nil {
			continue
		}
		f := s.summary(fn)
		if f == nil {
			continue
		}
		if out == nil {
			out = &FuncFact{Results: make([]Src, len(f.Results))}
		}
		viaError := deniesThroughError(fn)
		for i := range min(len(out.Results), len(f.Results)) {
			if viaError && irutil.IsBool(fn.Signature.Results().At(i).Type()) {
				// Its denials come with an error: a caller that
				// checks the error first meets them there, and a
				// false without one is another implementation's
				// verdict (a flag, a local policy).
				continue
			}
			out.Results[i] |= f.Results[i]
		}
	}
	s.isums[m] = out
	return out
}

// deniesThroughError reports whether fn returns an error last and every
// return of fn that answers false in a bool result also returns an error
// that may be non-nil.
func deniesThroughError(fn *ssa.Function) bool {
	res := fn.Signature.Results()
	last := res.Len() - 1
	if last < 1 || !isError(res.At(last).Type()) {
		return false
	}
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		for i, v := range ret.Results {
			if irutil.IsBool(res.At(i).Type()) && isFalse(v) && !results.ErrMayBeNonNil(ret, last) {
				return false
			}
		}
	}
	return true
}

// invokeSrc returns where result idx (of type resType) of c, a call in
// invoke mode, derives from by the summary of the method's
// implementations (ifaceSummary): their own sources and decisions, and
// the arguments they pass on (the receiver first); ok is false when
// nothing is known of them.
func (s *state) invokeSrc(c *ssa.CallCommon, idx int, resType types.Type, g bool) (src Src, ok bool) {
	sum := s.ifaceSummary(c.Method)
	if sum == nil || idx >= len(sum.Results) {
		return 0, false
	}
	r := sum.Results[idx]
	out := r & (Kinds | Decision)
	var in Src
	for j, a := range append([]ssa.Value{c.Value}, c.Args...) {
		if r&Param(j) != 0 {
			in |= s.eval(a, g)
		}
	}
	if in.Derived() && irutil.IsBool(resType) {
		in |= Decision
	}
	return out | in, true
}

// exportIfaceFacts records, on each method of the interfaces the package
// declares, the union of its implementations' summaries (see
// localIfaceSummary), for the packages that call them.
func (s *state) exportIfaceFacts() {
	for tn := range irutil.DeclaredTypes(s.pass.Pkg) {
		iface, ok := tn.Type().Underlying().(*types.Interface)
		if !ok {
			continue
		}
		for m := range iface.ExplicitMethods() {
			if f := s.localIfaceSummary(m); f != nil && !f.empty() {
				s.pass.ExportObjectFact(m, f)
			}
		}
	}
}
