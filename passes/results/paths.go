package results

import (
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
)

// ErrPath is one way the error reaches a return statement ([nilflow.AtReturn]):
// whether it is nil there and, when it may not be, what it is and what
// reaches the wire.
type ErrPath struct {
	// Fact is the error's nil-ness on this path.
	Fact nilflow.Fact
	// Err is the error's definition on this path. The fields below
	// describe it when Fact is not nilflow.Nil.
	Err ssa.Value
	// Chain lists the errors Err can hold, directly or wrapped
	// ([nilflow.Chain] with the SDKs' and error libraries' wrappers).
	Chain []nilflow.Link
	// Protocols are the links of Chain that are protocol answers, in
	// chain order.
	Protocols []Protocol
	// Answer is the protocol answer the SDK passes through as it is, or
	// nil: the first of Protocols, except that a go-sdk typed handler
	// passes only an unwrapped *jsonrpc.Error through (see [SDKTyped]).
	Answer *Protocol
	// Nature is what the error is.
	Nature Nature
	// Origin is what the error is the failure of (tool work or the
	// server's own failure).
	Origin nilflow.Origin
}

// Protocol is a protocol answer held by an error: a go-sdk *jsonrpc.Error
// (built here or by another package's helper, [ProtocolErrorFact]) or an
// mcp-go URL elicitation error.
type Protocol struct {
	nilflow.Link
	// Wire describes the *jsonrpc.Error.
	Wire nilflow.Wire
	// HelperWrapped reports that the other package's helper that returns
	// it may wrap it.
	HelperWrapped bool
	// Elicitation reports an mcp-go URL elicitation error.
	Elicitation bool
}

// Wrapped reports whether the answer is, or may be, wrapped in another
// error.
func (p *Protocol) Wrapped() bool { return p.Link.Wrapped() || p.HelperWrapped }

// Nature is what a non-nil error returned on one path is, in the order the
// model decides it.
type Nature uint8

// Natures.
const (
	// NatureFailure is a failure of the tool's work: the handler's error
	// routing (sdk.Routing) decides where it goes.
	NatureFailure Nature = iota
	// NatureDelegate is the error of another handler whose results this
	// one returns, or of a function handed to a pass-through adapter (a
	// tool of its own): it is evaluated there.
	NatureDelegate
	// NatureProtocol is a protocol answer that reaches the wire as it is
	// ([ErrPath.Answer]).
	NatureProtocol
	// NatureContext is a context's own error: nobody is waiting for the
	// answer.
	NatureContext
	// NatureInternal is the server's own failure ([nilflow.Origin]): what
	// JSON-RPC -32603 is for.
	NatureInternal
	// NatureNoError is the error of a call that never returns one: a
	// result constructor's marshalling error, or a helper whose error is
	// always nil ([Result.NeverFails]).
	NatureNoError
)

func (n Nature) String() string {
	switch n {
	case NatureDelegate:
		return "delegate"
	case NatureProtocol:
		return "protocol"
	case NatureContext:
		return "context"
	case NatureInternal:
		return "internal"
	case NatureNoError:
		return "no error"
	}
	return "failure"
}

// SDKTyped reports whether h is a go-sdk typed handler whose errors the SDK
// itself routes: a plain error becomes an isError result, and only an
// unwrapped *jsonrpc.Error passes through as a JSON-RPC error.
func SDKTyped(h *handlers.Handler, v sdk.Versions) bool {
	return h != nil && h.Kind == sdk.GoSDKTyped && h.Routing == h.Kind.ErrorRouting(v) && !h.Via.Middleware
}

// errPaths evaluates the paths of the error with index errIdx at ret, a
// return of handler h (nil for another function).
func (e *engine) errPaths(h *handlers.Handler, ret *ssa.Return, errIdx int) []*ErrPath {
	typed := SDKTyped(h, e.versions)
	var out []*ErrPath
	for _, p := range nilflow.AtReturn(ret, errIdx) {
		out = append(out, e.errPath(typed, ret, p.Values[0], p.Facts[0]))
	}
	return out
}

// errPath describes error value err, with nil-ness fact, returned by ret
// (nil: not at a return; its origin is then taken to be the tool's work).
// typed is [SDKTyped] of the handler.
func (e *engine) errPath(typed bool, ret *ssa.Return, err ssa.Value, fact nilflow.Fact) *ErrPath {
	ep := &ErrPath{Fact: fact, Err: err}
	if ep.Fact == nilflow.Nil || ep.Err == nil {
		return ep
	}
	ep.Chain = nilflow.Chain(ep.Err, e.isWrapper)
	for _, l := range ep.Chain {
		w, wrapped, elicitation, ok := e.protocol(l.Value)
		if ok {
			ep.Protocols = append(ep.Protocols, Protocol{Link: l, Wire: w, HelperWrapped: wrapped, Elicitation: elicitation})
		}
	}
	for i := range ep.Protocols {
		p := &ep.Protocols[i]
		if typed && p.Wrapped() {
			continue
		}
		// Of the answers on different paths (a helper returning -32602
		// for a missing argument and -32603 for a failed call), an
		// execution failure decides.
		if ep.Answer == nil || !p.Elicitation && p.Wire.ExecutionFailure() && !ep.Answer.Wire.ExecutionFailure() {
			ep.Answer = p
		}
	}
	if ret != nil {
		ep.Origin = nilflow.OriginOf(ret, ep.Err, e.isWrapper)
	}
	ep.Nature = e.nature(ep)
	if ep.Nature == NatureFailure && ret != nil && e.deadBranch(ret.Block()) {
		ep.Nature = NatureNoError
	}
	return ep
}

// deadBranch reports whether b runs only where the error of a call that
// never fails is non-nil (`out, err := a.buildPrompt(q); if err != nil {
// return nil, fmt.Errorf("analysis failed: %v", err) }` with buildPrompt
// returning nil errors only): no path reaches it.
func (e *engine) deadBranch(b *ssa.BasicBlock) bool {
	for cond, truth := range irutil.DominatingConds(b) {
		x, isNil, ok := irutil.NilTest(cond, truth)
		if !ok || isNil {
			continue
		}
		call, idx := irutil.CallResult(x)
		if call == nil || !irutil.IsErrorType(x.Type()) {
			continue
		}
		if callee := bodyOf(call.Common()); callee != nil && e.neverFails(callee, idx, 0) {
			return true
		}
	}
	return false
}

// ErrorAt describes error value err where instruction at of handler h
// uses it, outside a return (an error a deferred closure stores into the
// handler's result). It may be called from other analyzers, concurrently.
func (r *Result) ErrorAt(h *handlers.Handler, err ssa.Value, at ssa.Instruction) *ErrPath {
	if r.e == nil {
		return &ErrPath{Err: err}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.e.errPath(SDKTyped(h, r.e.versions), nil, err, nilflow.At(err, at.Block()))
}

// nature decides what the non-nil error of path p is.
func (e *engine) nature(p *ErrPath) Nature {
	call, idx := irutil.CallResult(p.Err)
	var callee *ssa.Function
	if call != nil {
		callee = bodyOf(call.Common())
	}
	if callee != nil && e.hs != nil {
		if dh := e.hs.Of(callee); dh != nil && (dh.ResultIndex >= 0 || dh.TextDelegate()) || e.hs.HandedOver(callee) {
			return NatureDelegate
		}
	}
	switch {
	case p.Answer != nil:
		return NatureProtocol
	case nilflow.IsContextError(p.Err):
		return NatureContext
	case p.Origin.Internal():
		return NatureInternal
	}
	if call != nil {
		if fn := irutil.StaticFunc(call.Common()); fn != nil {
			if _, ok := sdk.ResultConstructor(fn); ok {
				return NatureNoError
			}
		}
		if callee != nil && e.neverFails(callee, idx, 0) {
			return NatureNoError
		}
		// The handler kept in a record's field, called by an adapter:
		// what the package stores there decides.
		if f := handlerField(capturedValue(call.Common().Value)); callee == nil && f != nil && e.storedNeverFail(f, idx, 0) {
			return NatureNoError
		}
	}
	if phi, ok := p.Err.(*ssa.Phi); ok && e.phiNeverFails(phi, map[*ssa.Phi]bool{}) {
		// `res, err = fromCache(k)` on one branch, `fromStore(k)` on
		// the other, both never failing: tested after they merge.
		return NatureNoError
	}
	return NatureFailure
}

// phiNeverFails reports whether every value phi merges is a nil constant,
// the error of a call that never returns one, or such a phi.
func (e *engine) phiNeverFails(phi *ssa.Phi, seen map[*ssa.Phi]bool) bool {
	if seen[phi] {
		return true // a loop's merge: its other edges decide
	}
	if len(seen) > 8 {
		return false
	}
	seen[phi] = true
	for _, v := range phi.Edges {
		switch v := v.(type) {
		case *ssa.Const:
			if !v.IsNil() {
				return false
			}
		case *ssa.Phi:
			if !e.phiNeverFails(v, seen) {
				return false
			}
		default:
			if !e.callNeverFails(nil, nil, v, 0) {
				return false
			}
		}
	}
	return true
}

// ErrorsOf returns the errors result idx of fn, a function of the package,
// can return: on each path of each return where it is not surely nil, its
// definition. It returns nil when fn is not the package's or has a return
// without that result. It may be called from other analyzers, concurrently.
func (r *Result) ErrorsOf(fn *ssa.Function, idx int) []ssa.Value {
	if r.e == nil || fn == nil || fn.Pkg != r.e.pkg || fn.Blocks == nil {
		return nil
	}
	var out []ssa.Value
	for _, ret := range nilflow.Returns(fn) {
		if idx >= len(ret.Results) {
			return nil
		}
		for _, p := range nilflow.AtReturn(ret, idx) {
			if p.Facts[0] != nilflow.Nil {
				out = append(out, p.Values[0])
			}
		}
	}
	return out
}
