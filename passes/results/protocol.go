package results

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
)

// ProtocolErrorFact marks an exported function whose error result, on every
// path where it is not nil, is a protocol answer: a go-sdk *jsonrpc.Error
// (the same code on every path when the code is known) or an mcp-go URL
// elicitation error, possibly inside a project error type with Unwrap. A
// handler in another package that returns such a helper's error, such as
//
//	return nil, apierr.InvalidParams("q is required")
//
// sends that answer, not a tool failure.
type ProtocolErrorFact struct {
	// Wire describes the *jsonrpc.Error (Code valid when CodeKnown).
	Wire                       bool
	Code                       int64
	CodeKnown, Data, ErrorText bool
	// OtherErrText reports a message with the text of an error that is
	// not only that of reading the tool's arguments (see
	// [nilflow.Wire.OtherErrText]).
	OtherErrText bool
	// Wrapped reports that the *jsonrpc.Error is wrapped in another error
	// on some path (a go-sdk typed handler then sends isError text).
	Wrapped bool
	// Elicitation reports an mcp-go URL elicitation error.
	Elicitation bool
	// CodeArg and MessageArg, when not zero, are one more than the index
	// of the argument whose value is the code, and whose error's text is
	// the message (`MCPError(code int64, err error)`): each call decides.
	CodeArg, MessageArg int
}

// AFact marks ProtocolErrorFact as an analysis fact.
func (*ProtocolErrorFact) AFact() {}

func (f *ProtocolErrorFact) String() string {
	switch {
	case f.Elicitation:
		return "protocol error: URL elicitation"
	case f.Wrapped:
		return "protocol error: wrapped jsonrpc.Error"
	}
	return "protocol error: jsonrpc.Error"
}

// Protocol describes the protocol answer that link value v (a value of
// [nilflow.Chain]) is: a go-sdk *jsonrpc.Error ([nilflow.WireOf]), or the
// error of another package's helper that carries a [ProtocolErrorFact].
// wrapped reports that the helper may wrap it. elicitation reports an
// mcp-go URL elicitation error. It may be called from other analyzers,
// concurrently.
func (r *Result) Protocol(v ssa.Value) (w nilflow.Wire, wrapped, elicitation, ok bool) {
	if r.e == nil {
		return nilflow.Wire{}, false, false, false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.e.protocol(v)
}

// protocol is [Result.Protocol].
func (e *engine) protocol(v ssa.Value) (w nilflow.Wire, wrapped, elicitation, ok bool) {
	// Another package's helper first: its fact knows what the
	// *jsonrpc.Error it returns (errs.Internal(err)) is made of.
	f := e.protocolFact(irutil.UnwrapInterface(v))
	if f == nil {
		if w, ok := nilflow.WireOf(v, e.versions); ok {
			return w, false, false, true
		}
		if w, ok := nilflow.HandRolledWireOf(v, e.versions); ok {
			return w, false, false, true
		}
		if isElicitation(v) {
			return nilflow.Wire{}, false, true, true
		}
		return nilflow.Wire{}, false, false, false
	}
	if f.Elicitation {
		return nilflow.Wire{}, f.Wrapped, true, true
	}
	w = nilflow.Wire{Code: f.Code, CodeKnown: f.CodeKnown, Data: f.Data, FromErrText: f.ErrorText, OtherErrText: f.OtherErrText}
	if call, _ := irutil.CallResult(irutil.UnwrapInterface(v)); call != nil && (f.CodeArg > 0 || f.MessageArg > 0) {
		args := call.Common().Args
		arg := func(i int) ssa.Value {
			if i > 0 && i <= len(args) {
				return args[i-1]
			}
			return nil
		}
		w = w.AtCall(arg(f.CodeArg), arg(f.MessageArg), e.versions)
	}
	return w, f.Wrapped, false, true
}

// paramArg returns one more than the index of parameter p among fn's
// parameters (the receiver first, as a static call's arguments), or 0.
func paramArg(fn *ssa.Function, p *ssa.Parameter) int {
	for i, q := range fn.Params {
		if q == p && p != nil {
			return i + 1
		}
	}
	return 0
}

// isElicitation reports whether v is an mcp-go URL elicitation error.
func isElicitation(v ssa.Value) bool {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	return sdk.IsMCPGoURLElicitation(v.Type())
}

// protocolFact returns the ProtocolErrorFact of the other package's
// function whose error result v is.
func (e *engine) protocolFact(v ssa.Value) *ProtocolErrorFact {
	call, idx := irutil.CallResult(v)
	if call == nil {
		return nil
	}
	obj := irutil.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == e.pass.Pkg {
		return nil
	}
	sig, ok := obj.Type().(*types.Signature)
	if !ok || idx != sig.Results().Len()-1 {
		return nil
	}
	f := new(ProtocolErrorFact)
	if !e.pass.ImportObjectFact(obj.Origin(), f) {
		return nil
	}
	return f
}

// exportProtocolError exports a ProtocolErrorFact for fn, an exported
// function of the package, when its error result is always a protocol
// answer.
func (e *engine) exportProtocolError(fn *ssa.Function, obj *types.Func) {
	res := fn.Signature.Results()
	last := res.Len() - 1
	if last < 0 || !types.Identical(res.At(last).Type(), errorType) && !sdk.IsGoSDKWireError(res.At(last).Type()) {
		return // an error, or a go-sdk *jsonrpc.Error a helper builds (MCPError(code, err))
	}
	var f *ProtocolErrorFact
	agree := func(chain []nilflow.Link) bool {
		for _, l := range chain {
			w, wrapped, elicit, ok := e.protocol(l.Value)
			if !ok {
				continue
			}
			g := &ProtocolErrorFact{Wire: !elicit, Code: w.Code, CodeKnown: w.CodeKnown, Data: w.Data,
				ErrorText: w.FromErrText, OtherErrText: w.OtherErrText, Wrapped: wrapped || l.Wrapped(), Elicitation: elicit,
				CodeArg: paramArg(fn, w.CodeFrom), MessageArg: paramArg(fn, w.MessageFrom)}
			switch {
			case f == nil:
				f = g
			case f.Elicitation != g.Elicitation || f.CodeKnown != g.CodeKnown || f.Code != g.Code ||
				f.CodeArg != g.CodeArg || f.MessageArg != g.MessageArg:
				return false // different answers on different paths
			default:
				f.Wrapped = f.Wrapped || g.Wrapped
				f.Data = f.Data || g.Data
				f.ErrorText = f.ErrorText || g.ErrorText
				f.OtherErrText = f.OtherErrText || g.OtherErrText
			}
			return true
		}
		return false // a path with a plain error
	}
	if !e.everyErrorPath(fn, last, agree) {
		return
	}
	if f != nil {
		e.pass.ExportObjectFact(obj, f)
	}
}
