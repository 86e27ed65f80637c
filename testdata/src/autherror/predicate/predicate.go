// Package predicate asks a store's predicates about the caller: whether
// the caller's token may reach a connection (IsConnectionInTokenScope,
// answered by a query, not by its arguments) decides like a role
// lookup; whether the token expired is its validity, which the HTTP
// layer answers, and a predicate of the connection alone says nothing of
// the caller.
package predicate

import (
	"context"
	"database/sql"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type ctxKey int

const (
	tokenIDKey ctxKey = iota
	userIDKey
)

type token struct{ ID, OwnerID int64 }

type store struct{ db *sql.DB }

// validateToken finds the token the bearer key is.
func (s *store) validateToken(raw string) (*token, error) {
	var t token
	err := s.db.QueryRow("SELECT id, owner_id FROM tokens WHERE hash = $1", raw).Scan(&t.ID, &t.OwnerID)
	return &t, err
}

// IsConnectionInTokenScope reports whether the token may reach the
// connection, and at which level.
func (s *store) IsConnectionInTokenScope(tokenID int64, connID int) (bool, string, error) {
	var level string
	err := s.db.QueryRow("SELECT level FROM token_scope WHERE token_id = $1 AND conn_id = $2", tokenID, connID).Scan(&level)
	if err == sql.ErrNoRows {
		return false, "", nil
	}
	return err == nil, level, err
}

// IsTokenExpired reports whether the token expired.
func (s *store) IsTokenExpired(tokenID int64) bool {
	var n int
	_ = s.db.QueryRow("SELECT count(*) FROM tokens WHERE id = $1 AND expires_at < now()", tokenID).Scan(&n)
	return n > 0
}

// IsReadOnly reports whether the connection is read-only.
func (s *store) IsReadOnly(connID int) bool {
	var ro bool
	_ = s.db.QueryRow("SELECT read_only FROM connections WHERE id = $1", connID).Scan(&ro)
	return ro
}

func tokenIDFrom(ctx context.Context) int64 {
	id, _ := ctx.Value(tokenIDKey).(int64)
	return id
}

// canAccess decides whether the caller's token reaches the connection.
func (s *store) canAccess(ctx context.Context, connID int) (bool, string) {
	tid := tokenIDFrom(ctx)
	if tid == 0 {
		return false, ""
	}
	inScope, level, err := s.IsConnectionInTokenScope(tid, connID)
	if err != nil {
		return false, ""
	}
	if !inScope {
		return false, ""
	}
	return true, level
}

func (s *store) query(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	connID := req.GetInt("connection_id", 0)
	ok, level := s.canAccess(ctx, connID)
	if !ok {
		return mcp.NewToolResultError("access denied to this connection"), nil // want `caller authorization failure returned as an isError result`
	}
	if s.IsTokenExpired(tokenIDFrom(ctx)) {
		return mcp.NewToolResultError("token expired"), nil
	}
	if s.IsReadOnly(connID) && level == "rw" {
		return mcp.NewToolResultError("the connection is read-only"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// Handler serves the tool over HTTP.
func Handler(s *store) http.Handler {
	srv := server.NewMCPServer("dba", "1")
	srv.AddTool(mcp.NewTool("query"), s.query)
	return server.NewStreamableHTTPServer(srv, server.WithHTTPContextFunc(func(ctx context.Context, r *http.Request) context.Context {
		t, err := s.validateToken(strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer "))
		if err != nil {
			return ctx
		}
		ctx = context.WithValue(ctx, tokenIDKey, t.ID)
		return context.WithValue(ctx, userIDKey, t.OwnerID)
	}))
}
