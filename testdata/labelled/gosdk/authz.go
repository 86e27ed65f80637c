package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"labelled/gosdk/authz/policy"
	"labelled/gosdk/authz/teams"
)

var noteObject = map[string]any{"type": "object"}

// authzHandler serves the tools of package teams and of this file over
// streamable HTTP behind go-sdk's bearer-token middleware and a project
// middleware that looks up the caller's team.
func authzHandler(verify auth.TokenVerifier) http.Handler {
	m := mcp.NewServer(&mcp.Implementation{Name: "authz", Version: "1.0.0"}, nil)
	teams.Register(m)
	mcp.AddTool(m, &mcp.Tool{Name: "shareNote"}, shareNote)
	mcp.AddTool(m, &mcp.Tool{Name: "deleteNote"}, deleteNote)
	mcp.AddTool(m, &mcp.Tool{Name: "pinNote"}, pinNote)
	mcp.AddTool(m, &mcp.Tool{Name: "readNote"}, readNote)
	mcp.AddTool(m, &mcp.Tool{Name: "listNotes"}, listNotes)
	mcp.AddTool(m, &mcp.Tool{Name: "createDraft"}, createDraft)
	mcp.AddTool(m, &mcp.Tool{Name: "publishDraft"}, publishDraft)
	mcp.AddTool(m, &mcp.Tool{Name: "renameShelf"}, renameShelf)
	mcp.AddTool(m, &mcp.Tool{Name: "restockShelf"}, restockShelf)
	mcp.AddTool(m, &mcp.Tool{Name: "dustShelf"}, dustShelf)
	mcp.AddTool(m, &mcp.Tool{Name: "findShelf"}, findShelf)
	mcp.AddTool(m, &mcp.Tool{Name: "auditShelf"}, auditShelf)
	m.AddTool(&mcp.Tool{Name: "exportNotes", InputSchema: noteObject}, exportNotes)
	m.AddTool(&mcp.Tool{Name: "auditNotes", InputSchema: noteObject}, auditNotes)
	m.AddTool(&mcp.Tool{Name: "lockNote", InputSchema: noteObject}, lockNote)
	m.AddTool(&mcp.Tool{Name: "noteHistory", InputSchema: noteObject}, noteHistory)
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return m }, nil)
	return auth.RequireBearerToken(verify, &auth.RequireBearerTokenOptions{Scopes: []string{"notes"}})(withMember(h))
}

// withMember looks up the caller's team membership and stores it.
func withMember(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		if ti := auth.TokenInfoFromContext(ctx); ti != nil {
			ctx = policy.WithMember(ctx, lookupMember(ti.UserID))
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func lookupMember(user string) policy.Member {
	team, role, _ := strings.Cut(user, "/")
	return policy.Member{Team: team, Role: role}
}

type noteIn struct {
	ID string `json:"id"`
}

type note struct{ Owner, Text string }

var notes = map[string]note{}

func shareNote(ctx context.Context, req *mcp.CallToolRequest, in noteIn) (*mcp.CallToolResult, any, error) {
	caller := policy.FromToken(req.Extra.TokenInfo)
	if !caller.HasScope("notes:share") {
		return nil, nil, errors.New("your token lacks the notes:share scope") // want autherror:`returned as an error \(sent as an isError result\)`
	}
	return &mcp.CallToolResult{}, nil, nil
}

func deleteNote(ctx context.Context, req *mcp.CallToolRequest, in noteIn) (*mcp.CallToolResult, any, error) {
	if err := policy.Require(ctx, "notes:delete"); err != nil {
		return nil, nil, err // want autherror:`returned as an error \(sent as an isError result\)`
	}
	delete(notes, in.ID)
	return &mcp.CallToolResult{}, nil, nil
}

// session is the caller as a handler keeps it.
type session struct {
	user   string
	scopes []string
}

func sessionOf(req *mcp.CallToolRequest) session {
	return session{user: req.Extra.TokenInfo.UserID, scopes: req.Extra.TokenInfo.Scopes}
}

func pinNote(ctx context.Context, req *mcp.CallToolRequest, in noteIn) (*mcp.CallToolResult, any, error) {
	s := sessionOf(req)
	n, ok := notes[in.ID]
	if !ok {
		return nil, nil, fmt.Errorf("note %s not found", in.ID) // ok autherror
	}
	if n.Owner != s.user {
		return nil, nil, fmt.Errorf("note %s belongs to someone else", in.ID) // want autherror:`returned as an error`
	}
	return &mcp.CallToolResult{}, nil, nil
}

func readNote(ctx context.Context, req *mcp.CallToolRequest, in noteIn) (*mcp.CallToolResult, any, error) {
	if policy.FromToken(req.Extra.TokenInfo).IsAdmin() {
		return &mcp.CallToolResult{}, nil, nil
	}
	n, ok := notes[in.ID]
	if !ok {
		return nil, nil, fmt.Errorf("note %s not found", in.ID) // ok autherror
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: n.Text}}}, nil, nil
}

// listNotes only logs the caller.
func listNotes(ctx context.Context, req *mcp.CallToolRequest, in noteIn) (*mcp.CallToolResult, any, error) {
	ti := auth.TokenInfoFromContext(ctx)
	fmt.Println("listNotes by", ti.UserID)
	if len(notes) == 0 {
		return nil, nil, errors.New("there are no notes yet") // ok autherror
	}
	return &mcp.CallToolResult{}, nil, nil
}

func exportNotes(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	roles := strings.Split(req.Extra.Header.Get("X-Roles"), ",")
	if !slices.Contains(roles, "exporter") {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "exporting needs the exporter role"}}}, nil // want autherror:`returned as an isError result`
	}
	return &mcp.CallToolResult{}, nil
}

// canAudit reports whether the caller's token allows auditing.
func canAudit(ti *auth.TokenInfo) bool {
	return ti != nil && (slices.Contains(ti.Scopes, "audit") || ti.Extra["role"] == "auditor")
}

func auditNotes(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !canAudit(req.Extra.TokenInfo) {
		return nil, errors.New("auditing is not allowed for this token") // want autherror:`returned as an error \(sent as JSON-RPC error 0\)` rpcerror:`code 0`
	}
	return &mcp.CallToolResult{}, nil
}

// lockDenial returns why the caller may not lock notes, and whether.
func lockDenial(req *mcp.CallToolRequest) (string, bool) {
	if req.Extra.TokenInfo.UserID != "ops" {
		return "only ops may lock notes", true
	}
	return "", false
}

func lockNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if msg, denied := lockDenial(req); denied {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}, nil // want autherror:`returned as an isError result`
	}
	return &mcp.CallToolResult{}, nil
}

// noteHistory reads the request id header, which is not identity.
func noteHistory(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if id := req.Extra.Header.Get("X-Request-Id"); id == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "send an X-Request-Id header"}}}, nil // ok autherror
	}
	return &mcp.CallToolResult{}, nil
}
