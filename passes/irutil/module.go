package irutil

import (
	"strings"

	"golang.org/x/tools/go/analysis"
)

// OwnModule reports whether the package path belongs to the module being
// analyzed by pass, or to another module of its repository
// ([SameRepository]): its types are the server's own. Without module
// information (GOPATH-style test data) packages share the first path
// element, or the first three for a hosted path (github.com/owner/repo).
func OwnModule(pass *analysis.Pass, path string) bool {
	if m := pass.Module; m != nil && m.Path != "" {
		return InModule(m.Path, path) || SameRepository(m.Path, path)
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

// SameRepository reports whether package path belongs to a module of the
// same repository as the module modPath, which is nested in it
// (github.com/org/app/server and github.com/org/app/pkg/mcp, the latter
// in a module of its own that a local replace links in): the project's
// own code, split into modules. A module path of three segments or fewer
// names no repository of its own beyond itself.
func SameRepository(modPath, path string) bool {
	repo := repositoryOf(modPath)
	return repo != "" && repo != modPath && (path == repo || strings.HasPrefix(path, repo+"/"))
}

// repositoryOf returns the first three segments of a module path whose
// first segment is a host name (github.com/org/repo/sub), or "".
func repositoryOf(modPath string) string {
	parts := strings.SplitN(modPath, "/", 4)
	if len(parts) < 4 || !strings.Contains(parts[0], ".") {
		return ""
	}
	return strings.Join(parts[:3], "/")
}
