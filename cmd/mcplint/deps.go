package main

// This file holds how load gets the types of the packages outside the
// source set: from export data the build cache already has, and by
// type-checking the rest from source, without function bodies.
//
// Asking the go command for export data (go list -export) compiles every
// package whose export data the build cache lacks, and every dependency of
// those: on an empty cache, the standard library, the SDK and everything
// else the module imports. That compilation cost a first run 6.5 times
// what type-checking the same packages from source costs. So load asks the
// go command first what the build cache has, without compiling anything
// (go list -export -n: the Export field is set for the packages whose
// export data is cached; -n prints the commands it would run instead of
// running them), and then, per package:
//
//   - a package whose export data is cached and whose dependencies' export
//     data is cached too, recursively, is read from its export data, as
//     before (a warm cache: every package, and no change);
//   - every other one the source set needs (the frontier packages, and
//     their imports that are not read from export data) is type-checked
//     from source, without function bodies, after its imports.
//
// No package read from export data depends on one type-checked from
// source (its whole import closure is read from export data), so no
// package has two versions. Both kinds end in l.view; the source set is
// type-checked against it as before.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/types"
	"io"
	"os"
	"os/exec"
	"slices"
	"sync"

	"golang.org/x/tools/go/packages"
)

// cachedExport asks the go command, without compiling anything, for the
// export data files the build cache has of the packages paths and of
// their dependencies, by import path. A package whose export data is not
// cached is absent from the result.
func cachedExport(paths []string, graph *packages.Config) (map[string]string, error) {
	files := make(map[string]string)
	if len(paths) == 0 {
		return files, nil
	}
	args := []string{"list", "-e", "-export", "-n", "-deps", "-json=ImportPath,Export"}
	args = append(args, graph.BuildFlags...)
	args = append(args, "--")
	args = append(args, paths...)
	cmd := exec.Command("go", args...)
	cmd.Dir, cmd.Env = graph.Dir, graph.Env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("go list -export -n: %v: %s", err, firstLine(stderr.String()))
	}
	dec := json.NewDecoder(&stdout)
	for {
		var p struct{ ImportPath, Export string }
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, fmt.Errorf("go list -export -n: %v", err)
		}
		if p.Export != "" {
			if _, err := os.Stat(p.Export); err == nil {
				files[p.ImportPath] = p.Export
			}
		}
	}
	return files, nil
}

// firstLine returns the first line of s.
func firstLine(s string) string {
	if i := bytes.IndexByte([]byte(s), '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// loadDeps gives l.view the types of the packages paths (import paths of
// packages outside the source set), each read from export data the build
// cache has or type-checked from source (see the file comment). It
// returns the import paths of the packages it added to l.view as a unit
// (read from export data or type-checked), and an error only if the go
// command failed as a whole.
func (l *loader) loadDeps(paths []string, graph *packages.Config) ([]string, error) {
	cached, err := l.cached, error(nil)
	if cached == nil {
		cached, err = cachedExport(paths, graph)
	}
	if err != nil {
		// Ask for the export data as before, compiling what is missing.
		return l.loadExport(paths, graph)
	}

	// fromExport reports whether pkg is read from export data: its export
	// data is cached, and so is that of its whole import closure.
	memo := make(map[*packages.Package]bool)
	var fromExport func(pkg *packages.Package) bool
	fromExport = func(pkg *packages.Package) bool {
		if ok, seen := memo[pkg]; seen {
			return ok
		}
		memo[pkg] = false // an import cycle (a broken graph) is not read
		ok := cached[pkg.PkgPath] != ""
		for _, imp := range pkg.Imports {
			if ok && imp.PkgPath != "unsafe" && !fromExport(imp) {
				ok = false
			}
		}
		memo[pkg] = ok
		return ok
	}

	exports := make(map[string]string)
	var missing []string           // frontier packages outside the graph: compiled
	var source []*packages.Package // type-checked from source, in no order
	inSource := make(map[*packages.Package]bool)
	var need func(pkg *packages.Package)
	need = func(pkg *packages.Package) {
		switch {
		case pkg.PkgPath == "unsafe" || inSource[pkg]:
		case fromExport(pkg):
			exports[pkg.PkgPath] = cached[pkg.PkgPath]
		default:
			inSource[pkg] = true
			source = append(source, pkg)
			for _, imp := range pkg.Imports {
				need(imp)
			}
		}
	}
	for _, path := range paths {
		if _, ok := l.exported[path]; ok {
			continue
		}
		pkg := l.byPath[path]
		if pkg == nil || len(pkg.Errors) > 0 {
			missing = append(missing, path)
			continue
		}
		need(pkg)
	}
	// Imports of the packages checked from source that an earlier round
	// already loaded are not loaded again.
	source = slices.DeleteFunc(source, func(pkg *packages.Package) bool {
		_, ok := l.exported[pkg.PkgPath]
		return ok
	})
	for path := range exports {
		if _, ok := l.exported[path]; ok {
			delete(exports, path)
		}
	}

	l.progress.exporting(len(exports))
	l.readExportData(exports, nil)
	added := make([]string, 0, len(exports)+len(source)+len(missing))
	for path := range exports {
		added = append(added, path)
	}
	if len(missing) > 0 {
		more, err := l.loadExport(missing, graph)
		if err != nil {
			return nil, err
		}
		added = append(added, more...)
	}
	l.progress.checkingDeps(len(source))
	l.checkDeps(source)
	for _, pkg := range source {
		added = append(added, pkg.PkgPath)
	}
	slices.Sort(added)
	return added, nil
}

// loadExport reads the export data of the packages paths, which the go
// command builds if its cache lacks it, and returns the paths.
func (l *loader) loadExport(paths []string, graph *packages.Config) ([]string, error) {
	l.progress.exporting(len(paths))
	exports, errs, err := exportData(paths, graph)
	if err != nil {
		return nil, err
	}
	l.readExportData(exports, errs)
	added := make([]string, 0, len(exports))
	for path := range exports {
		added = append(added, path)
	}
	return added, nil
}

// checkDeps type-checks the packages pkgs from source, without function
// bodies, each after its imports in pkgs, as many at a time as there are
// CPUs, and adds them to l.view. Their imports outside pkgs are in l.view
// already. Their errors are not reported: the go command lists them
// without errors, so an error here is at worst a declaration the source
// set cannot use (cgo's types, which the checker fakes).
func (l *loader) checkDeps(pkgs []*packages.Package) {
	if len(pkgs) == 0 {
		return
	}
	checked := make(map[*packages.Package]*types.Package, len(pkgs))
	var mu sync.Mutex // guards checked
	inDependencyOrder(pkgs, func(pkg *packages.Package) {
		tpkg := l.checkDep(pkg, func(imp *packages.Package) *types.Package {
			mu.Lock()
			defer mu.Unlock()
			return checked[imp]
		})
		mu.Lock()
		checked[pkg] = tpkg
		mu.Unlock()
		l.progress.loaded()
	})
	for _, pkg := range pkgs {
		l.view[pkg.PkgPath] = checked[pkg]
		l.exported[pkg.PkgPath] = nil
	}
}

// checkDep parses and type-checks pkg, a package outside the source set,
// from source without function bodies, resolving its imports in pkgs
// through checked and the others through l.view.
func (l *loader) checkDep(pkg *packages.Package, checked func(*packages.Package) *types.Package) *types.Package {
	files := make([]*ast.File, 0, len(pkg.GoFiles))
	for _, name := range pkg.GoFiles {
		f, _ := parser.ParseFile(l.fset, name, nil, parser.SkipObjectResolution)
		if f == nil {
			continue
		}
		// The bodies are not type-checked: let them go.
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				fd.Body = nil
			}
		}
		files = append(files, f)
	}
	importer := importerFunc(func(path string) (*types.Package, error) {
		if path == "unsafe" {
			return types.Unsafe, nil
		}
		imp := pkg.Imports[path]
		if imp == nil {
			return nil, fmt.Errorf("no metadata for %s", path)
		}
		if t := checked(imp); t != nil {
			return t, nil
		}
		if t := l.view[imp.PkgPath]; t != nil {
			return t, nil
		}
		return nil, fmt.Errorf("%s not loaded", imp.PkgPath)
	})
	tc := &types.Config{
		Importer:         importer,
		Error:            func(error) {},
		Sizes:            l.sizes,
		IgnoreFuncBodies: true,
		FakeImportC:      true,
	}
	if pkg.Module != nil && pkg.Module.GoVersion != "" {
		tc.GoVersion = "go" + pkg.Module.GoVersion
	}
	tpkg := types.NewPackage(pkg.PkgPath, pkg.Name)
	_ = types.NewChecker(tc, l.fset, tpkg, nil).Files(files)
	return tpkg
}
