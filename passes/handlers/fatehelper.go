package handlers

import (
	"go/constant"
	"go/token"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// helperArgCode returns the JSON-RPC code of the error response a
// same-package helper builds from errVal's text when the dispatcher fn
// passes the code as a constant argument:
//
//	s.sendErrorResponse(w, id, -32002, err.Error(), nil)
//
// where the helper stores the parameter receiving err.Error() (or err)
// into the message field and the one receiving -32002 into the code
// field of a JSON-RPC error. ok is false when no call of fn does.
func helperArgCode(fn *ssa.Function, errVal ssa.Value) (int64, bool) {
	return helperArgCodeAt(fn, errVal, 0)
}

// helperArgCodeAt is helperArgCode that also looks through a helper that
// hands the text on to one that builds the error object, depth levels
// deep (`toolError(id, err.Error())` returning `newError(id, -32004,
// "Tool execution error: "+msg, nil)`).
func helperArgCodeAt(fn *ssa.Function, errVal ssa.Value, depth int) (int64, bool) {
	var fromErr func(v ssa.Value) bool
	fromErr = func(v ssa.Value) bool {
		if mi, ok := v.(*ssa.MakeInterface); ok {
			v = mi.X
		}
		if v == errVal || phiOf(v, errVal) {
			return true
		}
		if bin, ok := v.(*ssa.BinOp); ok && bin.Op == token.ADD {
			return fromErr(bin.X) || fromErr(bin.Y)
		}
		call, ok := v.(*ssa.Call)
		return ok && call.Common().IsInvoke() && call.Common().Method.Name() == "Error" &&
			(call.Common().Value == errVal || phiOf(call.Common().Value, errVal))
	}
	codes := map[int64]bool{}
	for _, call := range irutil.Calls([]*ssa.Function{fn}) {
		c := call.Common()
		callee := c.StaticCallee()
		if callee == nil || callee == fn || callee.Pkg != fn.Pkg || callee.Blocks == nil || c.IsInvoke() {
			continue
		}
		off := len(callee.Params) - len(c.Args) // a bound receiver
		msg := -1
		for i, a := range c.Args {
			if fromErr(a) {
				msg = i
			}
		}
		if msg < 0 || off != 0 {
			continue
		}
		roles := paramRoles(callee)
		if r := roles[callee.Params[msg]]; r != sdk.RoleMessage && r != sdk.RoleData {
			// the error's text as the message, or as the data: fail(id,
			// -32000, "tool failed", err.Error()); or handed on.
			if depth < 1 {
				if code, ok := helperArgCodeAt(callee, callee.Params[msg], depth+1); ok {
					codes[code] = true
				}
			}
			continue
		}
		for i, a := range c.Args {
			k, ok := a.(*ssa.Const)
			if !ok || k.Value == nil || k.Value.Kind() != constant.Int || roles[callee.Params[i]] != sdk.RoleCode {
				continue
			}
			if v, exact := constant.Int64Val(k.Value); exact {
				codes[v] = true
			}
		}
	}
	return toolCode(codes)
}

// toolCode returns the code a dispatcher answers a tool's error with,
// from the constant codes it puts beside the error's text: the only one,
// or, of two, the one that is not -32602, which a dispatcher gives the
// errors it tells apart as a miss or bad arguments (`if errors.As(err,
// &unknownTool) { … -32602 … }`).
func toolCode(codes map[int64]bool) (int64, bool) {
	if len(codes) == 2 && codes[sdk.CodeInvalidParams] {
		delete(codes, sdk.CodeInvalidParams)
	}
	if len(codes) != 1 {
		return 0, false
	}
	for c := range codes {
		return c, true
	}
	return 0, false
}

// paramRoles maps the parameters of fn that it stores, directly or
// converted, into the code, message or data field of a JSON-RPC error.
func paramRoles(fn *ssa.Function) map[*ssa.Parameter]sdk.Role {
	out := map[*ssa.Parameter]sdk.Role{}
	param := func(v ssa.Value) *ssa.Parameter {
		switch c := v.(type) {
		case *ssa.Convert:
			v = c.X
		case *ssa.MakeInterface:
			v = c.X
		}
		p, _ := v.(*ssa.Parameter)
		return p
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if mu, ok := instr.(*ssa.MapUpdate); ok {
				// A JSON-RPC error object built as a map:
				// {"code": code, "message": msg}.
				if p := param(mu.Value); p != nil && mapHasKey(mu.Map, "code") && mapHasKey(mu.Map, "message") {
					switch constKey(mu.Key) {
					case "code":
						out[p] = sdk.RoleCode
					case "message":
						out[p] = sdk.RoleMessage
					}
				}
				continue
			}
			st, ok := instr.(*ssa.Store)
			if !ok {
				continue
			}
			fa, ok := st.Addr.(*ssa.FieldAddr)
			if !ok {
				continue
			}
			role := sdk.FieldRole(irutil.FieldOf(fa))
			if role != sdk.RoleCode && role != sdk.RoleMessage && role != sdk.RoleData {
				continue
			}
			v := st.Val
			if cv, ok := v.(*ssa.Convert); ok {
				v = cv.X
			}
			if p, ok := v.(*ssa.Parameter); ok {
				out[p] = role
			}
		}
	}
	return out
}
