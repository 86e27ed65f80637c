package handlers

import (
	"fmt"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A flow is a source function a handler value can hold, with the project
// decorators the value passed through on its way.
type flow struct {
	fn *ssa.Function
	// decorators are the names of the decorators, innermost first.
	decorators []string
	// through is what the decorators together do with the function's
	// error: forwarded (nothing), converted into a result, or unknown.
	through fate
	// factory says that the value is what fn, another package's
	// factory, returns at index result (not fn itself).
	factory bool
	result  int
}

// signature returns the signature of the handler fl holds.
func (fl flow) signature() *types.Signature {
	if fl.factory {
		if sig, ok := fl.fn.Signature.Results().At(fl.result).Type().Underlying().(*types.Signature); ok {
			return sig
		}
	}
	return fl.fn.Signature
}

// compose returns the routing of the function's error given the routing r
// of the decorated value.
func (fl flow) compose(r sdk.Routing) sdk.Routing {
	switch fl.through {
	case fateConverted:
		return sdk.Routing{Route: sdk.RouteIsError}
	case fateUnknown:
		return sdk.Routing{}
	}
	return r
}

// then returns fl after passing through one more decorator.
func (fl flow) then(name string, f fate) flow {
	fl.decorators = append(append([]string(nil), fl.decorators...), name)
	switch {
	case fl.through == fateConverted || f == fateConverted:
		fl.through = fateConverted
	case fl.through == fateUnknown || f != fateForwarded:
		fl.through = fateUnknown
	}
	return fl
}

// fns returns the functions the flows hold (not the factories of other
// packages whose results they are).
func fns(flows []flow) []*ssa.Function {
	out := make([]*ssa.Function, 0, len(flows))
	for _, fl := range flows {
		if !fl.factory {
			out = append(out, fl.fn)
		}
	}
	return out
}

// DecoratorFact marks a project decorator: a function that takes a
// handler-like function (parameter Param, receiver excluded) and returns a
// function of the same type that calls it, such as validation, recovery or
// logging layers over the project's own handler type. Converts says the
// layer turns the inner error into a result; Opaque that what it does with
// the error is not known. A decorator is not a tool: discovery follows the
// value through it to the functions that flow in.
type DecoratorFact struct {
	Param    int
	Converts bool
	Opaque   bool
}

// AFact marks DecoratorFact as an analysis fact.
func (*DecoratorFact) AFact() {}

func (f *DecoratorFact) String() string {
	what := "forwards"
	switch {
	case f.Converts:
		what = "converts"
	case f.Opaque:
		what = "unknown"
	}
	return fmt.Sprintf("decorator(param %d, %s)", f.Param, what)
}

func (f *DecoratorFact) fate() fate {
	switch {
	case f.Converts:
		return fateConverted
	case f.Opaque:
		return fateUnknown
	}
	return fateForwarded
}

// decoratorParam returns the index of the parameter of sig (receiver
// excluded) that a decorator decorates: the only handler-like parameter
// whose type is identical to the signature's only result.
func decoratorParam(sig *types.Signature) int {
	if sig.Results().Len() != 1 {
		return -1
	}
	out := sig.Results().At(0).Type()
	if !handlerValueType(out) {
		return -1
	}
	idx := -1
	for i := 0; i < sig.Params().Len(); i++ {
		if types.Identical(sig.Params().At(i).Type(), out) {
			if idx >= 0 {
				return -1
			}
			idx = i
		}
	}
	return idx
}

// findDecorators analyzes this package's decorators and exports a
// DecoratorFact for each.
func (d *discovery) findDecorators() {
	for _, fn := range d.ssa.SrcFuncs {
		if fn.Parent() != nil {
			continue
		}
		obj, ok := fn.Object().(*types.Func)
		if !ok {
			continue
		}
		idx := decoratorParam(fn.Signature)
		if idx < 0 {
			continue
		}
		df := d.analyzeDecorator(fn, idx)
		if df == nil {
			continue
		}
		d.decorators[obj] = df
		d.pass.ExportObjectFact(obj, df)
	}
}

// analyzeDecorator decides what decorator fn does with the error of the
// function it decorates (parameter idx): every closure it returns that
// calls the parameter is looked at; the function is a decorator only if it
// returns such closures or the parameter itself.
func (d *discovery) analyzeDecorator(fn *ssa.Function, idx int) *DecoratorFact {
	offset := len(fn.Params) - fn.Signature.Params().Len()
	p := fn.Params[offset+idx]
	funcs := append([]*ssa.Function{fn}, allAnon(fn)...)
	aliases := aliasesOf(p, funcs)
	df := &DecoratorFact{Param: idx}
	found := false
	for _, cl := range funcs[1:] {
		for _, b := range cl.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(*ssa.Call)
				if !ok || !aliases[call.Common().Value] {
					continue
				}
				found = true
				errVal := resultValue(call, call.Common().Signature().Results().Len()-1)
				if errVal == nil || !irutil.IsErrorType(errVal.Type()) {
					df.Opaque = true
					continue
				}
				switch errorFate(cl, errVal) {
				case fateForwarded:
				case fateConverted:
					df.Converts = true
				default:
					df.Opaque = true
				}
			}
		}
	}
	if !found {
		return nil
	}
	if df.Converts {
		df.Opaque = false
	}
	return df
}

func allAnon(fn *ssa.Function) []*ssa.Function {
	var out []*ssa.Function
	for _, a := range fn.AnonFuncs {
		out = append(out, a)
		out = append(out, allAnon(a)...)
	}
	return out
}

// decoratorFact returns the decorator fact of callee, from this package or
// an imported one.
func (d *discovery) decoratorFact(callee *types.Func) *DecoratorFact {
	if callee == nil {
		return nil
	}
	if df := d.decorators[callee]; df != nil {
		return df
	}
	if callee.Pkg() == d.pass.Pkg {
		return nil
	}
	df := new(DecoratorFact)
	if d.pass.ImportObjectFact(callee, df) {
		return df
	}
	return nil
}

// throughDecorator returns the flows of a call to a decorator: those of
// the decorated argument, one decorator further; ok is false when c does
// not call a decorator.
func (d *discovery) throughDecorator(c *ssa.CallCommon, depth int) ([]flow, bool) {
	obj := irutil.StaticFunc(c)
	df := d.decoratorFact(obj)
	if df == nil {
		return nil, false
	}
	arg := irutil.ParamArg(c, df.Param)
	if arg == nil {
		return nil, true
	}
	var out []flow
	for _, fl := range d.funcsOf(arg, depth+1) {
		out = append(out, fl.then(obj.Name(), df.fate()))
	}
	return out, true
}
