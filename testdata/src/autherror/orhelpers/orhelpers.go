// Package orhelpers has go-sdk tools gated by authorization helpers written
// as a || condition beside a check that is no decision on the caller, as a
// set of owners kept by identity, and as a local closure. A tool comparing
// the roles a document requires (fields of a record looked up with the
// caller) with the model's arguments decides nothing on the caller, nor
// do helpers given the caller that miss a record kept for it or refuse a
// spawn too deep below it.
package orhelpers

import (
	"context"
	"errors"
	"net/http"

	"autherror/orstore"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type gate struct {
	admins      map[string]bool
	owners      map[string]bool
	maintenance bool
}

func caller(req *mcp.CallToolRequest) string {
	if req == nil || req.Extra == nil || req.Extra.TokenInfo == nil {
		return ""
	}
	return req.Extra.TokenInfo.UserID
}

func (g *gate) isAdmin(req *mcp.CallToolRequest) bool { return g.admins[caller(req)] }

// isHumanAdmin is an admin not acting through a delegated agent, outside
// maintenance.
func (g *gate) isHumanAdmin(req *mcp.CallToolRequest) bool {
	if !g.isAdmin(req) || req.Extra.TokenInfo.Extra["subagent"] != nil {
		return false
	}
	return !g.maintenance
}

// isOwner: everyone owns when no owners are configured.
func (g *gate) isOwner(req *mcp.CallToolRequest) bool {
	if len(g.owners) == 0 {
		return true
	}
	p := caller(req)
	return p != "" && g.owners[p]
}

type doc struct{ ReaderRole, EditorRole int }

func (g *gate) parentDoc(id string, user string) (*doc, error) {
	if user == "" {
		return nil, errors.New("no user")
	}
	return &doc{}, nil
}

// stage fails for a goal the caller does not have: a lookup's miss, no
// decision on the caller.
func stage(gs *orstore.Goals, owner, id string) (string, error) {
	g, ok, err := gs.Get(owner, id)
	if err != nil {
		return "", err
	}
	if !ok {
		return "", errors.New("no goal " + id + " for this owner")
	}
	return g.Intent, nil
}

// spawnBudget refuses a spawn too deep below the caller: a limit, no
// decision on who may spawn.
func spawnBudget(name string, max int) error {
	if depth(name) >= max {
		return errors.New("spawn refused: too deep")
	}
	return nil
}

func depth(name string) int {
	n := 0
	for _, r := range name {
		if r == '/' {
			n++
		}
	}
	return n
}

type in struct {
	Name       string
	Parent     string
	ReaderRole int
}

type out struct{ OK bool }

// Handler serves the tools behind the SDK's bearer check.
func Handler(verify auth.TokenVerifier, g *gate, owner map[string]string) http.Handler {
	s := mcp.NewServer(&mcp.Implementation{Name: "docs"}, nil)
	ownerOrAdmin := func(req *mcp.CallToolRequest, name string) bool {
		if g.isAdmin(req) {
			return true
		}
		o, ok := owner[name]
		return ok && o == caller(req)
	}
	mcp.AddTool(s, &mcp.Tool{Name: "promote"}, func(_ context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if !g.isHumanAdmin(req) {
			return nil, out{}, errors.New("forbidden: admins only") // want `caller authorization failure returned as an error \(sent as an isError result\)`
		}
		return nil, out{OK: true}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "add_private"}, func(_ context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if !g.isOwner(req) {
			return nil, out{}, errors.New("forbidden: owners only") // want `caller authorization failure returned as an error \(sent as an isError result\)`
		}
		return nil, out{OK: true}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "remove"}, func(_ context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if !ownerOrAdmin(req, a.Name) {
			return nil, out{}, errors.New("forbidden: not yours") // want `caller authorization failure returned as an error \(sent as an isError result\)`
		}
		return nil, out{OK: true}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "create_doc"}, func(_ context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		parent, err := g.parentDoc(a.Parent, caller(req))
		if err != nil {
			return nil, out{}, err
		}
		if a.ReaderRole < parent.ReaderRole {
			return nil, out{}, errors.New("a child's reader role cannot be lower than its parent's")
		}
		return nil, out{OK: true}, nil
	})
	gs := &orstore.Goals{}
	mcp.AddTool(s, &mcp.Tool{Name: "stage"}, func(_ context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if _, err := stage(gs, caller(req), a.Name); err != nil {
			return nil, out{}, err
		}
		return nil, out{OK: true}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "spawn"}, func(_ context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if err := spawnBudget(caller(req)+"/"+a.Name, 4); err != nil {
			return nil, out{}, err
		}
		return nil, out{OK: true}, nil
	})
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil)
	return auth.RequireBearerToken(verify, nil)(h)
}
