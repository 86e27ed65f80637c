package results

import (
	"go/token"
	"go/types"
	"reflect"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// jsonParts decomposes the bytes of json.Marshal(x) (or MarshalIndent)
// when x is a map or struct literal the function fills in place, as in
//
//	b, _ := json.Marshal(map[string]string{"error": err.Error()})
//	return mcp.NewToolResultText(string(b)), nil
//
// The layout is JSON's (map keys sorted, struct fields by their json
// names); string values keep their provenance, others are one
// OriginOther part. ok is false for anything else.
func (e *engine) jsonParts(b ssa.Value, depth int) ([]Part, bool) {
	call, idx := irutil.CallResult(b)
	if call == nil || idx != 0 {
		return nil, false
	}
	fn := calleeFunc(call.Common())
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "encoding/json" || fn.Name() != "Marshal" && fn.Name() != "MarshalIndent" || len(call.Common().Args) == 0 {
		return nil, false
	}
	pos := call.Pos()
	x := irutil.UnwrapInterface(call.Common().Args[0])
	type field struct {
		key string
		val ssa.Value
	}
	if load, ok := x.(*ssa.UnOp); ok {
		if a, ok := load.X.(*ssa.Alloc); ok && load.Op == token.MUL {
			x = a // json.Marshal(v) of a struct variable
		}
	}
	var fields []field
	switch x := x.(type) {
	case *ssa.MakeMap:
		mt, ok := x.Type().Underlying().(*types.Map)
		if !ok || !irutil.IsString(mt.Key()) {
			return nil, false
		}
		for _, r := range *x.Referrers() {
			switch r := r.(type) {
			case *ssa.MapUpdate:
				k, ok := r.Key.(*ssa.Const)
				if !ok || k.Value == nil || r.Block() != x.Block() {
					return nil, false // keys or values set elsewhere
				}
				fields = append(fields, field{strings.Trim(k.Value.ExactString(), `"`), r.Value})
			case *ssa.MakeInterface, *ssa.DebugRef:
			default:
				return nil, false
			}
		}
		sort.SliceStable(fields, func(i, j int) bool { return fields[i].key < fields[j].key })
	case *ssa.Alloc:
		st, ok := typesPointee(x.Type()).Underlying().(*types.Struct)
		if !ok {
			return nil, false
		}
		vals := map[int]ssa.Value{}
		for _, r := range *x.Referrers() {
			switch r := r.(type) {
			case *ssa.FieldAddr:
				for _, u := range *r.Referrers() {
					s, ok := u.(*ssa.Store)
					if !ok || s.Addr != r || r.Block() != x.Block() {
						return nil, false
					}
					vals[r.Field] = s.Val
				}
			case *ssa.MakeInterface, *ssa.DebugRef, *ssa.UnOp:
			default:
				return nil, false
			}
		}
		for i := range st.NumFields() {
			f := st.Field(i)
			name, skip := JSONName(f, st.Tag(i))
			if skip {
				continue
			}
			fields = append(fields, field{name, vals[i]})
		}
	default:
		return nil, false
	}
	out := []Part{{Origin: OriginLiteral, Lit: "{", Pos: pos}}
	for i, f := range fields {
		sep := ""
		if i > 0 {
			sep = ","
		}
		lit := sep + `"` + f.key + `":`
		switch {
		case f.val == nil:
			out = append(out, Part{Origin: OriginLiteral, Lit: lit + `""`, Pos: pos})
			continue
		case irutil.IsString(irutil.UnwrapInterface(f.val).Type()):
			ps, _, _ := e.parts(irutil.UnwrapInterface(f.val), depth+1)
			out = append(out, Part{Origin: OriginLiteral, Lit: lit + `"`, Pos: pos})
			out = append(out, ps...)
			out = append(out, Part{Origin: OriginLiteral, Lit: `"`, Pos: pos})
		default:
			out = append(out, Part{Origin: OriginLiteral, Lit: lit, Pos: pos}, Part{Origin: OriginOther, Value: f.val, Pos: pos})
		}
	}
	out = append(out, Part{Origin: OriginLiteral, Lit: "}", Pos: pos})
	return mergeLiterals(out), true
}

// JSONName returns the name encoding/json gives struct field f with tag,
// and whether it skips the field.
func JSONName(f *types.Var, tag string) (string, bool) {
	if !f.Exported() {
		return "", true
	}
	name, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	switch name {
	case "-":
		return "", true
	case "":
		return f.Name(), false
	}
	return name, false
}

func typesPointee(t types.Type) types.Type {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// mergeLiterals joins adjacent literal parts.
func mergeLiterals(ps []Part) []Part {
	var out []Part
	for _, p := range ps {
		if n := len(out); n > 0 && p.Origin == OriginLiteral && out[n-1].Origin == OriginLiteral && !p.Alt {
			out[n-1].Lit += p.Lit
			continue
		}
		out = append(out, p)
	}
	return out
}
