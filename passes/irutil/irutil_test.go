package irutil_test

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/mcplint/mcplint/passes/irutil"
)

const src = `package p

type handler func(x int) (int, error)

type rec struct{ h handler }

func use(xs ...int) int { return len(xs) }

func variadic() int { return use(1, 2, 3) }

func literal() []int { return []int{7, 8} }

func forward(next handler) handler {
	return func(x int) (int, error) {
		return next(x)
	}
}

func own(x int) (int, error) {
	if x < 0 {
		return 0, nil
	}
	return double(x)
}

func double(x int) (int, error) { return 2 * x, nil }

func field(r *rec) handler { return r.h }

func stores() []*rec {
	r := &rec{h: double}
	r.h = own
	return []*rec{r, {h: double}}
}

func tested() bool {
	v, err := double(1)
	return v == 0 && err != nil
}

func captured() (int, func()) {
	once := 1
	twice := 2
	twice = 3
	return once + twice, func() { twice = once }
}

func loop(n int) int {
	for i := 0; i < n; i++ {
		n--
	}
	return n
}
`

// build returns the SSA functions of src by name (literals by their
// parent's name with "$1").
func build(t *testing.T) map[string]*ssa.Function {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg := types.NewPackage("p", "p")
	sp, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset, pkg, []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
	fns := map[string]*ssa.Function{}
	for _, m := range sp.Members {
		if fn, ok := m.(*ssa.Function); ok {
			fns[fn.Name()] = fn
			for _, anon := range fn.AnonFuncs {
				fns[anon.Name()] = anon
			}
		}
	}
	return fns
}

func returns(fn *ssa.Function) []*ssa.Return {
	var out []*ssa.Return
	for _, b := range fn.Blocks {
		if r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			out = append(out, r)
		}
	}
	return out
}

func TestIRUtil(t *testing.T) {
	fns := build(t)

	t.Run("FieldStores", func(t *testing.T) {
		var f *types.Var
		for _, instr := range fns["field"].Blocks[0].Instrs {
			if fa, ok := instr.(*ssa.FieldAddr); ok {
				f = irutil.FieldOf(fa)
			}
		}
		if f == nil {
			t.Fatal("field: no field address of rec.h")
		}
		var got []string
		for st := range irutil.FieldStores([]*ssa.Function{fns["stores"], fns["field"]}, f) {
			v := st.Val
			if ct, ok := v.(*ssa.ChangeType); ok {
				v = ct.X // func to the handler type
			}
			got = append(got, v.Name())
		}
		if want := "[double own double]"; fmt.Sprint(got) != want {
			t.Errorf("FieldStores(rec.h) stored %v, want %s", got, want)
		}
	})

	t.Run("OnlyStoredCapturedBy", func(t *testing.T) {
		cells := map[string]*ssa.Alloc{}
		for _, b := range fns["captured"].Blocks {
			for _, instr := range b.Instrs {
				if a, ok := instr.(*ssa.Alloc); ok {
					cells[a.Comment] = a
				}
			}
		}
		once, twice := cells["once"], cells["twice"]
		if once == nil || twice == nil {
			t.Fatalf("captured: cells %v, want once and twice", cells)
		}
		if v, ok := irutil.OnlyStored(once).(*ssa.Const); !ok || v.Int64() != 1 {
			t.Errorf("OnlyStored(once) = %v, want 1", irutil.OnlyStored(once))
		}
		if v := irutil.OnlyStored(twice); v != nil {
			t.Errorf("OnlyStored(twice) = %v, want nil (stored twice)", v)
		}
		var got []string
		for fn, fv := range irutil.CapturedBy(twice) {
			got = append(got, fn.Name()+":"+fv.Name())
		}
		if want := "[captured$1:twice]"; fmt.Sprint(got) != want {
			t.Errorf("CapturedBy(twice) = %v, want %s", got, want)
		}
	})

	t.Run("SliceElems", func(t *testing.T) {
		var args []ssa.Value
		for _, call := range irutil.Calls([]*ssa.Function{fns["variadic"]}) {
			args = call.Common().Args
		}
		if len(args) != 1 {
			t.Fatalf("variadic: call of use with %d arguments, want the one slice", len(args))
		}
		elems, ok := irutil.SliceElems(args[0])
		if !ok || len(elems) != 3 || elems[2].(*ssa.Const).Int64() != 3 {
			t.Errorf("SliceElems of use(1, 2, 3): %v, %v; want the three constants", elems, ok)
		}
		ret := returns(fns["literal"])[0].Results[0]
		if elems, ok := irutil.SliceElems(ret); !ok || len(elems) != 2 {
			t.Errorf("SliceElems of []int{7, 8}: %v, %v", elems, ok)
		}
		if _, ok := irutil.SliceElems(fns["forward"].Params[0]); ok {
			t.Error("SliceElems of a parameter: ok, want not a slice literal")
		}
	})

	t.Run("CallsParamFunc", func(t *testing.T) {
		if r := returns(fns["forward$1"]); len(r) != 1 || !irutil.CallsParamFunc(r[0]) {
			t.Error("forward's closure returns next(x): CallsParamFunc false")
		}
		for _, r := range returns(fns["own"]) {
			if irutil.CallsParamFunc(r) {
				t.Errorf("own: %v calls no function it was given, CallsParamFunc true", r)
			}
		}
	})

	t.Run("CallResultAndStaticFunc", func(t *testing.T) {
		var found bool
		for _, r := range returns(fns["own"]) {
			call, idx := irutil.CallResult(r.Results[1])
			if call == nil {
				continue
			}
			found = true
			if fn := irutil.StaticFunc(call.Common()); fn == nil || fn.Name() != "double" || idx != 1 {
				t.Errorf("own's last return: callee %v, result %d; want double, 1", fn, idx)
			}
		}
		if !found {
			t.Error("own: no return of a call's result found")
		}
	})

	t.Run("FieldOf", func(t *testing.T) {
		var name string
		for _, b := range fns["field"].Blocks {
			for _, instr := range b.Instrs {
				if fa, ok := instr.(*ssa.FieldAddr); ok {
					name = irutil.FieldOf(fa).Name()
				}
			}
		}
		if name != "h" {
			t.Errorf("FieldOf in field: %q, want h", name)
		}
	})

	t.Run("ResultTested", func(t *testing.T) {
		for _, call := range irutil.Calls([]*ssa.Function{fns["tested"]}) {
			if !irutil.ResultTested(call) {
				t.Error("tested compares err with nil: ResultTested false")
			}
			if irutil.ResultTested(call, 1) {
				t.Error("tested, skipping the error: v == 0 is no nil test, ResultTested true")
			}
		}
	})

	t.Run("ParamArg", func(t *testing.T) {
		for _, call := range irutil.Calls([]*ssa.Function{fns["tested"]}) {
			if k, ok := irutil.ParamArg(call.Common(), 0).(*ssa.Const); !ok || k.Int64() != 1 {
				t.Errorf("ParamArg(double(1), 0) = %v, want the constant 1", irutil.ParamArg(call.Common(), 0))
			}
			for _, i := range []int{-1, 1} {
				if a := irutil.ParamArg(call.Common(), i); a != nil {
					t.Errorf("ParamArg(double(1), %d) = %v, want nil", i, a)
				}
			}
		}
	})

	t.Run("DominatedBy", func(t *testing.T) {
		negative := func(cond ssa.Value, truth bool) bool {
			b, ok := cond.(*ssa.BinOp)
			return ok && b.Op == token.LSS && truth
		}
		var under, outside int
		for _, ret := range returns(fns["own"]) {
			if irutil.DominatedBy(ret.Block(), negative) {
				under++
			} else {
				outside++
			}
		}
		if under != 1 || outside != 1 {
			t.Errorf("own: %d returns under x < 0 and %d outside, want 1 and 1", under, outside)
		}
	})
}

func TestRecvNameAndStmtList(t *testing.T) {
	const src = `package q

type T struct{}

func (T) Value() {}

func (*T) Pointer() {}

func plain() {
	switch {
	case true:
		plain()
	}
	select {
	default:
		plain()
	}
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "q.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := new(types.Config).Check("q", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	tt := pkg.Scope().Lookup("T").Type().(*types.Named)
	for i := range tt.NumMethods() {
		if got := irutil.RecvName(tt.Method(i)); got != "T" {
			t.Errorf("RecvName(%s) = %q, want T", tt.Method(i).Name(), got)
		}
	}
	if got := irutil.RecvName(pkg.Scope().Lookup("plain").(*types.Func)); got != "" {
		t.Errorf("RecvName(plain) = %q, want \"\"", got)
	}

	var kinds []string
	ast.Inspect(f, func(n ast.Node) bool {
		if list, ok := irutil.StmtList(n); ok {
			kinds = append(kinds, fmt.Sprintf("%T:%d", n, len(list)))
		}
		return true
	})
	want := "[*ast.BlockStmt:0 *ast.BlockStmt:0 *ast.BlockStmt:2 *ast.BlockStmt:1 *ast.CaseClause:1 *ast.BlockStmt:1 *ast.CommClause:1]"
	if got := fmt.Sprint(kinds); got != want {
		t.Errorf("StmtList found %s, want %s", got, want)
	}
}

// TestReaches checks block reachability, with and without a block to
// avoid.
func TestReaches(t *testing.T) {
	fns := build(t)
	block := func(fn, comment string) *ssa.BasicBlock {
		for _, b := range fns[fn].Blocks {
			if b.Comment == comment {
				return b
			}
		}
		t.Fatalf("%s: no block %q", fn, comment)
		return nil
	}
	entry, then, done := block("own", "entry"), block("own", "if.then"), block("own", "if.done")
	body, head, exit := block("loop", "for.body"), block("loop", "for.loop"), block("loop", "for.done")
	for _, c := range []struct {
		name            string
		from, to, avoid *ssa.BasicBlock
		want            bool
	}{
		{"itself", entry, entry, nil, true},
		{"a branch", entry, then, nil, true},
		{"the other branch", then, done, nil, false},
		{"around the loop", body, exit, nil, true},
		{"not through its head", body, exit, head, false},
		{"back to the body", body, body, nil, true},
	} {
		if got := irutil.Reaches(c.from, c.to, c.avoid); got != c.want {
			t.Errorf("%s: Reaches = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestSameRepository(t *testing.T) {
	for _, c := range []struct {
		mod, path string
		want      bool
	}{
		{"github.com/org/app/server", "github.com/org/app/pkg/mcp", true}, // a sibling module
		{"github.com/org/app/server", "github.com/org/app", true},         // the repository's root module
		{"github.com/org/app/server", "github.com/org/lib/mcp", false},    // another repository
		{"github.com/org/app", "github.com/org/app2/x", false},            // a root module has no siblings here
		{"k8s.io/kubernetes/cmd", "k8s.io/api/core", false},               // only the first three segments name a repository
		{"example/app/server", "example/app/pkg", false},                  // no host
	} {
		if got := irutil.SameRepository(c.mod, c.path); got != c.want {
			t.Errorf("SameRepository(%q, %q) = %v, want %v", c.mod, c.path, got, c.want)
		}
	}
}
