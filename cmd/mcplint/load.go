package main

// This file holds the loading strategy of standalone mode. Everything that
// depends on how packages are loaded is here, so that the strategy can be
// replaced without touching the rest of the driver.

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// loadConfig holds the options that influence package loading.
type loadConfig struct {
	Tests bool   // include test files and test packages (-test)
	Tags  string // comma-separated build tags (-tags)
}

// loadMode requests everything [checker.Analyze] needs, for the named
// packages and all their dependencies: checks that use facts also run on
// the dependencies, from source.
const loadMode = packages.NeedName |
	packages.NeedFiles |
	packages.NeedCompiledGoFiles |
	packages.NeedImports |
	packages.NeedDeps |
	packages.NeedTypes |
	packages.NeedTypesInfo |
	packages.NeedSyntax |
	packages.NeedTypesSizes |
	packages.NeedModule

// load loads the packages matching patterns, with their dependencies, from
// source. It returns an error only if loading failed as a whole, or if
// nothing matched; errors in individual packages (syntax errors, type
// errors, missing imports) are recorded in their Errors, for
// [printLoadErrors].
func load(patterns []string, cfg loadConfig) ([]*packages.Package, error) {
	conf := &packages.Config{
		Mode:  loadMode,
		Tests: cfg.Tests,
	}
	if cfg.Tags != "" {
		conf.BuildFlags = []string{"-tags=" + cfg.Tags}
	}
	pkgs, err := packages.Load(conf, patterns...)
	if err != nil {
		return nil, plainLoadError(err)
	}
	// The generated main package of a test binary is not worth checking.
	pkgs = slices.DeleteFunc(pkgs, isTestMain)
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("%s matched no packages", strings.Join(patterns, " "))
	}
	return pkgs, nil
}

// isTestMain reports whether pkg is the synthesized main package of a test
// binary, "p.test", whose only file lives in the build cache.
func isTestMain(pkg *packages.Package) bool {
	return pkg.Name == "main" && pkg.ID == pkg.PkgPath && strings.HasSuffix(pkg.PkgPath, ".test")
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
