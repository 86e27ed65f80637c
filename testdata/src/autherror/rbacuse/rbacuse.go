// Package rbacuse stores the caller's token claims in the request
// context and hands them to another package's RBAC engine, which
// imports nothing that touches identity.
package rbacuse

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"strings"

	"autherror/rbaclib"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type claimsKey struct{}

func claimsFrom(ctx context.Context) map[string]any {
	c, _ := ctx.Value(claimsKey{}).(map[string]any)
	return c
}

func authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		claims := map[string]any{}
		if err := json.Unmarshal([]byte(strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")), &claims); err != nil {
			http.Error(w, "bad token", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), claimsKey{}, claims)))
	})
}

type tools struct{ rbac *rbaclib.Engine }

func (t *tools) read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := t.rbac.Check("read", claimsFrom(ctx)); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `caller authorization failure returned as an isError result`
	}
	path := req.GetString("path", "")
	if err := rbaclib.Clean("/srv", path); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return mcp.NewToolResultError("read failed"), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

type writer struct{ role string }

func (w writer) CanWrite() bool { return w.role == "writer" }

// enqueue passes the caller in a field of the job: the helper's failures
// are the job's and the work's.
func (t *tools) enqueue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	owner, _ := claimsFrom(ctx)["sub"].(string)
	if err := rbaclib.Enqueue(rbaclib.Job{Owner: owner, Attempts: req.GetInt("attempts", 1)}); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	role, _ := claimsFrom(ctx)["role"].(string)
	if err := rbaclib.Publish(writer{role}, req.GetString("name", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("queued"), nil
}

func (t *tools) purge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	role, _ := claimsFrom(ctx)["role"].(string)
	if err := rbaclib.RequireAdmin(role); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("purged"), nil
}

// lint checks claims the model wrote: not the caller's.
func (t *tools) lint(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	claims := map[string]any{"role": req.GetString("role", "")}
	if err := t.rbac.Check("lint", claims); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func main() {
	t := &tools{rbac: &rbaclib.Engine{Roles: map[string]string{"read": "reader"}}}
	s := server.NewMCPServer("files", "1")
	s.AddTool(mcp.NewTool("read"), t.read)
	s.AddTool(mcp.NewTool("lint"), t.lint)
	s.AddTool(mcp.NewTool("enqueue"), t.enqueue)
	s.AddTool(mcp.NewTool("purge"), t.purge)
	h := server.NewStreamableHTTPServer(s)
	_ = http.ListenAndServe(":8080", authenticate(h))
}
