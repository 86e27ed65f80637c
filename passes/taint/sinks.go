package taint

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
)

// whatReturned names the sink of a handler's returned error.
const whatReturned = "the returned error"

// emitFunc receives one sink reached by taint t; via names the helper
// whose parameter reaches the sink, or "".
type emitFunc func(pos token.Pos, s Sink, t Taint, via string)

// sinks finds the sinks of the analyzed function and the taint reaching
// each.
func (e *engine) sinks(st *state, emit emitFunc) {
	h := e.handlers.ByFunc[st.fn]
	// A callback whose result every caller discards builds text no one
	// reads (`_, err := mw.Execute(ctx, req, func(…) (*Response, error)
	// {…})`, the response kept for an audit hook): its text contents are
	// no sinks.
	discarded := h == nil && discardedCallback(st.fn)
	for _, b := range st.fn.Blocks {
		for _, instr := range b.Instrs {
			if discarded {
				if _, ok := instr.(*ssa.Call); !ok {
					continue
				}
			}
			switch instr := instr.(type) {
			case *ssa.Call:
				if e.dropped(st, instr) {
					continue
				}
				e.callSinks(st, instr.Common(), instr.Pos(), emit)
			case *ssa.Store:
				fa, ok := instr.Addr.(*ssa.FieldAddr)
				if !ok {
					continue
				}
				switch sdk.FieldRole(irutil.FieldOf(fa)) {
				case sdk.RoleText:
					s := Sink{Class: SinkText, What: "the text of a text content"}
					if e.errorContent(st.fn, instr.Val) {
						s.Class = SinkErrorText
					}
					emit(instr.Pos(), s, e.taint(st, instr.Val), "")
				case sdk.RoleMessage:
					if e.wireObject(fa) {
						emit(instr.Pos(), Sink{Class: SinkJSONRPC, What: "a JSON-RPC error message"}, e.taint(st, instr.Val), "")
					}
				case sdk.RoleData:
					if e.wireObject(fa) {
						emit(instr.Pos(), Sink{Class: SinkJSONRPC, What: "a JSON-RPC error's data"}, e.deep(st, instr.Val), "")
					}
				}
			case *ssa.MapUpdate:
				// A hand-rolled text content built as a map:
				// {"type": "text", "text": …}.
				if textItemKey(instr) {
					s := Sink{Class: SinkText, What: "the text of a text content"}
					if e.errorContent(st.fn, instr.Value) {
						s.Class = SinkErrorText
					}
					emit(instr.Pos(), s, e.taint(st, instr.Value), "")
				}
			case *ssa.Return:
				if h == nil || h.ErrIndex < 0 || h.ErrIndex >= len(instr.Results) {
					continue
				}
				pos := instr.Pos()
				if !pos.IsValid() {
					continue // the recover block of a function with defers
				}
				e.outputSink(st, h, instr, emit)
				if d := e.handlers.DelegateOf(st.fn, instr.Results[h.ErrIndex]); d != nil && d.Routing.Route == h.Routing.Route ||
					e.foreignHandlerResult(h, instr.Results[h.ErrIndex]) {
					continue // judged at the delegate's own returns
				}
				if e.sanitizingDecorator(h) {
					continue // the error passes through a sanitizer on its way out
				}
				// An error struct the handler or a constructor makes
				// (`return client.NewError(err, "GetClusters")`) prints
				// what its fields hold, as a summary's does.
				t := e.returned(st, instr, h.ErrIndex)
				if v := irutil.ReturnedValue(instr, h.ErrIndex); e.moduleType(irutil.UnwrapInterface(v).Type()) {
					t = t.Union(e.wrapped(st, v))
				}
				switch h.Routing.Route {
				case sdk.RouteIsError:
					s := Sink{Class: SinkReturnedError, What: whatReturned}
					switch {
					case h.SDK == sdk.HandRolled && (h.Via.How == handlers.HowDispatched || h.Via.How == handlers.HowRegistry):
						s.Dispatcher = h.Via.Wrapper
					case h.Via.How == handlers.HowWrapper && h.Via.Wrapper != "":
						s.Wrapper = h.Via.Wrapper
					}
					emit(pos, s, t, "")
				case sdk.RouteJSONRPC:
					emit(pos, Sink{Class: SinkJSONRPC, What: whatReturned, Code: h.Routing.Code}, t, "")
				}
			}
		}
	}
}

// wireObject reports whether the error object whose field fa stores into
// goes out as a JSON-RPC error: an SDK's, one that shows it on its own
// (sdk.OnJSONRPCWire), or a hand-rolled one in a package that serves
// tools by hand (its handlers, or tools of other packages it dispatches).
// A REST API's envelope with the same JSON fields, {"code": 0, "message":
// "ok", "data": …}, in a package with no JSON-RPC of its own, is not.
func (e *engine) wireObject(fa *ssa.FieldAddr) bool {
	return e.servesByHand || sdk.OnJSONRPCWire(fa.X.Type())
}

// sanitizingDecorator reports whether one of the decorators handler h
// passes through before it is registered is named as a sanitizer
// (-errorleak.sanitizers, -errorleak.sanitizerpattern: `addTool(s, t,
// sanitizeToolErr(h))`): the error h returns reaches the client through
// it.
func (e *engine) sanitizingDecorator(h *handlers.Handler) bool {
	for _, d := range h.Via.Decorators {
		if e.cfg.sanitizers[d] || e.cfg.sanitizerName.MatchString(d) {
			return true
		}
	}
	return false
}

// foreignHandlerResult reports whether err, the error handler h returns,
// is the error of a call of an exported function of another package of
// the module with the same SDK handler shape (a registration closure's
// `return syslog.ListLog(ctx, req, args)`), routed as that kind routes
// errors: that package judges the function at its own returns, as a
// handler found by its signature, with the same routing.
func (e *engine) foreignHandlerResult(h *handlers.Handler, err ssa.Value) bool {
	call, _ := irutil.CallResult(err)
	if _, ok := err.(*ssa.Extract); !ok || call == nil {
		return false
	}
	_, obj := irutil.StaticCallee(call.Common())
	return obj != nil && obj.Pkg() != nil && obj.Pkg() != e.pass.Pkg && obj.Exported() && e.ownModule(obj.Pkg().Path()) &&
		h.Kind != sdk.NotHandler && sdk.ShapeOf(obj.Signature()) == h.Kind &&
		h.Routing.Route == h.Kind.ErrorRouting(e.handlers.Versions).Route
}

// callSinks handles calls that put text into a result: SDK constructors,
// SetError, JSON-RPC error constructors, and helpers whose parameters
// reach a sink.
func (e *engine) callSinks(st *state, c *ssa.CallCommon, pos token.Pos, emit emitFunc) {
	if c.IsInvoke() {
		return
	}
	callee, obj := irutil.StaticCallee(c)
	if callee == nil {
		return
	}
	off := len(c.Args) - c.Signature().Params().Len()
	arg := func(i int) Taint {
		if a := irutil.ParamArg(c, i); a != nil {
			return e.deep(st, a)
		}
		return Taint{}
	}
	if obj != nil {
		if con, ok := sdk.ResultConstructor(obj); ok {
			s := Sink{Class: SinkText, What: "mcp." + obj.Name()}
			if con.IsError == sdk.True {
				s.Class = SinkErrorText
			}
			t := arg(con.TextArg).Union(arg(con.ErrArg))
			if con.FormatArg >= 0 {
				t = t.Union(arg(con.FormatArg)).Union(arg(con.FormatArg + 1))
				if con.FormatArg+1+off < len(c.Args) {
					t = t.Union(e.formatStack(st, c.Args[con.FormatArg+off], c.Args[con.FormatArg+1+off], pos))
				}
			}
			emit(pos, s, t, "")
			return
		}
		if i, ok := sdk.TextContentConstructor(obj); ok {
			emit(pos, Sink{Class: SinkText, What: "mcp." + obj.Name()}, arg(i), "")
			return
		}
		if sdk.IsSetError(obj) {
			emit(pos, Sink{Class: SinkErrorText, What: "SetError"}, arg(0), "")
			return
		}
		if ec, ok := sdk.ErrorConstructorOf(obj, e.handlers.Versions); ok {
			emit(pos, Sink{Class: SinkJSONRPC, What: "a JSON-RPC error from " + objName(obj)}, arg(ec.MessageArg).Union(arg(ec.DataArg)), "")
			return
		}
		if obj.Pkg() == nil || sdk.OfPackage(obj.Pkg().Path()) != sdk.None {
			return
		}
	}
	f := e.calleeSummary(callee, obj)
	if f == nil {
		return
	}
	via := funcName(callee)
	for _, ps := range f.Sinks {
		switch {
		case ps.Param >= len(c.Args):
		case ps.Field >= 0:
			emit(pos, ps.Sink, e.fieldValue(st, c.Args[ps.Param], ps.Field), via)
		default:
			emit(pos, ps.Sink, e.deep(st, c.Args[ps.Param]), via)
		}
	}
}

// dropped reports whether a result built by call reaches nobody: its only
// uses are returns of an SDK handler beside an error that is non-nil on
// every path there. Both SDKs then drop the result (mcp-go answers with a
// JSON-RPC error, go-sdk typed handlers build a result of the error's own
// text), so text put into it goes nowhere; what happens to the error is
// the returned error's sink.
func (e *engine) dropped(st *state, call *ssa.Call) bool {
	h := e.handlers.ByFunc[st.fn]
	if h == nil || h.ErrIndex < 0 || h.ResultIndex < 0 || (h.SDK != sdk.MCPGo && h.SDK != sdk.GoSDK) {
		return false
	}
	if h.Routing.Route != sdk.RouteJSONRPC && h.Routing.Route != sdk.RouteIsError {
		return false
	}
	refs := call.Referrers()
	if refs == nil {
		return false
	}
	n := 0
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.DebugRef:
			continue
		case *ssa.Return:
			if h.ResultIndex >= len(r.Results) || r.Results[h.ResultIndex] != call || h.ErrIndex >= len(r.Results) {
				return false
			}
			for _, p := range nilflow.AtReturn(r, h.ErrIndex) {
				if p.Facts[0] != nilflow.NonNil {
					return false
				}
			}
			n++
		case *ssa.Store:
			// A function with a defer returns through result slots:
			// `*res = call; *err = e; rundefers; return *res, *err`.
			if !droppedInSlot(h, r, call) {
				return false
			}
			n++
		default:
			return false
		}
	}
	return n > 0
}

// discardedCallback reports whether fn is a function literal returning a
// value and an error that is only passed to calls returning the same
// pair, none of which uses the value (`_, err := mw.Execute(ctx, req,
// fn)`).
func discardedCallback(fn *ssa.Function) bool {
	res := fn.Signature.Results()
	if res.Len() != 2 || !irutil.IsErrorType(res.At(1).Type()) {
		return false
	}
	val := irutil.ClosureValue(fn)
	if val == nil {
		return false
	}
	if ct := onlyChangeType(val); ct != nil {
		val = ct // given as a named function type (`mw.Handler`)
	}
	refs := val.Referrers()
	if refs == nil || len(*refs) == 0 {
		return false
	}
	for _, r := range *refs {
		call, ok := r.(*ssa.Call)
		if !ok || call.Common().Value == val {
			return false
		}
		cres := call.Common().Signature().Results()
		if cres.Len() != 2 || !types.Identical(cres.At(0).Type(), res.At(0).Type()) || !irutil.IsErrorType(cres.At(1).Type()) {
			return false
		}
		for _, cr := range *call.Referrers() {
			ex, ok := cr.(*ssa.Extract)
			if !ok || ex.Index == 0 && used(ex) {
				return false // the value is used
			}
		}
	}
	return true
}

// used reports whether an instruction other than a debug reference
// uses v.
func used(v ssa.Value) bool {
	for _, r := range *v.Referrers() {
		if _, ok := r.(*ssa.DebugRef); !ok {
			return true
		}
	}
	return false
}

// onlyChangeType returns the conversion that is v's only use, or nil.
func onlyChangeType(v ssa.Value) ssa.Value {
	refs := v.Referrers()
	if refs == nil || len(*refs) != 1 {
		return nil
	}
	ct, _ := (*refs)[0].(*ssa.ChangeType)
	if ct == nil {
		return nil
	}
	return ct
}

// droppedInSlot reports whether st stores call into the result slot of
// handler h's return in the same block, beside an error the block stores
// into the error slot that is non-nil there.
func droppedInSlot(h *handlers.Handler, st *ssa.Store, call *ssa.Call) bool {
	if st.Val != call {
		return false
	}
	if _, ok := st.Addr.(*ssa.Alloc); !ok {
		return false
	}
	b := st.Block()
	ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
	if !ok || h.ResultIndex >= len(ret.Results) || h.ErrIndex >= len(ret.Results) {
		return false
	}
	slotOf := func(v ssa.Value) ssa.Value {
		if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
			return u.X
		}
		return nil
	}
	if slotOf(ret.Results[h.ResultIndex]) != st.Addr {
		return false
	}
	errSlot := slotOf(ret.Results[h.ErrIndex])
	var errVal ssa.Value
	for _, instr := range b.Instrs {
		if s, ok := instr.(*ssa.Store); ok && s.Addr == errSlot && errSlot != nil {
			errVal = s.Val
		}
	}
	return errVal != nil && nilflow.At(errVal, b) == nilflow.NonNil
}

// textItemKey reports whether u stores the "text" of a text content
// item built as a map: the map also gets the constant "type": "text", and
// it is an element of a slice literal that a map stores as its "content"
// (a hand-rolled result, {"content": []map[string]any{{…}}}), not a
// message part of an LLM API or a chat payload of the same shape.
func textItemKey(u *ssa.MapUpdate) bool {
	if k, ok := constString(u.Key); !ok || k != sdk.ContentTextKey {
		return false
	}
	m, ok := u.Map.(*ssa.MakeMap)
	if !ok {
		return false
	}
	typed := false
	for _, r := range *m.Referrers() {
		if t, ok := r.(*ssa.MapUpdate); ok && t.Map == m {
			k, _ := constString(t.Key)
			v, _ := constString(irutil.UnwrapInterface(t.Value))
			typed = typed || k == sdk.ContentTypeKey && v == sdk.TextContentType
		}
	}
	return typed && inResultContent(m)
}

// inResultContent reports whether item m is stored, as it is or as an
// interface (`[]any{map[string]any{…}}`), into a slice literal that a map
// stores under "content".
func inResultContent(m *ssa.MakeMap) bool {
	stores := *m.Referrers()
	for _, r := range *m.Referrers() {
		if mi, ok := r.(*ssa.MakeInterface); ok && mi.X == m {
			stores = append(stores[:len(stores):len(stores)], *mi.Referrers()...)
		}
	}
	for _, r := range stores {
		st, ok := r.(*ssa.Store)
		if !ok || st.Val != m && !isInterfaceOf(st.Val, m) {
			continue
		}
		ia, ok := st.Addr.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		for _, r := range *ia.X.Referrers() {
			sl, ok := r.(*ssa.Slice)
			if !ok {
				continue
			}
			for _, u := range *sl.Referrers() {
				v := ssa.Value(sl)
				if mi, ok := u.(*ssa.MakeInterface); ok {
					u, v = nil, mi
					for _, w := range *mi.Referrers() {
						if mu, ok := w.(*ssa.MapUpdate); ok && mu.Value == v {
							u = mu
						}
					}
				}
				if mu, ok := u.(*ssa.MapUpdate); ok && mu.Value == v {
					if k, _ := constString(mu.Key); k == sdk.ResultContentKey {
						return true
					}
				}
			}
		}
	}
	return false
}

// isInterfaceOf reports whether v is m converted to an interface.
func isInterfaceOf(v ssa.Value, m ssa.Value) bool {
	mi, ok := v.(*ssa.MakeInterface)
	return ok && mi.X == m
}

// errorContent reports whether text, stored into the Text of a text
// content in fn, reaches only isError results that fn returns: a result
// built by hand with IsError: true, or whose IsError is set after its
// construction. The results pass evaluates fn's returned results.
func (e *engine) errorContent(fn *ssa.Function, text ssa.Value) bool {
	m, ok := e.errTexts[fn]
	if !ok {
		m = map[ssa.Value]bool{}
		e.errTexts[fn] = m
		if e.results != nil {
			for _, b := range fn.Blocks {
				ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
				if !ok {
					continue
				}
				for _, r := range ret.Results {
					if !sdk.IsResultType(r.Type(), sdk.None) {
						continue
					}
					for _, v := range e.results.ValuesAt(r, ret) {
						for _, t := range v.Content.Texts {
							if t.Value == nil {
								continue
							}
							isErr := v.IsError == sdk.True
							if old, seen := m[t.Value]; seen {
								isErr = isErr && old
							}
							m[t.Value] = isErr
						}
					}
				}
			}
		}
	}
	return m[text]
}

// WhatOutput is the What of the sink of a go-sdk typed handler's output
// (see outputSink).
const WhatOutput = "the handler's output"

// outputSink emits the output operand of ret, a return of a go-sdk typed
// handler or an mcp-go structured one, as a sink. With a nil error go-sdk's
// adapter marshals the output into the result's structuredContent and,
// when the result has no Content, into a text content as well (v1.0 to
// v1.8, toolForErr); mcp-go's NewStructuredToolHandler makes it a result of
// NewToolResultStructuredOnly, whose text is the output's JSON (v0.37, where
// it appeared, to v1.6). It is model context like a text content, with the
// same labels counted. On a path where the error is surely non-nil the
// SDKs drop the output; a nil output (constant) carries nothing. The sink
// is an error text's when the returned result is surely an isError one.
func (e *engine) outputSink(st *state, h *handlers.Handler, ret *ssa.Return, emit emitFunc) {
	idx := -1
	switch h.Kind {
	case sdk.GoSDKTyped:
		idx = h.OutIndex
	case sdk.MCPGoStructured:
		if h.ErrIndex == 1 {
			idx = 0
		}
	}
	if idx < 0 || idx >= len(ret.Results) || h.ErrIndex < 0 || h.ErrIndex >= len(ret.Results) {
		return
	}
	out := irutil.ReturnedValue(ret, idx) // through its slot when the handler has a defer
	if c, ok := out.(*ssa.Const); ok && c.IsNil() {
		return
	}
	errNil := false
	for _, p := range nilflow.AtReturn(ret, h.ErrIndex) {
		if p.Facts[0] != nilflow.NonNil {
			errNil = true
		}
	}
	if !errNil {
		return
	}
	t, ok := e.localOutput(st, out, ret)
	if !ok {
		t = e.returned(st, ret, idx)
		if r, _ := e.rootField(st, out); r != nil {
			t = t.Union(e.memAll(r))
		}
	}
	s := Sink{Class: SinkText, What: WhatOutput}
	if e.results != nil && h.ResultIndex >= 0 && h.ResultIndex < len(ret.Results) {
		vs := e.results.ValuesAt(ret.Results[h.ResultIndex], ret)
		isErr := len(vs) > 0
		for _, v := range vs {
			isErr = isErr && v.IsError == sdk.True
		}
		if isErr {
			s.Class = SinkErrorText
		}
	}
	emit(ret.Pos(), s, t, "")
}

// localOutput returns the taint of out, a struct the handler builds in a
// local variable and returns by value, from the stores into its fields
// that can reach ret only (see structCellLoad):
//
//	var o Out
//	if err != nil {
//		o.Error = err.Error()
//		return failed, o, nil
//	}
//	return nil, o, nil // o.Error is not set here
//
// It reports false when the variable is used otherwise than by field
// stores and loads (its address passed to a call, say): then the taint of
// all its memory counts.
func (e *engine) localOutput(st *state, out ssa.Value, ret *ssa.Return) (Taint, bool) {
	load, ok := out.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return Taint{}, false
	}
	a, ok := load.X.(*ssa.Alloc)
	if !ok || a.Parent() != ret.Parent() {
		return Taint{}, false
	}
	return e.structCellLoad(st, ret, a)
}

// isLoad reports whether u loads from addr.
func isLoad(u ssa.Instruction, addr ssa.Value) bool {
	l, ok := u.(*ssa.UnOp)
	return ok && l.Op == token.MUL && l.X == addr
}

// isDebugRef reports whether u is a debug reference.
func isDebugRef(u ssa.Instruction) bool {
	_, ok := u.(*ssa.DebugRef)
	return ok
}
