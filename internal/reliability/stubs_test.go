package reliability

import (
	"fmt"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

// stubSimplifications lists the deliberate differences between the SDK
// stubs under testdata/src and the real SDKs, by symbol ("pkg.Name" or
// "pkg.Type.Field"/"pkg.Type.Method"), with why. The test fails on any
// other difference, and on a listed one that no longer differs.
var stubSimplifications = map[string]string{
	"github.com/modelcontextprotocol/go-sdk/mcp.Session.isSession": "the real interface is sealed by six unexported " +
		"methods over internal types (methodInfo, MethodHandler, *jsonrpc2.Connection); the stub seals it with one marker method",
}

// stubModules maps each stubbed SDK to the nested real-SDK module whose
// version the stubs mirror: the newest release the e2e tests use.
var stubModules = []struct{ prefix, module string }{
	{"github.com/mark3labs/mcp-go/", "mcpgo-v1.6.0"},
	{"github.com/modelcontextprotocol/go-sdk/", "gosdk-v1.8.0"},
}

// TestStubsMatchRealSDKs compares every exported symbol of the SDK stubs
// with the real SDK: same kind, same type or signature, same struct
// fields (those the stub declares) and tags, same methods (those the stub
// declares), same constant values.
func TestStubsMatchRealSDKs(t *testing.T) {
	t.Parallel()
	mcplint(t) // skips in -short mode and without the module proxy
	src := filepath.Join(repoRoot(t), "testdata", "src")
	for _, m := range stubModules {
		var paths []string
		root := filepath.Join(src, filepath.FromSlash(m.prefix))
		filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
				rel, _ := filepath.Rel(src, filepath.Dir(path))
				if p := filepath.ToSlash(rel); !slices.Contains(paths, p) {
					paths = append(paths, p)
				}
			}
			return err
		})
		slices.Sort(paths)

		stubs := loadTypes(t, filepath.Join(repoRoot(t), "testdata"), []string{"GO111MODULE=off", "GOPATH=" + filepath.Join(repoRoot(t), "testdata"), "GOFLAGS="}, paths)
		dir := realSDKDir(t, m.module)
		download(t, dir)
		real := loadTypes(t, dir, []string{"GOWORK=off", "GOFLAGS=-mod=mod"}, paths)

		var diffs []string
		n := 0
		for _, path := range paths {
			s, r := stubs[path], real[path]
			if r == nil {
				diffs = append(diffs, path+": package not in "+m.module)
				continue
			}
			for _, name := range s.Scope().Names() {
				obj := s.Scope().Lookup(name)
				if !obj.Exported() {
					continue
				}
				n++
				diffs = append(diffs, compareObjects(path+"."+name, obj, r.Scope().Lookup(name))...)
			}
		}
		seen := make(map[string]bool)
		for _, d := range diffs {
			sym, _, _ := strings.Cut(d, ": ")
			if _, ok := stubSimplifications[sym]; ok {
				seen[sym] = true
				continue
			}
			t.Errorf("stub differs from %s: %s", m.module, d)
		}
		for sym := range stubSimplifications {
			if strings.HasPrefix(sym, m.prefix) && !seen[sym] {
				t.Errorf("%s is listed as a simplification but matches %s: remove it from the list", sym, m.module)
			}
		}
		t.Logf("%s: %d exported stub symbols in %d packages compared", m.module, n, len(paths))
	}
}

// loadTypes loads the types of the packages paths in dir with env.
func loadTypes(t *testing.T, dir string, env, paths []string) map[string]*types.Package {
	t.Helper()
	// Without NeedDeps (and without syntax), every package's types come
	// from the export data the go command builds and caches: the exported
	// API, which is all the comparison reads, without type-checking the
	// standard library and the SDKs from source on every run.
	conf := &packages.Config{
		Mode: packages.NeedName | packages.NeedTypes | packages.NeedImports,
		Dir:  dir,
		Env:  append(os.Environ(), env...),
	}
	pkgs, err := packages.Load(conf, paths...)
	if err != nil {
		t.Fatal(err)
	}
	byPath := make(map[string]*types.Package)
	for _, p := range pkgs {
		for _, e := range p.Errors {
			t.Errorf("%s: %v", dir, e)
		}
		if p.Types != nil && p.Types.Complete() {
			byPath[p.PkgPath] = p.Types
		}
	}
	return byPath
}

// typeString prints t with package paths, "any" for the empty interface.
func typeString(t types.Type) string {
	s := types.TypeString(t, func(p *types.Package) string { return p.Path() })
	return strings.ReplaceAll(s, "interface{}", "any")
}

// compareObjects returns the differences between the stub object s and
// the real object r, each as "symbol: what differs".
func compareObjects(sym string, s, r types.Object) []string {
	if r == nil {
		return []string{sym + ": not in the real SDK"}
	}
	kind := func(o types.Object) string {
		if tn, ok := o.(*types.TypeName); ok && tn.IsAlias() {
			return "alias"
		}
		return strings.TrimPrefix(fmt.Sprintf("%T", o), "*types.")
	}
	if kind(s) != kind(r) {
		return []string{fmt.Sprintf("%s: %s in the stub, %s in the real SDK", sym, kind(s), kind(r))}
	}
	var diffs []string
	differ := func(sym, what, st, rt string) {
		if st != rt {
			diffs = append(diffs, fmt.Sprintf("%s: %s %s in the stub, %s in the real SDK", sym, what, st, rt))
		}
	}
	switch s := s.(type) {
	case *types.Const:
		r := r.(*types.Const)
		differ(sym, "type", typeString(s.Type()), typeString(r.Type()))
		differ(sym, "value", s.Val().ExactString(), r.Val().ExactString())
	case *types.Var, *types.Func:
		differ(sym, "type", typeString(s.Type()), typeString(r.Type()))
	case *types.TypeName:
		if s.IsAlias() {
			differ(sym, "alias of", typeString(s.Type()), typeString(r.Type()))
			break
		}
		sn, _ := s.Type().(*types.Named)
		rn, _ := r.Type().(*types.Named)
		if sn == nil || rn == nil {
			break
		}
		differ(sym, "type parameters", typeParams(sn), typeParams(rn))
		ss, sok := sn.Underlying().(*types.Struct)
		rs, rok := rn.Underlying().(*types.Struct)
		switch {
		case sok && rok:
			for i := range ss.NumFields() {
				sf := ss.Field(i)
				if !sf.Exported() && !sf.Embedded() {
					continue
				}
				j := slices.IndexFunc(fields(rs), func(rf *types.Var) bool { return rf.Name() == sf.Name() })
				if j < 0 {
					diffs = append(diffs, sym+"."+sf.Name()+": field not in the real SDK")
					continue
				}
				differ(sym+"."+sf.Name(), "field type", typeString(sf.Type()), typeString(rs.Field(j).Type()))
				differ(sym+"."+sf.Name(), "tag", "`"+ss.Tag(i)+"`", "`"+rs.Tag(j)+"`")
			}
		case sok != rok:
			differ(sym, "underlying", typeString(sn.Underlying()), typeString(rn.Underlying()))
		default:
			if _, ok := sn.Underlying().(*types.Interface); !ok {
				differ(sym, "underlying", typeString(sn.Underlying()), typeString(rn.Underlying()))
			} else {
				si, ri := sn.Underlying().(*types.Interface), rn.Underlying().(*types.Interface)
				for i := range si.NumMethods() {
					m := si.Method(i)
					k := slices.IndexFunc(methods(ri), func(rm *types.Func) bool { return rm.Name() == m.Name() })
					if k < 0 {
						diffs = append(diffs, sym+"."+m.Name()+": interface method not in the real SDK")
						continue
					}
					differ(sym+"."+m.Name(), "signature", typeString(m.Type()), typeString(ri.Method(k).Type()))
				}
			}
		}
		for i := range sn.NumMethods() {
			m := sn.Method(i)
			if !m.Exported() {
				continue
			}
			obj, _, _ := types.LookupFieldOrMethod(rn, true, rn.Obj().Pkg(), m.Name())
			rm, ok := obj.(*types.Func)
			if !ok {
				diffs = append(diffs, sym+"."+m.Name()+": method not in the real SDK")
				continue
			}
			differ(sym+"."+m.Name(), "signature", typeString(m.Type()), typeString(rm.Type()))
			sp, rp := ptrRecv(m), ptrRecv(rm)
			if sp != rp {
				diffs = append(diffs, fmt.Sprintf("%s.%s: pointer receiver %v in the stub, %v in the real SDK", sym, m.Name(), sp, rp))
			}
		}
	}
	return diffs
}

func typeParams(n *types.Named) string {
	var b strings.Builder
	for i := range n.TypeParams().Len() {
		tp := n.TypeParams().At(i)
		fmt.Fprintf(&b, "[%s %s]", tp.Obj().Name(), typeString(tp.Constraint()))
	}
	return b.String()
}

func fields(s *types.Struct) []*types.Var {
	var fs []*types.Var
	for i := range s.NumFields() {
		fs = append(fs, s.Field(i))
	}
	return fs
}

func methods(i *types.Interface) []*types.Func {
	var ms []*types.Func
	for j := range i.NumMethods() {
		ms = append(ms, i.Method(j))
	}
	return ms
}

func ptrRecv(f *types.Func) bool {
	recv := f.Type().(*types.Signature).Recv()
	if recv == nil {
		return false
	}
	_, ok := recv.Type().(*types.Pointer)
	return ok
}
