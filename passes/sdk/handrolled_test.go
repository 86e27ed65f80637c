package sdk

import (
	"go/token"
	"go/types"
	"testing"
)

// TestContentOnlyResult checks which project structs count as a call-tool
// result that cannot say isError.
func TestContentOnlyResult(t *testing.T) {
	pkg := types.NewPackage("example.com/srv", "srv")
	str := types.Typ[types.String]
	field := func(name string, typ types.Type) *types.Var {
		return types.NewField(token.NoPos, pkg, name, typ, false)
	}
	named := func(name string, fields []*types.Var, tags []string) *types.Named {
		return types.NewNamed(types.NewTypeName(token.NoPos, pkg, name, nil), types.NewStruct(fields, tags), nil)
	}
	item := named("item", []*types.Var{field("Text", str)}, []string{`json:"text"`})
	plain := named("plain", []*types.Var{field("Content", types.NewSlice(item))}, []string{`json:"content"`})
	flagged := named("flagged",
		[]*types.Var{field("Content", types.NewSlice(item)), field("IsError", types.Typ[types.Bool])},
		[]string{`json:"content"`, `json:"isError,omitempty"`})
	post := named("post", []*types.Var{field("Content", str)}, []string{`json:"content"`})
	untagged := named("untagged", []*types.Var{field("Body", types.NewSlice(item))}, []string{""})
	for _, c := range []struct {
		name string
		typ  types.Type
		want bool
	}{
		{"content slice, no isError", plain, true},
		{"pointer to it", types.NewPointer(plain), true},
		{"with isError", flagged, false},
		{"content of string type", post, false},
		{"no content member", untagged, false},
		{"unnamed struct", plain.Underlying(), false},
	} {
		if got := ContentOnlyResult(c.typ); got != c.want {
			t.Errorf("%s: ContentOnlyResult = %v, want %v", c.name, got, c.want)
		}
	}
	if !IsText(plain) {
		t.Errorf("IsText(plain) = false, want true: a tool may return it as its answer")
	}
}
