package nilflow

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/mcplint/mcplint/passes/irutil"
	"golang.org/x/tools/go/ssa"
)

// Link is one error an error value can hold, directly or wrapped.
type Link struct {
	// Value defines the error: never a phi node or an interface-to-interface
	// conversion.
	Value ssa.Value
	// Wrapper is the outermost wrapping call (fmt.Errorf with %w,
	// errors.Join, github.com/pkg/errors.Wrap, ...) the error is wrapped
	// in, or nil.
	Wrapper *ssa.CallCommon
	// Holder is the outermost value of a project error type (one with an
	// Unwrap method) that holds the error in a field, or nil.
	Holder ssa.Value
}

// Wrapped reports whether the error is wrapped in another one.
func (l Link) Wrapped() bool { return l.Wrapper != nil || l.Holder != nil }

// Chain returns the errors v can hold: its definitions (through phi nodes
// and interface conversions) and, for an error-wrapping call (as decided by
// isWrapper), the errors it wraps, recursively. A wrapping call appears
// itself too, unwrapped. The errors of a same-package helper are the ones
// its returns can give (the call itself is not a link); where the helper
// returns or wraps one of its parameters, the argument of the call is
// followed instead (a `wrap(err, op)` helper keeps its argument's nature).
// A value of a project error type with an Unwrap method holds the errors
// stored in its error fields.
func Chain(v ssa.Value, isWrapper func(*types.Func) bool) []Link {
	var out []Link
	type key struct {
		v   ssa.Value
		env *binding
	}
	seen := map[key]bool{}
	var walk func(v ssa.Value, wrapper *ssa.CallCommon, holder ssa.Value, env *binding, depth int)
	walk = func(v ssa.Value, wrapper *ssa.CallCommon, holder ssa.Value, env *binding, depth int) {
		if v == nil || seen[key{v, env}] || depth > 16 {
			return
		}
		seen[key{v, env}] = true
		for _, d := range Sources(v) {
			if arg, outer, ok := env.lookup(d); ok {
				walk(arg, wrapper, holder, outer, depth+1)
				continue
			}
			if inner, callee, ok := helperErrors(d, isWrapper); ok {
				call, _ := irutil.CallResult(d)
				var bound *binding // parameters stay links past maxBindings or in recursion
				if env.depth() < maxBindings && !env.binds(callee) {
					bound = &binding{fn: callee, call: call, outer: env}
				}
				for _, x := range inner {
					walk(x, wrapper, holder, bound, depth+1)
				}
				continue
			}
			out = append(out, Link{Value: d, Wrapper: wrapper, Holder: holder})
			if mi, ok := d.(*ssa.MakeInterface); ok && hasUnwrap(mi.X.Type()) {
				h := holder
				if h == nil {
					h = mi
				}
				for _, f := range errorFields(mi.X) {
					walk(f, wrapper, h, env, depth+1)
				}
				continue
			}
			call, ok := d.(*ssa.Call)
			if !ok {
				continue
			}
			fn := irutil.StaticFunc(call.Common())
			if fn == nil || !isWrapper(fn) {
				continue
			}
			w := wrapper
			if w == nil {
				w = call.Common()
			}
			for _, a := range WrappedArgs(call.Common(), fn) {
				walk(a, w, holder, env, depth+1)
			}
		}
	}
	walk(v, nil, nil, nil, 0)
	return out
}

// A binding maps the parameters of a helper Chain walks into to the
// arguments of the call it came from (outer is the caller's binding).
type binding struct {
	fn    *ssa.Function
	call  *ssa.Call
	outer *binding
}

// maxBindings bounds how many nested helpers Chain binds parameters in.
const maxBindings = 3

// depth returns how many helpers b binds.
func (b *binding) depth() int {
	n := 0
	for ; b != nil; b = b.outer {
		n++
	}
	return n
}

// binds reports whether b or an outer binding binds fn's parameters.
func (b *binding) binds(fn *ssa.Function) bool {
	for ; b != nil; b = b.outer {
		if b.fn == fn {
			return true
		}
	}
	return false
}

// lookup returns the argument parameter d of the innermost helper is bound
// to, and the binding the argument is to be read in.
func (b *binding) lookup(d ssa.Value) (ssa.Value, *binding, bool) {
	p, ok := d.(*ssa.Parameter)
	if b == nil || !ok || p.Parent() != b.fn {
		return nil, nil, false
	}
	i := slices.Index(b.fn.Params, p)
	args := b.call.Common().Args
	if i < 0 || i >= len(args) || b.fn.Signature.Variadic() && i == len(b.fn.Params)-1 {
		return nil, nil, false
	}
	return args[i], b.outer, true
}

// helperErrors returns the errors a call of a same-package helper d (its
// error result) can return, when d is one: the values its returns give on
// paths where they are not nil.
func helperErrors(d ssa.Value, isWrapper func(*types.Func) bool) ([]ssa.Value, *ssa.Function, bool) {
	call, idx := irutil.CallResult(d)
	if call == nil || call.Parent() == nil {
		return nil, nil, false
	}
	callee := call.Common().StaticCallee()
	if callee == nil || callee.Blocks == nil || callee.Pkg == nil || callee.Pkg != call.Parent().Pkg {
		return nil, nil, false
	}
	if obj, ok := callee.Object().(*types.Func); ok && isWrapper(obj) {
		return nil, nil, false
	}
	res := callee.Signature.Results()
	if idx >= res.Len() || !irutil.IsErrorType(res.At(idx).Type()) {
		return nil, nil, false
	}
	var out []ssa.Value
	for _, ret := range Returns(callee) {
		if idx >= len(ret.Results) {
			return nil, nil, false
		}
		if EncodingFailure(ret) {
			continue
		}
		for _, p := range AtReturn(ret, idx) {
			if p.Facts[0] != Nil {
				out = append(out, p.Values[0])
			}
		}
	}
	return out, callee, true
}

// hasUnwrap reports whether values of type t have an Unwrap method that
// returns an error or a slice of errors.
func hasUnwrap(t types.Type) bool {
	sel := types.NewMethodSet(t).Lookup(nil, "Unwrap")
	if sel == nil {
		return false
	}
	sig, ok := sel.Type().(*types.Signature)
	if !ok || sig.Params().Len() != 0 || sig.Results().Len() != 1 {
		return false
	}
	r := sig.Results().At(0).Type()
	if sl, ok := r.(*types.Slice); ok {
		r = sl.Elem()
	}
	return irutil.IsErrorType(r)
}

// errorFields returns the values stored into the error fields of the
// struct v points to (&T{Err: err}) or is (T{Err: err}).
func errorFields(v ssa.Value) []ssa.Value {
	addr := v
	if load, ok := v.(*ssa.UnOp); ok && load.Op == token.MUL {
		addr = load.X
	}
	alloc, ok := addr.(*ssa.Alloc)
	if !ok || alloc.Referrers() == nil {
		return nil
	}
	var out []ssa.Value
	for _, r := range *alloc.Referrers() {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok || fa.Referrers() == nil {
			continue
		}
		for _, rr := range *fa.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == fa && irutil.IsErrorType(st.Val.Type()) {
				out = append(out, st.Val)
			}
		}
	}
	return out
}

// Sources returns the definitions v can come from, looking through phi
// nodes, interface-to-interface conversions and type changes.
func Sources(v ssa.Value) []ssa.Value {
	var out []ssa.Value
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value)
	walk = func(v ssa.Value) {
		if v == nil || seen[v] {
			return
		}
		seen[v] = true
		switch x := v.(type) {
		case *ssa.Phi:
			for _, e := range x.Edges {
				walk(e)
			}
		case *ssa.ChangeInterface:
			walk(x.X)
		case *ssa.ChangeType:
			walk(x.X)
		default:
			out = append(out, v)
		}
	}
	walk(v)
	return out
}

// WrappedArgs returns the error arguments a wrapping call keeps in its
// chain: the %w operands of fmt.Errorf, every argument of errors.Join, and
// the error parameters of other wrappers (github.com/pkg/errors.Wrap and
// the like). A wrapper without error parameters (pkg/errors.Errorf) keeps
// none.
func WrappedArgs(c *ssa.CallCommon, fn *types.Func) []ssa.Value {
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return nil
	}
	args := c.Args
	switch {
	case fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Errorf":
		if len(args) != 2 {
			return nil
		}
		format, ok := args[0].(*ssa.Const)
		if !ok || format.Value == nil || format.Value.Kind() != constant.String {
			return nil
		}
		operands := varargs(args[1])
		var out []ssa.Value
		for _, i := range WrapVerbs(constant.StringVal(format.Value), len(operands)) {
			if operands[i] != nil {
				out = append(out, operands[i])
			}
		}
		return out
	case fn.Pkg() != nil && fn.Pkg().Path() == "errors" && fn.Name() == "Join":
		if len(args) != 1 {
			return nil
		}
		return varargs(args[0])
	}
	var out []ssa.Value
	for i := 0; i < sig.Params().Len() && i < len(args); i++ {
		if sig.Variadic() && i == sig.Params().Len()-1 {
			break
		}
		if irutil.IsErrorType(sig.Params().At(i).Type()) {
			out = append(out, args[i])
		}
	}
	return out
}

// varargs returns the values stored in a variadic argument slice built by
// the compiler, unwrapping their conversion to the element type; entries
// it cannot see are nil.
func varargs(v ssa.Value) []ssa.Value {
	out, _ := irutil.SliceElems(v)
	for i, val := range out {
		switch x := val.(type) {
		case *ssa.MakeInterface:
			out[i] = x.X
		case *ssa.ChangeInterface:
			out[i] = x.X
		}
	}
	return out
}

// WrapVerbs returns the operand indexes that %w verbs of a printf format
// with n operands consume. Formats with explicit argument indexes or '*'
// are not parsed: then every operand counts when the format has a %w.
func WrapVerbs(format string, n int) []int {
	if strings.ContainsAny(format, "*[") {
		if !strings.Contains(format, "%w") {
			return nil
		}
		all := make([]int, n)
		for i := range all {
			all[i] = i
		}
		return all
	}
	var out []int
	arg := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		for i < len(format) && strings.IndexByte("+-# 0123456789.", format[i]) >= 0 {
			i++
		}
		if i >= len(format) {
			break
		}
		if format[i] == '%' {
			continue
		}
		if format[i] == 'w' && arg < n {
			out = append(out, arg)
		}
		arg++
	}
	return out
}

// IsContextError reports whether v is a context's own error returned as it
// is: ctx.Err(), context.Cause(ctx), context.Canceled or
// context.DeadlineExceeded.
func IsContextError(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.Call:
		c := x.Common()
		if c.IsInvoke() {
			return c.Method.Name() == "Err" && irutil.IsContext(c.Value.Type())
		}
		fn := irutil.StaticFunc(c)
		if fn == nil || fn.Pkg() == nil {
			return false
		}
		if fn.Pkg().Path() == "context" && fn.Name() == "Cause" {
			return true
		}
		if fn.Name() == "Err" && len(c.Args) == 1 && irutil.IsContext(c.Args[0].Type()) {
			return true
		}
		if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil && fn.Name() == "Err" {
			// (*T).Err of a type implementing context.Context.
			return implementsContext(sig.Recv().Type())
		}
	case *ssa.UnOp:
		if x.Op != token.MUL {
			return false
		}
		g, ok := x.X.(*ssa.Global)
		if !ok || g.Pkg == nil || g.Pkg.Pkg.Path() != "context" {
			return false
		}
		return g.Name() == "Canceled" || g.Name() == "DeadlineExceeded"
	}
	return false
}

func implementsContext(t types.Type) bool {
	ms := types.NewMethodSet(t)
	for _, name := range []string{"Deadline", "Done", "Err", "Value"} {
		if ms.Lookup(nil, name) == nil {
			return false
		}
	}
	return true
}

// OnCancelledPath reports whether block b runs only when a context is
// done: it is dominated by the `case <-ctx.Done():` of a select, or by the
// true branch of `ctx.Err() != nil`. Whatever a handler returns there, no
// caller is waiting for it.
func OnCancelledPath(b *ssa.BasicBlock) bool {
	return irutil.DominatedBy(b, cancelCond)
}

// cancelCond reports whether cond having the given truth value means a
// context is done.
func cancelCond(cond ssa.Value, truth bool) bool {
	switch c := cond.(type) {
	case *ssa.UnOp:
		if c.Op == token.NOT {
			return cancelCond(c.X, !truth)
		}
	case *ssa.BinOp:
		if c.Op != token.EQL && c.Op != token.NEQ {
			return false
		}
		x, y := c.X, c.Y
		if _, ok := x.(*ssa.Const); ok {
			x, y = y, x
		}
		k, ok := y.(*ssa.Const)
		if !ok {
			return false
		}
		holds := (c.Op == token.EQL) == truth
		// ctx.Err() != nil
		if k.IsNil() && IsContextError(strip(x)) {
			return !holds
		}
		// select { case <-ctx.Done(): }: the select's chosen index == i.
		ex, ok := x.(*ssa.Extract)
		if !ok || ex.Index != 0 || !holds || k.Value == nil {
			return false
		}
		sel, ok := ex.Tuple.(*ssa.Select)
		if !ok {
			return false
		}
		i, ok := constant.Int64Val(constant.ToInt(k.Value))
		if !ok || i < 0 || int(i) >= len(sel.States) {
			return false
		}
		st := sel.States[i]
		if st.Dir != types.RecvOnly {
			return false
		}
		call, ok := st.Chan.(*ssa.Call)
		return ok && call.Common().IsInvoke() && call.Common().Method.Name() == "Done" &&
			irutil.IsContext(call.Common().Value.Type())
	}
	return false
}
