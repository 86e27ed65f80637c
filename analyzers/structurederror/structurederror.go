package structurederror

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer reports isError results that carry structured content.
var Analyzer = &analysis.Analyzer{
	Name:      "structurederror",
	Doc:       Documentation.Text(),
	Requires:  []*analysis.Analyzer{handlers.Analyzer, results.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(DecoratorFact)},
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[results.Analyzer].(*results.Result)
	hres := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	var fns []*ssa.Function
	if hres.SSA != nil {
		fns = hres.SSA.SrcFuncs
	}
	exportDecoratorFacts(pass, res, fns)
	scope := report.NewScope(pass)
	reported := map[token.Pos]bool{}
	emit := func(pos token.Pos, msg string) {
		if reported[pos] || !scope.Reportable(pos) {
			return
		}
		reported[pos] = true
		pass.Report(analysis.Diagnostic{Pos: pos, Category: "structurederror", Message: msg})
	}
	for _, h := range slices.Concat(res.Handlers, res.Candidates) {
		if h.Handler.Kind == sdk.GoSDKTyped && h.Handler.OutIndex >= 0 {
			out := outputType(h.Handler)
			if sdk.TypedOutputAttached(out, res.Versions, res.OutputSchemas) == sdk.True {
				for _, d := range res.DeferredResults(h) {
					if !d.ClearsErr {
						continue // the error still reaches the SDK
					}
					for _, v := range d.Values {
						if v.IsError == sdk.True && scope.InPackage(v.Pos) {
							emit(v.Pos, "deferred function turns the handler's error into an isError result and clears the error: go-sdk marshals the output ("+types.TypeString(out, types.RelativeTo(pass.Pkg))+") into structuredContent anyway, so the failure looks like data; leave the error to the SDK (it makes an isError result without structured content)")
						}
					}
				}
			}
		}
		for _, r := range h.Returns {
			if !res.ErrNilOn(h, r) || delegates(hres, r, h.Handler) {
				continue
			}
			for _, v := range r.Values {
				if v.IsError == sdk.Unknown {
					if cond := variableIsError(pass, v); cond != "" && h.Handler.Kind == sdk.GoSDKTyped && outAttached(res, h, r) == sdk.True {
						out := outputType(h.Handler)
						emit(r.Pos, "isError result (on the paths where "+cond+") returned with a nil error: go-sdk marshals the output ("+types.TypeString(out, types.RelativeTo(pass.Pkg))+") into structuredContent anyway, so the failure looks like data; on those paths return the error as the handler's error value (the SDK makes it an isError result without structured content)"+anyHint(out))
					}
					continue
				}
				if v.IsError != sdk.True {
					continue
				}
				switch {
				case v.Structured == sdk.True:
					pos := v.Pos
					if !scope.InPackage(pos) {
						pos = r.Pos
					}
					emit(pos, isErrorStructured)
				case outAttached(res, h, r) == sdk.True:
					out := outputType(h.Handler)
					emit(r.Pos, "isError result returned with a nil error: go-sdk marshals the output ("+types.TypeString(out, types.RelativeTo(pass.Pkg))+") into structuredContent anyway, so the failure looks like data; return the error as the handler's error value (the SDK makes it an isError result without structured content)"+anyHint(out))
				}
			}
		}
	}
	reportGenericDecorators(pass, res, fns, emit)
	reportDecoratorClosures(res, hres, fns, emit)
	return nil, nil
}

// isErrorStructured is the message of an isError result with structured
// content.
const isErrorStructured = "isError result carries structured content: consumers that read or validate structuredContent take the failure for data; leave structured content off error results and explain the failure in text content"

// outAttached is [results.Result.OutAttachedOn], except that an output of
// a type that is not an interface is attached whatever value it holds: a
// handler that hands on the triple of a helper,
//
//	res, o, err := s.run(ctx, in) // run returns ErrorResult(…), out{}, nil
//	return res, o, err
//
// attaches o even where the helper's output cannot be followed (the SDK
// marshals a nil pointer as the zero struct too).
func outAttached(res *results.Result, h *results.HandlerResults, r *results.Return) sdk.Tri {
	if r.OutAttached == sdk.True && h.Handler.OutIndex >= 0 {
		if out := outputType(h.Handler); !types.IsInterface(out) {
			return sdk.True
		}
	}
	return res.OutAttachedOn(h, r)
}

// anyHint suggests a nil output of type any when the output is any.
func anyHint(out types.Type) string {
	if types.IsInterface(out) {
		return ", or return a nil output"
	}
	return ""
}

// variableIsError returns the operand of IsError in v, a result made by a
// composite literal in this package and not changed after, when it is a
// bool expression that is not a constant (&mcp.CallToolResult{IsError:
// !ok}): the result is an isError one on the paths where it is true. It
// returns "" otherwise.
func variableIsError(pass *analysis.Pass, v *results.Value) string {
	if v.Made != results.MadeLiteral || v.Mutated || v.Expr == nil {
		return ""
	}
	e := ast.Unparen(v.Expr)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return ""
	}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if id, ok := kv.Key.(*ast.Ident); !ok || id.Name != "IsError" {
			continue
		}
		tv, ok := pass.TypesInfo.Types[kv.Value]
		if !ok || tv.Value != nil || !types.Identical(tv.Type.Underlying(), types.Typ[types.Bool]) {
			return ""
		}
		cond := types.ExprString(kv.Value)
		if len(cond) > 60 {
			cond = cond[:57] + "..."
		}
		return cond
	}
	return ""
}

// outputType is the output type go-sdk marshals for handler h: that of the
// typed adapter it is registered behind, if any (handlers.Handler.AdapterOut),
// else its own.
func outputType(h *handlers.Handler) types.Type {
	if h.AdapterOut != nil {
		return h.AdapterOut
	}
	return h.Fn.Signature.Results().At(h.OutIndex).Type()
}

// delegates reports whether return r of handler h returns the result of a
// call of another handler of the package (a delegate, judged at its own
// returns).
func delegates(hres *handlers.Result, r *results.Return, h *handlers.Handler) bool {
	return h.ResultIndex >= 0 && h.ResultIndex < len(r.Ret.Results) && hres.DelegateOf(h.Fn, r.Ret.Results[h.ResultIndex]) != nil
}
