package taint

import (
	"go/token"
	"go/types"
	"iter"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// A server may also build its API client per session, on the endpoint
// an exported function of its package is given by the command:
//
//	func RunHTTP(addr, baseURL string) error { // package server
//		… func(r *http.Request) *mcp.Server {
//			client := api.NewClientFor(baseURL, tokenOf(r))
//			Register(s, client) // → tools.RegisterDCIM(s, client)
//		} …
//	}
//	server.RunHTTP(addr, cfg.ResolveURL()) // package main
//
// The client parameter of the tools' registrar (clientParamIface) is
// then decided neither in the package that builds the client nor in the
// tools': the sink is forwarded again, naming the exported function and
// its endpoint parameter (endpointParamIface), and the package that
// calls that function with a configured endpoint decides it.

// endpointParamIface marks a PendingCall that stands for the errors of a
// dependency's API client built on the endpoint an exported function of
// the package is given as a parameter (Iface is the prefix, the
// function's full name, "#" and the parameter's index).
const endpointParamIface = "endpoint:"

// paramOf returns the exported top-level function whose parameter v is,
// through the variables closures capture and the same-package helpers
// every call of which hands the same parameter on, and its index; nil
// when it is none, or a call of the package passes it something else.
func (e *engine) paramOf(v ssa.Value, depth int) (*types.Func, int) {
	for ; depth < maxClientDepth; depth++ {
		switch x := v.(type) {
		case *ssa.FreeVar:
			if v = e.binding(x.Parent(), x); v == nil {
				return nil, 0
			}
			continue
		case *ssa.UnOp:
			switch x.X.(type) {
			case *ssa.Alloc, *ssa.FreeVar:
				if x.Op == token.MUL {
					v = x.X // a variable a closure captures: its cell
					continue
				}
			}
			return nil, 0
		case *ssa.Alloc:
			if v = irutil.OnlyStored(x); v == nil {
				return nil, 0
			}
			continue
		case *ssa.ChangeInterface:
			v = x.X // a narrower interface of the same value
			continue
		case *ssa.ChangeType:
			v = x.X // the same value under another named type
			continue
		case *ssa.Call:
			if a := trimmed(x); a != nil {
				v = a // strings.TrimSpace(baseURL): the same endpoint
				continue
			}
			return nil, 0
		case *ssa.Parameter:
			fn := x.Parent()
			args, _ := e.passedArgs(x)
			if len(args) == 0 {
				obj, ok := fn.Object().(*types.Func)
				if !ok || !obj.Exported() || fn.Parent() != nil {
					return nil, 0
				}
				return obj, slices.Index(fn.Params, x)
			}
			return agreedParam(args, func(a ssa.Value) (*types.Func, int) { return e.paramOf(a, depth+1) })
		}
		return nil, 0
	}
	return nil, 0
}

// agreedParam returns the exported function and parameter that of finds
// for every value of vals, when they all agree; nil otherwise.
func agreedParam(vals []ssa.Value, of func(ssa.Value) (*types.Func, int)) (*types.Func, int) {
	var reg *types.Func
	idx := 0
	for _, v := range vals {
		r, i := of(v)
		if r == nil || reg != nil && (r != reg || i != idx) {
			return nil, 0
		}
		reg, idx = r, i
	}
	return reg, idx
}

// paramIface names parameter i of the exported function fn in the Iface
// of a PendingCall: prefix, fn's full name, "#" and i.
func paramIface(prefix string, fn *types.Func, i int) string {
	return prefix + fn.FullName() + "#" + strconv.Itoa(i)
}

// paramArgs yields the argument that each call of this package of the
// function c names (see paramIface) gives its parameter.
func (e *engine) paramArgs(c PendingCall, prefix string) iter.Seq[ssa.Value] {
	return func(yield func(ssa.Value) bool) {
		rest, ok := strings.CutPrefix(c.Iface, prefix)
		name, idxText, found := strings.Cut(rest, "#")
		idx, err := strconv.Atoi(idxText)
		if !ok || !found || err != nil {
			return
		}
		for _, call := range irutil.Calls(e.funcs) {
			cc := call.Common()
			obj := irutil.StaticFunc(cc)
			if obj == nil || obj.Origin().FullName() != name || idx >= len(cc.Args) {
				continue
			}
			if !yield(irutil.UnwrapInterface(cc.Args[idx])) {
				return
			}
		}
	}
}

// clientEndpointParam returns the exported function and parameter whose
// endpoint the dependency client v was built on (api.NewClientFor(baseURL,
// token), baseURL that function's parameter), when every way v is built
// says so; nil otherwise.
func (e *engine) clientEndpointParam(v ssa.Value, depth int) (*types.Func, int) {
	if depth > maxClientDepth {
		return nil, 0
	}
	switch x := irutil.UnwrapInterface(v).(type) {
	case *ssa.FreeVar:
		return e.clientEndpointParam(e.binding(x.Parent(), x), depth+1)
	case *ssa.UnOp:
		if a, ok := x.X.(*ssa.Alloc); ok {
			return e.clientEndpointParam(irutil.OnlyStored(a), depth+1)
		}
		if fv, ok := x.X.(*ssa.FreeVar); ok {
			return e.clientEndpointParam(fv, depth+1)
		}
	case *ssa.Parameter:
		args, _ := e.passedArgs(x)
		return agreedParam(args, func(a ssa.Value) (*types.Func, int) { return e.clientEndpointParam(a, depth+1) })
	case *ssa.Extract:
		if call, ok := x.Tuple.(*ssa.Call); ok && x.Index == 0 {
			return e.constructedOnParam(call)
		}
	case *ssa.Call:
		return e.constructedOnParam(x)
	}
	return nil, 0
}

// constructedOnParam returns the exported function and parameter that
// call, a dependency's constructor, is given as its endpoint; nil
// otherwise.
func (e *engine) constructedOnParam(call *ssa.Call) (*types.Func, int) {
	obj := irutil.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || !e.dependencyPkg(obj.Pkg()) || !e.apiClientType(firstResult(call)) {
		return nil, 0
	}
	var reg *types.Func
	idx := 0
	eachArg(call.Common(), obj, func(a ssa.Value, pname string) bool {
		a = irutil.UnwrapInterface(a)
		switch {
		case endpointWord(pname) || endpointWord(obj.Name()):
			reg, idx = e.paramOf(a, 0)
		default:
			// An option of the dependency named like an endpoint
			// (gl.NewClient(token, gl.WithBaseURL(baseURL))).
			if oc, ok := a.(*ssa.Call); ok {
				if o := irutil.StaticFunc(oc.Common()); o != nil && o.Pkg() != nil && e.dependencyPkg(o.Pkg()) && endpointWord(o.Name()) && len(oc.Common().Args) > 0 {
					reg, idx = e.paramOf(irutil.UnwrapInterface(oc.Common().Args[0]), 0)
				}
			}
		}
		return reg == nil
	})
	return reg, idx
}

// resolveEndpointParams adds, for each call of this package of the
// exported function a pending sink's endpoint parameter belongs to, a
// flow into that sink when the call passes a configured endpoint, and
// forwards the sink when it passes a parameter of its own exported
// function.
func (e *engine) resolveEndpointParams(ps PendingSink, calls []PendingCall, add func(PendingSink, Taint)) {
	for _, c := range calls {
		for arg := range e.paramArgs(c, endpointParamIface) {
			if why := e.configured(arg, false, 0); why != "" {
				add(ps, e.label(Infra, c.Method, token.NoPos, endpointWhyPrefix+why+")"))
			} else if reg, i := e.paramOf(arg, 0); reg != nil {
				e.forwardClientParam(ps, PendingCall{Iface: paramIface(endpointParamIface, reg, i), Method: c.Method})
			}
		}
	}
}
