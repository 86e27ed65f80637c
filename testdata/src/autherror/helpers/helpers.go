// Package helpers denies through project helpers: results, pairs and
// predicates whose failures are governed by identity decisions, header
// helpers of another package, and a rate limiter keyed by the caller that
// decides nothing.
package helpers

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"

	"autherror/hdrlib"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type userKey struct{}

type user struct {
	ID    string
	Roles []string
}

func contextFunc(ctx context.Context, r *http.Request) context.Context {
	return context.WithValue(ctx, userKey{}, &user{ID: r.Header.Get("X-User"), Roles: strings.Fields(r.Header.Get("X-Roles"))})
}

func userFrom(ctx context.Context) *user {
	u, _ := ctx.Value(userKey{}).(*user)
	return u
}

type limiter struct{ calls map[string]int }

func (l *limiter) Allow(key string) bool {
	if l.calls[key] > 10 {
		return false
	}
	l.calls[key]++
	return true
}

type quotas struct{ used map[string]int }

// Under is a project predicate keyed by the caller whose verdict is on
// the server's own bookkeeping.
func (q *quotas) Under(id string) bool { return q.used[id] < 100 }

var (
	lim = &limiter{calls: map[string]int{}}
	q   = &quotas{used: map[string]int{}}
)

func serve() {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool("a"), viaResult)
	s.AddTool(mcp.NewTool("b"), viaPair)
	s.AddTool(mcp.NewTool("c"), viaHeaderHelper)
	s.AddTool(mcp.NewTool("d"), viaHeaderRoles)
	s.AddTool(mcp.NewTool("e"), limited)
	s.AddTool(mcp.NewTool("f"), quota)
	s.AddTool(mcp.NewTool("g"), traced)
	s.AddTool(mcp.NewTool("h"), viaMessage)
	s.AddTool(mcp.NewTool("i"), viaClaims)
	s.AddTool(mcp.NewTool("j"), viaClaimsOwner)
	s.AddTool(mcp.NewTool("k"), viaParsedInto)
	s.AddTool(mcp.NewTool("l"), viaMixed)
	s.AddTool(mcp.NewTool("m"), viaMixedAgain)
	s.AddTool(mcp.NewTool("n"), viaSession)
	server.NewSSEServer(s, server.WithSSEContextFunc(sessionContext))
	server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(contextFunc))
}

func requireRole(ctx context.Context, role string) *mcp.CallToolResult {
	if u := userFrom(ctx); u == nil || !slices.Contains(u.Roles, role) {
		return mcp.NewToolResultError("needs role " + role)
	}
	return nil
}

func viaResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if res := requireRole(ctx, "admin"); res != nil {
		return res, nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("ok"), nil
}

func admin(ctx context.Context) (*user, *mcp.CallToolResult) {
	u := userFrom(ctx)
	if !slices.Contains(u.Roles, "admin") {
		return nil, mcp.NewToolResultError("administrators only")
	}
	return u, nil
}

func viaPair(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u, denied := admin(ctx)
	if denied != nil {
		return denied, nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText(u.ID), nil
}

func viaHeaderHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !hdrlib.HasRole(req.Header, "owner") {
		return mcp.NewToolResultError("owners only"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("ok"), nil
}

func viaHeaderRoles(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if roles := hdrlib.Roles(req.Header); !slices.Contains(roles, "editor") {
		return mcp.NewToolResultError("editors only"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("ok"), nil
}

// limited is rate limited per caller: no authorization decision.
func limited(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !lim.Allow(userFrom(ctx).ID) {
		return mcp.NewToolResultError("rate limited, retry in a minute"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// quota decides on the server's bookkeeping for the caller, which its
// summary says.
func quota(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !q.Under(userFrom(ctx).ID) {
		return mcp.NewToolResultError("monthly quota used up"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// traced reads a header of no identity through the helper package.
func traced(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if hdrlib.Trace(req.Header) == "" {
		return mcp.NewToolResultError("send X-Request-Id"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// denial says why the caller may not write, and whether.
func denial(ctx context.Context) (string, bool) {
	if !slices.Contains(userFrom(ctx).Roles, "writer") {
		return "writers only", true
	}
	return "", false
}

func viaMessage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if msg, denied := denial(ctx); denied {
		return mcp.NewToolResultError(msg), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("ok"), nil
}

type claims struct {
	Subject string
	Admin   bool
}

type jwtManager struct{ cache map[string]*claims }

// ValidateToken stands for a JWT library call: its result is the caller's
// claims, whatever its body does.
func (m *jwtManager) ValidateToken(tok string) (*claims, error) {
	if c, ok := m.cache[tok]; ok {
		return c, nil
	}
	return nil, errors.New("invalid token")
}

var jwt = &jwtManager{cache: map[string]*claims{}}

func viaClaims(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, err := jwt.ValidateToken(req.Header.Get("Authorization"))
	if err != nil {
		return mcp.NewToolResultError("invalid token"), nil
	}
	if !c.Admin {
		return mcp.NewToolResultError("administrators only"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("ok"), nil
}

type task struct{ Owner string }

var tasks = map[string]task{}

func viaClaimsOwner(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, err := jwt.ValidateToken(req.Header.Get("Authorization"))
	if err != nil {
		return mcp.NewToolResultError("invalid token"), nil
	}
	t, ok := tasks[req.GetString("id", "")]
	if !ok {
		return mcp.NewToolResultError("no such task"), nil
	}
	if t.Owner != c.Subject {
		return mcp.NewToolResultError("not your task"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("ok"), nil
}

// parseTokenInto stands for jwt.ParseWithClaims: it fills c from the token.
func parseTokenInto(tok string, c *claims) error {
	if v, ok := jwt.cache[tok]; ok {
		*c = *v
		return nil
	}
	return errors.New("invalid token")
}

func viaParsedInto(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var c claims
	if err := parseTokenInto(req.Header.Get("Authorization"), &c); err != nil {
		return mcp.NewToolResultError("invalid token"), nil
	}
	if !c.Admin {
		return mcp.NewToolResultError("administrators only"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("ok"), nil
}

type record struct{ Owner string }

var records = map[string]record{}

// loadOwned fails for a missing record and, under an identity decision,
// for another user's: the denial is reported where it is made.
func loadOwned(ctx context.Context, id string) (*record, *mcp.CallToolResult) {
	r, ok := records[id]
	if !ok {
		return nil, mcp.NewToolResultError("no record " + id)
	}
	if r.Owner != userFrom(ctx).ID {
		return nil, mcp.NewToolResultError("not your record") // want `caller authorization failure returned as an isError result`
	}
	return &r, nil
}

func viaMixed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rec, res := loadOwned(ctx, req.GetString("id", ""))
	if res != nil {
		return res, nil
	}
	return mcp.NewToolResultText(rec.Owner), nil
}

// viaMixedAgain uses the same helper: its denial is reported once.
func viaMixedAgain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, res := loadOwned(ctx, req.GetString("other", "")); res != nil {
		return res, nil
	}
	return mcp.NewToolResultText("ok"), nil
}

type sessionKey struct{}

type sessionStore struct{ byToken map[string]*user }

// find looks the session up: its result comes from the store, which only
// the context function's generous reading ties to the token.
func (st *sessionStore) find(tok string) *user {
	for k, u := range st.byToken {
		if strings.EqualFold(k, tok) {
			return u
		}
	}
	return nil
}

var sessions = &sessionStore{byToken: map[string]*user{}}

func sessionContext(ctx context.Context, r *http.Request) context.Context {
	return context.WithValue(ctx, sessionKey{}, sessions.find(r.Header.Get("X-Session-Token")))
}

func viaSession(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u, _ := ctx.Value(sessionKey{}).(*user)
	if u == nil || !slices.Contains(u.Roles, "ops") {
		return mcp.NewToolResultError("operators only"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("ok"), nil
}
