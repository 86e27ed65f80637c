package taint

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// passedFuncResults adds to out, the results of a call of a function of
// this package, the labels of the results of the functions passed to it
// that it calls and returns the results of unchanged: a helper that times
// or retries the function it is given,
//
//	func (c *Client) timed(op string, fn func() (map[string]any, error)) (map[string]any, error) {
//		out, err := fn()
//		c.observe(op, err)
//		return out, err
//	}
//	return c.timed("get", func() (map[string]any, error) { return c.doJSON(ctx, "GET", p) })
//
// Only a function literal or a named function passed directly counts. A
// helper of another package counts by its FuncFact.Forwards.
func (e *engine) passedFuncResults(c *ssa.CallCommon, callee *ssa.Function, f *FuncFact, out []Taint) {
	local := callee.Pkg == e.pkg && callee.Blocks != nil
	if local && len(c.Args) != len(callee.Params) || !local && len(f.Forwards) == 0 {
		return
	}
	for k, a := range c.Args {
		var fn *ssa.Function
		switch a := a.(type) {
		case *ssa.MakeClosure:
			fn, _ = a.Fn.(*ssa.Function)
		case *ssa.Function:
			fn = a
		}
		if fn == nil {
			continue
		}
		var fwd map[int]bool
		if local {
			fwd = returnsCallOf(callee, callee.Params[k])
		} else {
			for _, fw := range f.Forwards {
				if fw.Param == k {
					if fwd == nil {
						fwd = map[int]bool{}
					}
					fwd[fw.Result] = true
				}
			}
		}
		if len(fwd) == 0 {
			continue
		}
		obj, _ := fn.Object().(*types.Func)
		pf := e.calleeSummary(fn, obj)
		if pf == nil {
			continue
		}
		for i := range out {
			if fwd[i] && i < len(pf.Results) {
				out[i] = out[i].Union(pf.Results[i].OnlyLabels())
			}
		}
	}
}

// forwards returns what fn's FuncFact says of its function parameters
// (FuncFact.Forwards), nil when no result forwards one.
func forwards(fn *ssa.Function) []Forward {
	var out []Forward
	for k, p := range fn.Params {
		fwd := returnsCallOf(fn, p)
		for i := 0; i < fn.Signature.Results().Len(); i++ {
			if fwd[i] {
				out = append(out, Forward{Param: k, Result: i})
			}
		}
	}
	return out
}

// returnsCallOf returns, by result index, which results of fn are, on some
// return, the same result of a call of its function parameter p.
func returnsCallOf(fn *ssa.Function, p *ssa.Parameter) map[int]bool {
	if _, ok := p.Type().Underlying().(*types.Signature); !ok {
		return nil
	}
	var fwd map[int]bool
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		for i := range ret.Results {
			// Through a result slot too (a function with a defer).
			if resultOfCall(irutil.ReturnedValue(ret, i), p, i) {
				if fwd == nil {
					fwd = map[int]bool{}
				}
				fwd[i] = true
			}
		}
	}
	return fwd
}

// resultOfCall reports whether v is result i of a call of p.
func resultOfCall(v ssa.Value, p *ssa.Parameter, i int) bool {
	switch v := v.(type) {
	case *ssa.Extract:
		call, ok := v.Tuple.(*ssa.Call)
		return ok && v.Index == i && call.Call.Value == p && !call.Call.IsInvoke()
	case *ssa.Call:
		return i == 0 && v.Call.Value == p && !v.Call.IsInvoke()
	}
	return false
}
