// Package resulthelper answers every tool through one helper that makes
// an isError result only when the error it is given is not nil: a denial
// passed to it is reported as an isError result, a success or another
// failure passed to it is not.
package resulthelper

import (
	"context"
	"errors"
	"net/http"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var errAdminOnly = errors.New("admin only")

// result answers a tool: the error's text as an isError result, else the
// text.
func result(text string, err error) *mcp.CallToolResult {
	res := &mcp.CallToolResult{}
	if err != nil {
		res.IsError = true
		res.Content = []mcp.Content{&mcp.TextContent{Text: err.Error()}}
		return res
	}
	res.Content = []mcp.Content{&mcp.TextContent{Text: text}}
	return res
}

type user struct {
	Name   string
	Admin  bool
	Scopes []string
}

type guard struct{ keys map[string]user }

// authenticate finds the caller by the API key of the request.
func (g *guard) authenticate(key string) (user, error) {
	u, ok := g.keys[key]
	if !ok {
		return user{}, errors.New("unknown API key")
	}
	return u, nil
}

// checkScope refuses a caller without the scope.
func checkScope(u user, scope string) error {
	for _, s := range u.Scopes {
		if s == scope {
			return nil
		}
	}
	return errors.New("missing scope " + scope)
}

// read runs a read for the caller: its denial is the helper's own.
func (g *guard) read(u user, path string) (string, error) {
	if err := checkScope(u, "read"); err != nil {
		return "", err // want `caller authorization failure returned as an isError result`
	}
	b, err := os.ReadFile(path)
	return string(b), err
}

func (g *guard) purge(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Extra.Header.Get("X-User-Role") != "admin" {
		return result("", errAdminOnly), nil // want `caller authorization failure returned as an isError result`
	}
	return result("purged", nil), nil
}

func (g *guard) rotate(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u, err := g.authenticate(req.Extra.Header.Get("X-Api-Key"))
	if err != nil {
		return result("", err), nil
	}
	if err := checkScope(u, "admin"); err != nil {
		return result("", err), nil // want `caller authorization failure returned as an isError result`
	}
	return result("rotated", nil), nil
}

func (g *guard) cat(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u, err := g.authenticate(req.Extra.Header.Get("X-Api-Key"))
	if err != nil {
		return result("", err), nil
	}
	out, err := g.read(u, "/srv/data/notes.txt")
	return result(out, err), nil
}

// stat fails for a missing file, not for the caller.
func (g *guard) stat(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := g.authenticate(req.Extra.Header.Get("X-Api-Key")); err != nil {
		return result("", err), nil
	}
	fi, err := os.Stat("/srv/data/notes.txt")
	if err != nil {
		return result("", err), nil
	}
	return result(fi.Name(), nil), nil
}

// whoami succeeds for an admin as for anyone else: the helper given a nil
// error answers a success.
func (g *guard) whoami(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u, err := g.authenticate(req.Extra.Header.Get("X-Api-Key"))
	if err != nil {
		return result("", err), nil
	}
	if u.Admin {
		return result(u.Name+" (admin)", nil), nil
	}
	return result(u.Name, nil), nil
}

// Handler serves the tools over HTTP.
func Handler(g *guard) http.Handler {
	s := mcp.NewServer(&mcp.Implementation{Name: "files", Version: "1"}, nil)
	s.AddTool(&mcp.Tool{Name: "purge"}, g.purge)
	s.AddTool(&mcp.Tool{Name: "rotate"}, g.rotate)
	s.AddTool(&mcp.Tool{Name: "cat"}, g.cat)
	s.AddTool(&mcp.Tool{Name: "stat"}, g.stat)
	s.AddTool(&mcp.Tool{Name: "whoami"}, g.whoami)
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil)
}
