package taint

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// passedFuncResults adds to out, the results of a call of a function of
// this package, the labels of the results of the functions passed to it
// that it calls and returns the results of unchanged: a helper that times
// or retries the function it is given,
//
//	func (c *Client) timed(op string, fn func() (map[string]any, error)) (map[string]any, error) {
//		out, err := fn()
//		c.observe(op, err)
//		return out, err
//	}
//	return c.timed("get", func() (map[string]any, error) { return c.doJSON(ctx, "GET", p) })
//
// or a decoder returning the error of the scan it is given as its own
// (`decodeItem(row.Scan)`). A function literal, a named function or a
// bound method value passed directly counts. A helper of another package
// counts by its FuncFact.Forwards.
func (e *engine) passedFuncResults(st *state, c *ssa.CallCommon, callee *ssa.Function, f *FuncFact, pos token.Pos, out []Taint) {
	local := callee.Pkg == e.pkg && callee.Blocks != nil
	if local && len(c.Args) != len(callee.Params) || !local && len(f.Forwards) == 0 {
		return
	}
	for k, a := range c.Args {
		if irutil.FuncValue(a) == nil {
			continue
		}
		var fwd []Forward
		if local {
			fwd = returnsCallOf(callee, k, callee.Params[k])
		} else {
			for _, fw := range f.Forwards {
				if fw.Param == k {
					fwd = append(fwd, fw)
				}
			}
		}
		if len(fwd) == 0 {
			continue
		}
		res := e.passedFuncLabels(st, a, pos)
		for _, fw := range fwd {
			if fw.Result < len(out) && fw.From < len(res) {
				out[fw.Result] = out[fw.Result].Union(res[fw.From])
			}
		}
	}
}

// passedFuncLabels returns, by result, the labels of what the function
// value a returns when called: a function or function literal passed as
// an argument by its summary, a bound method value of a dependency by
// what a call of the method on the bound receiver returns (a row's Scan
// carries its query's error); nil for another value.
func (e *engine) passedFuncLabels(st *state, a ssa.Value, pos token.Pos) []Taint {
	if mc, ok := a.(*ssa.MakeClosure); ok && len(mc.Bindings) == 1 {
		if fn, ok := mc.Fn.(*ssa.Function); ok && fn.Synthetic != "" {
			if obj, ok := fn.Object().(*types.Func); ok && obj.Pkg() != nil && obj.Pkg() != e.pass.Pkg {
				if out, ok := e.boundModel(st, mc.Bindings[0], obj, pos); ok {
					return out
				}
			}
		}
	}
	f := e.passedFuncSummary(a)
	if f == nil {
		return nil
	}
	out := make([]Taint, len(f.Results))
	for i, r := range f.Results {
		out[i] = r.OnlyLabels()
	}
	return out
}

// boundModel returns what a call of the dependency's method obj on recv
// returns by its model (sources.go), its other arguments zero; false
// when the method has no model.
func (e *engine) boundModel(st *state, recv ssa.Value, obj *types.Func, pos token.Pos) ([]Taint, bool) {
	m := e.pkg.Prog.FuncValue(obj)
	if m == nil {
		return nil, false
	}
	sig := obj.Signature()
	args := []ssa.Value{recv}
	for p := range sig.Params().Variables() {
		args = append(args, ssa.NewConst(nil, p.Type()))
	}
	out := make([]Taint, sig.Results().Len())
	if !e.model(st, &ssa.CallCommon{Value: m, Args: args}, obj, pos, out) {
		return nil, false
	}
	return out, true
}

// forwards returns what fn's FuncFact says of its function parameters
// (FuncFact.Forwards), nil when no result forwards one.
func forwards(fn *ssa.Function) []Forward {
	var out []Forward
	for k, p := range fn.Params {
		out = append(out, returnsCallOf(fn, k, p)...)
	}
	return out
}

// returnsCallOf returns which results of fn are, on some return, a
// result of a call of its function parameter p, the k-th: the same
// result, or the call's error as fn's error.
func returnsCallOf(fn *ssa.Function, k int, p *ssa.Parameter) []Forward {
	psig, ok := p.Type().Underlying().(*types.Signature)
	if !ok {
		return nil
	}
	var fwd []Forward
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		for i := range ret.Results {
			// Through a result slot too (a function with a defer).
			j, ok := resultOfCall(irutil.ReturnedValue(ret, i), p)
			if !ok || j >= psig.Results().Len() {
				continue
			}
			same := j == i || irutil.IsErrorType(psig.Results().At(j).Type()) && irutil.IsErrorType(fn.Signature.Results().At(i).Type())
			if fw := (Forward{Param: k, Result: i, From: j}); same && !slices.Contains(fwd, fw) {
				fwd = append(fwd, fw)
			}
		}
	}
	return fwd
}

// resultOfCall reports which result of a call of p v is, as it is or,
// for an error, wrapped by fmt.Errorf (`return "", fmt.Errorf("summarize
// failed: %w", err)`).
func resultOfCall(v ssa.Value, p *ssa.Parameter) (int, bool) {
	switch v := irutil.UnwrapInterface(v).(type) {
	case *ssa.Extract:
		call, ok := v.Tuple.(*ssa.Call)
		return v.Index, ok && call.Call.Value == p && !call.Call.IsInvoke()
	case *ssa.Call:
		if fn := irutil.StaticFunc(v.Common()); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Errorf" && len(v.Call.Args) == 2 {
			for _, op := range varargs(v.Call.Args[1]) {
				if ex, ok := irutil.UnwrapInterface(op).(*ssa.Extract); ok && irutil.IsErrorType(ex.Type()) {
					if j, ok := resultOfCall(ex, p); ok {
						return j, true
					}
				}
			}
			return 0, false
		}
		return 0, v.Call.Value == p && !v.Call.IsInvoke()
	}
	return 0, false
}

// fieldFuncResults adds to out, the results of a call of the function
// kept in a field of a struct the module declares (`v, err := t.run(ctx,
// r, table)` where every tool's record sets run to a literal), the labels
// of the kinds every function stored there returns: a table-driven
// registration's shared handler carries what its operations' errors
// carry. A field of this package must be unexported, or of package main:
// no other package stores into it. An exported field of another package
// carries the meet its package exported (exportFieldFacts), met with
// what this package stores there.
func (e *engine) fieldFuncResults(st *state, c *ssa.CallCommon, out []Taint) {
	f := irutil.ReadField(c.Value)
	if f == nil || f.Pkg() == nil {
		return
	}
	var m *FuncFact
	switch {
	case f.Pkg() == e.pass.Pkg:
		if f.Exported() && e.pass.Pkg.Name() != "main" {
			return
		}
		m = e.fieldMeet(f, nil)
	case f.Exported():
		theirs := new(FuncFact)
		if !e.pass.ImportObjectFact(f, theirs) {
			return
		}
		m = e.fieldMeet(f, theirs)
	}
	if m == nil {
		return
	}
	for i := range out {
		if i < len(m.Results) {
			out[i] = out[i].Union(e.instantiate(st, c, m.Results[i]))
		}
	}
}

// capturedFuncResults adds to out what c returns when c calls a function
// value that a closure captured from a parameter of its package-level
// function: the results of the functions this package's calls pass for
// that parameter. A registrar building one handler around each tool's
// function (`addTool(s, "count", func(ctx, in) (string, error) {…})`,
// the handler returning `produce(ctx, in)`'s error) shows each of them.
func (e *engine) capturedFuncResults(c *ssa.CallCommon, out []Taint) {
	vals, ok := irutil.CapturedValues(c.Value)
	if !ok {
		return
	}
	for _, v := range vals {
		p, ok := v.(*ssa.Parameter)
		if !ok {
			continue
		}
		args, ok := irutil.PassedArgs(e.funcs, p)
		if !ok {
			continue
		}
		if len(args) == 0 {
			// An exported registrar that other packages call: they
			// decide what the functions they pass carry (pending.go).
			e.pendingFuncParam(c, p, out)
			continue
		}
		for _, a := range args {
			if f := e.passedFuncSummary(a); f != nil {
				for i := range out {
					if i < len(f.Results) {
						out[i] = out[i].Union(f.Results[i].OnlyLabels())
					}
				}
			}
		}
	}
}

// passedFuncSummary returns the summary of the function value a, a
// function or a function literal passed as an argument, or a bound
// method value (st.countRuns: the method's); nil for another value.
func (e *engine) passedFuncSummary(a ssa.Value) *FuncFact {
	fn := irutil.FuncValue(a)
	if fn == nil {
		if ct, ok := a.(*ssa.ChangeType); ok {
			return e.boundSourceSummary(ct.X) // getter(c.Repos.Get)
		}
		return nil
	}
	obj, _ := fn.Object().(*types.Func)
	if fn.Synthetic != "" && obj != nil {
		if m := e.pkg.Prog.FuncValue(obj); m != nil {
			fn = m
		}
	}
	if f := e.calleeSummary(fn, obj); f != nil {
		return f
	}
	return e.boundSourceSummary(a)
}

// boundSourceSummary returns the summary of a, a method value bound to
// a client of infrastructure or of a dependency's API
// (`fetch(p.Buildinfo)`, p a Prometheus API), whose errors are that
// client's: nothing else summarizes a method of another module. Nil for
// any other value.
func (e *engine) boundSourceSummary(a ssa.Value) *FuncFact {
	mc, ok := a.(*ssa.MakeClosure)
	if !ok || len(mc.Bindings) != 1 {
		return nil
	}
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok || fn.Synthetic == "" {
		return nil
	}
	m, _ := fn.Object().(*types.Func)
	if m == nil || m.Pkg() == nil || !returnsError(m.Signature()) {
		return nil
	}
	pos := mc.Pos()
	t := e.grpcStubError(m, pos)
	if prefix, ok := e.cfg.infraPrefix(m.Pkg().Path()); ok && e.isInfra(prefix) && t.Empty() {
		t = e.label(Infra, "raw "+prefix+" error text from "+objName(m), pos, whyInfra(prefix))
	}
	if t.Empty() {
		t = e.clientError(mc.Bindings[0], m, pos)
	}
	if t.Empty() {
		return nil
	}
	res := m.Signature().Results()
	f := &FuncFact{Results: make([]Taint, res.Len())}
	setErrorResults(m.Signature(), f.Results, t)
	return f
}

// fieldMeet returns the meet of the summaries of the functions this
// package stores in field f, and of given (the declaring package's meet)
// if not nil; nil when a stored value is not a function of known
// summary, or nothing is stored.
func (e *engine) fieldMeet(f *types.Var, given *FuncFact) *FuncFact {
	var sums []*FuncFact
	if given != nil {
		sums = append(sums, given)
	}
	for st := range irutil.FieldStores(e.funcs, f) {
		val := st.Val
		if ct, ok := val.(*ssa.ChangeType); ok {
			val = ct.X // to the field's named function type
		}
		fn := irutil.FuncValue(val)
		if fn == nil {
			return nil // a value of unknown origin
		}
		obj, _ := fn.Object().(*types.Func)
		sum := e.calleeSummary(fn, obj)
		if sum == nil {
			return nil
		}
		sums = append(sums, sum)
	}
	sig, ok := f.Type().Underlying().(*types.Signature)
	if len(sums) == 0 || !ok {
		return nil
	}
	m := meet(sums, sig.Results())
	// Unlike an interface's implementations, the functions share the
	// field's parameters: what flows from a parameter in every one of
	// them (the client a dispatcher passes, whose key a request URL
	// carries) flows at the call.
	for i := range m.Results {
		if !irutil.IsErrorType(sig.Results().At(i).Type()) {
			continue
		}
		params, fields := ^uint64(0), sums[0].Results[i].Fields
		for _, sum := range sums {
			params &= sum.Results[i].Params
			fields = slices.DeleteFunc(slices.Clone(fields), func(pf ParamField) bool { return !slices.Contains(sum.Results[i].Fields, pf) })
		}
		m.Results[i].Params, m.Results[i].Fields = params, fields
	}
	return m
}

// exportFieldFacts exports, on each exported function-typed field of a
// struct type this package declares at package level that ends in an
// error (`type Tool struct { Handler func(ctx, args) (any, error) }`),
// the meet of the functions the package stores there: another package
// that calls the field (a dispatcher reading a registry of tool records)
// carries what they return. Fields of types declared in a function are
// not named in facts, under go vet as standalone.
func (e *engine) exportFieldFacts() {
	for f := range irutil.ExportedFields(e.pass.Pkg) {
		sig, ok := f.Type().Underlying().(*types.Signature)
		if !ok || sig.Results().Len() == 0 || !irutil.IsErrorType(sig.Results().At(sig.Results().Len()-1).Type()) {
			continue
		}
		if m := e.fieldMeet(f, nil); m != nil && !m.empty() {
			e.pass.ExportObjectFact(f, m)
		}
	}
}
