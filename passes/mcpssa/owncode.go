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
// not a versioned dependency of another module. The passes that build
// SSA beyond the packages with MCP code (taint, identity, the results'
// error wrappers) look only into such packages.
func OwnCode(pass *analysis.Pass) bool {
	if sdk.OfPackage(pass.Pkg.Path()) != sdk.None || len(pass.Files) == 0 {
		return false
	}
	if pass.Module != nil && pass.Module.Version != "" {
		return false
	}
	name := pass.Fset.File(pass.Files[0].Pos()).Name()
	if goroot := build.Default.GOROOT; goroot != "" && strings.HasPrefix(filepath.Clean(name), filepath.Join(goroot, "src")+string(filepath.Separator)) {
		return false
	}
	return true
}
