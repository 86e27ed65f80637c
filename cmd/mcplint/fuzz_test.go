package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcplint/mcplint/analyzers"
	"github.com/mcplint/mcplint/internal/testdata"
)

// fuzzImports are the packages a fuzzed file may import: the SDK stubs of
// testdata/src, the standard packages the test packages use, and (see
// [fuzzTestPackages]) the test packages themselves, so that a seed that
// imports a helper package type-checks.
var fuzzImports = []string{
	"github.com/mark3labs/mcp-go/mcp",
	"github.com/mark3labs/mcp-go/server",
	"github.com/mark3labs/mcp-go/client",
	"github.com/modelcontextprotocol/go-sdk/mcp",
	"github.com/modelcontextprotocol/go-sdk/jsonrpc",
	"github.com/modelcontextprotocol/go-sdk/auth",
	"github.com/pkg/errors",
	"context", "errors", "fmt", "strings", "strconv", "os", "io", "time",
	"encoding/json", "net/http", "database/sql", "runtime/debug", "log",
	"os/exec", "sync", "bytes", "slices", "maps", "sort", "net/url",
}

// fuzzTestPackages returns the import paths of the test packages under
// testdata/src (the directories two levels down with non-test Go files
// of a package other than main).
func fuzzTestPackages(t testing.TB) []string {
	files, err := filepath.Glob(filepath.Join(testdata.Dir(), "src", "*", "*", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), "\npackage main\n") || strings.HasPrefix(string(data), "package main\n") {
			continue
		}
		rel, err := filepath.Rel(filepath.Join(testdata.Dir(), "src"), filepath.Dir(f))
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, filepath.ToSlash(rel))
	}
	slices.Sort(paths)
	return slices.Compact(paths)
}

// fuzzSeedPkg is the package, written once in a temporary GOPATH, that
// imports every fuzzImports path: loading it with the driver's loader
// loads the graph every fuzzed file is type-checked against.
const fuzzSeedPkg = "example.com/fuzzseed"

var (
	fuzzOnce sync.Once
	fuzzProg *loader
	fuzzSeed *packages.Package
	fuzzErr  error
)

// loadFuzzDeps loads, once per process, the graph of fuzzImports with the
// driver's loader (load.go): the SDK stubs type-checked from source, the
// standard library from export data, as mcplint does for a module. Each
// fuzzed file is then only parsed and type-checked against it
// ([loader.checkExtra]), and the checker runs on it and the stubs.
func loadFuzzDeps(t testing.TB) {
	fuzzOnce.Do(func() {
		gopath, err := os.MkdirTemp("", "mcplint-fuzz")
		if err != nil {
			fuzzErr = err
			return
		}
		defer os.RemoveAll(gopath)
		var src strings.Builder
		src.WriteString("package fuzzseed\n\nimport (\n")
		for _, path := range append(fuzzImports, fuzzTestPackages(t)...) {
			fmt.Fprintf(&src, "\t_ %q\n", path)
		}
		src.WriteString(")\n")
		dir := filepath.Join(gopath, "src", filepath.FromSlash(fuzzSeedPkg))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			fuzzErr = err
			return
		}
		if err := os.WriteFile(filepath.Join(dir, "seed.go"), []byte(src.String()), 0o644); err != nil {
			fuzzErr = err
			return
		}
		env := append(os.Environ(), "GO111MODULE=off", "GOPATH="+gopath+string(filepath.ListSeparator)+testdata.Dir(), "GOFLAGS=", "GOWORK=off")
		l, pkgs, err := loadProgram([]string{fuzzSeedPkg}, loadConfig{Dir: dir, Env: env})
		if err != nil {
			fuzzErr = err
			return
		}
		// The test packages may be broken on purpose; the stubs and the
		// standard library must load.
		for _, path := range fuzzImports {
			p := l.byPath[path]
			if p == nil {
				fuzzErr = fmt.Errorf("%s: not loaded", path)
				return
			}
			if len(p.Errors) > 0 {
				fuzzErr = fmt.Errorf("%s: %v", path, p.Errors[0])
				return
			}
		}
		fuzzProg, fuzzSeed = l, pkgs[0]
	})
	if fuzzErr != nil {
		t.Fatal(fuzzErr)
	}
}

// fuzzPackage type-checks src as the only file, name, of package
// example.com/fuzz against the graph of loadFuzzDeps, the way the driver
// checks a package of the source set: errors are recorded and the
// package marked ill-typed.
func fuzzPackage(name, src string) *packages.Package {
	pkg := &packages.Package{
		ID:         "example.com/fuzz",
		PkgPath:    "example.com/fuzz",
		TypesSizes: fuzzSeed.TypesSizes,
	}
	fuzzProg.checkExtra(pkg, name, []byte(src))
	return pkg
}

// fuzzSeeds returns the non-test Go files of the test packages under
// testdata/src (not the SDK stubs).
func fuzzSeeds(t testing.TB) []string {
	files, err := filepath.Glob(filepath.Join(testdata.Dir(), "src", "*", "*", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var seeds []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		seeds = append(seeds, string(data))
	}
	return seeds
}

// FuzzSuite mutates handler source, seeded from the test packages, and
// runs the whole suite on it through the driver's code (the loader's type
// checking, checker, collect, stale directives, every printer and
// -handlers, fixes as a diff): nothing may panic. A panic inside a check
// or pass is caught by the suite and would show as an internal error,
// which fails the fuzz target too.
func FuzzSuite(f *testing.F) {
	if testing.Short() {
		f.Skip("runs go list and the whole suite on every test package")
	}
	loadFuzzDeps(f)
	for _, s := range fuzzSeeds(f) {
		f.Add(s)
	}
	checks := analyzers.All()
	withNotes := append(slices.Clip(checks), notesAnalyzer)
	f.Fuzz(func(t *testing.T, src string) {
		dir := t.TempDir()
		name := filepath.Join(dir, "fuzz.go")
		if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		pkg := fuzzPackage(name, src)
		pkgs := []*packages.Package{pkg}
		used, stopObserving := observeSuppressions()
		graph, err := checker.Analyze(withNotes, pkgs, nil)
		stopObserving()
		if err != nil {
			t.Fatal(err)
		}
		rep := collect(graph)
		rep.Diagnostics = append(rep.Diagnostics, staleDirectives(graph, checks, checks, used)...)
		slices.SortStableFunc(rep.Diagnostics, compareDiagnostics)
		for _, e := range rep.Errors {
			if e.Internal {
				t.Errorf("%s", e.Err)
			}
		}
		if err := printText(io.Discard, rep.Diagnostics, dir, 2); err != nil {
			t.Fatal(err)
		}
		printNotes(io.Discard, collectNotes(graph), dir)
		if err := printJSON(io.Discard, rep, nil); err != nil {
			t.Fatal(err)
		}
		if err := printSARIF(io.Discard, rep, sarifOutput{checks: checks, root: dir}); err != nil {
			t.Fatal(err)
		}
		printErrors(io.Discard, rep.Errors)
		var handlerErrs strings.Builder
		listHandlers(io.Discard, &handlerErrs, pkgs, dir)
		if strings.Contains(handlerErrs.String(), "internal error") {
			t.Errorf("-handlers: %s", handlerErrs.String())
		}
		// A fix that does not apply is an error, not a crash.
		_ = applyFixes(rep.Diagnostics, true, io.Discard, dir)
	})
}
