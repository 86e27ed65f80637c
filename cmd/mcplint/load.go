package main

// This file holds the loading strategy of standalone mode. Everything that
// depends on how packages are loaded is here, so that the strategy can be
// replaced without touching the rest of the driver.
//
// The strategy: facts without the facts tax. The checks declare facts, so
// the checker runs them on every package of the graph it is given. Only
// some packages can carry facts the checks use: the module's own packages,
// the MCP SDK packages (sdk.VersionFact, read from pass.Module there) and
// the packages on an import path from the named packages to either
// (wrappers and helpers built on an SDK). load type-checks the module's
// packages and those on a path to an SDK or to them from source (the
// "source set"); every other package, the SDKs included, is loaded from
// the export data the build cache already has, as a compiler would, or,
// where the cache has none, type-checked from source without function
// bodies (see deps.go): the go command never compiles. The checker is given
// a graph of the source set plus the SDK packages it reaches, the latter
// as packages without syntax: the version pass needs only their path and
// module to export sdk.VersionFact, and every other pass returns at once
// there (the SDKs' code is modelled, not analyzed). Every other package
// outside the source set is invisible to the checker.
//
// Loading takes two go list runs, neither of which compiles anything: one
// for the package graph, one for the export data the build cache has of
// the packages the source set imports directly, of the SDK packages and
// of their dependencies (go list -export -n; see deps.go).

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"io"
	"maps"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"

	"github.com/mcplint/mcplint/passes/mcpssa"
	"github.com/mcplint/mcplint/passes/sdk"
	"github.com/mcplint/mcplint/passes/taint"
)

// loadConfig holds the options that influence package loading.
type loadConfig struct {
	Tests bool   // include test files and test packages (-test)
	Tags  string // comma-separated build tags (-tags)

	// Progress, if not nil, is told how loading advances.
	Progress *progress

	// Dir and Env, if set, are the directory and environment of the go
	// command (the current ones otherwise); tests load GOPATH trees.
	Dir string
	Env []string
}

// graphMode asks go list for the package graph: names, files, imports,
// modules, without compiling or type-checking anything. It leaves out the
// compiled files (and the type sizes, which imply them): asking for them
// makes go list prepare the build of every package of the graph, which
// cost a third of a small module's run; the cgo packages of the source
// set, the only ones whose compiled files differ from their Go files, ask
// for theirs apart (see [loader.cgo]).
const graphMode = packages.NeedName |
	packages.NeedFiles |
	packages.NeedImports |
	packages.NeedDeps |
	packages.NeedModule

// cgoMode asks go list for the files the compiler sees, cgo's output
// included, and their imports.
const cgoMode = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports

// exportMode asks go list for the export data of packages.
const exportMode = packages.NeedName | packages.NeedExportFile

// load loads the packages matching patterns. It returns the matched
// packages, each with what [checker.Analyze] needs, and a graph of
// Imports restricted to the source set and the SDK packages (see the file
// comment). It returns
// an error only if loading failed as a whole, or if nothing matched;
// errors in individual packages (syntax errors, type errors, missing
// imports) are recorded in their Errors, for [printLoadErrors].
func load(patterns []string, cfg loadConfig) ([]*packages.Package, error) {
	_, pkgs, err := loadProgram(patterns, cfg)
	return pkgs, err
}

// loadProgram is [load], which also returns its loader, with which more
// packages can be type-checked against the same graph (see
// [loader.checkExtra]).
func loadProgram(patterns []string, cfg loadConfig) (*loader, []*packages.Package, error) {
	var buildFlags []string
	if cfg.Tags != "" {
		buildFlags = []string{"-tags=" + cfg.Tags}
	}
	env, modfile := modfileFromGOFLAGS(cfg.Env)
	if modfile != "" {
		buildFlags = append(buildFlags, modfile)
	}
	conf := &packages.Config{Mode: graphMode, Tests: cfg.Tests, BuildFlags: buildFlags, Dir: cfg.Dir, Env: env}
	pkgs, cached := loadGraphWithExports(conf, patterns)
	if pkgs == nil {
		var err error
		pkgs, err = packages.Load(conf, patterns...)
		if err != nil {
			return nil, nil, plainLoadError(err)
		}
	}
	// The generated main package of a test binary is not worth checking.
	pkgs = slices.DeleteFunc(pkgs, isTestMain)
	if err := outsideModule(pkgs, conf); err != nil {
		return nil, nil, err
	}
	if len(pkgs) == 0 {
		return nil, nil, fmt.Errorf("%s matched no packages", strings.Join(patterns, " "))
	}

	l := &loader{
		fset:     token.NewFileSet(),
		view:     map[string]*types.Package{"unsafe": types.Unsafe},
		exported: make(map[string]error),
		parsed:   make(map[string]*parsedFile),
		done:     make(map[*packages.Package]bool),
		byPath:   make(map[string]*packages.Package),
		nerrs:    make(map[*packages.Package]int),
		sizes:    sizes(conf),
		progress: cfg.Progress,
		cached:   cached,
	}
	for pkg := range packages.Postorder(pkgs) {
		if pkg.ID == pkg.PkgPath { // not a test variant
			l.byPath[pkg.PkgPath] = pkg
		}
	}
	// A package outside the source set that declares hand-rolled MCP
	// types (or whose imports do) is analyzed as before, with the packages
	// between: it joins the seeds, and the source set grows (rarely more
	// than once).
	seeds := make(map[string]bool)
	direct := l.mainImports()
	scanned := make(map[string]bool)
	for {
		l.src, l.sdk = sourceSet(pkgs, seeds)

		// Parse the source set while the dependencies load.
		var parsed sync.WaitGroup
		parsed.Go(l.parseAll)
		added, err := l.loadDeps(l.frontier(), conf)
		parsed.Wait()
		if err != nil {
			return nil, nil, err
		}
		if err := l.cgo(conf); err != nil {
			return nil, nil, err
		}
		more := false
		for _, path := range added {
			if pkg := l.view[path]; pkg != nil && l.relevantDep(path, pkg) && !seeds[path] {
				seeds[path] = true
				more = true
			}
			if direct[path] {
				for _, p := range l.queryKeySeeds(path, scanned) {
					if !seeds[p] {
						seeds[p] = true
						more = true
					}
				}
			}
		}
		if !more {
			break
		}
	}
	l.progress.typeChecking(len(l.src))
	l.typeCheck()

	l.exportNodes()

	// The checker sees the source set and the SDK packages only.
	for _, set := range []map[*packages.Package]bool{l.src, l.sdk} {
		for pkg := range set {
			l.restrictImports(pkg)
		}
	}
	return l, pkgs, nil
}

// modfileFromGOFLAGS moves a -modfile flag out of the GOFLAGS of env
// (the process's environment when env is nil) and returns it as a build
// flag: go/packages asks the go command for its version with modules
// turned off and GOFLAGS as they are, and the go command refuses -modfile
// there ("build flag -modfile only valid when using modules"), while
// build flags are left out of that query. env is returned unchanged when
// GOFLAGS holds no -modfile.
func modfileFromGOFLAGS(env []string) ([]string, string) {
	if env == nil {
		env = os.Environ()
	}
	i := slices.IndexFunc(env, func(kv string) bool { return strings.HasPrefix(kv, "GOFLAGS=") })
	if i < 0 {
		return env, ""
	}
	var keep []string
	modfile := ""
	for _, f := range strings.Fields(strings.TrimPrefix(env[i], "GOFLAGS=")) {
		if strings.HasPrefix(f, "-modfile=") || strings.HasPrefix(f, "--modfile=") {
			modfile = "-" + strings.TrimLeft(f, "-")
			continue
		}
		keep = append(keep, f)
	}
	if modfile == "" {
		return env, ""
	}
	env = slices.Clone(env)
	env[i] = "GOFLAGS=" + strings.Join(keep, " ")
	return env, modfile
}

// relevantDep reports whether pkg, a package outside the source set, is
// analyzed with the module's packages: mcpssa.Relevant for a package of a
// main module, mcpssa.RelevantDependency for another module's. Another
// module's structs that merely look like a hand-rolled JSON-RPC error (a
// Kubernetes Status, a gRPC status: a JSON code and message) do not make
// it, and the packages between it and the module, worth bodies and SSA.
func (l *loader) relevantDep(path string, pkg *types.Package) bool {
	if p := l.byPath[path]; p != nil && p.Module != nil && !p.Module.Main {
		return mcpssa.RelevantDependency(pkg)
	}
	return mcpssa.Relevant(pkg)
}

// mainImports returns the import paths of the packages of other modules
// (not the standard library's, not an SDK's) that packages of a main
// module import.
func (l *loader) mainImports() map[string]bool {
	direct := make(map[string]bool)
	for _, pkg := range l.byPath {
		if pkg.Module == nil || !pkg.Module.Main {
			continue
		}
		for path, imp := range pkg.Imports {
			if imp.Module != nil && !imp.Module.Main && sdk.OfPackage(path) == sdk.None {
				direct[path] = true
			}
		}
	}
	return direct
}

// queryKeySeeds returns the packages of the module of path, a package a
// main module imports, that path reaches through imports within that
// module and in whose files taint.QueryKeyCandidate finds an API client
// putting a secret into its request URLs. go vet computes their facts
// (taint.DepQueryKeyFact) from source, as it does for every dependency;
// loaded from source here, with the packages between, they give the
// standalone driver the same facts. Packages in scanned are not read
// again.
func (l *loader) queryKeySeeds(path string, scanned map[string]bool) []string {
	root := l.byPath[path]
	if root == nil || root.Module == nil {
		return nil
	}
	var seeds []string
	stack := []*packages.Package{root}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if scanned[p.PkgPath] || p.Module == nil || p.Module.Path != root.Module.Path || sdk.OfPackage(p.PkgPath) != sdk.None {
			continue
		}
		scanned[p.PkgPath] = true
		if taint.QueryKeyCandidate(p.GoFiles) {
			seeds = append(seeds, p.PkgPath)
		}
		for _, imp := range p.Imports {
			stack = append(stack, imp)
		}
	}
	slices.Sort(seeds)
	return seeds
}

// restrictImports removes from pkg.Imports the packages outside the
// source set and the SDK packages.
func (l *loader) restrictImports(pkg *packages.Package) {
	for path, imp := range pkg.Imports {
		if !l.src[imp] && !l.sdk[imp] {
			delete(pkg.Imports, path)
		}
	}
}

// checkExtra parses src as the only file, name, of pkg, a package outside
// the loaded graph whose metadata (ID, PkgPath) is set, and type-checks
// it the way load checks the source set, against the loaded packages of
// the graph: pkg.Imports is set from the file's imports that the graph
// has (an import it lacks is a type error), then restricted to the source
// set. The fuzz test checks each input this way against a graph loaded
// once.
func (l *loader) checkExtra(pkg *packages.Package, name string, src []byte) {
	pkg.Fset = l.fset
	pkg.GoFiles = []string{name}
	pkg.CompiledGoFiles = pkg.GoFiles
	pkg.Imports = make(map[string]*packages.Package)
	pkg.Syntax = nil
	f, err := parseFile(l.fset, name, src)
	if err != nil {
		pkg.Errors = append(pkg.Errors, parseErrors(err, name)...)
	}
	if f != nil {
		pkg.Syntax = append(pkg.Syntax, f)
		if pkg.Name == "" {
			pkg.Name = f.Name.Name
		}
		for _, spec := range f.Imports {
			if path, err := strconv.Unquote(spec.Path.Value); err == nil && l.byPath[path] != nil {
				pkg.Imports[path] = l.byPath[path]
			}
		}
	}
	l.check(pkg)
	l.restrictImports(pkg)
}

// parseFile parses the Go file name, with content src, as load does.
func parseFile(fset *token.FileSet, name string, src []byte) (*ast.File, error) {
	return parser.ParseFile(fset, name, src, parser.AllErrors|parser.ParseComments|parser.SkipObjectResolution)
}

// sourceSet returns the packages of the graph of roots that are loaded
// from source: the roots, the packages of main modules, the packages whose
// import paths are in seeds, packages that failed to list, and every
// package that imports one of these or an MCP SDK package; and, apart,
// the SDK packages of the graph that are not in the source set, which come
// from export data. By construction no package outside the source set
// imports a package in it, so export data never refers to a package
// type-checked from source.
func sourceSet(roots []*packages.Package, seeds map[string]bool) (src, sdkPkgs map[*packages.Package]bool) {
	src = make(map[*packages.Package]bool)
	sdkPkgs = make(map[*packages.Package]bool)
	for _, r := range roots {
		src[r] = true
	}
	for pkg := range packages.Postorder(roots) { // dependencies first
		if pkg.PkgPath == "unsafe" {
			continue
		}
		if pkg.Module != nil && pkg.Module.Main || seeds[pkg.PkgPath] || len(pkg.Errors) > 0 {
			src[pkg] = true
		}
		isSDK := sdk.OfPackage(pkg.PkgPath) != sdk.None
		for _, imp := range pkg.Imports {
			if src[imp] || sdkPkgs[imp] && !isSDK {
				src[pkg] = true
				break
			}
		}
		if isSDK && !src[pkg] {
			sdkPkgs[pkg] = true
		}
	}
	return src, sdkPkgs
}

// A loader type-checks the source set and loads the rest of the graph
// from export data.
type loader struct {
	fset     *token.FileSet
	src      map[*packages.Package]bool
	sdk      map[*packages.Package]bool // SDK packages outside the source set
	view     map[string]*types.Package  // packages outside the source set, by path
	progress *progress
	exported map[string]error             // packages read from export data
	parsed   map[string]*parsedFile       // by file name
	done     map[*packages.Package]bool   // syntax set
	nerrs    map[*packages.Package]int    // errors before parsing
	byPath   map[string]*packages.Package // the graph's packages, test variants aside
	sizes    types.Sizes
	// cached is the export data the build cache has, by import path, as
	// the graph's listing reported it (see loadGraphWithExports); nil
	// when that listing was not possible, and cachedExport asks.
	cached map[string]string
}

// loadGraphWithExports loads the package graph like packages.Load(conf,
// patterns...) and, in the same run of go list, asks which export data
// the build cache has (-export -n: the go command reports the export data
// files it has and compiles nothing), which spares the loader a second
// listing of the dependencies (cachedExport: 0.6–0.7 s of CPU on a server
// of 300 packages, as much as the graph's own listing). It returns nil
// when that listing fails or reports an error of its own, and the caller
// lists the graph as before; a package that failed to list is left to
// that listing too, which reports its errors as before.
func loadGraphWithExports(conf *packages.Config, patterns []string) ([]*packages.Package, map[string]string) {
	ec := *conf
	ec.Mode |= packages.NeedExportFile
	ec.BuildFlags = append(slices.Clip(conf.BuildFlags), "-n")
	pkgs, err := packages.Load(&ec, patterns...)
	if err != nil || len(pkgs) == 0 {
		return nil, nil
	}
	cached := make(map[string]string)
	failed := false
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if len(p.Errors) > 0 {
			failed = true
		}
		if p.ExportFile != "" && p.ID == p.PkgPath {
			if _, err := os.Stat(p.ExportFile); err == nil {
				cached[p.PkgPath] = p.ExportFile
			}
		}
		p.ExportFile = "" // as the graph's own listing leaves it
	})
	if failed {
		return nil, nil
	}
	return pkgs, cached
}

// parsedFile is the outcome of parsing one file.
type parsedFile struct {
	file *ast.File
	err  error
}

// exportData asks the go command for the export data files of the
// packages paths, and returns them by import path with, for packages
// without one, the go command's error.
func exportData(paths []string, graph *packages.Config) (files, errs map[string]string, err error) {
	files, errs = make(map[string]string), make(map[string]string)
	if len(paths) == 0 {
		return files, errs, nil
	}
	conf := &packages.Config{Mode: exportMode, BuildFlags: graph.BuildFlags, Dir: graph.Dir, Env: graph.Env}
	epkgs, err := packages.Load(conf, paths...)
	if err != nil {
		return nil, nil, err
	}
	for _, p := range epkgs {
		files[p.PkgPath] = p.ExportFile
		if p.ExportFile == "" && len(p.Errors) > 0 {
			errs[p.PkgPath] = p.Errors[0].Msg
		}
	}
	return files, errs, nil
}

// frontier returns the import paths of the packages outside the source set
// that packages in it import, and of the SDK packages, that have not been
// read yet, sorted; only their export data is read (it covers what they
// refer to in their own dependencies).
func (l *loader) frontier() []string {
	var paths []string
	seen := make(map[string]bool)
	add := func(pkg *packages.Package) {
		if _, ok := l.exported[pkg.PkgPath]; !ok && !l.src[pkg] && pkg.PkgPath != "unsafe" && !seen[pkg.PkgPath] {
			seen[pkg.PkgPath] = true
			paths = append(paths, pkg.PkgPath)
		}
	}
	for pkg := range l.src {
		for _, imp := range pkg.Imports {
			add(imp)
		}
	}
	for pkg := range l.sdk {
		add(pkg)
	}
	slices.Sort(paths)
	return paths
}

// parseAll parses the files of the source set not parsed yet, in
// parallel, and sets the syntax of the packages of the set.
func (l *loader) parseAll() {
	// A package and its test variant share files: parse each file once.
	var files []string
	for pkg := range l.src {
		if pkg.CompiledGoFiles == nil {
			// Not asked for in the graph: the Go files, but for cgo
			// packages (see cgo).
			pkg.CompiledGoFiles = pkg.GoFiles
		}
		for _, name := range pkg.CompiledGoFiles {
			if _, ok := l.parsed[name]; !ok {
				l.parsed[name] = nil
				files = append(files, name)
			}
		}
	}
	var mu sync.Mutex
	work := make(chan string)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for name := range work {
				src, err := os.ReadFile(name)
				var f *ast.File
				if err == nil {
					f, err = parseFile(l.fset, name, src)
				}
				mu.Lock()
				l.parsed[name] = &parsedFile{f, err}
				mu.Unlock()
			}
		})
	}
	for _, name := range files {
		work <- name
	}
	close(work)
	wg.Wait()

	for pkg := range l.src {
		if l.done[pkg] {
			continue
		}
		l.done[pkg] = true
		if n, ok := l.nerrs[pkg]; ok {
			pkg.Errors = pkg.Errors[:n] // parsed again (cgo)
		} else {
			l.nerrs[pkg] = len(pkg.Errors)
		}
		pkg.Fset = l.fset
		pkg.Syntax = make([]*ast.File, 0, len(pkg.CompiledGoFiles))
		for _, name := range pkg.CompiledGoFiles {
			p := l.parsed[name]
			if p.file != nil {
				pkg.Syntax = append(pkg.Syntax, p.file)
			}
			if p.err != nil {
				pkg.Errors = append(pkg.Errors, parseErrors(p.err, name)...)
			}
		}
	}
}

// cgo gives the packages of the source set that use cgo the files the
// compiler sees (the graph lists their Go files as written, with import
// "C"), asking go list for them, parses those, and reads the export data
// of the packages cgo's output imports (runtime/cgo, syscall), which the
// graph does not list. It returns an error only if go list failed as a
// whole.
func (l *loader) cgo(graph *packages.Config) error {
	byID := make(map[string]*packages.Package)
	var paths []string
	for pkg := range l.src {
		if !l.importsC(pkg) {
			continue
		}
		byID[pkg.ID] = pkg
		if !slices.Contains(paths, pkg.PkgPath) {
			paths = append(paths, pkg.PkgPath)
		}
	}
	if len(paths) == 0 {
		return nil
	}
	slices.Sort(paths)
	conf := &packages.Config{Mode: cgoMode, Tests: graph.Tests, BuildFlags: graph.BuildFlags, Dir: graph.Dir, Env: graph.Env}
	cpkgs, err := packages.Load(conf, paths...)
	if err != nil {
		return plainLoadError(err)
	}
	var more []string
	for _, c := range cpkgs {
		pkg := byID[c.ID]
		if pkg == nil {
			continue
		}
		for path, imp := range c.Imports {
			if pkg.Imports[path] == nil && imp.PkgPath != "unsafe" {
				pkg.Imports[path] = &packages.Package{ID: imp.ID, PkgPath: imp.PkgPath, Name: imp.Name}
				if _, ok := l.exported[imp.PkgPath]; !ok && !slices.Contains(more, imp.PkgPath) {
					more = append(more, imp.PkgPath)
				}
			}
		}
		pkg.CompiledGoFiles = c.CompiledGoFiles
		pkg.Errors = pkg.Errors[:l.nerrs[pkg]]
		for _, e := range c.Errors {
			if !slices.Contains(pkg.Errors, e) {
				pkg.Errors = append(pkg.Errors, e)
			}
		}
		l.nerrs[pkg] = len(pkg.Errors)
		l.done[pkg] = false
	}
	l.parseAll()
	slices.Sort(more)
	_, err = l.loadDeps(more, graph)
	return err
}

// importsC reports whether a file of pkg as parsed imports "C".
func (l *loader) importsC(pkg *packages.Package) bool {
	for _, f := range pkg.Syntax {
		for _, imp := range f.Imports {
			if imp.Path.Value == `"C"` {
				return true
			}
		}
	}
	return false
}

// sizes returns the gc type sizes of the target architecture of the go
// command configured by graph.
func sizes(graph *packages.Config) types.Sizes {
	goarch := runtime.GOARCH
	cmd := exec.Command("go", "env", "GOARCH")
	cmd.Dir, cmd.Env = graph.Dir, graph.Env
	if out, err := cmd.Output(); err == nil && len(bytes.TrimSpace(out)) > 0 {
		goarch = string(bytes.TrimSpace(out))
	}
	if s := types.SizesFor("gc", goarch); s != nil {
		return s
	}
	return types.SizesFor("gc", runtime.GOARCH)
}

// parseErrors converts an error of the parser into package errors.
func parseErrors(err error, name string) []packages.Error {
	var errs []packages.Error
	switch err := err.(type) {
	case scanner.ErrorList:
		for _, e := range err {
			errs = append(errs, packages.Error{Pos: e.Pos.String(), Msg: e.Msg, Kind: packages.ParseError})
		}
	case *os.PathError:
		errs = append(errs, packages.Error{Pos: err.Path + ":1", Msg: err.Err.Error(), Kind: packages.ParseError})
	default:
		errs = append(errs, packages.Error{Pos: name + ":1", Msg: err.Error(), Kind: packages.ParseError})
	}
	return errs
}

// readExportData creates the types of the frontier packages from their
// export data files (by import path), one after the other: reading export
// data may complete the packages of indirect dependencies, which all
// share l.view.
func (l *loader) readExportData(exports, errs map[string]string) {
	paths := make([]string, 0, len(exports))
	for path := range exports {
		paths = append(paths, path)
	}
	slices.Sort(paths) // deterministic order
	for _, path := range paths {
		l.exported[path] = l.readExport(path, exports[path], errs[path])
	}
}

func (l *loader) readExport(path, file, why string) error {
	if file == "" {
		if why != "" {
			return fmt.Errorf("no export data for %s: %s", path, why)
		}
		return fmt.Errorf("no export data for %s", path)
	}
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	r, err := gcexportdata.NewReader(f)
	if err != nil {
		return fmt.Errorf("reading %s: %v", file, err)
	}
	if _, err := gcexportdata.Read(r, l.fset, l.view, path); err != nil {
		return fmt.Errorf("reading %s: %v", file, err)
	}
	return nil
}

// typeCheck type-checks the source set, each package after its imports,
// as many at a time as there are CPUs.
func (l *loader) typeCheck() {
	inDependencyOrder(slices.Collect(maps.Keys(l.src)), func(pkg *packages.Package) {
		l.check(pkg)
		l.progress.loaded()
	})
}

// inDependencyOrder calls check on each of pkgs after it has returned for
// the package's imports among pkgs, on as many goroutines at a time as
// there are CPUs, and returns when every call has.
func inDependencyOrder(pkgs []*packages.Package, check func(*packages.Package)) {
	done := make(map[*packages.Package]chan struct{}, len(pkgs))
	for _, pkg := range pkgs {
		done[pkg] = make(chan struct{})
	}
	cpu := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for _, pkg := range pkgs {
		wg.Go(func() {
			defer close(done[pkg])
			for _, imp := range pkg.Imports {
				if ch, ok := done[imp]; ok {
					<-ch
				}
			}
			cpu <- struct{}{}
			check(pkg)
			<-cpu
		})
	}
	wg.Wait()
}

// exportNodes completes the SDK packages outside the source set for the
// checker: packages without syntax whose types are their export data's.
// One whose export data could not be read is ill-typed, with the error.
func (l *loader) exportNodes() {
	for pkg := range l.sdk {
		pkg.Fset = l.fset
		pkg.TypesInfo = newTypesInfo()
		pkg.TypesSizes = l.sizes
		pkg.Types = l.view[pkg.PkgPath]
		if err := l.exported[pkg.PkgPath]; err != nil || pkg.Types == nil {
			if err == nil {
				err = fmt.Errorf("no export data for %s", pkg.PkgPath)
			}
			pkg.Errors = append(pkg.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
			pkg.IllTyped = true
			if pkg.Types == nil {
				pkg.Types = types.NewPackage(pkg.PkgPath, pkg.Name)
			}
		}
	}
}

// check type-checks pkg from its syntax, as go/packages does.
func (l *loader) check(pkg *packages.Package) {
	if pkg.PkgPath == "unsafe" {
		pkg.Types = types.Unsafe
		pkg.TypesInfo = newTypesInfo()
		pkg.TypesSizes = l.sizes
		return
	}
	pkg.Types = types.NewPackage(pkg.PkgPath, pkg.Name)
	pkg.TypesInfo = sizedTypesInfo(pkg.Syntax)
	pkg.TypesSizes = l.sizes
	appendError := func(err error) {
		switch err := err.(type) {
		case types.Error:
			pkg.TypeErrors = append(pkg.TypeErrors, err)
			pkg.Errors = append(pkg.Errors, packages.Error{
				Pos:  err.Fset.Position(err.Pos).String(),
				Msg:  err.Msg,
				Kind: packages.TypeError,
			})
		default:
			pkg.Errors = append(pkg.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
		}
	}
	importer := importerFunc(func(path string) (*types.Package, error) {
		if path == "unsafe" {
			return types.Unsafe, nil
		}
		imp := pkg.Imports[path]
		if imp == nil {
			return nil, fmt.Errorf("no metadata for %s", path)
		}
		if l.src[imp] {
			return imp.Types, nil
		}
		if err, ok := l.exported[imp.PkgPath]; !ok {
			return nil, fmt.Errorf("no export data for %s", imp.PkgPath)
		} else if err != nil {
			return nil, err
		}
		return l.view[imp.PkgPath], nil
	})
	tc := &types.Config{
		Importer: importer,
		Error:    appendError,
		Sizes:    l.sizes,
	}
	if pkg.Module != nil && pkg.Module.GoVersion != "" {
		tc.GoVersion = "go" + pkg.Module.GoVersion
	}
	err := types.NewChecker(tc, l.fset, pkg.Types, pkg.TypesInfo).Files(pkg.Syntax)
	// Without cgo, the type checker fakes import "C": mark the package as
	// ill-typed, as go/packages does.
	if tc.FakeImportC {
	outer:
		for _, f := range pkg.Syntax {
			for _, imp := range f.Imports {
				if imp.Path.Value == `"C"` {
					appendError(types.Error{Fset: l.fset, Pos: imp.Pos(), Msg: `import "C" ignored`})
					break outer
				}
			}
		}
	}
	if err != nil && len(pkg.Errors) == 0 {
		appendError(err)
	}
	pkg.IllTyped = len(pkg.Errors) > 0
	for _, imp := range pkg.Imports {
		if l.src[imp] && imp.IllTyped {
			pkg.IllTyped = true
		}
	}
}

// sizedTypesInfo returns a types.Info whose maps are sized for files:
// the type checker fills them with one entry per expression, identifier
// or selector, and growing them as it goes was a twentieth of a warm
// run's CPU. The hints are a little under what real code gives per byte
// of source (an expression per 11-15 bytes, a use per 17-24, a
// definition per 88-116, a scope per 93-126, a selection per 83-320),
// so that the maps rarely grow and never hold much unused room.
func sizedTypesInfo(files []*ast.File) *types.Info {
	size := 0
	for _, f := range files {
		size += int(f.FileEnd - f.FileStart)
	}
	return &types.Info{
		Types:        make(map[ast.Expr]types.TypeAndValue, size/16),
		Defs:         make(map[*ast.Ident]types.Object, size/120),
		Uses:         make(map[*ast.Ident]types.Object, size/25),
		Implicits:    make(map[ast.Node]types.Object),
		Instances:    make(map[*ast.Ident]types.Instance),
		Scopes:       make(map[ast.Node]*types.Scope, size/130),
		Selections:   make(map[*ast.SelectorExpr]*types.Selection, size/320),
		FileVersions: make(map[*ast.File]string, len(files)),
	}
}

func newTypesInfo() *types.Info {
	return &types.Info{
		Types:        make(map[ast.Expr]types.TypeAndValue),
		Defs:         make(map[*ast.Ident]types.Object),
		Uses:         make(map[*ast.Ident]types.Object),
		Implicits:    make(map[ast.Node]types.Object),
		Instances:    make(map[*ast.Ident]types.Instance),
		Scopes:       make(map[ast.Node]*types.Scope),
		Selections:   make(map[*ast.SelectorExpr]*types.Selection),
		FileVersions: make(map[*ast.File]string),
	}
}

// importerFunc implements [types.Importer] with a function.
type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// isTestMain reports whether pkg is the synthesized main package of a test
// binary, "p.test", whose only file lives in the build cache.
func isTestMain(pkg *packages.Package) bool {
	return pkg.Name == "main" && pkg.ID == pkg.PkgPath && strings.HasSuffix(pkg.PkgPath, ".test")
}

// analyzedPackages splits pkgs into the packages the checks run on and
// the test variants they skip: with checks that never analyze test files
// (testBlind), each package is analyzed once, without its test variant
// ("p [p.test]") and its external test package ("p_test [p.test]"), whose
// code outside their test files is the package's. Analyzing them again
// would find what the package's analysis finds, at the cost of a second
// analysis of every package with tests (half of a warm run). Their load
// and type errors are printed all the same (printLoadErrors,
// skippedErrors). go vet analyzes the test variant instead of the
// package: the same findings. A test variant whose package is not among
// pkgs is kept.
func analyzedPackages(pkgs []*packages.Package, testBlind bool) (analyzed, skipped []*packages.Package) {
	if !testBlind {
		return pkgs, nil
	}
	plain := make(map[string]bool)
	for _, pkg := range pkgs {
		if pkg.ID == pkg.PkgPath {
			plain[pkg.PkgPath] = true
		}
	}
	for _, pkg := range pkgs {
		if pkg.ID != pkg.PkgPath && plain[testedPackage(pkg.ID)] {
			skipped = append(skipped, pkg)
		} else {
			analyzed = append(analyzed, pkg)
		}
	}
	return analyzed, skipped
}

// testedPackage returns the path of the package a test variant's or an
// external test package's ID names ("p [p.test]", "p_test [p.test]":
// "p"), or "".
func testedPackage(id string) string {
	_, variant, ok := strings.Cut(id, " [")
	if !ok {
		return ""
	}
	return strings.TrimSuffix(strings.TrimSuffix(variant, "]"), ".test")
}

// printLoadErrors prints the errors of pkgs and their dependencies to w,
// one per line as "file:line:col: message", each once, and returns how
// many it printed.
func printLoadErrors(w io.Writer, pkgs []*packages.Package, cwd string) int {
	seen := make(map[string]bool)
	print := func(line string) {
		if !seen[line] {
			seen[line] = true
			fmt.Fprintln(w, line)
		}
	}
	for pkg := range packages.Postorder(pkgs) {
		for _, err := range pkg.Errors {
			if err.Pos == "" || err.Pos == "-" {
				print(pkg.ID + ": " + err.Msg)
			} else {
				print(relPosition(err.Pos, cwd) + ": " + err.Msg)
			}
		}
		if mod := pkg.Module; mod != nil && mod.Error != nil {
			print(mod.Path + ": " + mod.Error.Err)
		}
	}
	return len(seen)
}
