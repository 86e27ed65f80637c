// Package perrequest builds a server per request for the caller the HTTP
// middleware found, and hands the caller to the function that registers
// the tools: the handlers capture it, and a decision on it is one on the
// caller, also through a function that builds the caller's server. A
// value every request gets alike (the server's configuration)
// says nothing of who calls.
package perrequest

import (
	"context"
	"errors"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type user struct {
	ID      int
	IsAdmin bool
}

type config struct{ ReadOnly bool }

type ctxKey struct{}

type keys struct{ byToken map[string]*user }

// auth finds the caller by the bearer token.
func (k *keys) auth(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, ok := k.byToken[r.Header.Get("Authorization")]
		if !ok {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, u)))
	})
}

func userFrom(ctx context.Context) (*user, bool) {
	u, ok := ctx.Value(ctxKey{}).(*user)
	return u, ok
}

type in struct {
	Task int `json:"task"`
}

type out struct {
	Started bool `json:"started"`
}

var errAdminRequired = errors.New("permission denied: this operation requires an admin token")

func registerTools(s *mcp.Server, u *user, cfg *config) {
	mcp.AddTool(s, &mcp.Tool{Name: "run_task"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if !u.IsAdmin {
			return nil, out{}, errAdminRequired // want `caller authorization failure returned as an error`
		}
		if cfg.ReadOnly {
			return nil, out{}, errors.New("the scheduler is read-only")
		}
		return nil, out{Started: true}, nil
	})
}

// Handler serves a server per request, with the caller's tools.
func Handler(k *keys, cfg *config) http.Handler {
	h := mcp.NewStreamableHTTPHandler(func(r *http.Request) *mcp.Server {
		u, ok := userFrom(r.Context())
		if !ok {
			return nil
		}
		return serverFor(u, cfg)
	}, nil)
	return k.auth(h)
}

// serverFor builds the caller's server.
func serverFor(u *user, cfg *config) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "cron", Version: "1"}, nil)
	registerTools(s, u, cfg)
	return s
}
