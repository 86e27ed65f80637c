// Package zeroid has mcp-go tools that read the caller's principal, a
// uuid.UUID that the HTTP context function stored after looking the bearer
// token up: testing it against the zero UUID (uuid.Nil, uuid.UUID{}) is a
// presence test, not an authorization decision, and so is testing a
// numeric account id of the caller against 0 in a helper (the key has no
// account); comparing it with the owner of what the tool touches is one,
// and so are a status compared with 0 and a level compared with 0 by
// order.
package zeroid

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type principalKey struct{}

var sessions = map[string]uuid.UUID{}

var owners = map[string]uuid.UUID{}

type account struct {
	ID     int64
	Level  int
	Status int
}

type accountKey struct{}

type userKey struct{}

var accounts = map[string]account{}

func fromRequest(ctx context.Context, r *http.Request) context.Context {
	id, ok := sessions[strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")]
	if !ok {
		return ctx
	}
	ctx = context.WithValue(ctx, accountKey{}, accounts[id.String()])
	var uid pgtype.UUID
	if err := uid.Scan(id.String()); err == nil {
		ctx = context.WithValue(ctx, userKey{}, uid)
	}
	return context.WithValue(ctx, principalKey{}, id)
}

// needAccount fails when the caller has no account to attribute work to.
func needAccount(a account) error {
	if a.ID == 0 {
		return errors.New("this key has no account")
	}
	return nil
}

func Serve(s *server.MCPServer) *server.StreamableHTTPServer {
	s.AddTool(mcp.NewTool("publish"), publish)
	s.AddTool(mcp.NewTool("draft"), draft)
	s.AddTool(mcp.NewTool("remove"), remove)
	s.AddTool(mcp.NewTool("attribute"), attribute)
	s.AddTool(mcp.NewTool("archive"), archive)
	return server.NewStreamableHTTPServer(s, server.WithHTTPContextFunc(fromRequest))
}

func publish(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	author, _ := ctx.Value(principalKey{}).(uuid.UUID)
	if author == uuid.Nil {
		return mcp.NewToolResultError("no caller principal"), nil
	}
	return mcp.NewToolResultText("published by " + author.String()), nil
}

func draft(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	author, _ := ctx.Value(principalKey{}).(uuid.UUID)
	if author == (uuid.UUID{}) {
		return mcp.NewToolResultError("no caller principal"), nil
	}
	return mcp.NewToolResultText("drafted"), nil
}

func remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	caller, _ := ctx.Value(principalKey{}).(uuid.UUID)
	if owners[req.GetString("doc", "")] != caller {
		return mcp.NewToolResultError("only the owner may remove it"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("removed"), nil
}

func attribute(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a, _ := ctx.Value(accountKey{}).(account)
	if err := needAccount(a); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if a.Status != 0 {
		return mcp.NewToolResultError("this account is disabled"), nil // want `caller authorization failure returned as an isError result`
	}
	if a.Level <= 0 {
		return mcp.NewToolResultError("this account may not attribute work"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("attributed"), nil
}

// archive: whether a user is stored (its Valid flag) is a presence test;
// its id's text compared with the owner's is a decision.
func archive(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	uid, _ := ctx.Value(userKey{}).(pgtype.UUID)
	if !uid.Valid {
		return mcp.NewToolResultError("no user on the request"), nil
	}
	if uid.String() != req.GetString("owner", "") {
		return mcp.NewToolResultError("only the owner may archive"), nil // want `caller authorization failure returned as an isError result`
	}
	return mcp.NewToolResultText("archived"), nil
}
