package taint

import (
	"go/token"
	"go/types"
	"slices"
	"strconv"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// A helper often takes what it scans as an interface, so that a row of
// QueryRow and a row of a Query loop share it:
//
//	func scanItem(row interface{ Scan(...any) error }) (Item, error) {
//		if err := row.Scan(&it.ID, &it.Name); err != nil {
//			return Item{}, fmt.Errorf("scan item: %w", err)
//		}
//		…
//	}
//	it, err := scanItem(s.pool.QueryRow(ctx, q, id))
//
// Inside the helper the method's error is nobody's; at the call, the
// argument's type says what it is. receiverErrors gives the error of such
// a call a Receiver label, which the summary carries to the callers, and
// instantiate replaces it with the label of the argument's method
// (resolveReceiver).

// receiverErrors labels the error results of c, an interface call whose
// receiver is a parameter of a package-level function (st.fn), with a
// Receiver label naming the method and the parameter.
func (e *engine) receiverErrors(st *state, c *ssa.CallCommon, out []Taint) {
	i := paramOf(st.fn, c.Value)
	if i < 0 {
		return
	}
	res := c.Signature().Results()
	for j := range out {
		if j < res.Len() && irutil.IsErrorType(res.At(j).Type()) {
			out[j] = out[j].Union(Taint{Labels: []Label{{Kind: Receiver, What: c.Method.Name(), Pos: strconv.Itoa(i)}}})
		}
	}
}

// resolveReceiver returns what a Receiver label of a callee's summary
// stands for at call c: the label of the named method of the argument's
// type, when an infrastructure package declares it (and it is not a row
// scan that names no host, see rowsOnly); a Receiver label of the
// caller's own parameter when the argument is one; nothing otherwise.
func (e *engine) resolveReceiver(st *state, c *ssa.CallCommon, l Label, pos token.Pos) Taint {
	i, err := strconv.Atoi(l.Pos)
	if err != nil || i >= len(c.Args) {
		return Taint{}
	}
	arg := irutil.UnwrapInterface(c.Args[i])
	if ct, ok := arg.(*ssa.ChangeType); ok {
		arg = irutil.UnwrapInterface(ct.X) // to an identical unnamed interface
	}
	if j := paramOf(st.fn, arg); j >= 0 && types.IsInterface(arg.Type()) {
		return Taint{Labels: []Label{{Kind: Receiver, What: l.What, Pos: strconv.Itoa(j)}}}
	}
	obj, _, _ := types.LookupFieldOrMethod(arg.Type(), true, nil, l.What)
	m, ok := obj.(*types.Func)
	if !ok || m.Pkg() == nil {
		return Taint{}
	}
	recv := namedOf(arg.Type())
	if rowsOnly(m.Pkg().Path(), recv, m.Name()) {
		return Taint{}
	}
	prefix, ok := e.infraPackage(m.Pkg().Path())
	if !ok || !e.isInfra(prefix) || prefix == "net" || prefix == "net/http" {
		return Taint{}
	}
	via := ""
	if callee := c.StaticCallee(); callee != nil {
		via = ", called by " + callee.Name()
	}
	return e.label(Infra, "raw "+prefix+" error text from "+objName(m)+via, pos, whyInfra(prefix))
}

// withReceivers returns the callee's own labels t at call c, its Receiver,
// URLParam and CtorEndpoint labels resolved (resolveReceiver,
// resolveURLParam, resolveCtor).
func (e *engine) withReceivers(st *state, c *ssa.CallCommon, t Taint) Taint {
	t = e.resolveCtor(t)
	if !hasKind(t, Receiver) && !hasKind(t, URLParam) {
		return t
	}
	out := t.Filter(func(l Label) bool { return l.Kind != Receiver && l.Kind != URLParam })
	for _, l := range t.Labels {
		switch l.Kind {
		case Receiver:
			out = out.Union(e.resolveReceiver(st, c, l, c.Pos()))
		case URLParam:
			out = out.Union(e.resolveURLParam(st, c, l))
		}
	}
	return out
}

// paramOf returns the index of v among the parameters of fn, a
// package-level function (whose calls a summary label of a parameter is
// resolved at), or -1 when v is no parameter of it.
func paramOf(fn *ssa.Function, v ssa.Value) int {
	p, ok := v.(*ssa.Parameter)
	if !ok || fn == nil || fn.Parent() != nil {
		return -1
	}
	return slices.Index(fn.Params, p)
}

// resolveURLParam returns what a URLParam label of a callee's summary
// stands for at call c: an infrastructure label when the URL passed is
// the server's configured endpoint or visibly leaks (urlWhy), named at
// the call; a URLParam label of the caller's own parameter when the
// URL's host comes from one; nothing otherwise (a URL the model gave, a
// constant one).
func (e *engine) resolveURLParam(st *state, c *ssa.CallCommon, l Label) Taint {
	i, err := strconv.Atoi(l.Pos)
	if err != nil || i >= len(c.Args) {
		return Taint{}
	}
	arg := c.Args[i]
	via := ""
	if callee := c.StaticCallee(); callee != nil {
		via = ", called by " + callee.Name()
	}
	if l.Why != "" {
		// A net address parameter (Why says what its error carries):
		// the server's infrastructure unless the call passes the
		// model's address.
		if fromModel(arg) || e.passedFromModel(arg) {
			return Taint{}
		}
		if j := paramOf(st.fn, arg); j >= 0 {
			return Taint{Labels: []Label{{Kind: URLParam, What: l.What, Pos: strconv.Itoa(j), Why: l.Why}}}
		}
		return e.label(Infra, l.What+via, c.Pos(), l.Why)
	}
	if why := e.urlWhy(arg); why != "" {
		return e.label(Infra, l.What+via, c.Pos(), why)
	}
	return e.baseParamLabel(st, e.urlBase(arg, 0), l.What, via)
}
