package emptyerror

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer reports isError results without readable content.
var Analyzer = &analysis.Analyzer{
	Name:     "emptyerror",
	Doc:      Documentation.Text(),
	Requires: []*analysis.Analyzer{results.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[results.Analyzer].(*results.Result)
	if len(res.Handlers)+len(res.Candidates) == 0 {
		return nil, nil
	}
	scope := report.NewScope(pass)
	reported := map[token.Pos]bool{}
	for _, h := range slices.Concat(res.Handlers, res.Candidates) {
		// A deferred function (a recover block) that stores an isError
		// result and clears the error sends that result.
		for _, d := range res.DeferredResults(h) {
			if !d.ClearsErr {
				continue
			}
			for _, v := range d.Values {
				if v.IsError != sdk.True || !v.Content.Presence.Empty() || !scope.InPackage(v.Pos) {
					continue
				}
				if v.Content.Presence == results.PresenceNone && h.Handler.Kind == sdk.GoSDKTyped {
					continue // the SDK may write the output into the content
				}
				if reported[v.Pos] || !scope.Reportable(v.Pos) {
					continue
				}
				reported[v.Pos] = true
				pass.Report(analysis.Diagnostic{Pos: v.Pos, Category: "emptyerror", Message: message(v.Content.Presence)})
			}
		}
		for _, r := range h.Returns {
			if !res.ErrNilOn(h, r) {
				continue // the SDKs drop the result when the error is non-nil
			}
			for _, v := range r.Values {
				if v.IsError == sdk.True && !v.Content.Presence.Empty() {
					if t := emptyOnOnePath(v, r); t != nil {
						pos := t.Pos
						if !scope.InPackage(pos) {
							pos = r.Pos
						}
						if !reported[pos] && scope.Reportable(pos) {
							reported[pos] = true
							pass.Report(analysis.Diagnostic{Pos: pos, Category: "emptyerror", Message: "isError result has only empty text on one path (a message variable no branch set there): the model learns only that the call failed and typically retries it unchanged; give every path a short message saying what went wrong and what to do"})
						}
					}
					continue
				}
				if v.IsError != sdk.True || !v.Content.Presence.Empty() {
					continue
				}
				if v.Content.Presence == results.PresenceNone && r.OutAttached != sdk.False {
					// The SDK writes the output as JSON text into the empty
					// content (structurederror reports this case).
					continue
				}
				pos := v.Pos
				if !scope.InPackage(pos) {
					pos = r.Pos
				}
				if reported[pos] || !scope.Reportable(pos) {
					continue
				}
				reported[pos] = true
				pass.Report(analysis.Diagnostic{Pos: pos, Category: "emptyerror", Message: message(v.Content.Presence)})
			}
		}
	}
	return nil, nil
}

func message(p results.Presence) string {
	what := "has no content"
	switch p {
	case results.PresenceEmptyArray:
		what = "has an empty content array"
	case results.PresenceEmptyText:
		what = "has only empty text"
	}
	return "isError result " + what + ": the model learns only that the call failed and typically retries it unchanged; put a short message saying what went wrong and what to do in its content"
}

// emptyOnOnePath returns the text of v, an isError result returned by r,
// that is the empty string on one of the ways to the return, or nil: its
// only text is a variable whose value merges an empty literal (the
// declaration's zero value or an explicit "") with the messages of other
// branches, and no condition on the variable guards the return.
//
//	var msg string
//	if errors.Is(err, errGone) {
//		msg = "the item was deleted"
//	} else if strict {
//		msg = err.Error()
//	}
//	return mcp.NewToolResultError(msg), nil // empty when neither holds
func emptyOnOnePath(v *results.Value, r *results.Return) *results.Text {
	if v.Content.Loop || v.Content.Other || len(v.Content.Texts) != 1 {
		return nil
	}
	t := v.Content.Texts[0]
	if t.Accumulated {
		return nil
	}
	val := textValue(t, v, r.Ret.Parent())
	if call, ok := val.(*ssa.Call); ok {
		if emptyReturn(call) && !guarded(call, r.Ret.Block()) {
			return t
		}
		return nil
	}
	phi, ok := val.(*ssa.Phi)
	if !ok || !t.Alternatives && val == t.Value {
		return nil
	}
	empty := false
	for _, e := range phi.Edges {
		if e == phi {
			return nil // a loop
		}
		if c, ok := e.(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String && constant.StringVal(c.Value) == "" {
			empty = true
		} else if _, ok := e.(*ssa.Const); !ok && !nonEmpty(e) {
			return nil // may be empty itself: not known
		}
	}
	if !empty || guarded(phi, r.Ret.Block()) {
		return nil
	}
	return t
}

// textValue returns the string value that is the whole of text t of v,
// made in fn: its value, or the one string a format of only a verb formats
// (mcp.NewToolResultErrorf("%s", msg)); nil when there is none.
func textValue(t *results.Text, v *results.Value, fn *ssa.Function) ssa.Value {
	if t.Value != nil {
		return t.Value
	}
	ce, ok := v.Expr.(*ast.CallExpr)
	if !ok {
		return nil
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || call.Pos() != ce.Lparen || len(call.Common().Args) != 2 {
				continue
			}
			c, ok := sdk.ResultConstructor(irutil.StaticFunc(call.Common()))
			if !ok || c.FormatArg != 0 {
				return nil
			}
			f, ok := call.Common().Args[0].(*ssa.Const)
			if !ok || f.Value == nil || f.Value.Kind() != constant.String {
				return nil
			}
			if verb := constant.StringVal(f.Value); verb != "%s" && verb != "%v" {
				return nil
			}
			elems, ok := irutil.SliceElems(call.Common().Args[1])
			if !ok || len(elems) != 1 || elems[0] == nil {
				return nil
			}
			if x := irutil.UnwrapInterface(elems[0]); x.Type().Underlying() == types.Typ[types.String] {
				return x
			}
			return nil
		}
	}
	return nil
}

// emptyReturn reports whether call, of a function of the package that
// returns a string, returns "" on one of its ways and a non-empty text on
// the others, and the way to its "" is not decided by a nil test (a
// helper that answers "" for a nil error, which its caller never passes).
//
//	func describe(err error) string {
//		if errors.Is(err, errGone) {
//			return "the item was deleted"
//		}
//		return "" // an error it does not know
//	}
func emptyReturn(call *ssa.Call) bool {
	fn := call.Common().StaticCallee()
	if fn == nil || fn.Blocks == nil || fn.Pkg == nil || fn.Pkg != call.Parent().Pkg || fn.Signature.Results().Len() != 1 {
		return false
	}
	empty, other := false, false
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != 1 {
			continue
		}
		switch x := ret.Results[0].(type) {
		case *ssa.Const:
			if x.Value == nil || x.Value.Kind() != constant.String {
				return false
			}
			if constant.StringVal(x.Value) != "" {
				other = true
				continue
			}
			if nilTested(b) {
				return false
			}
			empty = true
		default:
			if !nonEmpty(x) {
				return false // may be empty itself: not known
			}
			other = true
		}
	}
	return empty && other
}

// nilTested reports whether a condition that compares a value with nil
// dominates block b.
func nilTested(b *ssa.BasicBlock) bool {
	return dominatingIf(b, func(cond ssa.Value) bool {
		cmp, ok := cond.(*ssa.BinOp)
		return ok && (isNil(cmp.X) || isNil(cmp.Y))
	})
}

// dominatingIf reports whether the condition of an if whose block
// dominates b satisfies is.
func dominatingIf(b *ssa.BasicBlock, is func(cond ssa.Value) bool) bool {
	for d := b.Idom(); d != nil; d = d.Idom() {
		if len(d.Instrs) == 0 {
			continue
		}
		if ifi, ok := d.Instrs[len(d.Instrs)-1].(*ssa.If); ok && is(ifi.Cond) {
			return true
		}
	}
	return false
}

func isNil(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.Value == nil
}

// nonEmpty reports whether string value v is surely non-empty: a
// non-empty literal concatenated or formatted in, or an error's text.
func nonEmpty(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.BinOp:
		return nonEmpty(x.X) || nonEmpty(x.Y)
	case *ssa.Const:
		return x.Value != nil && x.Value.Kind() == constant.String && constant.StringVal(x.Value) != ""
	case *ssa.Call:
		c := x.Common()
		if c.IsInvoke() {
			return c.Method.Name() == "Error"
		}
		if fn, ok := c.Value.(*ssa.Function); ok && fn.Pkg != nil && fn.Pkg.Pkg.Path() == "fmt" && fn.Name() == "Sprintf" && len(c.Args) > 0 {
			if f, ok := c.Args[0].(*ssa.Const); ok && f.Value != nil && f.Value.Kind() == constant.String {
				lit, _, _ := strings.Cut(constant.StringVal(f.Value), "%")
				return lit != ""
			}
		}
		if fn, ok := c.Value.(*ssa.Function); ok && fn.Name() == "Error" && fn.Signature.Recv() != nil {
			return true
		}
	}
	return false
}

// guarded reports whether a condition that reads phi (a string value)
// dominates block b (`if msg != "" { return mcp.NewToolResultError(msg), nil }`).
func guarded(phi ssa.Value, b *ssa.BasicBlock) bool {
	return dominatingIf(b, func(cond ssa.Value) bool { return reads(cond, phi, 0) })
}

// reads reports whether v is computed from x.
func reads(v, x ssa.Value, depth int) bool {
	if v == x {
		return true
	}
	if depth > 4 {
		return false
	}
	switch v := v.(type) {
	case *ssa.BinOp:
		return reads(v.X, x, depth+1) || reads(v.Y, x, depth+1)
	case *ssa.UnOp:
		return reads(v.X, x, depth+1)
	case *ssa.Call:
		for _, a := range v.Common().Args {
			if reads(a, x, depth+1) {
				return true
			}
		}
	}
	return false
}
