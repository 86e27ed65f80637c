package results

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/errlib"
	"github.com/mcplint/mcplint/passes/mcpssa"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
)

// ErrorWrapperFact marks an exported function whose error result, on every
// path where it is not nil, holds one of its error parameters: returned as
// is, wrapped with %w or errors.Join, or kept in a project error type with
// Unwrap. Such a helper keeps its argument's nature, so that
//
//	return nil, errs.Wrap(apierr.InvalidParams("q is required"), "validate")
//
// still sends the protocol answer, and errs.Wrap(err, "fetch") the failure
// err is. Packages without MCP code carry it too: the generic error helpers
// of the project's own module are analyzed for it.
type ErrorWrapperFact struct{}

// AFact marks ErrorWrapperFact as an analysis fact.
func (*ErrorWrapperFact) AFact() {}

func (*ErrorWrapperFact) String() string { return "wraps its error argument" }

// isWrapper reports whether a call of fn wraps its error arguments: an
// error library's wrapper (errlib.Wraps) or another package's
// function with an ErrorWrapperFact. Same-package helpers are looked into
// by nilflow.Chain instead.
func (e *engine) isWrapper(fn *types.Func) bool {
	if errlib.Wraps(fn) {
		return true
	}
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == e.pass.Pkg {
		return false
	}
	w, ok := e.wrappers[fn]
	if !ok {
		w = e.pass.ImportObjectFact(fn.Origin(), new(ErrorWrapperFact))
		e.wrappers[fn] = w
	}
	return w
}

// exportErrorWrapper exports an ErrorWrapperFact for fn, an exported
// function of the package, when every non-nil error it returns holds one
// of its error parameters.
func (e *engine) exportErrorWrapper(fn *ssa.Function, obj *types.Func) {
	res := fn.Signature.Results()
	last := res.Len() - 1
	if last < 0 || !types.Identical(res.At(last).Type(), errorType) || !hasErrorParam(fn.Signature) {
		return
	}
	holdsParam := func(chain []nilflow.Link) bool {
		for _, l := range chain {
			if prm, ok := l.Value.(*ssa.Parameter); ok && prm.Parent() == fn && types.Identical(prm.Type(), errorType) {
				return true
			}
		}
		return false
	}
	if e.everyErrorPath(fn, last, holdsParam) {
		e.pass.ExportObjectFact(obj, new(ErrorWrapperFact))
	}
}

// everyErrorPath reports whether fn returns a non-nil error (its result
// last) on some path, and ok holds for the error chain of every such path.
func (e *engine) everyErrorPath(fn *ssa.Function, last int, ok func(chain []nilflow.Link) bool) bool {
	found := false
	for _, ret := range nilflow.Returns(fn) {
		if last >= len(ret.Results) {
			return false
		}
		for _, p := range nilflow.AtReturn(ret, last) {
			if p.Facts[0] == nilflow.Nil {
				continue
			}
			if !ok(nilflow.Chain(p.Values[0], e.isWrapper)) {
				return false
			}
			found = true
		}
	}
	return found
}

// hasErrorParam reports whether sig has a parameter of type error (not the
// variadic one).
func hasErrorParam(sig *types.Signature) bool {
	n := sig.Params().Len()
	if sig.Variadic() {
		n--
	}
	for i := range n {
		if types.Identical(sig.Params().At(i).Type(), errorType) {
			return true
		}
	}
	return false
}

// exportHelperFacts exports the facts of a package of the project's own
// module without MCP code (no SSA built for it by mcpssa), whose exported
// functions handlers of other packages call: a NilErrorFact for each one
// whose error is nil on every return (a service method `Split(s)
// (*Result, error)` that never fails, whose error a tool returns as its
// own), and, in a generic error helper package (ownHelperPackage), the
// ErrorWrapperFacts of those that take and return errors. Other packages
// (the standard library, other modules, the SDKs) are left alone.
func exportHelperFacts(pass *analysis.Pass, ssaRes *mcpssa.Result, hs sdk.Versions) {
	if ssaRes == nil || !mcpssa.OwnCode(pass) {
		return
	}
	built := ssaRes.Helper()
	if built == nil || built.Pkg == nil {
		return
	}
	wrappers := ownHelperPackage(pass)
	e := newEngine(pass, built.Pkg, hs)
	for _, fn := range built.SrcFuncs {
		if fn.Parent() != nil || fn.Synthetic != "" || fn.Blocks == nil {
			continue
		}
		obj, ok := fn.Object().(*types.Func)
		if !ok || !obj.Exported() {
			continue
		}
		e.exportNilError(fn, obj)
		if fn.TypeParams().Len() == 0 {
			e.exportErrorTypes(fn, obj)
		}
		if wrappers && fn.TypeParams().Len() == 0 {
			e.exportErrorWrapper(fn, obj)
		}
	}
}

// ownHelperPackage reports whether the package of pass belongs to the
// analyzed module (not the standard library, an SDK or a versioned
// dependency) and declares an exported function that takes and returns
// an error.
func ownHelperPackage(pass *analysis.Pass) bool {
	if !mcpssa.OwnCode(pass) {
		return false
	}
	scope := pass.Pkg.Scope()
	for _, n := range scope.Names() {
		fn, ok := scope.Lookup(n).(*types.Func)
		if !ok || !fn.Exported() {
			continue
		}
		sig := fn.Type().(*types.Signature)
		if r := sig.Results(); r.Len() > 0 && types.Identical(r.At(r.Len()-1).Type(), errorType) && hasErrorParam(sig) {
			return true
		}
	}
	return false
}
