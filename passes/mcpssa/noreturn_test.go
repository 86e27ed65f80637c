package mcpssa

import (
	"go/importer"
	"go/types"
	"testing"
)

// TestKnownNoReturn checks the generated table against functions of the
// standard library loaded from export data, as the standalone driver
// loads them.
func TestKnownNoReturn(t *testing.T) {
	imp := importer.Default()
	lookup := func(pkgPath, typeName, name string) *types.Func {
		t.Helper()
		pkg, err := imp.Import(pkgPath)
		if err != nil {
			t.Fatal(err)
		}
		if typeName == "" {
			return pkg.Scope().Lookup(name).(*types.Func)
		}
		tn := pkg.Scope().Lookup(typeName).(*types.TypeName)
		obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), true, pkg, name)
		return obj.(*types.Func)
	}
	for _, c := range []struct {
		pkg, typ, name string
		want           bool
	}{
		{"os", "", "Exit", true},
		{"log", "", "Fatalf", true},
		{"log", "Logger", "Fatal", true},
		{"testing", "T", "Fatalf", true}, // promoted from testing.common
		{"testing", "T", "Errorf", false},
		{"fmt", "", "Println", false},
		{"os", "", "Getenv", false},
	} {
		if got := KnownNoReturn(lookup(c.pkg, c.typ, c.name)); got != c.want {
			t.Errorf("KnownNoReturn(%s %s.%s) = %t, want %t", c.pkg, c.typ, c.name, got, c.want)
		}
	}
}
