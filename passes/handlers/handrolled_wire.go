package handlers

import (
	"go/token"
	"go/types"
	"iter"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Some hand-rolled tools return no error and carry their call-tool result
// in another value than a result type: a map with "content" (and maybe
// "isError") keys that the dispatcher puts into its response's result
// member, or the whole JSON-RPC response envelope, whose result member
// holds such a map or result:
//
//	func toolFind(id json.RawMessage, args json.RawMessage) *response {
//		…
//		return &response{ID: id, Result: text("lookup failed: " + err.Error())}
//	}
//
// findSwitched lists them when a switch on the tool's name in the
// tools/call code calls them and sends what they return: the map as the
// response's result, the envelope as the reply.

// Carrier says how the value a tool returns carries its call-tool result.
type Carrier uint8

// Carriers.
const (
	// CarrierResult: the value is a call-tool result (SDK or hand-rolled
	// type).
	CarrierResult Carrier = iota
	// CarrierMap: the value is a map[string]any whose "content" and
	// "isError" keys are the result's.
	CarrierMap
	// CarrierEnvelope: the value is a JSON-RPC response envelope (a
	// struct, or pointer to one, with "result" and "error" members); the
	// result is what its "result" member holds, and an envelope whose
	// "error" member is set is a JSON-RPC error, not a result.
	CarrierEnvelope
	// CarrierWriter: the tool returns nothing; it writes its own
	// JSON-RPC response through the package's reply writers, a call-tool
	// result or an error object (see writerTool).
	CarrierWriter
)

// wireCarrier returns how the only result of sig carries a hand-rolled
// tool's call-tool result, and false when sig does not return one alone.
func wireCarrier(sig *types.Signature) (Carrier, bool) {
	res := sig.Results()
	if res.Len() != 1 {
		return CarrierResult, false
	}
	t := res.At(0).Type()
	switch {
	case sdk.ResultSDK(t) == sdk.HandRolled:
		return CarrierResult, true
	case IsResultMap(t):
		return CarrierMap, true
	case EnvelopeStruct(t) != nil:
		return CarrierEnvelope, true
	}
	return CarrierResult, false
}

// IsResultMap reports whether t is a map type a hand-rolled server can
// write a call-tool result as: string keys, interface values
// (map[string]any).
func IsResultMap(t types.Type) bool {
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	k, ok := m.Key().Underlying().(*types.Basic)
	if !ok || k.Info()&types.IsString == 0 {
		return false
	}
	_, ok = m.Elem().Underlying().(*types.Interface)
	return ok
}

// EnvelopeStruct returns the struct of t (or of what t points to) when it
// is a JSON-RPC response envelope: a struct with a "result" member of
// interface, map or pointer type and an "error" member. It returns nil
// otherwise, and for a call-tool result type.
func EnvelopeStruct(t types.Type) *types.Struct {
	t = types.Unalias(t)
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok || sdk.ResultSDK(t) != sdk.None {
		return nil
	}
	result, failure := false, false
	for i := 0; i < st.NumFields(); i++ {
		switch sdk.JSONName(st, i) {
		case "result":
			switch st.Field(i).Type().Underlying().(type) {
			case *types.Interface, *types.Map, *types.Pointer:
				result = true
			}
		case "error":
			failure = true
		}
	}
	if !result || !failure {
		return nil
	}
	return st
}

// EnvelopeMember returns the JSON name of the envelope member fa
// addresses ("result", "error", …), or "".
func EnvelopeMember(fa *ssa.FieldAddr) string {
	p, ok := fa.X.Type().Underlying().(*types.Pointer)
	if !ok {
		return ""
	}
	st := EnvelopeStruct(p.Elem())
	if st == nil || fa.Field >= st.NumFields() {
		return ""
	}
	return sdk.JSONName(st, fa.Field)
}

// EnvelopeStores yields the stores into the members of envelope alloc,
// each with its member's JSON name ("result", "error", …).
func EnvelopeStores(alloc *ssa.Alloc) iter.Seq2[string, *ssa.Store] {
	return func(yield func(string, *ssa.Store) bool) {
		for _, r := range *alloc.Referrers() {
			fa, ok := r.(*ssa.FieldAddr)
			if !ok || fa.X != alloc {
				continue
			}
			member := EnvelopeMember(fa)
			for _, u := range *fa.Referrers() {
				if st, ok := u.(*ssa.Store); ok && st.Addr == fa && !yield(member, st) {
					return
				}
			}
		}
	}
}

// sentAsReply reports whether the envelope call returns is the answer of
// the dispatcher that makes the call: it returns it, as it is or through
// a variable the cases assign, as its own envelope of the same type.
func sentAsReply(call *ssa.Call) bool {
	fn := call.Parent()
	if fn == nil || fn.Signature.Results().Len() != 1 ||
		!types.Identical(fn.Signature.Results().At(0).Type(), call.Type()) {
		return false
	}
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value) bool
	walk = func(v ssa.Value) bool {
		if seen[v] || v.Referrers() == nil {
			return false
		}
		seen[v] = true
		for _, r := range *v.Referrers() {
			switch r := r.(type) {
			case *ssa.Return:
				return true
			case *ssa.Phi:
				if walk(r) {
					return true
				}
			case *ssa.Store:
				// A variable the cases assign whose fields the
				// dispatcher also reads (logging response.Error)
				// stays in memory: what it returns is a load.
				if a, ok := r.Addr.(*ssa.Alloc); ok && r.Val == v && !a.Heap {
					for _, ar := range *a.Referrers() {
						if ld, ok := ar.(*ssa.UnOp); ok && ld.Op == token.MUL && walk(ld) {
							return true
						}
					}
				}
			}
		}
		return false
	}
	return walk(call)
}

// buildsResult reports whether fn, which returns an envelope, builds one
// whose "result" member it sets to a call-tool result or a result map of
// its own, itself or through a helper of the package: one that only wraps
// its parameter (`return ok(id, text(msg))`), or one whose envelope it
// returns and that builds a result itself (`return s.reply(id, title)`,
// reply making the content). It so answers with a result on some path. A
// function that only wraps its caller's result, and one whose envelopes
// only carry errors (the dispatcher's own error answers), do not.
func buildsResult(fn *ssa.Function) bool {
	return buildsResultDepth(fn, 0)
}

// maxBuilderDepth bounds the helpers buildsResult follows.
const maxBuilderDepth = 2

func buildsResultDepth(fn *ssa.Function, depth int) bool {
	if fn == nil {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch instr := instr.(type) {
			case *ssa.Store:
				fa, ok := instr.Addr.(*ssa.FieldAddr)
				if ok && EnvelopeMember(fa) == "result" && ownResult(instr.Val) {
					return true
				}
			case *ssa.Call:
				callee := instr.Common().StaticCallee()
				if i := WrappedParam(callee); i >= 0 && i < len(instr.Call.Args) && ownResult(instr.Call.Args[i]) {
					return true
				}
				if depth < maxBuilderDepth && callee != nil && callee != fn && callee.Pkg == fn.Pkg &&
					sentAsReply(instr) && buildsResultDepth(callee, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// ownResult reports whether v, put into an envelope's result member, is a
// call-tool result or a result map a function makes (not its parameter,
// not nil).
func ownResult(v ssa.Value) bool {
	v = irutil.UnwrapInterface(v)
	if _, isParam := v.(*ssa.Parameter); isParam {
		return false
	}
	if c, isConst := v.(*ssa.Const); isConst && c.IsNil() {
		return false
	}
	return IsResultMap(v.Type()) || sdk.IsResultType(v.Type(), sdk.None)
}

// WrappedParam returns the index of the parameter (receiver included)
// that fn, a function of one result returning an envelope, puts into the
// "result" member of every envelope it returns, setting no error
// (`func ok(id any, res any) *response`); -1 when fn is no such wrapper.
func WrappedParam(fn *ssa.Function) int {
	if fn == nil || fn.Blocks == nil || fn.Signature.Results().Len() != 1 || EnvelopeStruct(fn.Signature.Results().At(0).Type()) == nil {
		return -1
	}
	param := -1
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		alloc := EnvelopeAlloc(ret.Results[0])
		if alloc == nil {
			return -1
		}
		i := -1
		for member, st := range EnvelopeStores(alloc) {
			switch member {
			case "error":
				if c, ok := st.Val.(*ssa.Const); !ok || !c.IsNil() {
					return -1
				}
			case "result":
				p, ok := irutil.UnwrapInterface(st.Val).(*ssa.Parameter)
				if !ok || i >= 0 {
					return -1
				}
				for j, q := range fn.Params {
					if q == p {
						i = j
					}
				}
			}
		}
		if i < 0 || param >= 0 && i != param {
			return -1
		}
		param = i
	}
	return param
}

// EnvelopeAlloc returns the allocation of the envelope v is (by pointer or
// loaded by value), or nil.
func EnvelopeAlloc(v ssa.Value) *ssa.Alloc {
	switch v := v.(type) {
	case *ssa.Alloc:
		return v
	case *ssa.UnOp:
		if a, ok := v.X.(*ssa.Alloc); ok && v.Op == token.MUL {
			return a
		}
	}
	return nil
}

// constantArgs reports whether every argument of c (receiver aside) is a
// constant, and there is at least one.
func constantArgs(c *ssa.CallCommon) bool {
	args := c.Args
	if c.Signature().Recv() != nil && len(args) > 0 {
		args = args[1:]
	}
	if len(args) == 0 {
		return false
	}
	for _, a := range args {
		if _, ok := irutil.UnwrapInterface(a).(*ssa.Const); !ok {
			return false
		}
	}
	return true
}

// calledBy returns the functions of fns' package that the functions of
// fns call statically.
func calledBy(fns map[*ssa.Function]bool) map[*ssa.Function]bool {
	out := map[*ssa.Function]bool{}
	for fn := range fns {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if c, ok := instr.(ssa.CallInstruction); ok {
					if callee := c.Common().StaticCallee(); callee != nil && callee.Pkg == fn.Pkg && callee.Blocks != nil {
						out[callee] = true
					}
				}
			}
		}
	}
	return out
}
