package sdk

import (
	"go/token"
	"go/types"
	"testing"
)

// TestTypedOutputAttached checks which go-sdk typed outputs the adapter
// attaches as structured content, by type, release and schema.
func TestTypedOutputAttached(t *testing.T) {
	st := types.NewStruct([]*types.Var{types.NewField(token.NoPos, nil, "N", types.Typ[types.Int], false)}, nil)
	named := types.NewNamed(types.NewTypeName(token.NoPos, nil, "quote", nil), st, nil)
	ptr := types.NewPointer(named)
	for _, c := range []struct {
		name     string
		out      types.Type
		version  string
		explicit bool
		want     Tri
	}{
		{"struct", named, "v1.0.0", true, True},
		{"pointer, derived schema", ptr, "v1.0.0", false, True},
		{"pointer, own schema before v1.3.0", ptr, "v1.2.0", true, Unknown},
		{"pointer, own schema from v1.3.0", ptr, "v1.3.0", true, True},
		{"pointer, own schema, version unknown", ptr, "", true, True},
		{"map", types.NewMap(types.Typ[types.String], types.Typ[types.Int]), "v1.8.0", false, Unknown},
		{"slice", types.NewSlice(named), "v1.8.0", false, Unknown},
		{"any", types.NewInterfaceType(nil, nil), "v1.8.0", false, Unknown},
	} {
		if got := TypedOutputAttached(c.out, Versions{GoSDK: c.version}, c.explicit); got != c.want {
			t.Errorf("%s: TypedOutputAttached = %v, want %v", c.name, got, c.want)
		}
	}
}
