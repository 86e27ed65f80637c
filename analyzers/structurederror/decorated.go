package structurederror

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A decorator of the project's own handler type that the package's tools
// pass through (handlers.Provenance.Decorators) answers for them where it
// refuses the call:
//
//	func DocAccess(next ToolFunc) ToolFunc {
//		return func(ctx context.Context, u *User, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			if !canRead(u, req) {
//				return apierr.ErrForbidden.Result(), nil // isError, with structured content
//			}
//			return next(ctx, u, req)
//		}
//	}
//
// Its closures' isError results with structured content are reported as
// a handler's are.

// reportDecoratorClosures reports the isError results with structured
// content that the closures of the package's decorators, those its
// handlers pass through, return with a nil error.
func reportDecoratorClosures(res *results.Result, hres *handlers.Result, fns []*ssa.Function, emit func(token.Pos, string)) {
	names := map[string]bool{}
	for _, h := range hres.Handlers {
		for _, d := range h.Via.Decorators {
			names[d] = true
		}
	}
	if len(names) == 0 {
		return
	}
	for _, fn := range fns {
		if fn.Parent() != nil || !names[handlers.FuncName(fn)] {
			continue
		}
		for _, anon := range fn.AnonFuncs {
			if hres.Of(anon) != nil || !returnsResult(anon.Signature) {
				continue
			}
			for _, r := range res.ReturnsOf(anon) {
				if !r.ErrNil {
					continue
				}
				for _, v := range r.Values {
					if v.IsError == sdk.True && v.Structured == sdk.True {
						emit(v.Pos, isErrorStructured)
					}
				}
			}
		}
	}
}

// returnsResult reports whether sig returns a call-tool result first and
// an error last.
func returnsResult(sig *types.Signature) bool {
	r := sig.Results()
	return r.Len() == 2 && sdk.IsResultType(r.At(0).Type(), sdk.None) && types.Identical(r.At(1).Type(), types.Universe.Lookup("error").Type())
}
