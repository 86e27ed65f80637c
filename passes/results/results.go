package results

import (
	"go/token"
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
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
	FactTypes:  []analysis.Fact{new(ResultFact), new(TextFact), new(NilErrorFact)},
}

// Result describes the results of every handler of a package.
type Result struct {
	// Handlers lists the package's handlers that return a call-tool
	// result, in the order of handlers.Result.Handlers.
	Handlers []*HandlerResults
	Versions sdk.Versions

	mu sync.Mutex
	e  *engine
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

func run(pass *analysis.Pass) (any, error) {
	hs := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	res := &Result{Versions: hs.Versions}
	if hs.SSA == nil || hs.SSA.Pkg == nil {
		return res, nil
	}
	e := newEngine(pass, hs.SSA.Pkg, hs.Versions)
	res.e = e
	for _, h := range hs.Handlers {
		if h.ResultIndex < 0 {
			continue
		}
		hr := &HandlerResults{Handler: h}
		for _, b := range h.Fn.Blocks {
			ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
			if !ok || h.ResultIndex >= len(ret.Results) {
				continue
			}
			r := &Return{Ret: ret, Pos: ret.Pos(), OutAttached: sdk.False}
			if h.ErrIndex >= 0 && h.ErrIndex < len(ret.Results) {
				r.Err = slotValue(ret.Results[h.ErrIndex])
				r.ErrNil = !nilflow.CanBeNonNil(ret, h.ErrIndex)
			}
			if h.OutIndex >= 0 && h.OutIndex < len(ret.Results) {
				r.Out = slotValue(ret.Results[h.OutIndex])
				if h.Kind == sdk.GoSDKTyped {
					r.OutAttached = sdk.TypedOutputAttached(h.Fn.Signature.Results().At(h.OutIndex).Type())
					if r.OutAttached == sdk.Unknown {
						r.OutAttached = nonNilTri(r.Out)
					}
				}
			}
			r.Values = e.valuesAt(ret.Results[h.ResultIndex], pointOf(ret), 0)
			sortValues(r.Values)
			hr.Returns = append(hr.Returns, r)
		}
		res.Handlers = append(res.Handlers, hr)
	}
	e.exportFacts(hs.SSA.SrcFuncs)
	return res, nil
}
