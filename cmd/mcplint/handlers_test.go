package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcplint/mcplint/internal/testdata"
)

// A server whose package app registers an exported handler of package
// tools, and an exported handler of tools that nothing in the module
// registers.
var registeredElsewhereModule = map[string]string{
	"go.mod": "module example.com/fx\n\ngo 1.26\n\nrequire (\n\tgithub.com/mark3labs/mcp-go v0.43.0\n\tgithub.com/modelcontextprotocol/go-sdk v1.2.0\n)\n\nreplace github.com/mark3labs/mcp-go => ./mcpgo\n\nreplace github.com/modelcontextprotocol/go-sdk => ./gosdk\n",
	"tools/typed.go": `package tools

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// LookupIn is the lookup tool's input.
type LookupIn struct{ ID string }

// LookupHandler returns the lookup tool's typed handler, which package
// app registers.
func LookupHandler() mcp.ToolHandlerFor[LookupIn, any] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in LookupIn) (*mcp.CallToolResult, any, error) {
		return nil, nil, errors.New("no such id")
	}
}
`,
	"tools/tools.go": `package tools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// Search is registered by package app.
func Search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("no index")
}

// Spare is registered by no package of the module.
func Spare(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("no index")
}
`,
	"app/app.go": `package app

import (
	"example.com/fx/tools"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// New registers the tools.
func New() *server.MCPServer {
	s := server.NewMCPServer("fx", "1")
	s.AddTool(mcp.NewTool("search"), tools.Search)
	return s
}

// NewTyped registers the typed tool.
func NewTyped(s *gomcp.Server) {
	gomcp.AddTool(s, &gomcp.Tool{Name: "lookup"}, tools.LookupHandler())
}
`,
}

// TestHandlersListedOnce checks that -handlers lists an exported handler
// that another package of the run registers once, at its registration,
// and not a second time in its own package by its exported signature; an
// exported handler nothing in the run registers is still listed there.
func TestHandlersListedOnce(t *testing.T) {
	files := map[string]string{}
	for name, data := range registeredElsewhereModule {
		files[name] = data
	}
	dir := writeModule(t, files)
	stub := filepath.Join(dir, "mcpgo")
	copyTree(t, filepath.Join(testdata.Dir(), "src", "github.com", "mark3labs", "mcp-go"), stub)
	writeFile(t, filepath.Join(stub, "go.mod"), "module github.com/mark3labs/mcp-go\n\ngo 1.26\n")
	gosdk := filepath.Join(dir, "gosdk")
	copyTree(t, filepath.Join(testdata.Dir(), "src", "github.com", "modelcontextprotocol", "go-sdk"), gosdk)
	writeFile(t, filepath.Join(gosdk, "go.mod"), "module github.com/modelcontextprotocol/go-sdk\n\ngo 1.26\n")

	code, stdout, stderr := runIn(t, dir, "-handlers", "./...")
	if code != exitOK || stderr != "" {
		t.Fatalf("-handlers: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	var search, spare, lookup []string
	for _, l := range lines {
		switch {
		case strings.Contains(l, "LookupHandler"):
			lookup = append(lookup, l)
		case strings.Contains(l, "Search "):
			search = append(search, l)
		case strings.Contains(l, "Spare "):
			spare = append(spare, l)
		}
	}
	if len(search) != 1 || !strings.HasPrefix(search[0], "app/app.go:") || !strings.Contains(search[0], `tool="search"`) || !strings.HasSuffix(search[0], " imported") {
		t.Errorf("-handlers lists tools.Search as %q; want one line, at its registration in app/app.go, imported; all output:\n%s", search, stdout)
	}
	if len(lookup) != 1 || !strings.HasPrefix(lookup[0], "app/app.go:") || !strings.Contains(lookup[0], `tool="lookup"`) || !strings.HasSuffix(lookup[0], " imported") {
		t.Errorf("-handlers lists the handler tools.LookupHandler returns as %q; want one line, at its registration in app/app.go, imported; all output:\n%s", lookup, stdout)
	}
	if len(spare) != 1 || !strings.HasPrefix(spare[0], "tools/tools.go:") || !strings.Contains(spare[0], "routing=where-registered") {
		t.Errorf("-handlers lists tools.Spare as %q; want one line in tools/tools.go, routing=where-registered; all output:\n%s", spare, stdout)
	}
}
