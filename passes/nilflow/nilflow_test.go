package nilflow_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/mcplint/mcplint/passes/nilflow"
)

// build returns the SSA form of the given package source.
func build(t *testing.T, src string) *ssa.Package {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg := types.NewPackage("p", "p")
	conf := &types.Config{Importer: importer.Default()}
	ssapkg, _, err := ssautil.BuildPackage(conf, fset, pkg, []*ast.File{f}, ssa.BuilderMode(0))
	if err != nil {
		t.Fatal(err)
	}
	return ssapkg
}

// facts renders, for each return of fn in order, the facts of result idx
// on each path, e.g. "nil|non-nil".
func facts(fn *ssa.Function, idx ...int) []string {
	var out []string
	for _, ret := range nilflow.Returns(fn) {
		var ps []string
		for _, p := range nilflow.AtReturn(ret, idx...) {
			var fs []string
			for _, f := range p.Facts {
				fs = append(fs, f.String())
			}
			ps = append(ps, strings.Join(fs, ","))
		}
		out = append(out, strings.Join(ps, "|"))
	}
	return out
}

const src = `package p

import (
	"context"
	"errors"
)

type R struct{}

func call() (*R, error)  { return nil, nil }
func other() (int, error) { return 0, nil }

func guarded() (*R, error) {
	r, err := call()
	if err != nil {
		return nil, err
	}
	return r, err
}

func correlated(b bool) (*R, error) {
	var r *R
	var err error
	if b {
		r = &R{}
	} else {
		err = errors.New("x")
	}
	return r, err
}

func threeResults() (*R, any, error) {
	_, err := other()
	if err != nil {
		return &R{}, nil, nil
	}
	return nil, nil, errors.New("y")
}

type closer struct{}

func (*closer) Close() error { return nil }

func fetch() (string, *closer, error) { return "", nil, nil }

func deferred() (*R, any, error) {
	_, c, err := fetch()
	if err != nil {
		return &R{}, nil, nil
	}
	defer func() { _ = c.Close() }()
	if c == nil {
		return nil, nil, errors.New("x")
	}
	return &R{}, nil, nil
}

func cancelled(ctx context.Context) error {
	select {
	case <-ctx.Done():
		return errors.New("cancelled")
	default:
	}
	if ctx.Err() != nil {
		return errors.New("cancelled too")
	}
	return errors.New("live")
}

func recovering() (r *R, err error) {
	defer func() {
		if p := recover(); p != nil {
			r, err = &R{}, nil
		}
	}()
	_, err = other()
	if err != nil {
		return nil, err
	}
	return &R{}, nil
}

func converting() (r *R, err error) {
	defer func() {
		if err != nil {
			r, err = &R{}, nil
		}
	}()
	_, err = other()
	if err != nil {
		return nil, err
	}
	return &R{}, nil
}

func filling() (r *R, err error) {
	defer func() {
		if r == nil {
			r = &R{}
		}
	}()
	return nil, nil
}

func bare(b bool) (r *R, err error) {
	defer func() { _ = err }()
	if b {
		err = errors.New("x")
		return
	}
	r = &R{}
	return
}

var errGone = errors.New("gone")

type resp struct{ Err error }

func fieldChecked(r *resp) (*R, error) {
	if r.Err != nil {
		return nil, r.Err
	}
	return &R{}, r.Err
}

func isChecked() (*R, error) {
	_, err := other()
	if errors.Is(err, errGone) {
		return nil, err
	}
	return &R{}, nil
}

func resNil() (*R, error) {
	r, _ := call()
	if r == nil {
		return r, nil
	}
	return r, nil
}
`

func TestFacts(t *testing.T) {
	pkg := build(t, src)
	for _, tc := range []struct {
		fn   string
		idx  []int
		want []string
	}{
		{"guarded", []int{0, 1}, []string{"nil,non-nil", "unknown,nil"}},
		{"correlated", []int{0, 1}, []string{"non-nil,nil|nil,non-nil"}},
		{"threeResults", []int{0, 2}, []string{"non-nil,nil", "nil,non-nil"}},
		{"deferred", []int{0, 2}, []string{"non-nil,nil", "nil,non-nil", "non-nil,nil"}},
		{"recovering", []int{0, 1}, []string{"nil,unknown", "non-nil,nil"}},
		{"converting", []int{0, 1}, []string{"unknown,nil", "unknown,nil"}},
		{"filling", []int{0, 1}, []string{"non-nil,nil"}},
		{"bare", []int{0, 1}, []string{"nil,non-nil", "non-nil,nil"}},
		{"fieldChecked", []int{0, 1}, []string{"nil,non-nil", "non-nil,nil"}},
		{"isChecked", []int{0, 1}, []string{"nil,non-nil", "non-nil,nil"}},
		{"resNil", []int{0, 1}, []string{"nil,nil", "non-nil,nil"}},
	} {
		got := facts(pkg.Func(tc.fn), tc.idx...)
		if strings.Join(got, " ") != strings.Join(tc.want, " ") {
			t.Errorf("%s: got %q, want %q", tc.fn, got, tc.want)
		}
	}
}

func TestOnCancelledPath(t *testing.T) {
	pkg := build(t, src)
	var got []bool
	for _, ret := range nilflow.Returns(pkg.Func("cancelled")) {
		got = append(got, nilflow.OnCancelledPath(ret.Block()))
	}
	if len(got) != 3 || !got[0] || !got[1] || got[2] {
		t.Errorf("OnCancelledPath = %v, want [true true false]", got)
	}
}
