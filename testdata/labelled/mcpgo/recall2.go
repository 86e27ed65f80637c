package main

import (
	"context"
	"database/sql"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"labelled/mcpgo/notestore"
	"labelled/mcpgo/reskit"
)

// Every coded failure built as an isError result plus structured content,
// in a helper of this package and of another one.

func registerRecall2(m *server.MCPServer, s *srv) {
	m.AddTool(mcp.NewTool("codedTag"), s.codedTag)
	m.AddTool(mcp.NewTool("codedFeed"), s.codedFeed)
	m.AddTool(mcp.NewTool("codedText"), s.codedText)
	m.AddTool(mcp.NewTool("tagJSON"), s.tagJSON)
	m.AddTool(mcp.NewTool("tagJSONChecked"), s.tagJSONChecked)
	m.AddTool(mcp.NewTool("renderedNote"), s.renderedNote)
	m.AddTool(mcp.NewTool("renderedNoteChecked"), s.renderedNoteChecked)
	m.AddTool(mcp.NewTool("noteByFormat"), s.noteByFormat)
	m.AddTool(mcp.NewTool("checkFeed"), s.checkFeed)
	m.AddTool(mcp.NewTool("closeFeed"), s.closeFeed)
	st := &storeTools{store: &notestore.SQL{}}
	m.AddTool(mcp.NewTool("storedNote"), st.storedNote)
	m.AddTool(mcp.NewTool("pingDSN"), st.pingDSN)
}

// failure answers a coded failure.
func failure(code, msg string) *mcp.CallToolResult {
	res := mcp.NewToolResultError(code + ": " + msg)
	res.StructuredContent = map[string]any{"code": code, "message": msg}
	return res
}

// internalFailure answers a failure of the server's own.
func internalFailure(err error) *mcp.CallToolResult {
	return failure("INTERNAL", err.Error())
}

func (s *srv) codedTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tag := req.GetString("tag", "")
	if tag == "" {
		return failure("BAD_ARGUMENT", "tag is required"), nil // want structurederror:`carries structured content`
	}
	if _, err := s.count(ctx); err != nil {
		return internalFailure(err), nil // want structurederror:`carries structured content`
	}
	return mcp.NewToolResultText("tagged " + tag), nil // ok structurederror
}

func (s *srv) codedFeed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.sync(ctx); err != nil {
		return reskit.Coded("SYNC", "feed sync failed"), nil // want structurederror:`carries structured content`
	}
	return mcp.NewToolResultText("synced"), nil // ok structurederror
}

// codedText keeps the code in the text: no structured content.
func (s *srv) codedText(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.sync(ctx); err != nil {
		return mcp.NewToolResultError("SYNC: feed sync failed"), nil // ok structurederror
	}
	return mcp.NewToolResultText("synced"), nil // ok structurederror
}

// Nil results a failed call or a missed lookup leaves behind.

type tagCount struct {
	Tag   string `json:"tag"`
	Count int    `json:"count"`
}

func (s *srv) tagJSON(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, _ := s.count(ctx)
	res, err := mcp.NewToolResultJSON(tagCount{Tag: req.GetString("tag", ""), Count: n})
	if err != nil {
		log.Printf("tagJSON: %v", err)
	}
	return res, nil // want nilresult:`nil result`
}

func (s *srv) tagJSONChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := mcp.NewToolResultJSON(tagCount{Tag: req.GetString("tag", "")})
	if err != nil {
		return mcp.NewToolResultError("cannot encode the tag count"), nil // ok nilresult
	}
	return res, nil // ok nilresult
}

// renders keeps the last result per note.
var renders = map[string]*mcp.CallToolResult{}

func (s *srv) renderedNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, ok := renders[req.GetString("note", "")]
	if !ok {
		log.Printf("renderedNote: not rendered yet")
		return res, nil // want nilresult:`nil result`
	}
	return res, nil // ok nilresult
}

func (s *srv) renderedNoteChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := renders[req.GetString("note", "")]
	if res == nil {
		res = mcp.NewToolResultError("note not rendered yet; call renderNote first")
	}
	return res, nil // ok nilresult
}

func (s *srv) noteByFormat(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	note := s.notes[req.GetString("note", "")]
	switch req.GetString("format", "text") {
	case "text":
		res = mcp.NewToolResultText(note)
	case "upper":
		res = mcp.NewToolResultText(note + "!")
	}
	return res, nil // want nilresult:`nil result`
}

// A probe's answer and a warning about work that was done are not
// failures.

func (s *srv) checkFeed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.get(ctx, req.GetString("url", "")); err != nil {
		return mcp.NewToolResultText("feed unreachable: " + err.Error()), nil // ok unflaggederror
	}
	return mcp.NewToolResultText("feed reachable"), nil // ok unflaggederror
}

func (s *srv) closeFeed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.sync(ctx); err != nil {
		return mcp.NewToolResultText("Feed closed with warning: " + err.Error()), nil // ok unflaggederror
	}
	return mcp.NewToolResultText("Feed closed"), nil // ok unflaggederror
}

// errorleak: a store interface with one database-backed implementation,
// and a database the model names.

type storeTools struct{ store notestore.Store }

func (t *storeTools) storedNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body, err := t.store.Note(ctx, req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError("note: " + err.Error()), nil // want errorleak:`raw database/sql error text`
	}
	return mcp.NewToolResultText(body), nil // ok errorleak
}

func (t *storeTools) pingDSN(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	db, err := sql.Open("postgres", req.GetString("dsn", ""))
	if err != nil {
		return mcp.NewToolResultError("the DSN is not valid"), nil // ok errorleak
	}
	defer db.Close()
	if err := db.PingContext(ctx); err != nil {
		return mcp.NewToolResultError("cannot reach the database: " + err.Error()), nil // ok errorleak
	}
	return mcp.NewToolResultText("reachable"), nil // ok errorleak
}
