package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcplint/mcplint/analyzers"
	"github.com/mcplint/mcplint/internal/testdata"
)

// TestIdentityKeysVerbose checks that the standalone driver finds a context
// key that main's HTTP layer stores the caller's role under and that
// another package reads, hands it to the run (the tool's denial is
// reported in the tools' package), and under -v names it with the flag
// that gives it to go vet.
func TestIdentityKeysVerbose(t *testing.T) {
	stub := filepath.Join(t.TempDir(), "mcpgo")
	copyTree(t, filepath.Join(testdata.Dir(), "src", "github.com", "mark3labs", "mcp-go"), stub)
	writeFile(t, filepath.Join(stub, "go.mod"), "module github.com/mark3labs/mcp-go\n\ngo 1.26\n")
	dir := writeModule(t, map[string]string{
		"go.mod": "module example.com/fx\n\ngo 1.26\n\nrequire github.com/mark3labs/mcp-go v0.43.0\n\nreplace github.com/mark3labs/mcp-go => " + stub + "\n",
		"tools/tools.go": `package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type ctxKey struct{}

// RoleKey is where the HTTP layer stores the caller's role.
var RoleKey = ctxKey{}

func Purge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if role, _ := ctx.Value(RoleKey).(string); role != "admin" {
		return mcp.NewToolResultError("purge needs the admin role"), nil
	}
	return mcp.NewToolResultText("purged"), nil
}
`,
		"main.go": `package main

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/fx/tools"
)

func role(ctx context.Context, r *http.Request) context.Context {
	return context.WithValue(ctx, tools.RoleKey, r.Header.Get("X-User-Role"))
}

func main() {
	s := server.NewMCPServer("fx", "1")
	s.AddTool(mcp.NewTool("purge"), tools.Purge)
	http.ListenAndServe(":8080", server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(role)))
}
`,
	})
	suite := func(args ...string) (int, string, string) {
		t.Chdir(dir)
		var out, errs bytes.Buffer
		code := run(args, analyzers.All(), &out, &errs)
		return code, out.String(), errs.String()
	}
	code, stdout, stderr := suite("-v", "-autherror", "./...")
	want := "mcplint: identity keys an importing package's HTTP layer stores the caller under: G:example.com/fx/tools.RoleKey (under go vet: -autherror.identitykeys=G:example.com/fx/tools.RoleKey)\n"
	if !strings.HasPrefix(stderr, want) {
		t.Errorf("-v: stderr does not start with the keys line:\n%s\nwant:\n%s", stderr, want)
	}
	if code != exitDiagnostics || !strings.Contains(stdout, "tools/tools.go:16:10: ") {
		t.Errorf("exit %d, stdout:\n%s\nwant the autherror finding at tools/tools.go:16:10", code, stdout)
	}
	if _, _, stderr := suite("-autherror", "./..."); strings.Contains(stderr, "identity keys") {
		t.Errorf("without -v: %q", stderr)
	}
}
