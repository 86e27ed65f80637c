package results

import (
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/nilflow"
)

// ErrMayBeNonNil reports whether result i (an error) of ret, a return of
// any function, can be non-nil where ret returns it: the nil-ness the
// model uses for [Return.ErrNil], for functions the model does not
// evaluate (helpers of packages without MCP code, whose SSA a pass built
// itself).
func ErrMayBeNonNil(ret *ssa.Return, i int) bool {
	return i >= 0 && i < len(ret.Results) && nilflow.CanBeNonNil(ret, i)
}
