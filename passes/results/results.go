package results

import (
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/mcpssa"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer evaluates the results tool handlers return. Its result is a
// *Result.
var Analyzer = &analysis.Analyzer{
	Name:       "mcpresults",
	Doc:        "describe the call-tool results MCP tool handlers return and where their texts come from",
	Run:        run,
	Requires:   []*analysis.Analyzer{handlers.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(ResultFact), new(TextFact), new(NilErrorFact), new(ProtocolErrorFact), new(ErrorWrapperFact), new(NilNilFact), new(EffectFact), new(AnswerCodeFact), new(ErrorTypesFact)},
}

// Result describes the results of every handler of a package.
type Result struct {
	// Handlers lists the package's handlers that return a call-tool
	// result, in the order of handlers.Result.Handlers.
	Handlers []*HandlerResults
	// Candidates lists the package's functions of a hand-rolled tool's
	// signature that return a call-tool result (handlers.Result.Candidates):
	// what they return is judged here whichever dispatcher calls them,
	// whereas where their errors go is decided by that dispatcher.
	Candidates []*HandlerResults
	// TextTools lists the hand-rolled tools that return text and an error
	// (`func (s *Server) query(args map[string]any) (string, error)`),
	// whose dispatcher makes the text a success result: each return's
	// Values hold that result, its text the returned string's.
	TextTools []*HandlerResults
	Versions  sdk.Versions
	// OutputSchemas says that the package sets the OutputSchema of a
	// go-sdk Tool (see sdk.TypedOutputAttached).
	OutputSchemas bool

	mu        sync.Mutex
	e         *engine
	byFunc    map[*ssa.Function][]*Return // ReturnsOf's memo
	byHandler map[*handlers.Handler]*HandlerResults

	// helper builds the SSA of a package of the analyzed module without
	// MCP code, for HelperFuncs; nil elsewhere.
	helper      func() *mcpssa.Result
	helperFuncs []*ssa.Function
	helperPass  *analysis.Pass
}

// HelperFuncs returns the source functions of a package of the analyzed
// module that has no MCP code (its SSA built on the first call, shared
// with the other passes that look into helper packages), and makes
// TextOf work on their values, so that a check can summarize what they
// return for the packages that call them. It returns nil for a package
// with MCP code (see the handlers' SSA instead) and outside the module.
func (r *Result) HelperFuncs() []*ssa.Function {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.helper != nil {
		if built := r.helper(); built != nil && built.Pkg != nil {
			r.helperFuncs = built.SrcFuncs
			r.e = newEngine(r.helperPass, built.Pkg, r.Versions)
		}
		r.helper = nil
	}
	return r.helperFuncs
}

// HandlerResults is the evaluation of one handler's return statements.
type HandlerResults struct {
	Handler *handlers.Handler
	Returns []*Return
}

// Return is one return statement of a handler.
type Return struct {
	Ret *ssa.Return
	Pos token.Pos // position of the return statement
	// Err is the returned error value; ErrNil reports that it is nil on
	// every path to the return (see [nilflow]: checked nil, never assigned,
	// cleared by a deferred function). When it is not nil the SDKs drop
	// the result.
	Err    ssa.Value
	ErrNil bool
	// Out is the output a go-sdk typed handler returns, else nil.
	// OutAttached says whether the SDK marshals it into the result's
	// structuredContent (and, when Content is nil, into a JSON text):
	// False for other handler kinds, see [sdk.TypedOutputAttached].
	Out         ssa.Value
	OutAttached sdk.Tri
	// Values are the call-tool results the statement can return; a nil
	// result contributes none.
	Values []*Value
	// Recovered reports the return of the function's recover block,
	// reached only when a deferred call recovers a panic (its results are
	// what the deferred calls left in the named results).
	Recovered bool
	// Paths are the ways the error reaches the return, when the function
	// returns one: its nil-ness on each and what it is (see [ErrPath]).
	// Every check that asks whether a returned error is nil, what it is
	// or where it goes reads them.
	Paths []*ErrPath
	// NilNil reports that on some path the result is nil and so is the
	// error (if any): a handler that sends no result.
	NilNil bool
	// Cancelled reports that the return runs only when a context is
	// cancelled: nobody is waiting for its answer.
	Cancelled bool
}

// ErrMayBeNil reports whether the error is nil, or may be, on some path.
func (r *Return) ErrMayBeNil() bool {
	for _, p := range r.Paths {
		if p.Fact != nilflow.NonNil {
			return true
		}
	}
	return len(r.Paths) == 0
}

// ErrNever reports whether the error is nil, or an error that is never
// set (NatureNoError: a helper whose error is always nil, a result
// constructor's marshalling error), on every path.
func (r *Return) ErrNever() bool {
	for _, p := range r.Paths {
		if p.Fact != nilflow.Nil && p.Nature != NatureNoError {
			return false
		}
	}
	return true
}

// Of returns the evaluation of every return statement of handler h (any
// handler of the package, also one that returns no call-tool result),
// or nil.
func (r *Result) Of(h *handlers.Handler) *HandlerResults {
	if r == nil {
		return nil
	}
	return r.byHandler[h]
}

// TextOf returns the provenance of string value v, a value of the package
// being analyzed (nil when the package has no MCP code). It may be called
// from other analyzers, concurrently.
func (r *Result) TextOf(v ssa.Value) *Text {
	if r.e == nil || v == nil {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.e.textOf(v, v.Pos())
}

// ErrorTextOf returns the provenance of the text of error value err: the
// literal parts of errors.New and fmt.Errorf, else one OriginError part.
func (r *Result) ErrorTextOf(err ssa.Value) *Text {
	if r.e == nil || err == nil {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.e.errorText(err, err.Pos())
}

// ValuesAt returns the call-tool results value v (of a call-tool result
// type) can be at instruction at, which must be in the package.
func (r *Result) ValuesAt(v ssa.Value, at ssa.Instruction) []*Value {
	if r.e == nil {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.e.valuesAt(v, pointOf(at), 0)
}

// ReturnsOf evaluates every return statement of fn, any function of the
// package being analyzed (a handler, a helper, a dispatcher), in block
// order: its call-tool result is its first result of a call-tool result
// type, its error its last result when that is an error (either may be
// missing: Values stay empty, Err nil). For a handler it answers what
// [Result.Handlers] holds. It may be called from other analyzers,
// concurrently.
func (r *Result) ReturnsOf(fn *ssa.Function) []*Return {
	if r.e == nil || fn == nil || fn.Pkg != r.e.pkg || fn.Blocks == nil {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.returnsOf(fn)
}

// returnsOf is ReturnsOf, with r.mu held.
func (r *Result) returnsOf(fn *ssa.Function) []*Return {
	if r.e == nil || fn == nil || fn.Pkg != r.e.pkg || fn.Blocks == nil {
		return nil
	}
	if rs, ok := r.byFunc[fn]; ok {
		return rs
	}
	resIdx, errIdx := -1, -1
	res := fn.Signature.Results()
	for i := range res.Len() {
		if sdk.IsResultType(res.At(i).Type(), sdk.None) {
			resIdx = i
			break
		}
	}
	if n := res.Len(); n > 0 && types.Identical(res.At(n-1).Type(), errorType) {
		errIdx = n - 1
	}
	rs := r.e.returns(fn, nil, resIdx, errIdx, -1, sdk.NotHandler)
	r.byFunc[fn] = rs
	return rs
}

var errorType = types.Universe.Lookup("error").Type()

// maxNilDepth bounds how deep nilNil follows results into helpers.
const maxNilDepth = 3

// nilNil reports whether, on some path to ret, its result resIdx is nil
// and so is its error errIdx (-1: none). A result that is the result of a
// same-package helper, with an error that is nil or the helper's own, is
// nil where the helper returns a nil result with a nil error:
//
//	return lookup(name) // lookup returns nil, nil for an unknown name
func (e *engine) nilNil(ret *ssa.Return, resIdx, errIdx, depth int) bool {
	idx := []int{resIdx}
	if errIdx >= 0 {
		idx = append(idx, errIdx)
	}
	for _, p := range nilflow.AtReturn(ret, idx...) {
		errFact := nilflow.Nil
		if len(p.Facts) > 1 {
			errFact = p.Facts[1]
		}
		if p.Facts[0] == nilflow.Nil && errFact == nilflow.Nil {
			return true
		}
		if p.Facts[0] != nilflow.Unknown || errFact == nilflow.NonNil || depth >= maxNilDepth {
			continue
		}
		call, ri := irutil.CallResult(p.Values[0])
		if call == nil {
			continue
		}
		callee := call.Common().StaticCallee()
		if callee == nil {
			continue
		}
		ei := -1
		if res := callee.Signature.Results(); res.Len() > 1 && types.Identical(res.At(res.Len()-1).Type(), errorType) {
			ei = res.Len() - 1
		}
		if ei == ri {
			continue
		}
		if errFact == nilflow.Unknown {
			// The error must be the helper's own, from the same call.
			if c, i := irutil.CallResult(p.Values[1]); c != call || i != ei {
				continue
			}
		} else if ei >= 0 && helperErrNonNil(call, ei, ret.Block()) {
			continue
		}
		if irutil.ResultTested(call, ei) {
			// The handler tests the result or branches on another result
			// of the helper (`if res, denied := guard(ctx); denied {
			// return res, nil }`): which of the helper's returns reach
			// here is not known.
			continue
		}
		if callee.Pkg != e.pkg || callee.Blocks == nil {
			// Another package's helper, by its fact.
			if ei >= 0 && e.importedNilNil(call, callee, ri) {
				return true
			}
			continue
		}
		if e.hs != nil && e.hs.Of(callee) != nil {
			continue // a handler of its own (reported there)
		}
		for _, cret := range nilflow.Returns(callee) {
			if checkedArg(call, nilErrorParams(callee, cret)) || nilflow.Excluded(call, callee, cret) {
				continue // needs a nil error argument, or a condition the call excludes
			}
			if ri < len(cret.Results) && ei < len(cret.Results) && e.nilNil(cret, ri, ei, depth+1) {
				return true
			}
		}
	}
	return false
}

// helperErrNonNil reports whether result ei of call is known not to be
// nil at the start of block b (it was checked).
func helperErrNonNil(call *ssa.Call, ei int, b *ssa.BasicBlock) bool {
	for _, r := range *call.Referrers() {
		if x, ok := r.(*ssa.Extract); ok && x.Index == ei && nilflow.At(x, b) == nilflow.NonNil {
			return true
		}
	}
	return false
}

func run(pass *analysis.Pass) (any, error) {
	hs := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	res := &Result{Versions: hs.Versions, OutputSchemas: sdk.SetsToolOutputSchema(pass.TypesInfo), byFunc: map[*ssa.Function][]*Return{}, byHandler: map[*handlers.Handler]*HandlerResults{}}
	if hs.SSA == nil || hs.SSA.Pkg == nil {
		exportHelperFacts(pass, hs.SSA, hs.Versions)
		if hs.SSA != nil && mcpssa.OwnCode(pass) {
			res.helper, res.helperPass = hs.SSA.Helper, pass
		}
		return res, nil
	}
	e := newEngine(pass, hs.SSA.Pkg, hs.Versions)
	e.outputSchemas = res.OutputSchemas
	e.hs = hs
	res.e = e
	// Tool middleware's closures are evaluated like handlers (checks
	// judge their own exits), but are not listed among them.
	for _, h := range slices.Concat(hs.Middleware, hs.Candidates) {
		res.byHandler[h] = &HandlerResults{Handler: h, Returns: e.returns(h.Fn, h, h.ResultIndex, h.ErrIndex, h.OutIndex, h.Kind)}
	}
	for _, h := range hs.Candidates {
		switch {
		case h.ResultIndex >= 0:
			res.Candidates = append(res.Candidates, res.byHandler[h])
		case e.textTool(h, res.byHandler[h]):
			res.TextTools = append(res.TextTools, res.byHandler[h])
		}
	}
	for _, h := range hs.Handlers {
		hr := &HandlerResults{Handler: h, Returns: e.returns(h.Fn, h, h.ResultIndex, h.ErrIndex, h.OutIndex, h.Kind)}
		res.byHandler[h] = hr
		if h.ResultIndex < 0 {
			if e.textTool(h, hr) {
				res.TextTools = append(res.TextTools, hr)
			}
			continue
		}
		if _, ok := res.byFunc[h.Fn]; !ok && h.OutIndex < 0 {
			res.byFunc[h.Fn] = hr.Returns
		}
		res.Handlers = append(res.Handlers, hr)
	}
	e.exportFacts(hs.SSA.SrcFuncs)
	return res, nil
}

// returns evaluates the return statements of fn, handler h (nil for another
// function), whose call-tool result, error and go-sdk typed output have the
// given indexes (-1: none).
func (e *engine) returns(fn *ssa.Function, h *handlers.Handler, resIdx, errIdx, outIdx int, kind sdk.HandlerKind) []*Return {
	if h != nil && h.Carrier == handlers.CarrierWriter {
		return e.writerReturns(fn)
	}
	var out []*Return
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || resIdx >= len(ret.Results) || errIdx >= len(ret.Results) {
			continue
		}
		r := &Return{Ret: ret, Pos: ret.Pos(), OutAttached: sdk.False, Recovered: b == fn.Recover, Cancelled: nilflow.OnCancelledPath(b)}
		if errIdx >= 0 {
			r.Err = slotValue(ret.Results[errIdx])
			r.ErrNil = !nilflow.CanBeNonNil(ret, errIdx)
			r.Paths = e.errPaths(h, ret, errIdx)
		} else if resIdx >= 0 {
			r.ErrNil = true // a tool returning only its result: never an error
			if h != nil && h.Carrier == handlers.CarrierEnvelope && resIdx < len(ret.Results) {
				// Its failures are the JSON-RPC errors its envelopes carry.
				r.Paths = e.envelopeErrors(ret.Results[resIdx])
			}
		}
		if resIdx >= 0 && (h == nil || h.Carrier == handlers.CarrierResult) {
			r.NilNil = e.nilNil(ret, resIdx, errIdx, 0)
		}
		if outIdx >= 0 && outIdx < len(ret.Results) {
			r.Out = slotValue(ret.Results[outIdx])
			if kind == sdk.GoSDKTyped {
				r.OutAttached = sdk.TypedOutputAttached(fn.Signature.Results().At(outIdx).Type(), e.versions, e.outputSchemas)
				if r.OutAttached == sdk.Unknown {
					r.OutAttached = nonNilTri(r.Out)
				}
				if h != nil && h.AdapterOut != nil && sdk.TypedOutputAttached(h.AdapterOut, e.versions, e.outputSchemas) == sdk.True {
					// Registered behind a typed adapter whose output the
					// SDK always attaches (a nil *Out becomes the zero
					// struct), whatever this handler's own output is.
					r.OutAttached = sdk.True
				}
			}
		}
		if resIdx >= 0 {
			if h != nil && h.Carrier != handlers.CarrierResult {
				r.Values = e.carried(ret.Results[resIdx], h.Carrier, 0)
			} else {
				r.Values = e.valuesAt(ret.Results[resIdx], pointOf(ret), 0)
			}
			sortValues(r.Values)
		}
		out = append(out, r)
	}
	return out
}

// BuiltIn returns the call-tool results fn builds between positions start
// and end (a branch of its body): each result constructed there (a
// literal, an SDK constructor, a helper's result), as it is at its uses in
// that range, so that a result completed after its construction
// (res.IsError = true) counts as completed. Function literals inside the
// range are functions of their own and not looked into. It may be called
// from other analyzers, concurrently.
func (r *Result) BuiltIn(fn *ssa.Function, start, end token.Pos) []*Value {
	if r.e == nil || fn == nil || fn.Pkg != r.e.pkg {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.e.builtIn(fn, start, end)
}

// builtIn is [Result.BuiltIn].
func (e *engine) builtIn(fn *ssa.Function, start, end token.Pos) []*Value {
	if fn == nil || fn.Pkg != e.pkg {
		return nil
	}
	in := func(p token.Pos) bool { return start <= p && p < end }
	var sets [][]*Value
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if mm, ok := instr.(*ssa.MakeMap); ok && in(instr.Pos()) {
				if v := mapResult(mm); v != nil {
					sets = append(sets, []*Value{v})
				}
				continue
			}
			if call, ok := instr.(*ssa.Call); ok && in(instr.Pos()) {
				// A result map a same-package builder makes
				// (`return errorResult(err.Error()), nil`).
				if vs := e.builtMaps(call); len(vs) > 0 {
					sets = append(sets, vs)
					continue
				}
			}
			v, ok := instr.(ssa.Value)
			if !ok || !in(instr.Pos()) || !sdk.IsResultType(v.Type(), sdk.None) {
				continue
			}
			switch v.(type) {
			case *ssa.Alloc, *ssa.Call, *ssa.Extract:
			default:
				continue
			}
			used := false
			for _, u := range *v.Referrers() {
				if _, isDebug := u.(*ssa.DebugRef); isDebug || u.Block() == nil {
					continue
				}
				if _, isAddr := u.(*ssa.FieldAddr); isAddr {
					continue // a field being set: read it at the later uses
				}
				used = true
				sets = append(sets, e.valuesAt(v, pointOf(u), 0))
			}
			if !used {
				sets = append(sets, e.valuesAt(v, pointOf(instr), 0))
			}
		}
	}
	vs := union(sets...)
	sortValues(vs)
	return vs
}

// textTool fills the Values of the returns of h, a hand-rolled tool that
// returns a string and an error, with the success result its dispatcher
// makes of the string, and reports whether h is one.
func (e *engine) textTool(h *handlers.Handler, hr *HandlerResults) bool {
	res := h.Fn.Signature.Results()
	if h.SDK != sdk.HandRolled || res.Len() != 2 || h.ErrIndex != 1 {
		return false
	}
	anyValue := false
	if !irutil.IsString(res.At(0).Type()) {
		iface, ok := res.At(0).Type().Underlying().(*types.Interface)
		if !ok || !iface.Empty() {
			return false
		}
		anyValue = true
	}
	for _, r := range hr.Returns {
		v := irutil.ReturnedValue(r.Ret, 0) // what a function with a defer stored in its result slot
		pos := r.Pos
		if v.Pos().IsValid() {
			pos = v.Pos()
		}
		if anyValue {
			// A tool returning any value: text (`return "not found",
			// nil`), or a result map the dispatcher sends as it is
			// (`return text("Key not found"), nil`).
			v = irutil.UnwrapInterface(v)
			if !irutil.IsString(v.Type()) {
				if _, ok := v.Type().Underlying().(*types.Map); ok {
					r.Values = e.carried(v, handlers.CarrierMap, 0)
				}
				continue
			}
		}
		t := e.textOf(v, pos)
		if t == nil {
			continue
		}
		r.Values = []*Value{{
			IsError: sdk.False, Content: Content{Presence: PresenceUnknown, Texts: []*Text{t}},
			Made: MadeLiteral, Pos: r.Pos, MadePos: r.Pos, isErrorParam: -1,
		}}
	}
	return true
}
