package handlers

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/errlib"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
)

// fate is what a function does with an error value it obtained.
type fate uint8

const (
	fateUnknown   fate = iota
	fateForwarded      // returned as the function's error result, possibly wrapped
	fateConverted      // turned into a call-tool result (isError, text)
	fateRPC            // put into a hand-rolled JSON-RPC error (its message or data)
)

// errorFate follows errVal inside fn: returned as fn's last result
// (possibly wrapped with fmt.Errorf & co.) means forwarded; used to build a
// call-tool result (an SDK result constructor, SetError, a text content, or
// a same-package helper returning a result) means converted. Forwarded wins
// when both happen on different paths.
func errorFate(fn *ssa.Function, errVal ssa.Value) fate {
	return errorFateAt(fn, errVal, 0, false)
}

// dispatchedErrorFate is errorFate for fn, a hand-written dispatcher or
// a function between it and the tool: an error of its own that carries
// the tool's (`fmt.Errorf("call tool %s: %w", name, err)`) forwards the
// tool's failure, whose routing the callers decide. (An adapter that
// makes its own error is the handler instead: errorFate.)
func dispatchedErrorFate(fn *ssa.Function, errVal ssa.Value) fate {
	return errorFateAt(fn, errVal, 0, true)
}

// errorFateAt is errorFate inside helpers levels of same-package helpers
// that errVal was handed to (see helperFate), following errors that wrap
// it when wrapped is set (dispatchedErrorFate).
func errorFateAt(fn *ssa.Function, errVal ssa.Value, helpers int, wrapped bool) fate {
	errIndex := fn.Signature.Results().Len() - 1
	seen := map[ssa.Value]bool{}
	result := fateUnknown
	var walk func(v ssa.Value, isText bool, depth int)
	walk = func(v ssa.Value, isText bool, depth int) {
		if seen[v] || depth > 12 || v.Referrers() == nil {
			return
		}
		seen[v] = true
		for _, r := range *v.Referrers() {
			switch r := r.(type) {
			case *ssa.Return:
				// Returned where it may not be nil: a named result
				// returned bare merges it where it was nil (`if err !=
				// nil { res, err = …, nil }; return`), which forwards
				// nothing.
				// The return of a recovered panic (fn.Recover), which
				// hands back whatever the named results held when the
				// panic struck, is not the error's routing.
				if !isText && errIndex >= 0 && errIndex < len(r.Results) && r.Results[errIndex] == v && r.Block() != fn.Recover && nilflow.CanBeNonNil(r, errIndex) {
					result = fateForwarded
				}
			case *ssa.Phi:
				walk(r, isText, depth+1)
			case *ssa.MapUpdate:
				// The text of a content item built as a map
				// (`{"type": "text", "text": err.Error()}`), as a
				// struct's text field.
				if isText && r.Value == v && constKey(r.Key) == "text" && mapHasKey(r.Map, "type") && result != fateForwarded {
					result = fateConverted
				}
				// The message or data of a JSON-RPC error object built
				// as a map (`{"code": code, "message": err.Error()}`).
				if isText && r.Value == v && (constKey(r.Key) == "message" || constKey(r.Key) == "data") && mapHasKey(r.Map, "code") && result == fateUnknown {
					result = fateRPC
				}
			case *ssa.ChangeInterface:
				walk(r, isText, depth+1)
			case *ssa.MakeInterface:
				walk(r, isText, depth+1)
			case *ssa.ChangeType:
				walk(r, isText, depth+1)
			case *ssa.BinOp:
				if isText {
					walk(r, true, depth+1)
				}
			case *ssa.Store:
				if alloc, ok := r.Addr.(*ssa.Alloc); ok && r.Val == v && !writtenByClosure(alloc) {
					// A local cell, such as the result slot a function
					// with a defer returns through: follow its loads.
					for _, ar := range *alloc.Referrers() {
						if load, ok := ar.(*ssa.UnOp); ok && load.Op == token.MUL {
							walk(load, isText, depth+1)
						}
					}
				}
				if fa, ok := r.Addr.(*ssa.FieldAddr); ok && r.Val == v && !isText && sdk.IsJSONRPCErrorType(v.Type()) == sdk.HandRolled {
					// A tool's JSON-RPC error object put into the
					// response as it is.
					if result == fateUnknown && sdk.IsJSONRPCErrorType(fa.Type().(*types.Pointer).Elem()) == sdk.HandRolled {
						result = fateRPC
					}
					continue
				}
				if fa, ok := r.Addr.(*ssa.FieldAddr); ok && r.Val == v {
					switch sdk.FieldRole(irutil.FieldOf(fa)) {
					case sdk.RoleText, sdk.RoleContent:
						if result != fateForwarded {
							result = fateConverted
						}
					case sdk.RoleMessage, sdk.RoleData:
						if result == fateUnknown {
							result = fateRPC
						}
					}
				}
				if ia, ok := r.Addr.(*ssa.IndexAddr); ok && r.Val == v {
					// Varargs slice: follow the slice to its call.
					if alloc, ok := ia.X.(*ssa.Alloc); ok {
						for _, ar := range *alloc.Referrers() {
							if sl, ok := ar.(*ssa.Slice); ok {
								walk(sl, true, depth+1)
							}
						}
					}
				}
			case *ssa.Call:
				c := r.Common()
				if c.Value == v && c.Method != nil && c.Method.Name() == "Error" {
					walk(r, true, depth+1)
					continue
				}
				obj := irutil.StaticFunc(c)
				switch {
				case obj == nil:
				case wrapped && irutil.IsErrorType(r.Type()) && (errlib.Wraps(obj) || obj.Pkg() != nil && obj.Pkg().Path() == "fmt" && obj.Name() == "Errorf"):
					// A dispatcher's new error carrying the tool's
					// error or its text, through fmt.Errorf's varargs
					// too: returned, it forwards the failure to the
					// callers, which decide (`return nil,
					// fmt.Errorf("call tool %s: %w", name, err)`).
					walk(r, false, depth+1)
				case errlib.Wraps(obj):
					walk(r, isText, depth+1)
				case obj.Pkg() != nil && obj.Pkg().Path() == "fmt":
					walk(r, true, depth+1)
				case isConverter(obj):
					if result != fateForwarded {
						result = fateConverted
					}
				case isText && obj.Pkg() != nil && fn.Pkg != nil && obj.Pkg() != fn.Pkg.Pkg && buildsRPCError(obj):
					// Another package's constructor of a JSON-RPC error
					// answer given the text (protocol.NewErrorResponse(id,
					// -32603, err.Error(), nil)).
					if result == fateUnknown {
						result = fateRPC
					}
				default:
					// A same-package helper that answers with it
					// (s.errorResponse(id, err)).
					switch helperFate(fn, c, v, helpers) {
					case fateConverted:
						if result != fateForwarded {
							result = fateConverted
						}
					case fateRPC:
						if result == fateUnknown {
							result = fateRPC
						}
					default:
						// A helper that renders it as text
						// (render(heading, err)): follow the text.
						if irutil.IsString(r.Type()) {
							walk(r, true, depth+1)
						}
					}
				}
			}
		}
	}
	// A helper given the error's text (errorResult(err.Error())) follows
	// it as text.
	walk(errVal, irutil.IsString(errVal.Type()), 0)
	return result
}

// isConverter reports whether calling fn with an error or its text builds a
// call-tool result: an SDK result constructor, SetError, a text content
// constructor, or a function returning a call-tool result.
func isConverter(fn *types.Func) bool {
	if _, ok := sdk.ResultConstructor(fn); ok {
		return true
	}
	if sdk.IsSetError(fn) {
		return true
	}
	if _, ok := sdk.TextContentConstructor(fn); ok {
		return true
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return false
	}
	for i := 0; i < sig.Results().Len(); i++ {
		if sdk.IsResultType(sig.Results().At(i).Type(), sdk.None) {
			return true
		}
	}
	return false
}

// writtenByClosure reports whether a closure that captures alloc stores to
// it: a deferred function that replaces a named result may change what the
// function returns, so the cell's loads do not stand for what was stored.
func writtenByClosure(alloc *ssa.Alloc) bool {
	for cl, fv := range irutil.CapturedBy(alloc) {
		if cl == nil {
			return true
		}
		panicOnly := recoveredBlock(cl)
		for _, fr := range *fv.Referrers() {
			if st, ok := fr.(*ssa.Store); ok && st.Addr == fv {
				if panicOnly != nil && panicOnly.Dominates(st.Block()) {
					continue // only when recovering from a panic
				}
				return true
			}
			if _, ok := fr.(*ssa.MakeClosure); ok {
				return true // passed on to a nested closure: assume it writes
			}
		}
	}
	return false
}

// rpcCode returns the constant JSON-RPC code fn sets in the error object
// whose message it builds from errVal (err.Error(), or a call taking err),
// or -32603 (internal error) when it cannot tell.
func rpcCode(fn *ssa.Function, errVal ssa.Value) int64 {
	if c, ok := rpcCodeAt(fn, errVal, 0); ok {
		return c
	}
	if c, ok := helperArgCode(fn, errVal); ok {
		return c
	}
	return sdk.CodeInternalError
}

// rpcCodeAt is rpcCode that also looks into the same-package helper the
// error is handed to (`s.errorResponse(id, err)`), helpers levels deep;
// ok is false when it finds no single code.
func rpcCodeAt(fn *ssa.Function, errVal ssa.Value, helpers int) (int64, bool) {
	isErr := func(v ssa.Value) bool {
		if mi, ok := v.(*ssa.MakeInterface); ok {
			v = mi.X
		}
		return v == errVal || phiOf(v, errVal)
	}
	var fromErr func(v ssa.Value) bool
	fromErr = func(v ssa.Value) bool {
		if mi, ok := v.(*ssa.MakeInterface); ok {
			v = mi.X // an `any` data member
		}
		if phi, ok := v.(*ssa.Phi); ok {
			// `msg := "tool failed"; if … { msg = err.Error() }`
			return slices.ContainsFunc(phi.Edges, fromErr)
		}
		if bin, ok := v.(*ssa.BinOp); ok && bin.Op == token.ADD {
			// "Tool call failed: " + err.Error()
			return fromErr(bin.X) || fromErr(bin.Y)
		}
		call, ok := v.(*ssa.Call)
		if !ok {
			return false
		}
		if isErr(call.Common().Value) {
			return true
		}
		for _, a := range call.Common().Args {
			if isErr(a) {
				return true
			}
			if elems, ok := irutil.SliceElems(a); ok {
				for _, e := range elems {
					if isErr(e) {
						return true
					}
				}
			}
		}
		return false
	}
	stores := func(role sdk.Role, visit func(base, val ssa.Value)) {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if st, ok := instr.(*ssa.Store); ok {
					if fa, ok := st.Addr.(*ssa.FieldAddr); ok && sdk.FieldRole(irutil.FieldOf(fa)) == role {
						visit(fa.X, st.Val)
					}
				}
			}
		}
	}
	// The error object whose message or data carries the error's text
	// (`{Code: -32000, Message: "tool failed", Data: err.Error()}`).
	bases := map[ssa.Value]bool{}
	for _, role := range []sdk.Role{sdk.RoleMessage, sdk.RoleData} {
		stores(role, func(base, val ssa.Value) {
			if fromErr(val) {
				bases[base] = true
			}
		})
	}
	codes := map[int64]bool{}
	stores(sdk.RoleCode, func(base, val ssa.Value) {
		if !bases[base] {
			return
		}
		// A constant, or a variable holding one of several
		// (`code := -32000; if errors.Is(err, errBadArgs) { code =
		// -32602 }`).
		for _, c := range constEdges(val) {
			if v, exact := constant.Int64Val(constant.ToInt(c.Value)); exact {
				codes[v] = true
			}
		}
	})
	if c, ok := toolCode(codes); ok {
		return c, true
	}
	if len(codes) == 0 && helpers == 0 && errVal.Referrers() != nil {
		for _, r := range *errVal.Referrers() {
			if call, ok := r.(*ssa.Call); ok {
				if callee := call.Common().StaticCallee(); callee != nil && callee != fn && callee.Pkg == fn.Pkg && callee.Blocks != nil {
					if p := argParam(callee, call.Common(), errVal); p != nil {
						if c, ok := rpcCodeAt(callee, p, helpers+1); ok {
							return c, true
						}
					}
				}
			}
		}
	}
	return 0, false
}

// constEdges returns the constants v is, through phi nodes (a variable
// assigned constants on different paths), or nil when one of its values
// is not a constant.
func constEdges(v ssa.Value) []*ssa.Const {
	switch v := v.(type) {
	case *ssa.Const:
		if v.Value == nil {
			return nil
		}
		return []*ssa.Const{v}
	case *ssa.Phi:
		var out []*ssa.Const
		for _, e := range v.Edges {
			if e == v {
				continue
			}
			c := constEdges(e)
			if c == nil {
				return nil
			}
			out = append(out, c...)
		}
		return out
	}
	return nil
}

// recoveredBlock returns the block of deferred function cl that runs only
// when recover() returned non-nil (`if r := recover(); r != nil {...}`),
// or nil. Writes to the results there change what a panic returns, not
// what a returned error becomes.
func recoveredBlock(cl *ssa.Function) *ssa.BasicBlock {
	for _, b := range cl.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			if bi, ok := call.Common().Value.(*ssa.Builtin); !ok || bi.Name() != "recover" {
				continue
			}
			for _, r := range *call.Referrers() {
				cmp, ok := r.(*ssa.BinOp)
				if !ok || cmp.Op != token.NEQ {
					continue
				}
				if c, ok := cmp.Y.(*ssa.Const); !ok || !c.IsNil() {
					continue
				}
				for _, rr := range *cmp.Referrers() {
					if ifi, ok := rr.(*ssa.If); ok && len(ifi.Block().Succs) == 2 {
						t := ifi.Block().Succs[0]
						if len(t.Preds) == 1 {
							return t
						}
					}
				}
			}
		}
	}
	return nil
}

// mapHasKey reports whether the code stores a value under the constant
// key k into map m.
func mapHasKey(m ssa.Value, k string) bool {
	for _, r := range *m.Referrers() {
		if u, ok := r.(*ssa.MapUpdate); ok && u.Map == m && constKey(u.Key) == k {
			return true
		}
	}
	return false
}

// buildsRPCError reports whether fn returns a hand-rolled JSON-RPC error
// object, or a response envelope (EnvelopeStruct), from an integer code
// it is given: a constructor of an error answer.
func buildsRPCError(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Results().Len() == 0 {
		return false
	}
	hasCode := false
	for p := range sig.Params().Variables() {
		if b, ok := p.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsInteger != 0 {
			hasCode = true
		}
	}
	if !hasCode {
		return false
	}
	t := sig.Results().At(0).Type()
	return sdk.IsJSONRPCErrorType(t) == sdk.HandRolled || EnvelopeStruct(t) != nil
}
