package unflaggederror

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/results"
)

// namedFailure says why v, a result a same-package helper makes, is a
// failure's answer by its author's own word, or "": the helper's name
// says it answers a failure (`errorResponse(msg)`, `toolError(err)`,
// `newFailResult(code, msg)`) and it takes only the message's parts
// (strings, numbers, errors, format arguments), yet the result it makes
// does not set isError. A helper that formats data (`errorEvents(list)`,
// a tool about error logs) takes other parameters and is not one.
func namedFailure(pass *analysis.Pass, v *results.Value) string {
	if v.Made != results.MadeHelper {
		return ""
	}
	call, ok := astutil.Unparen(v.Expr).(*ast.CallExpr)
	if !ok {
		return ""
	}
	fn := typeutil.StaticCallee(pass.TypesInfo, call)
	if fn == nil || fn.Pkg() != pass.Pkg || !failureName(fn.Name()) || !messageParams(fn.Signature()) || noMessage(pass, call) {
		return ""
	}
	return fmt.Sprintf("is made by %s, whose name says it answers a failure,", fn.Name())
}

// namedHelper reports whether why is namedFailure's.
func namedHelper(why string) bool {
	return strings.HasPrefix(why, "is made by ")
}

// noMessage reports whether call passes no failure: its first string or
// error argument is the empty string or nil (`jsonError("", "no error")`).
func noMessage(pass *analysis.Pass, call *ast.CallExpr) bool {
	for _, a := range call.Args {
		tv := pass.TypesInfo.Types[a]
		switch {
		case tv.IsNil():
			return true
		case tv.Type != nil && irutil.ImplementsError(tv.Type):
			return false
		case tv.Value != nil && tv.Value.Kind() == constant.String:
			return constant.StringVal(tv.Value) == ""
		case tv.Type != nil:
			if b, ok := tv.Type.Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
				return false
			}
		}
	}
	return false
}

// failureName reports whether a function's name has a word that says
// failure: "error", "err", "fail", "failure", "failed" ("errorResponse",
// "tool_error", "failResult"; not "errors", "terrain" or "isError").
func failureName(name string) bool {
	words := nameWords(name)
	if len(words) > 0 && (words[0] == "is" || words[0] == "has") {
		return false
	}
	for _, w := range words {
		switch w {
		case "error", "err", "fail", "failure", "failed":
			return true
		}
	}
	return false
}

// messageParams reports whether every parameter of sig is a part of a
// message: a string, a number, a bool, an error, a context, or the
// variadic arguments of a format.
func messageParams(sig *types.Signature) bool {
	params := sig.Params()
	for i := 0; i < params.Len(); i++ {
		t := params.At(i).Type()
		if sig.Variadic() && i == params.Len()-1 {
			if s, ok := t.(*types.Slice); ok {
				if it, ok := s.Elem().Underlying().(*types.Interface); ok && it.Empty() {
					continue
				}
			}
			return false
		}
		if irutil.ImplementsError(t) || irutil.IsContext(t) {
			continue
		}
		b, ok := t.Underlying().(*types.Basic)
		if !ok || b.Info()&(types.IsString|types.IsNumeric|types.IsBoolean) == 0 {
			return false
		}
	}
	return true
}
