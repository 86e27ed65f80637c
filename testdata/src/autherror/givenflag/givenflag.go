// Package givenflag hands the caller's record to helpers that also fail
// for reasons of their own: a helper's test of a permission flag of the
// record it is given (`!m.Editor`) is a decision on the caller, reported
// where the helper refuses; a validity flag (`!m.Active`) and a flag of a
// record that is not the caller's (the shelf's) are not.
package givenflag

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type member struct {
	Editor bool
	Active bool
}

type shelf struct{ Locked bool }

var shelves map[string]*shelf

func callerOf(ctx context.Context) (*member, error) {
	ti := auth.TokenInfoFromContext(ctx)
	if ti == nil {
		return nil, errors.New("not signed in")
	}
	return &member{Editor: ti.UserID == "ed", Active: true}, nil
}

func needEditor(m *member, name string) error {
	if shelves == nil {
		return errors.New("shelf table unavailable")
	}
	if !m.Editor {
		return errors.New("only editors may add books") // want `caller authorization failure returned as an error`
	}
	return nil
}

func needActive(m *member) error {
	if shelves == nil {
		return errors.New("shelf table unavailable")
	}
	if !m.Active {
		return errors.New("account suspended")
	}
	return nil
}

func needOpen(s *shelf) error {
	if s == nil {
		return errors.New("no such shelf")
	}
	if s.Locked {
		return errors.New("shelf is locked")
	}
	return nil
}

type bookIn struct {
	Shelf string `json:"shelf"`
}

func addBook(ctx context.Context, _ *mcp.CallToolRequest, in bookIn) (*mcp.CallToolResult, any, error) {
	m, err := callerOf(ctx)
	if err != nil {
		return nil, nil, err
	}
	if err := needActive(m); err != nil {
		return nil, nil, err
	}
	if err := needEditor(m, in.Shelf); err != nil {
		return nil, nil, err
	}
	if err := needOpen(shelves[in.Shelf]); err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "added"}}}, nil, nil
}

func serve() {
	s := mcp.NewServer(&mcp.Implementation{Name: "shelves", Version: "0.1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "add_book"}, addBook)
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil)
	verify := func(_ context.Context, tok string, _ *http.Request) (*auth.TokenInfo, error) {
		return &auth.TokenInfo{UserID: tok, Expiration: time.Now().Add(time.Hour)}, nil
	}
	_ = http.ListenAndServe("127.0.0.1:0", auth.RequireBearerToken(verify, nil)(h))
}
