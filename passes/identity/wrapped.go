package identity

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A wrapper of the package that adapts a project tool function into an
// SDK handler may read the caller and hand it to the function:
//
//	func WrapTool(h ToolFunc) server.ToolHandlerFunc {
//		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			user := ctx.Value("user").(*User)
//			return h(ctx, user, req)
//		}
//	}
//
// A parameter of a tool function registered through it (`func
// deleteComment(ctx, u *User, req)`) then holds what the wrapper passes
// there: the caller, when that derives from identity.

// passedByWrapper returns what the wrappers of the package that adapt fn,
// a tool function (handlers.Provenance.Wrapper), pass as its parameter
// i, over their calls of a function of fn's signature; 0 when fn is no
// wrapped tool function.
func (s *state) passedByWrapper(fn *ssa.Function, i int) Src {
	h := s.hres.Of(fn)
	if h == nil || h.Via.Wrapper == "" {
		return 0
	}
	if fn.Signature.Recv() != nil {
		// A method value: its receiver comes first in SSA.
		if i == 0 {
			return 0
		}
		i--
	}
	var out Src
	for _, w := range s.funcs {
		if w.Parent() != nil || handlers.FuncName(w) != h.Via.Wrapper {
			continue
		}
		for _, anon := range w.AnonFuncs {
			for _, b := range anon.Blocks {
				for _, instr := range b.Instrs {
					call, ok := instr.(*ssa.Call)
					if !ok || call.Call.IsInvoke() || call.Call.StaticCallee() != nil {
						continue
					}
					// Identical ignores receivers.
					if !types.Identical(call.Call.Signature(), fn.Signature) || i >= len(call.Call.Args) {
						continue
					}
					out |= s.src(call.Call.Args[i]) &^ Decision
				}
			}
		}
	}
	return out
}

// A hand-rolled tools/call dispatcher may resolve the caller itself and
// hand it to the tool functions it calls:
//
//	key, ok := s.lookup(bearer(r))  // in the HTTP handler
//	…
//	case "list_items":
//		return s.listItems(req.ID, p.Arguments, key)
//
// A parameter of such a tool function (and of the dispatcher code in
// between, `s.handleToolsCall(ctx, req, key)`) then holds what every call
// of the package passes there, judged as the HTTP layer's values are
// (generously: a lookup of the bearer key finds the caller). The calls a
// tool function makes itself are not judged so: the helpers it gives the
// caller decide as helpers do (Result.DenialsGiven).

// passedByDispatcher returns what the package's calls of fn pass as its
// parameter i, when fn is a tool function a hand-rolled dispatcher calls
// or a function calling one, and every call, made outside the tools,
// passes a value deriving from identity; 0 otherwise. A context parameter
// is left to the identity keys.
func (s *state) passedByDispatcher(fn *ssa.Function, i int) Src {
	if fn.Parent() != nil || irutil.IsContext(fn.Params[i].Type()) || sdk.IsRawArguments(fn.Params[i].Type()) || !s.dispatched(fn) && !s.dispatches(fn) {
		return 0 // the context is left to the identity keys; the arguments are the model's
	}
	var args []ssa.Value
	for _, call := range irutil.Calls(s.funcs) {
		arg, ok := argFor(call.Common(), fn, i)
		if !ok {
			continue
		}
		if s.dispatched(call.Parent()) {
			return 0 // a tool calling another: not the HTTP layer
		}
		args = append(args, arg)
	}
	return everyArg(args, func(arg ssa.Value) Src { return s.eval(arg, true) & Kinds })
}

// everyArg returns the union of what src gives each of args, when there
// is one and src gives each a nonzero Src; 0 otherwise.
func everyArg(args []ssa.Value, src func(ssa.Value) Src) Src {
	var out Src
	for _, a := range args {
		x := src(a)
		if x == 0 {
			return 0
		}
		out |= x
	}
	return out
}

// callsFn reports whether c calls fn: statically, or through the method
// of an interface fn's receiver type implements (`t.Execute(ctx, args,
// caller)` on a tool looked up in the dispatcher's registry).
func callsFn(c *ssa.CallCommon, fn *ssa.Function) bool {
	if c.StaticCallee() == fn {
		return true
	}
	recv := fn.Signature.Recv()
	if !c.IsInvoke() || recv == nil || c.Method.Name() != fn.Name() {
		return false
	}
	iface, ok := c.Value.Type().Underlying().(*types.Interface)
	return ok && types.Implements(recv.Type(), iface)
}

// argFor returns the argument that call c passes as parameter i of fn
// (the receiver first), when c calls fn (callsFn).
func argFor(c *ssa.CallCommon, fn *ssa.Function, i int) (ssa.Value, bool) {
	if !callsFn(c, fn) {
		return nil, false
	}
	if c.IsInvoke() {
		i-- // the receiver is c.Value
	}
	if i < 0 || i >= len(c.Args) {
		return nil, false
	}
	return c.Args[i], true
}

// dispatched reports whether fn is a tool function that a hand-rolled
// dispatcher calls.
func (s *state) dispatched(fn *ssa.Function) bool {
	h := s.hres.Of(fn)
	return h != nil && h.Via.How == handlers.HowDispatched
}

// dispatches reports whether fn, not itself a tool, calls a tool function
// that a hand-rolled dispatcher calls (it is that dispatcher).
func (s *state) dispatches(fn *ssa.Function) bool {
	d, ok := s.dispatchers[fn]
	if !ok {
		d = s.hres.Of(fn) == nil && s.callsDispatched(fn)
		s.dispatchers[fn] = d
	}
	return d
}

// callsDispatched reports whether fn calls a tool function that a
// hand-rolled dispatcher calls, statically or through an interface the
// tool implements.
func (s *state) callsDispatched(fn *ssa.Function) bool {
	for _, call := range irutil.Calls([]*ssa.Function{fn}) {
		if callee := call.Common().StaticCallee(); callee != nil && s.dispatched(callee) {
			return true
		}
		if call.Common().IsInvoke() {
			for _, h := range s.hres.Handlers {
				if s.dispatched(h.Fn) && callsFn(call.Common(), h.Fn) {
					return true // through the registry's interface
				}
			}
		}
	}
	return false
}

// A server built per request may be given the caller, which the tools it
// registers capture:
//
//	mcp.NewStreamableHTTPHandler(func(r *http.Request) *mcp.Server {
//		u, _ := userFrom(r.Context())
//		s := mcp.NewServer(impl, nil)
//		registerTools(s, u)
//		return s
//	}, nil)
//
//	func registerTools(s *mcp.Server, u *User) {
//		mcp.AddTool(s, runTool, func(ctx, req, in) (…) {
//			if !u.IsAdmin { return nil, out{}, errAdminRequired }
//
// The handler's free variable u then holds what every call of
// registerTools passes there.

// capturedByTool returns what free variable fv of a tool handler (a
// function literal) holds: what it is bound to, and for a parameter of
// the function that makes the handler, what every call of the package
// passes there when each passes a value deriving from identity. It
// returns 0 for a free variable of any other function.
func (s *state) capturedByTool(fv *ssa.FreeVar, g bool) Src {
	if s.hres.Of(fv.Parent()) == nil {
		return 0
	}
	var out Src
	for _, b := range irutil.Bindings(fv) {
		if a, ok := b.(*ssa.Alloc); ok {
			if p, ok := irutil.OnlyStored(a).(*ssa.Parameter); ok {
				b = p // a parameter the closure captures: its cell
			}
		}
		p, ok := b.(*ssa.Parameter)
		if !ok {
			out |= s.eval(b, g) &^ Decision
			continue
		}
		out |= s.passedToParam(p, g, 0)
	}
	return out
}

// maxPassed bounds how many functions deep passedToParam follows a
// parameter handed on (`newServerForUser(u)` calling `registerTools(s, u)`).
const maxPassed = 3

// passedToParam returns what the package's calls of p's function pass as
// p, when there are some and every one passes a value deriving from
// identity (also through a parameter of the calling function that its
// own calls fill so); 0 otherwise. A context parameter is left to the
// identity keys.
func (s *state) passedToParam(p *ssa.Parameter, g bool, depth int) Src {
	if irutil.IsContext(p.Type()) || depth > maxPassed {
		return 0
	}
	args, ok := irutil.PassedArgs(s.funcs, p)
	if !ok {
		return 0
	}
	return everyArg(args, func(arg ssa.Value) Src {
		if q, ok := arg.(*ssa.Parameter); ok {
			if src := s.passedToParam(q, g, depth+1); src != 0 {
				return src
			}
		}
		return s.eval(arg, g) & Kinds
	})
}
