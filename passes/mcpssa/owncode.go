package mcpssa

import (
	"go/build"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/passes/sdk"
)

// OwnCode reports whether the package of pass is code of the analyzed
// module: not an SDK (modelled), not the standard library (modelled) and
// not a versioned dependency of another module. A package with MCP code
// of a module a local replace links in (`replace example.com/app/pkg =>
// ../pkg`: a required version, but files outside the module cache and any
// vendor directory; RelevantDependency: it declares the hand-rolled
// result type its tools answer with, or uses an SDK) is the project's
// own: its result helpers are the tools' sinks. Another package of such a
// module (an API client) stays a dependency. Both drivers analyze these
// packages from source (the standalone driver's seeds are the
// RelevantDependency packages). The passes that build
// SSA beyond the packages with MCP code (taint, identity, the results'
// error wrappers) look only into such packages.
func OwnCode(pass *analysis.Pass) bool {
	if sdk.OfPackage(pass.Pkg.Path()) != sdk.None || len(pass.Files) == 0 {
		return false
	}
	name := pass.Fset.File(pass.Files[0].Pos()).Name()
	if pass.Module != nil && pass.Module.Version != "" && !(localReplace(name) && RelevantDependency(pass.Pkg)) {
		return false
	}
	if goroot := build.Default.GOROOT; goroot != "" && strings.HasPrefix(filepath.Clean(name), filepath.Join(goroot, "src")+string(filepath.Separator)) {
		return false
	}
	return true
}

// localReplace reports whether file name, of a package of a module with a
// version, lies outside the module cache (a directory named
// module@version) and any vendor directory: the module is a local
// replacement.
func localReplace(name string) bool {
	for _, elem := range strings.Split(filepath.ToSlash(filepath.Clean(name)), "/") {
		if elem == "vendor" {
			return false
		}
		if _, v, ok := strings.Cut(elem, "@"); ok && strings.HasPrefix(v, "v") {
			return false
		}
	}
	return true
}
