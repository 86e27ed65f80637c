package taint

import (
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// A server often wraps a dependency's API client in a type of its own,
// whose exported constructor takes the endpoint, and builds it in
// another package with its configuration:
//
//	func NewForge(url, token string) *Forge { // package remote
//		c, _ := forge.NewClient(url, forge.SetToken(token))
//		return &Forge{client: c}
//	}
//	func (f *Forge) Issues(repo string) ([]Issue, error) {
//		is, _, err := f.client.ListIssues(repo) // CtorEndpoint label
//		…
//	}
//	remote.NewForge(cfg.RemoteURL, cfg.Token) // package server
//
// The package of the type cannot tell where its constructor's callers
// point it: the errors of the client's methods get a CtorEndpoint label
// naming the type, which its methods' summaries carry, and the
// constructor a CtorEndpointFact naming the parameter. A package that
// calls the constructor with the server's configured endpoint, at every
// call, turns the label into an infrastructure label (resolveCtor).

// CtorEndpointFact marks a function that builds a value of struct type
// Type ("path.Name") whose field holds a dependency's HTTP API client
// built on the endpoint it is given as parameter Param (receiver first).
type CtorEndpointFact struct {
	Param int
	Type  string
}

// AFact marks CtorEndpointFact as an analysis fact.
func (*CtorEndpointFact) AFact() {}

func (f *CtorEndpointFact) String() string { return "constructor endpoint of " + f.Type }

// paramBuiltClient returns the name of the struct type of this package
// whose field root reads, when every client stored into that field is
// built on a parameter of a package-level function (ctorParams); "".
func (e *engine) paramBuiltClient(root ssa.Value) string {
	f := irutil.ReadField(root)
	if f == nil || f.Pkg() != e.pass.Pkg {
		return ""
	}
	owner := fieldOwner(root)
	if owner == nil || len(e.ctorParams(f)) == 0 {
		return ""
	}
	return typeKey(owner)
}

// fieldOwner returns the named struct type whose field v reads.
func fieldOwner(v ssa.Value) *types.TypeName {
	var x ssa.Value
	switch r := v.(type) {
	case *ssa.UnOp:
		fa, ok := r.X.(*ssa.FieldAddr)
		if !ok {
			return nil
		}
		x = fa.X
	case *ssa.Field:
		x = r.X
	default:
		return nil
	}
	if n, ok := types.Unalias(deref(x.Type())).(*types.Named); ok {
		return n.Origin().Obj()
	}
	return nil
}

func typeKey(tn *types.TypeName) string { return tn.Pkg().Path() + "." + tn.Name() }

// ctorParams returns the parameters of package-level functions that the
// clients stored into field f are built on (a dependency's constructor
// given one as its endpoint), or nil when some store is of anything
// else.
func (e *engine) ctorParams(f *types.Var) []*ssa.Parameter {
	if ps, ok := e.ctorParamMemo[f]; ok {
		return ps
	}
	var ps []*ssa.Parameter
	all := true
	for st := range irutil.FieldStores(e.funcs, f) {
		for _, v := range phiEdges(st.Val) {
			p := e.endpointParam(v)
			if p == nil {
				all = false
				break
			}
			if !slices.Contains(ps, p) {
				ps = append(ps, p)
			}
		}
	}
	if !all {
		ps = nil
	}
	e.ctorParamMemo[f] = ps
	return ps
}

// phiEdges returns the values a phi merges (a client built one way or
// another), or v.
func phiEdges(v ssa.Value) []ssa.Value {
	if phi, ok := v.(*ssa.Phi); ok {
		return phi.Edges
	}
	return []ssa.Value{v}
}

// endpointParam returns the parameter of a package-level function that
// client value v, a dependency's constructor call, is given as its
// endpoint (NewClient(url, …), WithBaseURL(url)), or nil.
func (e *engine) endpointParam(v ssa.Value) *ssa.Parameter {
	if ex, ok := v.(*ssa.Extract); ok && ex.Index == 0 {
		v = ex.Tuple
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return nil
	}
	obj := irutil.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || !e.dependencyPkg(obj.Pkg()) || !e.apiClientType(call.Type()) && !e.apiClientType(firstResult(call)) {
		return nil
	}
	var found *ssa.Parameter
	eachArg(call.Common(), obj, func(a ssa.Value, pname string) bool {
		a = irutil.UnwrapInterface(a)
		if endpointWord(pname) || endpointWord(obj.Name()) {
			if p := topParam(a); p != nil {
				found = p
				return false
			}
		}
		if opt, ok := a.(*ssa.Call); ok {
			o := irutil.StaticFunc(opt.Common())
			if o == nil || o.Pkg() == nil || !e.dependencyPkg(o.Pkg()) {
				return true
			}
			eachArg(opt.Common(), o, func(b ssa.Value, bname string) bool {
				if endpointWord(o.Name()) || endpointWord(bname) {
					if p := topParam(irutil.UnwrapInterface(b)); p != nil {
						found = p
						return false
					}
				}
				return true
			})
		}
		return found == nil
	})
	return found
}

// firstResult returns the type of the first result of call, a tuple's
// first element or the call's own type.
func firstResult(call *ssa.Call) types.Type {
	if t, ok := call.Type().(*types.Tuple); ok && t.Len() > 0 {
		return t.At(0).Type()
	}
	return call.Type()
}

// eachArg calls fn with each argument of c, a call of obj, and the name
// of its parameter (the elements of a variadic argument one by one),
// until fn returns false.
func eachArg(c *ssa.CallCommon, obj *types.Func, fn func(v ssa.Value, pname string) bool) {
	params := obj.Signature().Params()
	off := len(c.Args) - params.Len()
	for i, a := range c.Args {
		if i < off {
			continue // the receiver
		}
		vals := []ssa.Value{a}
		if obj.Signature().Variadic() && i-off == params.Len()-1 {
			vals = variadicElems(a, 0) // f(a, b) for f(xs ...T), or f(opts...)
		}
		for _, v := range vals {
			if v != nil && !fn(v, params.At(i-off).Name()) {
				return
			}
		}
	}
}

// variadicElems returns the elements the slice v given to a variadic
// parameter may hold: those of a literal (f(a, b)), and of a slice built
// by appending to one, on some branches or all (`opts :=
// []gl.ClientOptionFunc{}; if u != "" { opts = append(opts,
// gl.WithBaseURL(u)) }; gl.NewClient(token, opts...)`).
func variadicElems(v ssa.Value, depth int) []ssa.Value {
	if depth > 4 {
		return nil
	}
	if elems, ok := irutil.SliceElems(v); ok {
		return elems
	}
	switch x := v.(type) {
	case *ssa.Phi:
		var out []ssa.Value
		for _, edge := range x.Edges {
			if edge != x {
				out = append(out, variadicElems(edge, depth+1)...)
			}
		}
		return out
	case *ssa.Call:
		if b, ok := x.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" {
			var out []ssa.Value
			for _, a := range x.Call.Args {
				out = append(out, variadicElems(a, depth+1)...)
			}
			return out
		}
	}
	return nil
}

// topParam returns v when it is a parameter of a package-level
// function, or nil.
func topParam(v ssa.Value) *ssa.Parameter {
	p, ok := v.(*ssa.Parameter)
	if !ok || p.Parent() == nil || p.Parent().Parent() != nil {
		return nil
	}
	return p
}

// exportCtorEndpoints exports a CtorEndpointFact for each exported
// function of the package that builds a struct of the package holding a
// dependency's API client on an endpoint it is given: the function that
// builds the client, and those that pass it their own parameter
// (NewForge(url, token) calling NewForgeWithHTTPClient(url, token, nil)).
func (e *engine) exportCtorEndpoints() {
	facts := map[*ssa.Function]CtorEndpointFact{}
	for tn, f := range irutil.DeclaredFields(e.pass.Pkg) {
		if !e.apiClientType(f.Type()) {
			continue
		}
		for _, p := range e.ctorParams(f) {
			facts[p.Parent()] = CtorEndpointFact{Param: slices.Index(p.Parent().Params, p), Type: typeKey(tn)}
		}
	}
	if len(facts) == 0 {
		return
	}
	for changed := true; changed; {
		changed = false
		for _, fn := range e.funcs {
			if fn.Parent() != nil {
				continue
			}
			if _, done := facts[fn]; done {
				continue
			}
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					call, ok := instr.(*ssa.Call)
					if !ok {
						continue
					}
					callee := call.Common().StaticCallee()
					f, ok := facts[callee]
					if !ok || f.Param >= len(call.Common().Args) {
						continue
					}
					if p := topParam(call.Common().Args[f.Param]); p != nil && p.Parent() == fn {
						facts[fn] = CtorEndpointFact{Param: slices.Index(fn.Params, p), Type: f.Type}
						changed = true
					}
				}
			}
		}
	}
	for fn, f := range facts {
		if obj, ok := fn.Object().(*types.Func); ok && obj.Exported() {
			e.pass.ExportObjectFact(obj, &f)
		}
	}
}

// resolveCtor returns t with each CtorEndpoint label turned into an
// infrastructure label where this package calls the type's constructor
// with the server's configured endpoint (ctorWhy); the others are kept
// for the packages that import this one.
func (e *engine) resolveCtor(t Taint) Taint {
	if !hasKind(t, CtorEndpoint) {
		return t
	}
	out := t.Filter(func(l Label) bool { return l.Kind != CtorEndpoint })
	for _, l := range t.Labels {
		if l.Kind != CtorEndpoint {
			continue
		}
		if why := e.ctorWhy(l.Why); why != "" {
			l.Kind, l.Why = Infra, endpointWhyPrefix+why+")"
		}
		out = out.Union(Taint{Labels: []Label{l}})
	}
	return out
}

// ctorWhy says where the endpoint that this package gives the
// constructors of struct type key is configured, when it calls one and
// every call gives a configured endpoint; "" otherwise.
func (e *engine) ctorWhy(key string) string {
	if why, ok := e.ctorWhys[key]; ok {
		return why
	}
	why := ""
	for _, fn := range e.funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(*ssa.Call)
				if !ok {
					continue
				}
				obj := irutil.StaticFunc(call.Common())
				if obj == nil || obj.Pkg() == nil || obj.Pkg() == e.pass.Pkg || !e.ownModule(obj.Pkg().Path()) {
					continue
				}
				var f CtorEndpointFact
				if !e.pass.ImportObjectFact(obj, &f) || f.Type != key || f.Param >= len(call.Common().Args) {
					continue
				}
				pname := ""
				if params := obj.Signature().Params(); f.Param < params.Len() && obj.Signature().Recv() == nil {
					pname = params.At(f.Param).Name()
				}
				w := e.configured(call.Common().Args[f.Param], false, 0)
				if w == "" || !endpointWord(pname) && !whyNamesEndpoint(w) {
					e.ctorWhys[key] = ""
					return "" // one call with another endpoint: not known
				}
				if why == "" {
					why = w
				}
			}
		}
	}
	e.ctorWhys[key] = why
	return why
}

// resolvedFact returns f, a fact of another package's function, with its
// results' CtorEndpoint labels resolved here (resolveCtor): a copy when
// any changes.
func (e *engine) resolvedFact(f *FuncFact) *FuncFact {
	var g *FuncFact
	for i, r := range f.Results {
		if !hasKind(r, CtorEndpoint) {
			continue
		}
		if g == nil {
			c := *f
			c.Results = slices.Clone(f.Results)
			g = &c
		}
		g.Results[i] = e.resolveCtor(r)
	}
	if g == nil {
		return f
	}
	return g
}
