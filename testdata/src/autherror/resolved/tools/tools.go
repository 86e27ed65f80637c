// Package tools has mcp-go handlers of an HTTP server that resolve the
// caller's bearer key themselves, with a resolver of another package or of
// their own, or read a table keyed by it: the account found is the
// caller, and decisions on it are denials; a quota kept for it is none,
// nor is a decision on what a table holds for the model's argument. A handler that sends the caller's key on to an upstream API
// and searches what it answers decides nothing on the caller.
package tools

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"autherror/resolved/keys"
)

type repo struct{ Name string }

// Plans counts what each account used this month.
type Plans interface {
	CheckLimit(accountID, feature string) (bool, error)
}

type grant struct {
	Owner string
	Perms []string
}

type tools struct {
	grants map[string]grant
	plans  Plans
	store  *keys.Store
	pinned string
	local  map[string]string
}

func bearer(req mcp.CallToolRequest) string {
	return strings.TrimPrefix(req.Header.Get("Authorization"), "Bearer ")
}

func (t *tools) write(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	acct, err := t.store.Authenticate(ctx, bearer(req))
	if err != nil {
		return mcp.NewToolResultError("authentication failed"), nil
	}
	if t.pinned != "" && acct.ID != t.pinned {
		return mcp.NewToolResultError("this key belongs to another account"), nil // want `caller authorization failure returned as an isError result`
	}
	if err := t.store.Authorize(acct, "write"); err != nil {
		return mcp.NewToolResultError("forbidden"), nil // want `caller authorization failure returned as an isError result`
	}
	if ok, err := t.plans.CheckLimit(acct.ID, "write"); err != nil || !ok {
		return mcp.NewToolResultError("this account used all of its writes for the month"), nil
	}
	return mcp.NewToolResultText("written"), nil
}

// lookupKey finds the owner of a key in the local table.
func (t *tools) lookupKey(raw string) (string, error) {
	owner, ok := t.local[raw]
	if !ok {
		return "", errors.New("unknown key")
	}
	return owner, nil
}

func (t *tools) admin(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	owner, err := t.lookupKey(bearer(req))
	if err != nil {
		return mcp.NewToolResultError("unknown key"), nil
	}
	if owner != "root" {
		return mcp.NewToolResultError("only root may do this"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("done"), nil
}

func (t *tools) purge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	g, ok := t.grants[req.Header.Get("X-API-Key")]
	if !ok {
		return mcp.NewToolResultError("unknown key"), nil
	}
	if !slices.Contains(g.Perms, "purge") {
		return mcp.NewToolResultError("this key may not purge"), nil // want `caller authorization failure returned as an isError result`
	}
	if g.Owner != req.GetString("owner", "") {
		return mcp.NewToolResultError("not your data"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("purged"), nil
}

func (t *tools) share(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	g := t.grants[req.GetString("grant", "")]
	if !slices.Contains(g.Perms, "share") {
		return mcp.NewToolResultError("that grant does not allow sharing"), nil
	}
	return mcp.NewToolResultText("shared"), nil
}

// userRepos lists the repositories the key's user may see, upstream.
func (t *tools) userRepos(_ context.Context, key string) ([]repo, error) {
	names, ok := t.local[key]
	if !ok {
		return nil, errors.New("upstream refused the key")
	}
	var out []repo
	for _, n := range strings.Split(names, ",") {
		out = append(out, repo{Name: n})
	}
	return out, nil
}

func (t *tools) openRepo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repos, err := t.userRepos(ctx, bearer(req))
	if err != nil {
		return mcp.NewToolResultError("listing failed"), nil
	}
	want := req.GetString("name", "")
	for _, r := range repos {
		if r.Name == want {
			return mcp.NewToolResultText(r.Name), nil
		}
	}
	return mcp.NewToolResultError("no repository named " + want), nil
}

// Serve registers the tools on an HTTP server.
func Serve(store *keys.Store) *server.StreamableHTTPServer {
	t := &tools{store: store, local: map[string]string{}}
	s := server.NewMCPServer("keys", "1")
	s.AddTool(mcp.NewTool("write"), t.write)
	s.AddTool(mcp.NewTool("admin"), t.admin)
	s.AddTool(mcp.NewTool("open_repo"), t.openRepo)
	s.AddTool(mcp.NewTool("purge"), t.purge)
	s.AddTool(mcp.NewTool("share"), t.share)
	return server.NewStreamableHTTPServer(s)
}
