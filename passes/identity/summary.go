package identity

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// summary computes the summary of a function of the package: where each
// result derives from, the failure results of an authorization helper
// (whose only failing returns are governed by identity conditions), and
// the parameters it stores into the context.
func (s *state) summary(fn *ssa.Function) *FuncFact {
	if f, ok := s.sums[fn]; ok {
		return f // nil while in progress (recursion)
	}
	s.sums[fn] = nil
	res := fn.Signature.Results()
	results, rets := s.returned(fn, false)
	for i := range res.Len() {
		if isError(res.At(i).Type()) && results[i]&Decision != 0 && !s.everyFailureDecides(rets, i) {
			// A callee's denial among the function's other failures
			// (`if _, err := os.ReadFile(…); err != nil { return err }`
			// beside `return store.Get(ctx)`): its error is no decision.
			results[i] &^= Decision
		}
	}
	f := &FuncFact{Results: results}
	if !s.isHandler(fn) {
		if g, each := s.guardedFailures(fn, rets); g != 0 {
			for i := range res.Len() {
				if t := res.At(i).Type(); isError(t) || irutil.IsBool(t) || sdk.IsResultType(t, sdk.None) {
					f.Results[i] |= g
				}
			}
			if g.params() != 0 {
				f.Failures = each
			}
		}
	}
	f.Stores = s.stores(fn)
	f.Reads = s.keyReads(fn)
	s.sums[fn] = f
	return f
}

// generousSummary returns the sources of fn's results evaluated
// generously (see eval): a call's result derives from its arguments, so
// an identity that fn builds from what a store returns for the caller's
// key (`row, err := rv.St.KeyByHash(ctx, hash(raw))`) derives from the
// key. Summaries proper, and facts, stay strict.
func (s *state) generousSummary(fn *ssa.Function) []Src {
	if r, ok := s.gsums[fn]; ok {
		return r // nil while in progress (recursion)
	}
	s.gsums[fn] = nil
	out, _ := s.returned(fn, true)
	s.gsums[fn] = out
	return out
}

// returned returns where each of fn's results derives from over its
// returns, evaluated strictly or generously (see eval), and the returns.
func (s *state) returned(fn *ssa.Function, generous bool) ([]Src, []*ssa.Return) {
	res := fn.Signature.Results()
	out := make([]Src, res.Len())
	var rets []*ssa.Return
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != res.Len() {
			continue
		}
		rets = append(rets, ret)
		for i, r := range ret.Results {
			out[i] |= s.eval(r, generous)
			if _, isConst := r.(*ssa.Const); generous && !isConst && !isError(res.At(i).Type()) && !irutil.IsBool(res.At(i).Type()) {
				// What a resolver returns where it found the
				// credential (`for _, k := range keys { if k.Secret
				// == raw { return &Caller{…} } }`) derives from it.
				for _, c := range s.guards(ret.Block()) {
					out[i] |= s.eval(c.cond, true) &^ Decision
				}
			}
		}
	}
	return out, rets
}

// generousBeyond returns fn's generous results (generousSummary) when a
// value result derives generously from more (identity, or a parameter
// that may hold it) than f's strict one (a resolver returning what a
// store holds for the bearer token), else nil; errors and booleans
// aside, which decide nothing generously.
func (s *state) generousBeyond(fn *ssa.Function, f *FuncFact) []Src {
	gres := s.generousSummary(fn)
	res := fn.Signature.Results()
	out := make([]Src, len(gres))
	more := false
	for i, r := range gres {
		if t := res.At(i).Type(); isError(t) || irutil.IsBool(t) {
			continue
		}
		out[i] = r &^ Decision
		if out[i]&^f.Results[i] != 0 {
			more = true
		}
	}
	if !more {
		return nil
	}
	return out
}

// everyFailureDecides reports whether each error that fn's returns rets
// give as result i, where it is not nil, is a decision on identity (a
// denial of an authorization helper it calls), a missing credential's
// failure aside.
func (s *state) everyFailureDecides(rets []*ssa.Return, i int) bool {
	for _, ret := range rets {
		v := irutil.ReturnedValue(ret, i) // of a function with a defer, what this return stored
		if isNilConst(v) || !results.ErrMayBeNonNil(ret, i) || s.presenceFailure(ret) || recursive(ret, v) {
			continue
		}
		if s.eval(v, false)&Decision == 0 {
			return false
		}
	}
	return true
}

// recursive reports whether v, what ret returns, is the result of a call
// of ret's own function: it carries what the function's other returns do.
func recursive(ret *ssa.Return, v ssa.Value) bool {
	call, _ := irutil.CallResult(irutil.UnwrapInterface(v))
	return call != nil && call.Common().StaticCallee() == ret.Parent()
}

// presenceFailure reports whether ret is reached where a presence test
// of a credential or caller failed (`ti == nil`, `tok == ""`): a missing
// credential, no decision.
func (s *state) presenceFailure(ret *ssa.Return) bool {
	for _, c := range s.guards(ret.Block()) {
		if presenceTest(c.cond) && s.src(c.cond)&^Decision != 0 && s.failingSide(c) {
			return true
		}
	}
	return false
}

// guardedFailures returns the identity of the conditions governing fn's
// failing returns when there are some and all are governed by one, else 0,
// and what governs each of those returns.
func (s *state) guardedFailures(fn *ssa.Function, rets []*ssa.Return) (Src, []Src) {
	model := map[*ssa.Return]bool{}
	for _, r := range s.model.ReturnsOf(fn) {
		if allIsError(r) {
			model[r.Ret] = true
		}
	}
	res := fn.Signature.Results()
	var out Src
	var each []Src
	failing := 0
	for _, ret := range rets {
		fails := model[ret]
		for i := range ret.Results {
			v, t := irutil.ReturnedValue(ret, i), res.At(i).Type()
			if isError(t) && i == res.Len()-1 && results.ErrMayBeNonNil(ret, i) || irutil.IsBool(t) && isFalse(v) {
				fails = true
			}
		}
		if !fails {
			continue
		}
		if s.failsClosed(ret) {
			continue
		}
		var g, tested Src
		presence := false
		for _, c := range s.guards(ret.Block()) {
			tested |= s.src(c.cond).params()
			if presenceTest(c.cond) && s.src(c.cond)&^Decision != 0 {
				// Of a credential or caller, not of an argument; a
				// passed one excuses no later failure.
				presence = presence || s.failingSide(c)
				continue
			}
			// Past a passed decision, or a passed check of a
			// parameter (which may hold the caller), a failure is the
			// work's.
			if src := s.src(c.cond); !src.Decides() && src.params() == 0 || s.failingSide(c) {
				g |= src
			}
		}
		if g&^Decision == 0 {
			if presence {
				// Only a missing credential (`tok == ""`, no token
				// info): a resolver's failure, no decision on who the
				// caller is (the help's "identity getters and token
				// parsers"); the other failures decide.
				continue
			}
			return 0, nil
		}
		failing++
		out |= g
		each = append(each, g|tested) // with the parameters it tests for presence
	}
	if failing == 0 {
		return 0, nil
	}
	return out, each
}

// failsClosed reports whether ret, a failing return of a predicate, only
// answers false because a call failed (`roles, err := a.roles.Load(); if
// err != nil { return false }` before the role check): the predicate
// denies when it cannot decide, which says nothing against the decision
// its other false returns make. Only a bool verdict counts: a returned
// error may be the work's.
func (s *state) failsClosed(ret *ssa.Return) bool {
	res := ret.Parent().Signature.Results()
	verdict := false
	for i := range ret.Results {
		v, t := irutil.ReturnedValue(ret, i), res.At(i).Type()
		switch {
		case irutil.IsBool(t):
			verdict = verdict || isFalse(v)
		case isError(t):
			if results.ErrMayBeNonNil(ret, i) {
				return false
			}
		}
	}
	if !verdict {
		return false
	}
	checked := false
	for _, c := range s.guards(ret.Block()) {
		if !s.failingSide(c) {
			continue
		}
		if !callFailed(c.cond) || s.src(c.cond)&^Decision != 0 {
			return false
		}
		checked = true
	}
	return checked
}

// callFailed reports whether cond is `err != nil` for the error a call
// returned.
func callFailed(cond ssa.Value) bool {
	b, ok := cond.(*ssa.BinOp)
	if !ok || b.Op != token.NEQ {
		return false
	}
	x := b.X
	if isNilOrEmpty(x) {
		x = b.Y
	}
	if !isError(x.Type()) {
		return false
	}
	call, _ := irutil.CallResult(x)
	return call != nil
}

// presenceTest reports whether cond compares a value with nil or the
// empty string, or is the ok of a comma-ok getter (`token, ok :=
// extractBearer(h)`), or negates one of those.
func presenceTest(cond ssa.Value) bool {
	if u, ok := cond.(*ssa.UnOp); ok && u.Op == token.NOT {
		cond = u.X
	}
	if ex, ok := cond.(*ssa.Extract); ok {
		call, ok := ex.Tuple.(*ssa.Call)
		if !ok {
			return false
		}
		res := call.Call.Signature().Results()
		return res.Len() == 2 && ex.Index == 1 && irutil.IsBool(res.At(1).Type())
	}
	b, ok := cond.(*ssa.BinOp)
	return ok && (b.Op == token.EQL || b.Op == token.NEQ) && (isNilOrEmpty(b.X) || isNilOrEmpty(b.Y))
}

// isHandler reports whether fn is a tool handler (or has a handler's
// shape): its failures are answers, not authorization decisions.
func (s *state) isHandler(fn *ssa.Function) bool {
	if sdk.ShapeOf(fn.Signature) != sdk.NotHandler {
		return true
	}
	h := s.hres.Of(fn)
	return h != nil && h.ResultIndex >= 0
}

// stores lists the parameters fn stores into the context, under which key.
func (s *state) stores(fn *ssa.Function) []KeyParam {
	var out []KeyParam
	add := func(v ssa.Value, key string) {
		if key == "" {
			return
		}
		p := s.eval(v, true).params()
		for i := range maxParams {
			if p&Param(i) != 0 {
				kp := KeyParam{Param: i, Key: key}
				if !slices.Contains(out, kp) {
					out = append(out, kp)
				}
			}
		}
	}
	s.eachStore(fn, add)
	return out
}

// keyReads returns the parameters of fn (receiver first) that fn hands
// to ctx.Value as the key, directly or through an accessor of the
// package, when fn has a result that is neither an error nor a bool.
func (s *state) keyReads(fn *ssa.Function) []int {
	valued := false
	for v := range fn.Signature.Results().Variables() {
		if !isError(v.Type()) && !irutil.IsBool(v.Type()) {
			valued = true
		}
	}
	if !valued {
		return nil
	}
	var out []int
	param := func(v ssa.Value) {
		p, ok := irutil.UnwrapInterface(v).(*ssa.Parameter)
		if !ok || p.Parent() != fn {
			return
		}
		if i := slices.Index(fn.Params, p); i >= 0 && !slices.Contains(out, i) {
			out = append(out, i)
		}
	}
	for _, call := range irutil.Calls([]*ssa.Function{fn}) {
		c := call.Common()
		if key, ok := contextRead(c); ok {
			param(key)
			continue
		}
		if c.IsInvoke() {
			continue
		}
		sfn, obj := irutil.StaticCallee(c)
		if sfn == fn {
			continue
		}
		if sum := s.summaryOf(sfn, obj); sum != nil {
			for _, p := range sum.Reads {
				if p < len(c.Args) {
					param(c.Args[p])
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

// eachStore calls f for each value fn stores into the context, with its
// key: context.WithValue(ctx, key, v), or a setter's parameter.
func (s *state) eachStore(fn *ssa.Function, f func(v ssa.Value, key string)) {
	for _, call := range irutil.Calls([]*ssa.Function{fn}) {
		c := call.Common()
		sfn, obj := irutil.StaticCallee(c)
		if obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == "context" && obj.Name() == "WithValue" && len(c.Args) == 3 {
			f(c.Args[2], keyID(c.Args[1]))
			continue
		}
		if key, val, ok := contextStore(c); ok {
			f(val, keyID(key))
			continue
		}
		if sfn == fn {
			continue
		}
		if sum := s.summaryOf(sfn, obj); sum != nil {
			for _, kp := range sum.Stores {
				if kp.Param < len(c.Args) {
					f(c.Args[kp.Param], kp.Key)
				}
			}
		}
	}
}

func isFalse(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.Value != nil && c.Value.Kind() == constant.Bool && !constant.BoolVal(c.Value)
}

// keyID names a context key value (see KeysFact), or "".
func keyID(v ssa.Value) string {
	v = irutil.UnwrapInterface(v)
	switch x := v.(type) {
	case *ssa.Const:
		val := "zero"
		if x.Value != nil {
			val = x.Value.ExactString()
		}
		return "C:" + types.TypeString(x.Type(), nil) + "=" + val
	case *ssa.UnOp:
		if g, ok := x.X.(*ssa.Global); ok && g.Pkg != nil {
			return "G:" + g.Pkg.Pkg.Path() + "." + g.Name()
		}
	}
	if _, ok := types.Unalias(v.Type()).(*types.Named); ok {
		return "T:" + types.TypeString(v.Type(), nil)
	}
	return ""
}

// allIsError reports whether every value a return can produce is a
// result with isError set, as the return model evaluates it.
func allIsError(r *results.Return) bool {
	for _, v := range r.Values {
		if v.IsError != sdk.True {
			return false
		}
	}
	return len(r.Values) > 0
}
