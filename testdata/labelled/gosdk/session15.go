package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Shapes of the held-out rounds eval97a and eval95a (issue 22): a
// denial made two helpers down from the handler, handed to a helper
// that builds the answer; a failure's text in a "message" member; an
// error a start-up check keeps in a field.

type shelfErr struct {
	Code int
	Msg  string
}

func (e *shelfErr) Error() string { return e.Msg }

func shelfError(code int, msg string) error { return &shelfErr{Code: code, Msg: msg} }

var shelves = map[string]string{} // shelf -> owner

func shelfRoleFor(shelf, user string) (int, error) {
	if shelves[shelf] == "" {
		return 0, errors.New("no such shelf")
	}
	if shelves[shelf] == user {
		return 1, nil
	}
	return 9, nil
}

func canEditShelf(ti *auth.TokenInfo, shelf string) error {
	role, err := shelfRoleFor(shelf, ti.UserID)
	if err != nil {
		return shelfError(404, "shelf not found") // ok autherror
	}
	if role > 1 {
		return shelfError(403, "only the shelf's owner may edit it") // want autherror:`caller authorization failure returned as an isError result`
	}
	return nil
}

func openShelf(ti *auth.TokenInfo, shelf string) (string, error) {
	if shelf == "" {
		return "", shelfError(400, "shelf is required") // ok autherror
	}
	if err := canEditShelf(ti, shelf); err != nil {
		return "", err
	}
	return shelf, nil
}

func shelfAnswer[T any](err error) (*mcp.CallToolResult, T, error) {
	var se *shelfErr
	if errors.As(err, &se) {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: se.Msg}}}, *new(T), nil
	}
	return nil, *new(T), err
}

type shelfIn struct {
	Shelf string `json:"shelf"`
	Wait  bool   `json:"wait,omitempty"`
}

type shelfOut struct {
	State   string `json:"state"`
	Message string `json:"message"`
}

func renameShelf(ctx context.Context, req *mcp.CallToolRequest, in shelfIn) (*mcp.CallToolResult, shelfOut, error) {
	shelf, err := openShelf(req.Extra.TokenInfo, in.Shelf)
	if err != nil {
		return shelfAnswer[shelfOut](err) // want structurederror:`isError result returned with a nil error`
	}
	return nil, shelfOut{State: "renamed", Message: shelf}, nil
}

func waitShelf(ctx context.Context, shelf string) error {
	if shelf == "" {
		return errors.New("gave up waiting for the shelf")
	}
	return nil
}

func restockShelf(ctx context.Context, req *mcp.CallToolRequest, in shelfIn) (*mcp.CallToolResult, shelfOut, error) {
	msg := "restock queued"
	if in.Wait {
		if err := waitShelf(ctx, in.Shelf); err != nil {
			msg = fmt.Sprintf("Error: %v", err)
		} else {
			msg = "restocked"
		}
	}
	return nil, shelfOut{State: "queued", Message: msg}, nil // want unflaggederror:`JSON whose "message" holds "Error: …"`
}

func dustShelf(ctx context.Context, req *mcp.CallToolRequest, in shelfIn) (*mcp.CallToolResult, shelfOut, error) {
	msg := "dusted"
	if err := waitShelf(ctx, in.Shelf); err != nil {
		msg = "dusted; the log was not kept: " + err.Error()
	}
	return nil, shelfOut{State: "clean", Message: msg}, nil // ok unflaggederror
}

// catalog keeps the error of its start-up check for every later call.
type catalog struct {
	base    string
	loadErr error
}

var shelfCatalog = &catalog{}

func (c *catalog) load() {
	c.base = os.Getenv("CATALOG_URL")
	resp, err := http.Get(c.base + "/health")
	if err != nil {
		c.loadErr = fmt.Errorf("catalog unreachable: %w", err)
		return
	}
	resp.Body.Close()
}

func (c *catalog) ready() error { return c.loadErr }

func findShelf(ctx context.Context, req *mcp.CallToolRequest, in shelfIn) (*mcp.CallToolResult, shelfOut, error) {
	if err := shelfCatalog.ready(); err != nil {
		return nil, shelfOut{}, err // want errorleak:`raw net/http error text from http.Get`
	}
	return nil, shelfOut{State: "found"}, nil
}

// A token exchange that refuses an expired token or one carrying too
// many scopes (round eval101a): the credential's validity, no decision.

type shelfTicket struct {
	scopes  []string
	expires time.Time
}

func exchangeShelfTicket(t shelfTicket) (string, error) {
	if len(t.scopes) > 8 {
		return "", errors.New("token carries too many scopes") // ok autherror
	}
	if !time.Now().Before(t.expires) {
		return "", errors.New("token expired; sign in again") // ok autherror
	}
	return "credential", nil
}

func auditShelf(ctx context.Context, req *mcp.CallToolRequest, in shelfIn) (*mcp.CallToolResult, shelfOut, error) {
	ti := req.Extra.TokenInfo
	cred, err := exchangeShelfTicket(shelfTicket{scopes: ti.Scopes, expires: ti.Expiration})
	if err != nil {
		return nil, shelfOut{}, err // ok autherror
	}
	return nil, shelfOut{State: "audited", Message: cred}, nil
}
