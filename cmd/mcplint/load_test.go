package main

import (
	"slices"
	"testing"

	"golang.org/x/tools/go/packages"
)

// TestSourceSet checks which packages are type-checked from source: the
// roots, the main module's packages, the SDK packages, packages with
// errors and the packages on a path between them; nothing else.
func TestSourceSet(t *testing.T) {
	main := &packages.Module{Path: "example.com/srv", Main: true}
	dep := &packages.Module{Path: "example.com/dep", Version: "v1.0.0"}
	sdkMod := &packages.Module{Path: "github.com/mark3labs/mcp-go", Version: "v1.2.1"}
	pkgs := make(map[string]*packages.Package)
	mk := func(path string, mod *packages.Module, imports ...string) *packages.Package {
		p := &packages.Package{ID: path, PkgPath: path, Module: mod, Imports: make(map[string]*packages.Package)}
		for _, imp := range imports {
			p.Imports[imp] = pkgs[imp]
		}
		pkgs[path] = p
		return p
	}
	mk("fmt", nil)
	mk("github.com/mark3labs/mcp-go/mcp", sdkMod, "fmt")
	mk("github.com/mark3labs/mcp-go/server", sdkMod, "github.com/mark3labs/mcp-go/mcp", "fmt")
	mk("example.com/dep/plain", dep, "fmt")
	mk("example.com/dep/wrap", dep, "github.com/mark3labs/mcp-go/server", "example.com/dep/plain")
	mk("example.com/dep/broken", dep, "fmt").Errors = []packages.Error{{Msg: "no Go files"}}
	mk("example.com/srv/util", main, "fmt")
	mk("example.com/dep/usesutil", dep, "example.com/srv/util")
	mk("example.com/dep/far", dep, "example.com/dep/usesutil")
	root := mk("example.com/srv/cmd", main,
		"example.com/dep/wrap", "example.com/dep/plain", "example.com/dep/broken", "example.com/dep/far", "fmt")

	src := sourceSet([]*packages.Package{root})
	var got []string
	for p := range src {
		got = append(got, p.PkgPath)
	}
	slices.Sort(got)
	want := []string{
		"example.com/dep/broken",   // errors: its own errors are worth printing
		"example.com/dep/far",      // on a path to the module's util
		"example.com/dep/usesutil", // imports the module's util
		"example.com/dep/wrap",     // on a path to the SDK
		"example.com/srv/cmd",      // root
		"example.com/srv/util",     // main module
		"github.com/mark3labs/mcp-go/mcp",
		"github.com/mark3labs/mcp-go/server",
	}
	if !slices.Equal(got, want) {
		t.Errorf("source set:\n got %q\nwant %q", got, want)
	}
}
