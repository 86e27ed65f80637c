package main

import (
	"go/types"
	"io"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcplint/mcplint/passes/sdk"
)

// TestSourceSet checks which packages are type-checked from source: the
// roots, the main module's packages, packages with errors and the packages
// on a path from the roots to them or to an SDK package; nothing else. The
// SDK packages come from export data, apart.
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

	src, sdkPkgs := sourceSet([]*packages.Package{root}, nil)
	paths := func(set map[*packages.Package]bool) []string {
		var got []string
		for p := range set {
			got = append(got, p.PkgPath)
		}
		slices.Sort(got)
		return got
	}
	got := paths(src)
	want := []string{
		"example.com/dep/broken",   // errors: its own errors are worth printing
		"example.com/dep/far",      // on a path to the module's util
		"example.com/dep/usesutil", // imports the module's util
		"example.com/dep/wrap",     // on a path to the SDK
		"example.com/srv/cmd",      // root
		"example.com/srv/util",     // main module
	}
	if !slices.Equal(got, want) {
		t.Errorf("source set:\n got %q\nwant %q", got, want)
	}
	if got, want := paths(sdkPkgs), []string{"github.com/mark3labs/mcp-go/mcp", "github.com/mark3labs/mcp-go/server"}; !slices.Equal(got, want) {
		t.Errorf("SDK packages from export data:\n got %q\nwant %q", got, want)
	}
}

// TestLoadSourceSet loads a module that uses three packages of another
// module: one declaring a hand-rolled call-tool result, which is
// type-checked from source and analyzed like the module's own packages,
// and a plain one and one whose struct merely looks like a JSON-RPC error
// object (a Kubernetes Status), which come from export data and are
// hidden from the checker.
func TestLoadSourceSet(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"go.mod":     "module example.com/fx\n\ngo 1.26\n\nrequire example.com/lib v0.0.0\n\nreplace example.com/lib => ./lib\n",
		"lib/go.mod": "module example.com/lib\n\ngo 1.26\n",
		"lib/mcp/mcp.go": `package mcp

// Result is a hand-rolled call-tool result.
type Result struct {
	Content []any ` + "`json:\"content\"`" + `
	IsError bool  ` + "`json:\"isError,omitempty\"`" + `
}

// Fail returns an error result.
func Fail() *Result { return &Result{IsError: true} }
`,
		"lib/plain/plain.go":   "package plain\n\nimport \"strings\"\n\n// Up upper-cases s.\nfunc Up(s string) string { return strings.ToUpper(s) }\n",
		"lib/status/status.go": "package status\n\n// Status looks like a JSON-RPC error object (a code and a message) but\n// is another module's: not an MCP type.\ntype Status struct {\n\tCode    int    `json:\"code\"`\n\tMessage string `json:\"message\"`\n}\n",
		"p/p.go": `package p

import (
	"example.com/lib/mcp"
	"example.com/lib/plain"
	"example.com/lib/status"
)

// Tool is a tool.
func Tool(s string) *mcp.Result {
	if plain.Up(s) == "" {
		return mcp.Fail()
	}
	_ = status.Status{Code: 404}
	return &mcp.Result{}
}
`,
	})
	t.Chdir(dir)
	for _, kv := range fixtureEnv {
		k, v, _ := strings.Cut(kv, "=")
		t.Setenv(k, v)
	}
	pkgs, err := load([]string{"./p"}, loadConfig{})
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) != 1 || len(pkgs[0].Errors) > 0 {
		t.Fatalf("load: %d packages, errors %v", len(pkgs), pkgs[0].Errors)
	}
	p := pkgs[0]
	if p.Types == nil || p.TypesInfo == nil || len(p.Syntax) != 1 || p.IllTyped {
		t.Fatalf("p not type-checked from source: %+v", p)
	}
	var imports []string
	for path := range p.Imports {
		imports = append(imports, path)
	}
	slices.Sort(imports)
	// The checker's graph has the hand-rolled package only; plain, status
	// and the standard library come from export data.
	if want := []string{"example.com/lib/mcp"}; !slices.Equal(imports, want) {
		t.Errorf("imports in the checker's graph: %q, want %q", imports, want)
	}
	if lib := p.Imports["example.com/lib/mcp"]; lib != nil && (len(lib.Syntax) != 1 || lib.TypesInfo == nil) {
		t.Errorf("example.com/lib/mcp not type-checked from source")
	}
	// Types from export data and from source are one: plain.Up's use
	// resolves to a function of a complete package.
	for id, obj := range p.TypesInfo.Uses {
		if id.Name == "Up" && (obj.Pkg() == nil || !obj.Pkg().Complete()) {
			t.Errorf("plain.Up resolves to %v, of an incomplete package", obj)
		}
	}
}

// TestLoadSDKFromExportData loads a module that uses an MCP SDK: the SDK
// packages are in the checker's graph without syntax, with the types the
// module's packages were checked against (from export data, or here,
// where the stub's directory is new to the build cache, from source
// without function bodies) and their module, so that the version pass
// finds the SDK's version there.
func TestLoadSDKFromExportData(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"go.mod":       "module example.com/fx\n\ngo 1.26\n\nrequire github.com/mark3labs/mcp-go v0.43.0\n\nreplace github.com/mark3labs/mcp-go => ./mcpgo\n",
		"mcpgo/go.mod": "module github.com/mark3labs/mcp-go\n\ngo 1.26\n",
		"mcpgo/mcp/mcp.go": `package mcp

// CallToolResult is a result.
type CallToolResult struct {
	IsError bool
}
`,
		"mcpgo/server/server.go": `package server

import "github.com/mark3labs/mcp-go/mcp"

// Handle handles.
func Handle() *mcp.CallToolResult { return nil }
`,
		"p/p.go": `package p

import "github.com/mark3labs/mcp-go/server"

// Result is the server's result.
var Result = server.Handle()
`,
	})
	t.Chdir(dir)
	for _, kv := range fixtureEnv {
		k, v, _ := strings.Cut(kv, "=")
		t.Setenv(k, v)
	}
	pkgs, err := load([]string{"./p"}, loadConfig{})
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) != 1 || len(pkgs[0].Errors) > 0 {
		t.Fatalf("load: %d packages, errors %v", len(pkgs), pkgs[0].Errors)
	}
	p := pkgs[0]
	server := p.Imports["github.com/mark3labs/mcp-go/server"]
	if server == nil || len(p.Imports) != 1 {
		t.Fatalf("imports in the checker's graph: %v, want the SDK's server package", p.Imports)
	}
	if len(server.Syntax) != 0 || server.Types == nil || server.TypesInfo == nil || server.IllTyped {
		t.Fatalf("server: want types from export data and no syntax, got %+v", server)
	}
	for id, obj := range p.TypesInfo.Uses {
		if id.Name == "Handle" && obj.Pkg() != server.Types {
			t.Errorf("server.Handle resolves to %v, not to the graph's package", obj)
		}
	}
	mcp := server.Imports["github.com/mark3labs/mcp-go/mcp"]
	if mcp == nil || len(server.Imports) != 1 || len(mcp.Syntax) != 0 || mcp.Types == nil {
		t.Fatalf("server's imports in the checker's graph: %v, want the SDK's mcp package without syntax", server.Imports)
	}

	graph, err := checker.Analyze([]*analysis.Analyzer{sdk.VersionAnalyzer}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := graph.Roots[0].Result.(*sdk.Versions)
	if got == nil || got.MCPGo != "v0.43.0" {
		t.Errorf("versions of p: %+v, want mcp-go v0.43.0", got)
	}
}

// TestLoadColdCache loads a module on an empty build cache: the packages
// outside the source set (a dependency module and the standard library
// packages it imports) are type-checked from source, without function
// bodies, instead of being compiled by the go command for their export
// data; the module's packages are checked against them as usual, and the
// build cache holds no export data afterwards.
func TestLoadColdCache(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"go.mod":     "module example.com/fx\n\ngo 1.26\n\nrequire example.com/dep v1.0.0\n\nreplace example.com/dep => ./dep\n",
		"dep/go.mod": "module example.com/dep\n\ngo 1.26\n",
		"dep/dep.go": `package dep

import "strings"

// Name is a name.
type Name string

// Upper returns n in upper case.
func (n Name) Upper() Name { return Name(strings.ToUpper(string(n))) }

// Join joins names.
func Join(ns ...Name) string {
	var b strings.Builder
	for _, n := range ns {
		b.WriteString(string(n))
	}
	return b.String()
}
`,
		"p/p.go": `package p

import (
	"strings"

	"example.com/dep"
)

// Names joins names in upper case.
func Names(s string) string {
	return dep.Join(dep.Name(strings.TrimSpace(s)).Upper())
}
`,
	})
	t.Chdir(dir)
	for _, kv := range fixtureEnv {
		k, v, _ := strings.Cut(kv, "=")
		t.Setenv(k, v)
	}
	cache := t.TempDir()
	t.Setenv("GOCACHE", cache)
	p := newProgress(io.Discard, true)
	pkgs, err := load([]string{"./p"}, loadConfig{Progress: p})
	p.done()
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) != 1 || len(pkgs[0].Errors) > 0 {
		t.Fatalf("load: %d packages, errors %v", len(pkgs), pkgs[0].Errors)
	}
	var upper *types.Func
	for id, obj := range pkgs[0].TypesInfo.Uses {
		if f, ok := obj.(*types.Func); ok && id.Name == "Upper" {
			upper = f
		}
	}
	if upper == nil || upper.Pkg().Path() != "example.com/dep" || upper.Signature().Recv() == nil {
		t.Fatalf("dep.Name.Upper resolves to %v, want the method of example.com/dep", upper)
	}
	if n := p.nExport.Load(); n != 0 {
		t.Errorf("%d packages read from export data on an empty build cache, want 0", n)
	}
	if n := p.total.Load(); n < 3 { // p, dep, strings and more
		t.Errorf("%d packages type-checked from source, want p, its dependencies and theirs", n)
	}
	out, err := exec.Command("go", "list", "-export", "-n", "-json=ImportPath,Export", "strings", "example.com/dep").Output()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(out), `"Export"`) {
		t.Errorf("the build cache has export data after loading: %s", out)
	}
}

// TestLoadModfileInGOFLAGS loads a module whose go.mod is named by
// GOFLAGS=-modfile, as go vet does: go/packages asks the go command for
// its version with modules off and the environment's GOFLAGS, which
// refuses -modfile, so the loader passes it as a build flag instead.
func TestLoadModfileInGOFLAGS(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"go.mod":  "this is not a go.mod\n",
		"alt.mod": "module example.com/fx\n\ngo 1.26\n",
		"p/p.go":  "package p\n\n// Two is two.\nfunc Two() int { return 2 }\n",
	})
	t.Chdir(dir)
	for _, kv := range fixtureEnv {
		k, v, _ := strings.Cut(kv, "=")
		t.Setenv(k, v)
	}
	t.Setenv("GOFLAGS", "-modfile="+filepath.Join(dir, "alt.mod"))
	pkgs, err := load([]string{"./p"}, loadConfig{})
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) != 1 || len(pkgs[0].Errors) > 0 || pkgs[0].Types == nil {
		t.Fatalf("load: %d packages, errors %v", len(pkgs), pkgs[0].Errors)
	}
}

func TestModfileFromGOFLAGS(t *testing.T) {
	env := []string{"HOME=/h", "GOFLAGS=-mod=mod -modfile=/m/alt.mod -tags=x"}
	got, flag := modfileFromGOFLAGS(env)
	if flag != "-modfile=/m/alt.mod" || !slices.Equal(got, []string{"HOME=/h", "GOFLAGS=-mod=mod -tags=x"}) {
		t.Errorf("modfileFromGOFLAGS = %q, %q", got, flag)
	}
	if env[1] != "GOFLAGS=-mod=mod -modfile=/m/alt.mod -tags=x" {
		t.Errorf("the environment given was changed: %q", env)
	}
	if got, flag := modfileFromGOFLAGS([]string{"GOFLAGS=-mod=mod"}); flag != "" || got[0] != "GOFLAGS=-mod=mod" {
		t.Errorf("no -modfile: %q, %q", got, flag)
	}
}
