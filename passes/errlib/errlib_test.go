package errlib

import (
	"go/types"
	"testing"
)

// fn returns a package-level function name of path with signature
// func(error, string) error, or a method when recv is set.
func fn(path, name string, recv bool) *types.Func {
	pkg := types.NewPackage(path, "p")
	errT := types.Universe.Lookup("error").Type()
	params := types.NewTuple(types.NewParam(0, pkg, "err", errT), types.NewParam(0, pkg, "msg", types.Typ[types.String]))
	results := types.NewTuple(types.NewParam(0, pkg, "", errT))
	var r *types.Var
	if recv {
		r = types.NewParam(0, pkg, "w", types.NewPointer(types.Typ[types.Int]))
	}
	return types.NewFunc(0, pkg, name, types.NewSignatureType(r, nil, nil, params, results, false))
}

func TestWraps(t *testing.T) {
	for _, tc := range []struct {
		path, name string
		recv, want bool
	}{
		{"fmt", "Errorf", false, true},
		{"fmt", "Sprintf", false, false},
		{"errors", "Join", false, true},
		{"errors", "New", false, false},
		{"github.com/pkg/errors", "Wrap", false, true},
		{"github.com/pkg/errors", "New", false, false},
		{"github.com/cockroachdb/errors", "Wrapf", false, true},
		{"go.uber.org/multierr", "Combine", false, true},
		{"github.com/juju/errors", "Annotate", false, true},
		{"github.com/palantir/stacktrace", "Propagate", false, true},
		{"github.com/gogf/gf/v2/errors/gerror", "Wrap", false, true},
		{"github.com/gogf/gf/v2/errors/gerror", "New", false, false},
		{"connectrpc.com/connect", "NewError", false, true},
		{"connectrpc.com/connect", "NewRequest", false, false},
		{"github.com/bufbuild/connect-go", "NewError", false, true},
		{"github.com/pkg/errors", "Wrap", true, false},           // a method, not the library's function
		{"github.com/pkg/errors/internal", "Wrap", false, false}, // a subpackage has no wrappers
		{"example.com/errors", "Wrap", false, false},             // unknown library
		{"github.com/pkg/errorsx", "Wrap", false, false},         // a path prefix is not the library
	} {
		if got := Wraps(fn(tc.path, tc.name, tc.recv)); got != tc.want {
			t.Errorf("Wraps(%s.%s, method=%v) = %v, want %v", tc.path, tc.name, tc.recv, got, tc.want)
		}
	}
	if Wraps(nil) {
		t.Error("Wraps(nil) = true")
	}
}

func TestLibraries(t *testing.T) {
	for _, tc := range []struct {
		path        string
		text, stack bool
	}{
		{"github.com/pkg/errors", true, true},
		{"github.com/cockroachdb/errors/errbase", true, true},
		{"go.uber.org/multierr", true, false},
		{"github.com/juju/errors", true, false},
		{"errors", false, false},                 // the standard library is handled by name
		{"connectrpc.com/connect", false, false}, // an RPC framework: its wrappers only (Wraps)
		{"github.com/pkg/errorsx", false, false},
	} {
		if got := KeepsText(tc.path); got != tc.text {
			t.Errorf("KeepsText(%s) = %v, want %v", tc.path, got, tc.text)
		}
		if got := PrintsStack(tc.path); got != tc.stack {
			t.Errorf("PrintsStack(%s) = %v, want %v", tc.path, got, tc.stack)
		}
	}
}
