package results

import (
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
)

// A hand-rolled tool that returns the whole JSON-RPC response envelope
// answers its failures itself, in the envelope's "error" member, often
// through a helper of the package:
//
//	func (s *srv) fail(id any, code int, msg string) *response {
//		return &response{ID: id, Error: &rpcError{Code: code, Message: msg}}
//	}
//	…
//	if err != nil {
//		return s.fail(id, -32603, "lookup failed")
//	}
//
// envelopeErrors reads those answers: each one a path of the return whose
// error is the JSON-RPC error object the envelope carries, a protocol
// answer with the code and message read at the calls.

// envelopeErrors returns the paths of the JSON-RPC errors that envelope v,
// returned by a tool of carrier CarrierEnvelope, can carry.
func (e *engine) envelopeErrors(v ssa.Value) []*ErrPath {
	var out []*ErrPath
	for _, f := range e.envelopeFailures(v, nil, 0) {
		w := f.wire
		w.CodeFrom, w.MessageFrom, w.DataFrom = nil, nil, nil
		out = append(out, &ErrPath{
			Fact: nilflow.NonNil, Err: f.err, Nature: NatureProtocol,
			Answer: &Protocol{Link: nilflow.Link{Value: f.err}, Wire: w},
		})
	}
	return out
}

// envelopeFailure is one JSON-RPC error object an envelope carries: its
// value where it is made, and what it is, with the code and message
// parameters of the helper v was read in left in CodeFrom and MessageFrom.
type envelopeFailure struct {
	err  ssa.Value
	wire nilflow.Wire
}

// envelopeFailures returns the failures envelope v of function fn can
// carry, through phis and the package's helpers.
func (e *engine) envelopeFailures(v ssa.Value, seen map[ssa.Value]bool, depth int) []envelopeFailure {
	if depth > maxDepth || seen[v] {
		return nil
	}
	if seen == nil {
		seen = map[ssa.Value]bool{}
	}
	seen[v] = true
	switch x := irutil.UnwrapInterface(v).(type) {
	case *ssa.Phi:
		var out []envelopeFailure
		for _, edge := range x.Edges {
			out = append(out, e.envelopeFailures(edge, seen, depth+1)...)
		}
		return out
	case *ssa.Alloc, *ssa.UnOp:
		if alloc := handlers.EnvelopeAlloc(x); alloc != nil {
			return e.envelopeAllocFailures(alloc)
		}
	case *ssa.Call:
		return e.helperEnvelopeFailures(x, depth)
	}
	return nil
}

// envelopeAllocFailures returns the failure envelope alloc carries when
// its "error" member is set to a value other than nil.
func (e *engine) envelopeAllocFailures(alloc *ssa.Alloc) []envelopeFailure {
	var out []envelopeFailure
	for member, st := range handlers.EnvelopeStores(alloc) {
		if c, ok := st.Val.(*ssa.Const); member != "error" || ok && c.IsNil() {
			continue
		}
		w, ok := nilflow.HandRolledWireOf(st.Val, e.versions)
		if !ok {
			w = nilflow.Wire{} // an error object of unknown make-up
		}
		out = append(out, envelopeFailure{err: st.Val, wire: w})
	}
	return out
}

// helperEnvelopeFailures returns the failures of the envelope a call of a
// package helper returns, the helper's code and message parameters read
// at the call.
func (e *engine) helperEnvelopeFailures(call *ssa.Call, depth int) []envelopeFailure {
	src := e.sourceOf(call.Common())
	if src == nil || e.busy[src] || handlers.WrappedParam(src) >= 0 {
		return nil
	}
	e.busy[src] = true
	defer delete(e.busy, src)
	args := call.Common().Args
	arg := func(p *ssa.Parameter) ssa.Value {
		if i := paramArg(src, p); i > 0 && i <= len(args) {
			return args[i-1]
		}
		return nil
	}
	var out []envelopeFailure
	for _, b := range src.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != 1 {
			continue
		}
		for _, f := range e.envelopeFailures(ret.Results[0], nil, depth+1) {
			w := f.wire
			codeArg, msgArg, dataArg := arg(w.CodeFrom), arg(w.MessageFrom), arg(w.DataFrom)
			if w.CodeFrom != nil && codeArg == nil {
				w.CodeKnown = false
			}
			w = w.AtCall(codeArg, msgArg, e.versions).DataAt(dataArg)
			// A helper passing its own parameter on: the next call up
			// reads it.
			if p, ok := codeArg.(*ssa.Parameter); ok {
				w.CodeFrom = p
			}
			if p, ok := msgArg.(*ssa.Parameter); ok {
				w.MessageFrom = p
			}
			if p, ok := irutil.UnwrapInterface(dataArg).(*ssa.Parameter); ok {
				w.DataFrom = p
			}
			out = append(out, envelopeFailure{err: f.err, wire: w})
		}
	}
	return out
}
