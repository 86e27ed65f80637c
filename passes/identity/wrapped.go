package identity

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
)

// A wrapper of the package that adapts a project tool function into an
// SDK handler may read the caller and hand it to the function:
//
//	func WrapTool(h ToolFunc) server.ToolHandlerFunc {
//		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			user := ctx.Value("user").(*User)
//			return h(ctx, user, req)
//		}
//	}
//
// A parameter of a tool function registered through it (`func
// deleteComment(ctx, u *User, req)`) then holds what the wrapper passes
// there: the caller, when that derives from identity.

// passedByWrapper returns what the wrappers of the package that adapt fn,
// a tool function (handlers.Provenance.Wrapper), pass as its parameter
// i, over their calls of a function of fn's signature; 0 when fn is no
// wrapped tool function.
func (s *state) passedByWrapper(fn *ssa.Function, i int) Src {
	h := s.hres.Of(fn)
	if h == nil || h.Via.Wrapper == "" {
		return 0
	}
	if fn.Signature.Recv() != nil {
		// A method value: its receiver comes first in SSA.
		if i == 0 {
			return 0
		}
		i--
	}
	var out Src
	for _, w := range s.funcs {
		if w.Parent() != nil || handlers.FuncName(w) != h.Via.Wrapper {
			continue
		}
		for _, anon := range w.AnonFuncs {
			for _, b := range anon.Blocks {
				for _, instr := range b.Instrs {
					call, ok := instr.(*ssa.Call)
					if !ok || call.Call.IsInvoke() || call.Call.StaticCallee() != nil {
						continue
					}
					// Identical ignores receivers.
					if !types.Identical(call.Call.Signature(), fn.Signature) || i >= len(call.Call.Args) {
						continue
					}
					out |= s.src(call.Call.Args[i]) &^ Decision
				}
			}
		}
	}
	return out
}
