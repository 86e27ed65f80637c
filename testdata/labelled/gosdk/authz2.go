package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"labelled/gosdk/authz/policy"
)

type fileIn struct {
	Path string `json:"path"`
}

// registerAuthz2 registers the tools of this file.
func registerAuthz2(m *mcp.Server) {
	mcp.AddTool(m, &mcp.Tool{Name: "shredFile"}, shredFile)
	mcp.AddTool(m, &mcp.Tool{Name: "statFile"}, statFile)
	mcp.AddTool(m, &mcp.Tool{Name: "syncDrive"}, syncDrive)
	mcp.AddTool(m, &mcp.Tool{Name: "purgeTrash"}, purgeTrash)
	m.AddTool(&mcp.Tool{Name: "restoreFile", InputSchema: noteObject}, restoreFile)
	m.AddTool(&mcp.Tool{Name: "archiveNote", InputSchema: noteObject}, archiveNote)
}

func shredFile(ctx context.Context, req *mcp.CallToolRequest, in fileIn) (*mcp.CallToolResult, any, error) {
	if err := policy.Require(ctx, "files:shred"); errors.Is(err, policy.ErrForbidden) {
		return nil, nil, fmt.Errorf("shredding is not allowed: %w", err) // want autherror:`returned as an error \(sent as an isError result\)`
	}
	return &mcp.CallToolResult{}, nil, nil
}

// statFile only needs the HTTP transport: a presence test.
func statFile(ctx context.Context, req *mcp.CallToolRequest, in fileIn) (*mcp.CallToolResult, any, error) {
	if req.Extra == nil || req.Extra.TokenInfo == nil {
		return nil, nil, errors.New("statFile needs an authenticated HTTP session") // ok autherror
	}
	return &mcp.CallToolResult{}, nil, nil
}

// syncDrive forwards the caller's token: the drive's 403 is the upstream's
// answer to this call.
func syncDrive(ctx context.Context, req *mcp.CallToolRequest, in fileIn) (*mcp.CallToolResult, any, error) {
	tok, _ := req.Extra.TokenInfo.Extra["raw_token"].(string)
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://drive.example/sync", nil)
	if err != nil {
		return nil, nil, err // ok autherror
	}
	r.Header.Set("Authorization", "Bearer "+tok)
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, nil, fmt.Errorf("drive unreachable: %w", err) // ok autherror
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusForbidden {
		return nil, nil, errors.New("the drive refused the sync for this account") // ok autherror
	}
	return &mcp.CallToolResult{}, nil, nil
}

func restoreFile(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch group := req.Extra.Header.Get("X-User-Group"); group {
	case "backup-operators", "admins":
		return &mcp.CallToolResult{}, nil
	default:
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "group " + group + " may not restore files"}}}, nil // want autherror:`returned as an isError result`
	}
}

func purgeTrash(ctx context.Context, req *mcp.CallToolRequest, in fileIn) (*mcp.CallToolResult, any, error) {
	admin, _ := req.Extra.TokenInfo.Extra["admin"].(bool)
	if !admin {
		return nil, nil, errors.New("only administrators can purge the trash") // want autherror:`returned as an error \(sent as an isError result\)`
	}
	return &mcp.CallToolResult{}, nil, nil
}

// ownNote loads a note and checks that the caller wrote it.
func ownNote(req *mcp.CallToolRequest, id string) (*note, *mcp.CallToolResult) {
	n, ok := notes[id]
	if !ok {
		return nil, &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no note " + id}}} // ok autherror
	}
	if n.Owner != req.Extra.TokenInfo.UserID {
		return nil, &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "note " + id + " is not yours"}}} // want autherror:`returned as an isError result`
	}
	return &n, nil
}

func archiveNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in noteIn
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "arguments: " + err.Error()}}}, nil // ok autherror
	}
	n, denied := ownNote(req, in.ID)
	if denied != nil {
		return denied, nil // ok autherror
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "archived " + n.Text}}}, nil
}
