package taint

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
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
// Only a function literal or a named function passed directly counts.
func (e *engine) passedFuncResults(c *ssa.CallCommon, callee *ssa.Function, out []Taint) {
	if callee.Pkg != e.pkg || callee.Blocks == nil || len(c.Args) != len(callee.Params) {
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
		fwd := returnsCallOf(callee, callee.Params[k])
		if len(fwd) == 0 {
			continue
		}
		obj, _ := fn.Object().(*types.Func)
		f := e.calleeSummary(fn, obj)
		if f == nil {
			continue
		}
		for i := range out {
			if fwd[i] && i < len(f.Results) {
				out[i] = out[i].Union(f.Results[i].OnlyLabels())
			}
		}
	}
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
		for i, r := range ret.Results {
			if resultOfCall(r, p, i) {
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
