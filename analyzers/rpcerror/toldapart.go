package rpcerror

import (
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
)

// A hand-rolled dispatcher may tell some of a tool's errors apart by a
// sentinel of the package (`if errors.Is(err, errBadArgs) { code = -32602
// }`), answering them otherwise than the rest: an error wrapping such a
// sentinel (`fmt.Errorf("%w: key is required", errBadArgs)`) does not
// take the dispatcher's route for a tool's failure, and which answer it
// gets is not followed. It is not reported.

// toldApart returns the package-level error variables of the package that
// code outside its tool handlers compares errors with (errors.Is).
func toldApart(res *handlers.Result) map[*ssa.Global]bool {
	if res.SSA == nil {
		return nil
	}
	out := map[*ssa.Global]bool{}
	for fn, call := range irutil.Calls(res.SSA.SrcFuncs) {
		if res.ByFunc[fn] != nil {
			continue // a tool's own test of its helpers' errors
		}
		obj := irutil.StaticFunc(call.Common())
		if obj == nil || obj.FullName() != "errors.Is" || len(call.Common().Args) != 2 {
			continue
		}
		if g := irutil.ReadGlobal(call.Common().Args[1]); g != nil && g.Pkg == fn.Pkg {
			out[g] = true
		}
	}
	return out
}

// wrapsToldApart reports whether every error of chain wraps (or is) one
// of the sentinels told apart: each outermost error (one no call wraps)
// is a sentinel or a call wrapping one. A helper returning either a
// sentinel's error or a store's (`resolveProject`) fails both ways.
func wrapsToldApart(chain []nilflow.Link, told map[*ssa.Global]bool) bool {
	if len(told) == 0 {
		return false
	}
	outer := 0
	for _, t := range chain {
		if t.Wrapper != nil || t.Holder != nil {
			continue
		}
		outer++
		if g := irutil.ReadGlobal(t.Value); g != nil && told[g] {
			continue
		}
		call, _ := irutil.CallResult(t.Value)
		wrapped := false
		for _, l := range chain {
			if g := irutil.ReadGlobal(l.Value); g != nil && told[g] && call != nil && l.Wrapper == call.Common() {
				wrapped = true
			}
		}
		if !wrapped {
			return false
		}
	}
	return outer > 0
}
