package results

import (
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
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
	return failurePaths(e.envelopeFailures(v, nil, 0))
}

// failurePaths returns the paths of the JSON-RPC errors fails describes:
// protocol answers with the code and message read at the calls.
func failurePaths(fails []envelopeFailure) []*ErrPath {
	var out []*ErrPath
	for _, f := range fails {
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
	return e.failuresAtCall(call, func(src *ssa.Function) []envelopeFailure {
		var out []envelopeFailure
		for _, b := range src.Blocks {
			if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(ret.Results) == 1 {
				out = append(out, e.envelopeFailures(ret.Results[0], nil, depth+1)...)
			}
		}
		return out
	})
}

// writtenFailures returns the failures a call of a package reply writer
// (a function returning nothing) writes: the envelopes it builds whose
// "error" member is set, itself or through another writer, its code and
// message parameters read at the call.
func (e *engine) writtenFailures(call *ssa.Call, depth int) []envelopeFailure {
	if depth > maxDepth {
		return nil
	}
	return e.failuresAtCall(call, func(src *ssa.Function) []envelopeFailure {
		if src.Signature.Results().Len() != 0 {
			return nil
		}
		var out []envelopeFailure
		for _, b := range src.Blocks {
			for _, instr := range b.Instrs {
				switch x := instr.(type) {
				case *ssa.Alloc:
					out = append(out, e.envelopeAllocFailures(x)...)
				case *ssa.Call:
					out = append(out, e.writtenFailures(x, depth+1)...)
				}
			}
		}
		return out
	})
}

// failuresAtCall returns the failures that roots finds in the package
// helper call calls, each with the helper's code, message and data
// parameters read at the call.
func (e *engine) failuresAtCall(call *ssa.Call, roots func(src *ssa.Function) []envelopeFailure) []envelopeFailure {
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
	for _, f := range roots(src) {
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
	return out
}

// writerReturns returns the exits of fn, a tool of carrier CarrierWriter
// (it writes its own response): each call of a package reply writer
// that can write a JSON-RPC error, at the call, its paths the errors it
// writes there. Its Ret is the return that ends the call's block, or the
// one its jumps lead to.
func (e *engine) writerReturns(fn *ssa.Function) []*Return {
	var out []*Return
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			fails := e.writtenFailures(call, 0)
			ret := returnAfter(b)
			if len(fails) == 0 || ret == nil {
				continue
			}
			out = append(out, &Return{Ret: ret, Pos: call.Pos(), ErrNil: true, OutAttached: sdk.False,
				Cancelled: nilflow.OnCancelledPath(b), Paths: failurePaths(fails)})
		}
	}
	return out
}

// returnAfter returns the return statement that ends block b, or the one
// its unconditional jumps lead to, or nil.
func returnAfter(b *ssa.BasicBlock) *ssa.Return {
	for range maxDepth {
		switch last := b.Instrs[len(b.Instrs)-1].(type) {
		case *ssa.Return:
			return last
		case *ssa.Jump:
			b = b.Succs[0]
		default:
			return nil
		}
	}
	return nil
}
