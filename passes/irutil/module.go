package irutil

import (
	"strings"

	"golang.org/x/tools/go/analysis"
)

// OwnModule reports whether the package path belongs to the module being
// analyzed by pass (its types are the server's own). Without module
// information (GOPATH-style test data) packages share the first path
// element, or the first three for a hosted path (github.com/owner/repo).
func OwnModule(pass *analysis.Pass, path string) bool {
	if m := pass.Module; m != nil && m.Path != "" {
		return InModule(m.Path, path)
	}
	return modRoot(path) == modRoot(pass.Pkg.Path())
}

// InModule reports whether the package path belongs to the module modPath.
func InModule(modPath, path string) bool {
	return path == modPath || strings.HasPrefix(path, modPath+"/")
}

func modRoot(path string) string {
	parts := strings.SplitN(path, "/", 4)
	if strings.Contains(parts[0], ".") && len(parts) >= 3 {
		return strings.Join(parts[:3], "/")
	}
	return parts[0]
}
