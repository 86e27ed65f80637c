package handlers

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// fate is what a function does with an error value it obtained.
type fate uint8

const (
	fateUnknown   fate = iota
	fateForwarded      // returned as the function's error result, possibly wrapped
	fateConverted      // turned into a call-tool result (isError, text)
)

// errorFate follows errVal inside fn: returned as fn's last result
// (possibly wrapped with fmt.Errorf & co.) means forwarded; used to build a
// call-tool result (an SDK result constructor, SetError, a text content, or
// a same-package helper returning a result) means converted. Forwarded wins
// when both happen on different paths.
func errorFate(fn *ssa.Function, errVal ssa.Value) fate {
	errIndex := fn.Signature.Results().Len() - 1
	seen := map[ssa.Value]bool{}
	result := fateUnknown
	var walk func(v ssa.Value, isText bool, depth int)
	walk = func(v ssa.Value, isText bool, depth int) {
		if seen[v] || depth > 12 || v.Referrers() == nil {
			return
		}
		seen[v] = true
		for _, r := range *v.Referrers() {
			switch r := r.(type) {
			case *ssa.Return:
				if !isText && errIndex >= 0 && errIndex < len(r.Results) && r.Results[errIndex] == v {
					result = fateForwarded
				}
			case *ssa.Phi:
				walk(r, isText, depth+1)
			case *ssa.ChangeInterface:
				walk(r, isText, depth+1)
			case *ssa.MakeInterface:
				walk(r, isText, depth+1)
			case *ssa.ChangeType:
				walk(r, isText, depth+1)
			case *ssa.BinOp:
				if isText {
					walk(r, true, depth+1)
				}
			case *ssa.Store:
				if fa, ok := r.Addr.(*ssa.FieldAddr); ok && r.Val == v {
					switch sdk.FieldRole(irutil.FieldOf(fa)) {
					case sdk.RoleText, sdk.RoleContent:
						if result != fateForwarded {
							result = fateConverted
						}
					}
				}
				if ia, ok := r.Addr.(*ssa.IndexAddr); ok && r.Val == v {
					// Varargs slice: follow the slice to its call.
					if alloc, ok := ia.X.(*ssa.Alloc); ok {
						for _, ar := range *alloc.Referrers() {
							if sl, ok := ar.(*ssa.Slice); ok {
								walk(sl, true, depth+1)
							}
						}
					}
				}
			case *ssa.Call:
				c := r.Common()
				if c.Value == v && c.Method != nil && c.Method.Name() == "Error" {
					walk(r, true, depth+1)
					continue
				}
				obj := irutil.StaticFunc(c)
				switch {
				case obj == nil:
				case sdk.IsErrorWrapper(obj):
					walk(r, isText, depth+1)
				case obj.Pkg() != nil && obj.Pkg().Path() == "fmt":
					walk(r, true, depth+1)
				case isConverter(obj):
					if result != fateForwarded {
						result = fateConverted
					}
				}
			}
		}
	}
	walk(errVal, false, 0)
	return result
}

// isConverter reports whether calling fn with an error or its text builds a
// call-tool result: an SDK result constructor, SetError, a text content
// constructor, or a function returning a call-tool result.
func isConverter(fn *types.Func) bool {
	if _, ok := sdk.ResultConstructor(fn); ok {
		return true
	}
	if sdk.IsSetError(fn) {
		return true
	}
	if _, ok := sdk.TextContentConstructor(fn); ok {
		return true
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return false
	}
	for i := 0; i < sig.Results().Len(); i++ {
		if sdk.IsResultType(sig.Results().At(i).Type(), sdk.None) {
			return true
		}
	}
	return false
}
