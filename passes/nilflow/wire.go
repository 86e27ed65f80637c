package nilflow

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Wire describes a go-sdk *jsonrpc.Error that an error value is.
type Wire struct {
	// Code is the error's code when CodeKnown.
	Code      int64
	CodeKnown bool
	// Data reports that the error carries data the client needs (URL
	// elicitations, the URI of a missing resource, or a Data field set in
	// a literal).
	Data bool
	// FromErrText reports that its message is built from another error's
	// text (err.Error(), fmt.Sprint of an error, string concatenation).
	FromErrText bool
	// OtherErrText reports that the error text in its message is, on some
	// path, not only that of reading the tool's arguments
	// ([ArgumentsError]): a failed call's of the tool's work.
	OtherErrText bool
	// Constructor is the SDK constructor that built it, or nil for a
	// literal or a value of unknown origin.
	Constructor *types.Func
	// DataFromErrText reports that its data carries another error's
	// text (err.Error(), or a map with such a member).
	DataFromErrText bool
	// CodeFrom and MessageFrom are the parameters of the helper that
	// builds it (read without a call) whose value is its code, and
	// whose error's text is its message, or nil: each call decides.
	// DataFrom is the parameter whose value is its data.
	CodeFrom, MessageFrom, DataFrom *ssa.Parameter
}

// AtCall describes w, a description of what a helper returns, at a call
// of that helper with args: the code and message parameters read there.
func (w Wire) AtCall(codeArg, messageArg ssa.Value, versions sdk.Versions) Wire {
	if codeArg != nil {
		w.Code, w.CodeKnown = codeOf(codeArg, versions)
	}
	if messageArg != nil {
		w.FromErrText = !StaticError(messageArg)
		w.OtherErrText = w.FromErrText && !ArgumentsError(messageArg)
	}
	w.CodeFrom, w.MessageFrom = nil, nil
	return w
}

// DataAt describes w, a description of what a helper returns, at a call
// of that helper whose data parameter (DataFrom) receives dataArg.
func (w Wire) DataAt(dataArg ssa.Value) Wire {
	if dataArg != nil {
		w.DataFromErrText = w.DataFromErrText || CarriesErrText(dataArg)
	}
	w.DataFrom = nil
	return w
}

// StaticError reports whether error value v has a fixed text: errors.New
// or fmt.Errorf of constants only, or a package-level error variable (a
// sentinel). Its text is the program's own, not a failed call's.
func StaticError(v ssa.Value) bool {
	switch x := irutil.UnwrapInterface(v).(type) {
	case *ssa.UnOp:
		_, global := x.X.(*ssa.Global)
		return x.Op == token.MUL && global
	case *ssa.Call:
		fn := irutil.StaticFunc(x.Common())
		if fn == nil || fn.Pkg() == nil {
			return false
		}
		args := x.Common().Args
		switch fn.Pkg().Path() + "." + fn.Name() {
		case "errors.New":
			return len(args) == 1 && isConst(args[0])
		case "fmt.Errorf":
			if len(args) != 2 || !isConst(args[0]) {
				return false
			}
			if isConst(args[1]) {
				return true // no operands: a nil slice
			}
			elems, ok := irutil.SliceElems(args[1])
			if !ok {
				return false
			}
			for _, op := range elems {
				if !isConst(irutil.UnwrapInterface(op)) {
					return false
				}
			}
			return true
		}
	}
	return false
}

// ExecutionFailure reports whether the error carries a tool's execution
// failure rather than a genuine protocol answer: the internal-error code,
// code 0, a message taken from a failed call's error, or a generic
// server-error code (-32000..-32019, -32002 aside) whose data carries a
// failed call's error. Invalid params (-32602) with the text of the
// error that reading the arguments gave (`Message: fmt.Sprintf("invalid
// arguments: %v", err)` after json.Unmarshal of req.Params.Arguments) is
// a protocol answer: what the client needs to fix the request.
func (w Wire) ExecutionFailure() bool {
	if w.CodeKnown && w.Code == sdk.CodeInvalidParams && !w.OtherErrText {
		return false
	}
	if w.FromErrText {
		return true
	}
	if w.DataFromErrText && w.CodeKnown && sdk.CodeBand(w.Code) == sdk.BandLegacy && w.Code != sdk.CodeResourceNotFoundLegacy {
		return true
	}
	return w.CodeKnown && (w.Code == sdk.CodeInternalError || w.Code == 0)
}

// CarriesErrText reports whether v, an error object's data, carries
// another error's text: it is one (err.Error(), fmt of an error), or a map
// literal with a member that is.
func CarriesErrText(v ssa.Value) bool {
	v = irutil.UnwrapInterface(v)
	if fromErrText(v, 0) {
		return true
	}
	mm, ok := v.(*ssa.MakeMap)
	if !ok {
		return false
	}
	for _, r := range *mm.Referrers() {
		if up, ok := r.(*ssa.MapUpdate); ok && up.Map == mm && fromErrText(irutil.UnwrapInterface(up.Value), 0) {
			return true
		}
	}
	return false
}

// WireOf reports whether v, the definition of an error value (a [Link]
// value), is a go-sdk *jsonrpc.Error, and describes it.
func WireOf(v ssa.Value, versions sdk.Versions) (Wire, bool) {
	if call, ok := v.(*ssa.Call); ok {
		if fn := irutil.StaticFunc(call.Common()); fn != nil {
			if ec, ok := sdk.ErrorConstructorOf(fn, versions); ok && ec.SDK == sdk.GoSDK {
				return Wire{Code: ec.Code, CodeKnown: ec.CodeArg < 0, Data: ec.CarriesData, Constructor: fn}, true
			}
		}
	}
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	if !sdk.IsGoSDKWireError(v.Type()) {
		return Wire{}, false
	}
	switch x := v.(type) {
	case *ssa.Alloc:
		return allocWire(x, nil, versions), true
	case *ssa.Call:
		// A same-package helper that builds it (`internal(err)`,
		// `rpcError(jsonrpc.CodeInternalError, err)`: its parameters
		// read at the call).
		return handRolledWire(x, nil, versions, 0), true
	}
	return Wire{}, true // a *jsonrpc.Error of unknown make-up
}

// allocWire describes the JSON-RPC error object that alloc makes from
// the fields stored into it (a field never stored is zero). call is the
// call of the helper alloc is made in, whose arguments its parameters
// read, or nil.
func allocWire(alloc *ssa.Alloc, call *ssa.CallCommon, versions sdk.Versions) Wire {
	w := Wire{CodeKnown: true}
	for _, r := range *alloc.Referrers() {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok {
			continue
		}
		for _, rr := range *fa.Referrers() {
			st, ok := rr.(*ssa.Store)
			if !ok || st.Addr != fa {
				continue
			}
			val := st.Val
			if p, ok := val.(*ssa.Parameter); ok && call != nil {
				val = argOf(p, call)
			}
			switch sdk.FieldRole(irutil.FieldOf(fa)) {
			case sdk.RoleCode:
				if val == nil {
					w.CodeKnown = false
					continue
				}
				if p, ok := val.(*ssa.Parameter); ok {
					w.CodeFrom = p
				}
				w.Code, w.CodeKnown = codeOf(val, versions)
			case sdk.RoleMessage:
				if p := errTextOf(val); p != nil {
					// Message: err.Error() of the helper's parameter.
					if call != nil {
						if a := argOf(p, call); a != nil {
							w.FromErrText = w.FromErrText || !StaticError(a)
							w.OtherErrText = w.OtherErrText || !StaticError(a) && !ArgumentsError(a)
							continue
						}
					} else {
						w.MessageFrom = p
					}
				}
				w.FromErrText = w.FromErrText || val != nil && fromErrText(val, 0)
				w.OtherErrText = w.OtherErrText || val != nil && otherErrText(val, 0)
			case sdk.RoleData:
				if k, ok := st.Val.(*ssa.Const); !ok || !k.IsNil() {
					w.Data = true
				}
				if p, ok := irutil.UnwrapInterface(val).(*ssa.Parameter); ok && call == nil {
					w.DataFrom = p
				} else if val != nil {
					w.DataFromErrText = CarriesErrText(val)
				}
			}
		}
	}
	return w
}

func isConst(v ssa.Value) bool {
	_, ok := v.(*ssa.Const)
	return ok
}

// errTextOf returns the parameter whose Error method v calls, or nil: also
// through a default for a nil one (`if err == nil { err =
// errors.New("unspecified") }`).
func errTextOf(v ssa.Value) *ssa.Parameter {
	call, ok := v.(*ssa.Call)
	if !ok {
		return nil
	}
	c := call.Common()
	var recv ssa.Value
	switch {
	case c.IsInvoke() && c.Method.Name() == "Error":
		recv = c.Value
	default:
		if fn := irutil.StaticFunc(c); fn != nil && fn.Name() == "Error" && len(c.Args) == 1 {
			recv = c.Args[0]
		}
	}
	if phi, ok := recv.(*ssa.Phi); ok {
		recv = nil
		for _, e := range phi.Edges {
			switch {
			case StaticError(e):
			case recv == nil:
				recv = e
			default:
				return nil
			}
		}
	}
	p, _ := recv.(*ssa.Parameter)
	return p
}

// codeOf evaluates a code operand: a constant or an SDK code variable.
func codeOf(v ssa.Value, versions sdk.Versions) (int64, bool) {
	switch x := v.(type) {
	case *ssa.Const:
		if x.Value == nil {
			return 0, true
		}
		return constant.Int64Val(constant.ToInt(x.Value))
	case *ssa.Convert:
		return codeOf(x.X, versions)
	case *ssa.UnOp:
		if g, ok := x.X.(*ssa.Global); ok && x.Op == token.MUL {
			return sdk.SDKCode(g.Object(), versions)
		}
	}
	return 0, false
}

// fromErrText reports whether string value v contains an error's text.
func fromErrText(v ssa.Value, depth int) bool {
	return errText(v, depth, func(ssa.Value) bool { return true })
}

// errText reports whether string value v contains the text of an error
// for which counts holds (err.Error(), fmt of an error, string
// concatenation, through phi nodes); counts is given nil for the result
// of a function named Error whose receiver is unknown.
func errText(v ssa.Value, depth int, counts func(err ssa.Value) bool) bool {
	if depth > 6 {
		return false
	}
	switch x := v.(type) {
	case *ssa.Call:
		c := x.Common()
		if c.IsInvoke() && c.Method.Name() == "Error" {
			return counts(c.Value)
		}
		if fn := irutil.StaticFunc(c); fn != nil {
			if fn.Name() == "Error" {
				var recv ssa.Value
				if len(c.Args) == 1 {
					recv = c.Args[0]
				}
				return counts(recv)
			}
			if fn.Pkg() != nil && fn.Pkg().Path() == "fmt" {
				for _, a := range c.Args {
					for _, op := range append(varargs(a), a) {
						if op == nil {
							continue
						}
						if irutil.ImplementsError(op.Type()) {
							if counts(op) {
								return true
							}
							continue
						}
						if errText(op, depth+1, counts) {
							return true
						}
					}
				}
			}
		}
	case *ssa.BinOp:
		return errText(x.X, depth+1, counts) || errText(x.Y, depth+1, counts)
	case *ssa.Phi:
		for _, e := range x.Edges {
			if errText(e, depth+1, counts) {
				return true
			}
		}
	}
	return false
}
