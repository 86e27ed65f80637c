package taint

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// A handler often tells its own errors from the rest before it shows one
// to the model:
//
//	if errors.Is(err, ErrNotFound) { return mcp.NewToolResultError(err.Error()), nil }
//	if strings.HasPrefix(err.Error(), "not found:") { … }
//	if apiErr, ok := client.AsAPIError(err); ok && apiErr.Status == 403 { … }
//
// The error that reaches the branch is then one the module made, not the
// driver error that another return of the same helper wraps
// (`fmt.Errorf("db: get: %w", err)`). Each label knows, where it can, two
// things of the value that carries it: the constant text it starts with
// (Label.Prefix, set by a format with a constant start) and whether it is
// an error that wraps no error variable of the module (Label.NoSentinel,
// true at a source). Operations that keep an error's text and chain keep
// them (conversions, loads, Error(), errors.New, a summary's own labels);
// formatting sets them; every other operation clears the prefix, and a
// call given an error variable of the module, or a summary's parameter
// passed through, clears NoSentinel. In a block that only runs when such
// a test holds, the labels of the tested value that the test rules out
// are dropped from every value: errors.Is(x, V), V an error variable of
// the module, rules out a label whose carrier wraps no such variable
// (unless the module declares an Is method, which can match anything);
// err == V (a case of `switch err`, also one listing several variables)
// rules out every label of err: it is V;
// strings.HasPrefix(s, C) rules out a label whose carrier starts with a
// text that is not a prefix of C and of which C is not a prefix;
// errors.As(x, &t), t of an opaque error type of the module (or a helper
// of the module that reports it), rules out infrastructure error text.

// gate is one test that the execution of a block implies.
type gate struct {
	subject  ssa.Value // the tested error or text
	sentinel bool      // errors.Is(subject, a variable of the module)
	prefix   string    // strings.HasPrefix(subject, prefix), if not sentinel
	// opaque: errors.As(subject, &t) found an error of an opaque type of
	// the module (see opaqueModuleError), directly or through a helper
	// of the module (`apiErr, ok := client.AsAPIError(err); ok`).
	opaque bool
	// exact: the subject equals an error variable of the module
	// (`err == ErrNotFound`, a case of `switch err`): it is that value.
	exact bool
}

// errGated drops from t the labels that the gates of v's block rule out.
func (e *engine) errGated(st *state, v ssa.Value, t Taint) Taint {
	instr, ok := v.(ssa.Instruction)
	if !ok || instr.Block() == nil || len(t.Labels) == 0 {
		return t
	}
	gates := e.gatesOf(instr.Block())
	if len(gates) == 0 {
		return t
	}
	for _, g := range gates {
		tested := map[Label]Label{}
		for _, l := range e.taint(st, g.subject).Labels {
			tested[l.unshaped()] = l
		}
		t = t.Filter(func(l Label) bool {
			s, ok := tested[l.unshaped()]
			return !ok || !g.rulesOut(s)
		})
	}
	return t
}

// rulesOut reports whether the gate cannot hold when its subject carries
// label l (as the subject has it).
func (g gate) rulesOut(l Label) bool {
	if g.exact {
		return true
	}
	if g.opaque {
		return l.Kind == Infra
	}
	if g.sentinel {
		return l.NoSentinel
	}
	return l.Prefix != "" && !strings.HasPrefix(l.Prefix, g.prefix) && !strings.HasPrefix(g.prefix, l.Prefix)
}

// gatesOf returns the gates that dominate b: the tests on whose outcome
// the edges leading to b depend.
func (e *engine) gatesOf(b *ssa.BasicBlock) []gate {
	if gs, ok := e.gates[b]; ok {
		return gs
	}
	var gs []gate
	for cond, truth := range irutil.DominatingConds(b) {
		if g, ok := e.gateOf(cond, truth); ok {
			gs = append(gs, g)
		}
	}
	for cur := b; cur != nil; cur = cur.Idom() {
		if g, ok := e.sentinelCase(cur); ok {
			gs = append(gs, g)
		}
	}
	e.gates[b] = gs
	return gs
}

// sentinelCase returns the gate of block b entered only from tests that
// one value equals one of several error variables of the module: a case
// listing several sentinels (`case ErrA, ErrB:` of `switch err`), or an
// || of such comparisons.
func (e *engine) sentinelCase(b *ssa.BasicBlock) (gate, bool) {
	if len(b.Preds) < 2 {
		return gate{}, false
	}
	var subject ssa.Value
	for _, from := range b.Preds {
		if len(from.Succs) != 2 || from.Succs[0] == from.Succs[1] || len(from.Instrs) == 0 {
			return gate{}, false
		}
		iff, ok := from.Instrs[len(from.Instrs)-1].(*ssa.If)
		if !ok {
			return gate{}, false
		}
		g, ok := e.equalsSentinel(iff.Cond, from.Succs[0] == b)
		if !ok || subject != nil && g.subject != subject {
			return gate{}, false
		}
		subject = g.subject
	}
	return gate{subject: subject, exact: true}, true
}

// equalsSentinel returns the gate of cond with the given truth when it
// says a value equals an error variable of the module.
func (e *engine) equalsSentinel(cond ssa.Value, truth bool) (gate, bool) {
	b, ok := cond.(*ssa.BinOp)
	if !ok || !(b.Op == token.EQL && truth || b.Op == token.NEQ && !truth) {
		return gate{}, false
	}
	switch {
	case e.moduleSentinel(b.Y) && irutil.IsErrorType(b.X.Type()):
		return gate{subject: b.X, exact: true}, true
	case e.moduleSentinel(b.X) && irutil.IsErrorType(b.Y.Type()):
		return gate{subject: b.Y, exact: true}, true
	}
	return gate{}, false
}

// gateOf recognizes a condition that, with the given truth, is a gate.
func (e *engine) gateOf(cond ssa.Value, truth bool) (gate, bool) {
	if u, ok := cond.(*ssa.UnOp); ok && u.Op == token.NOT {
		return e.gateOf(u.X, !truth)
	}
	if g, ok := e.equalsSentinel(cond, truth); ok {
		return g, true
	}
	if x, ok := cond.(*ssa.Extract); ok && truth && x.Index == 1 {
		if call, ok := x.Tuple.(*ssa.Call); ok && e.asHelper(call.Common()) {
			return gate{subject: call.Common().Args[0], opaque: true}, true
		}
	}
	call, ok := cond.(*ssa.Call)
	if !ok || !truth {
		return gate{}, false
	}
	fn := call.Common().StaticCallee()
	if fn == nil || fn.Pkg == nil || len(call.Common().Args) != 2 {
		return gate{}, false
	}
	args := call.Common().Args
	switch fn.Pkg.Pkg.Path() + "." + fn.Name() {
	case "errors.Is":
		if e.moduleSentinel(args[1]) {
			return gate{subject: args[0], sentinel: true}, true
		}
	case "errors.As":
		if pt, ok := irutil.UnwrapInterface(args[1]).Type().Underlying().(*types.Pointer); ok && e.opaqueModuleError(pt.Elem()) {
			return gate{subject: args[0], opaque: true}, true
		}
	case "strings.HasPrefix":
		if c, ok := args[1].(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String {
			if p := constant.StringVal(c.Value); p != "" {
				return gate{subject: args[0], prefix: p}, true
			}
		}
	}
	return gate{}, false
}

// asHelper reports whether c calls a function of the module that tells
// whether its only argument, an error, is one of an opaque error type of
// the module, and returns it: func AsAPIError(err error) (*APIError, bool).
func (e *engine) asHelper(c *ssa.CallCommon) bool {
	fn := c.StaticCallee()
	if fn == nil || fn.Pkg == nil || !e.ownModule(fn.Pkg.Pkg.Path()) || len(c.Args) != 1 || !irutil.IsErrorType(c.Args[0].Type()) {
		return false
	}
	res := c.Signature().Results()
	return res.Len() == 2 && e.opaqueModuleError(res.At(0).Type()) && types.Identical(res.At(1).Type(), types.Typ[types.Bool])
}

// opaqueModuleError reports whether t is an error struct of the module
// that can hold no other error (holdsNoError) and has no Unwrap, Is or As
// method. Where errors.As finds one, the error is the module's own report
// (an API's status and message), which no infrastructure error's text is
// part of (short of errors.Join).
func (e *engine) opaqueModuleError(t types.Type) bool {
	if !e.holdsNoError(t) || !types.Implements(t, errorIface) && !types.Implements(types.NewPointer(t), errorIface) {
		return false
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	ms := types.NewMethodSet(types.NewPointer(t))
	for _, name := range []string{"Unwrap", "Is", "As"} {
		if ms.Lookup(nil, name) != nil {
			return false
		}
	}
	return true
}

// moduleSentinel reports whether v is the value of a package variable of
// the module (an error variable such as ErrNotFound) that errors.Is can
// only match in errors the module wrapped it in: no package of the
// variable's or of this package declares an Is method.
func (e *engine) moduleSentinel(v ssa.Value) bool {
	if !e.moduleVar(v) {
		return false
	}
	g := irutil.ReadGlobal(v)
	return !declaresIs(g.Pkg.Pkg) && !declaresIs(e.pass.Pkg)
}

// declaresIs reports whether pkg declares a method named Is, with which
// an error type can match any target.
func declaresIs(pkg *types.Package) bool {
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		if n, ok := types.Unalias(tn.Type()).(*types.Named); ok {
			for m := range n.Methods() {
				if m.Name() == "Is" {
					return true
				}
			}
		}
	}
	return false
}

// anySentinel reports whether one of args is a package variable of the
// module (an error variable, say): an error made from them may wrap it.
func (e *engine) anySentinel(args []ssa.Value) bool {
	for _, a := range args {
		if e.moduleVar(a) {
			return true
		}
		if _, ok := a.(*ssa.Slice); ok {
			// A variadic call's arguments, stored into its array.
			for _, x := range varargs(a) {
				if x != nil && e.moduleVar(x) {
					return true
				}
			}
		}
	}
	return false
}

// moduleVar reports whether v is a package variable of the module, read.
func (e *engine) moduleVar(v ssa.Value) bool {
	g := irutil.ReadGlobal(v)
	return g != nil && g.Pkg != nil && e.ownModule(g.Pkg.Pkg.Path())
}

// formatted gives the labels of a formatting call's result (fmt.Errorf,
// Sprintf, Sprint …) the shape of what it makes: the constant start of
// its format (none for the formats that start with a verb and the
// functions without a format), and an error that wraps no variable of the
// module unless one of its arguments is one.
func (e *engine) formatted(t Taint, format string, args []ssa.Value) Taint {
	if len(t.Labels) == 0 {
		return t
	}
	prefix, _, _ := strings.Cut(format, "%")
	sentinel := e.anySentinel(args)
	return t.mapLabels(func(l Label) Label {
		l.Prefix = prefix
		l.NoSentinel = l.NoSentinel && !sentinel
		return l
	})
}

// reshaped clears what a call other than formatting may change in the
// labels of its results: the start of the text always (keepPrefix false),
// and NoSentinel when the call is given a variable of the module.
func (e *engine) reshaped(t Taint, args []ssa.Value, keepPrefix bool) Taint {
	if len(t.Labels) == 0 {
		return t
	}
	sentinel := e.anySentinel(args)
	return t.mapLabels(func(l Label) Label {
		if !keepPrefix {
			l.Prefix = ""
		}
		l.NoSentinel = l.NoSentinel && !sentinel
		return l
	})
}

// unshaped returns l without what it knows of its carrier: the source.
func (l Label) unshaped() Label {
	l.Prefix, l.NoSentinel = "", false
	return l
}

// mapLabels returns t with f applied to each label.
func (t Taint) mapLabels(f func(Label) Label) Taint {
	if len(t.Labels) == 0 {
		return t
	}
	ls := make([]Label, len(t.Labels))
	for i, l := range t.Labels {
		ls[i] = f(l)
	}
	t.Labels = dedup(ls)
	return t
}

// unknownShape returns t with nothing known of the labels' carriers.
func unknownShape(t Taint) Taint {
	return t.mapLabels(Label.unshaped)
}

// noPrefix returns t with no label's start known.
func noPrefix(t Taint) Taint {
	return t.mapLabels(func(l Label) Label { l.Prefix = ""; return l })
}
