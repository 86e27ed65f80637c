package handlers

import (
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/passes/report"
)

// A command-line entry point may call a server's tool functions too: a
// `cli` package that parses flags (or a command library's arguments),
// picks the tool by a name it was given and prints what it returns. Its
// switch looks like a dispatcher's, but what it does with a tool's answer
// is not a tools/call response, so the functions it calls are not listed
// as tools from there (the server's own dispatcher lists them).

// cliLibraries are the import paths (or path prefixes, ending in "/") of
// command-line flag and command libraries.
var cliLibraries = []string{
	"flag", "github.com/spf13/cobra", "github.com/spf13/pflag", "github.com/urfave/cli",
	"github.com/alecthomas/kong", "github.com/jessevdk/go-flags", "github.com/peterbourgon/ff/",
}

// commandLine reports whether the package is a command-line entry point
// that does not answer tools/call itself: it imports a flag or command
// library, or reads os.Args, and has no tools/call dispatch.
func commandLine(pass *analysis.Pass, toolsCall bool) bool {
	if toolsCall {
		return false
	}
	// The package's own files only: go vet analyzes it with its tests,
	// which may read flags (standalone mcplint does not see them).
	for _, f := range pass.Files {
		if isTestFile(pass.Fset, f) {
			continue
		}
		for _, spec := range f.Imports {
			p, err := strconv.Unquote(spec.Path.Value)
			if err != nil {
				continue
			}
			for _, lib := range cliLibraries {
				if p == strings.TrimSuffix(lib, "/") || strings.HasPrefix(p, lib) && strings.HasSuffix(lib, "/") ||
					strings.HasPrefix(p, lib+"/") {
					return true
				}
			}
		}
	}
	for id, obj := range pass.TypesInfo.Uses {
		if id.Name == "Args" && obj.Pkg() != nil && obj.Pkg().Path() == "os" &&
			!report.InTestFile(pass.Fset, id.Pos()) {
			return true
		}
	}
	return false
}
