package main

import (
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcplint/mcplint/analyzers"
	"github.com/mcplint/mcplint/internal/testdata"
)

// fuzzImports are the packages a fuzzed file may import: the SDK stubs of
// testdata/src and the standard packages the test packages use. They are
// loaded once, from source, in GOPATH mode.
var fuzzImports = []string{
	"github.com/mark3labs/mcp-go/mcp",
	"github.com/mark3labs/mcp-go/server",
	"github.com/modelcontextprotocol/go-sdk/mcp",
	"github.com/modelcontextprotocol/go-sdk/jsonrpc",
	"github.com/modelcontextprotocol/go-sdk/auth",
	"github.com/pkg/errors",
	"context", "errors", "fmt", "strings", "strconv", "os", "io", "time",
	"encoding/json", "net/http", "database/sql", "runtime/debug", "log",
	"os/exec", "sync",
}

// fuzzLoadMode loads the fuzz corpus's dependencies from source, with
// everything the checker needs.
const fuzzLoadMode = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
	packages.NeedImports | packages.NeedDeps | packages.NeedTypes | packages.NeedTypesInfo |
	packages.NeedSyntax | packages.NeedTypesSizes | packages.NeedModule

var (
	fuzzOnce sync.Once
	fuzzDeps map[string]*packages.Package // by import path
	fuzzFset *token.FileSet
	fuzzErr  error
)

// loadFuzzDeps loads fuzzImports with their dependencies.
func loadFuzzDeps(t testing.TB) {
	fuzzOnce.Do(func() {
		conf := &packages.Config{
			Mode: fuzzLoadMode,
			Dir:  testdata.Dir(),
			Env:  append(os.Environ(), "GO111MODULE=off", "GOPATH="+testdata.Dir(), "GOFLAGS=", "GOWORK=off"),
		}
		pkgs, err := packages.Load(conf, fuzzImports...)
		if err != nil {
			fuzzErr = err
			return
		}
		fuzzDeps = make(map[string]*packages.Package)
		for p := range packages.Postorder(pkgs) {
			if len(p.Errors) > 0 {
				fuzzErr = p.Errors[0]
				return
			}
			fuzzDeps[p.PkgPath] = p
			fuzzFset = p.Fset
		}
	})
	if fuzzErr != nil {
		t.Fatal(fuzzErr)
	}
}

// fuzzPackage type-checks src as the only file, name, of package
// example.com/fuzz, against fuzzDeps, the way go/packages would: errors
// are recorded and the package marked ill-typed.
func fuzzPackage(name, src string) *packages.Package {
	pkg := &packages.Package{
		ID:         "example.com/fuzz",
		PkgPath:    "example.com/fuzz",
		Fset:       fuzzFset,
		Imports:    make(map[string]*packages.Package),
		TypesSizes: types.SizesFor("gc", runtime.GOARCH),
		GoFiles:    []string{name},
	}
	pkg.CompiledGoFiles = pkg.GoFiles
	f, err := parser.ParseFile(fuzzFset, name, src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		pkg.Errors = append(pkg.Errors, packages.Error{Msg: err.Error(), Kind: packages.ParseError})
	}
	if f == nil {
		f = &ast.File{Name: ast.NewIdent("fuzz"), FileStart: 1, FileEnd: 1}
	}
	pkg.Name = f.Name.Name
	pkg.Syntax = []*ast.File{f}
	for _, imp := range f.Imports {
		if path, err := strconv.Unquote(imp.Path.Value); err == nil && fuzzDeps[path] != nil {
			pkg.Imports[path] = fuzzDeps[path]
		}
	}
	pkg.TypesInfo = &types.Info{
		Types:        make(map[ast.Expr]types.TypeAndValue),
		Instances:    make(map[*ast.Ident]types.Instance),
		Defs:         make(map[*ast.Ident]types.Object),
		Uses:         make(map[*ast.Ident]types.Object),
		Implicits:    make(map[ast.Node]types.Object),
		Selections:   make(map[*ast.SelectorExpr]*types.Selection),
		Scopes:       make(map[ast.Node]*types.Scope),
		FileVersions: make(map[*ast.File]string),
	}
	conf := types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if p := pkg.Imports[path]; p != nil {
				return p.Types, nil
			}
			return nil, os.ErrNotExist
		}),
		Sizes: pkg.TypesSizes,
		Error: func(err error) {
			pkg.Errors = append(pkg.Errors, packages.Error{Msg: err.Error(), Kind: packages.TypeError})
		},
	}
	pkg.Types, _ = conf.Check(pkg.PkgPath, fuzzFset, pkg.Syntax, pkg.TypesInfo)
	pkg.IllTyped = len(pkg.Errors) > 0
	return pkg
}

// fuzzSeeds returns non-test Go files of the test packages under
// testdata/src (not the SDK stubs): when fuzzing, the first of each
// check's or pass's test directory (each run analyzes the standard
// library too, so a short baseline leaves time to mutate); otherwise
// three, so that "go test" stays quick.
func fuzzSeeds(t testing.TB) []string {
	all, err := filepath.Glob(filepath.Join(testdata.Dir(), "src", "*", "*", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	all = slices.DeleteFunc(all, func(f string) bool { return strings.HasSuffix(f, "_test.go") })
	var files []string
	seen := make(map[string]bool)
	for _, f := range all {
		dir := filepath.Dir(filepath.Dir(f))
		if !seen[dir] {
			seen[dir] = true
			files = append(files, f)
		}
	}
	if fz := flag.Lookup("test.fuzz"); fz == nil || fz.Value.String() == "" {
		files = files[:min(len(files), 3)]
	}
	var seeds []string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		seeds = append(seeds, string(data))
	}
	return seeds
}

// FuzzSuite mutates handler source, seeded from the test packages, and
// runs the whole suite on it through the driver's code (checker, collect,
// every printer, fixes as a diff): nothing may panic. A panic inside a
// check is caught by the suite and would show as an internal error, which
// fails the fuzz target too.
func FuzzSuite(f *testing.F) {
	if testing.Short() {
		f.Skip("loads the standard library from source")
	}
	loadFuzzDeps(f)
	for _, s := range fuzzSeeds(f) {
		f.Add(s)
	}
	checks := analyzers.All()
	f.Fuzz(func(t *testing.T, src string) {
		dir := t.TempDir()
		name := filepath.Join(dir, "fuzz.go")
		if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		pkg := fuzzPackage(name, src)
		graph, err := checker.Analyze(checks, []*packages.Package{pkg}, nil)
		if err != nil {
			t.Fatal(err)
		}
		rep := collect(graph)
		for _, e := range rep.Errors {
			if e.Internal {
				t.Errorf("%s", e.Err)
			}
		}
		if err := printText(io.Discard, rep.Diagnostics, dir, 2); err != nil {
			t.Fatal(err)
		}
		if err := printJSON(io.Discard, rep); err != nil {
			t.Fatal(err)
		}
		printErrors(io.Discard, rep.Errors)
		// A fix that does not apply is an error, not a crash.
		_ = applyFixes(rep.Diagnostics, true, io.Discard, dir)
	})
}
