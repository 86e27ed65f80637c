package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"labelled/mcpgo/toolkit"
)

// Positives: a nil result with a nil error reaches mcp-go.

func (s *srv) noteByID(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	note, ok := s.notes[id]
	if !ok {
		return nil, nil // want nilresult:`returns a nil result with a nil error`
	}
	return mcp.NewToolResultText(note), nil // ok nilresult
}

func (s *srv) latestNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	for id, note := range s.notes {
		if strings.HasPrefix(id, "latest") {
			res = mcp.NewToolResultText(note)
		}
	}
	return res, nil // want nilresult:`nil result`
}

func (s *srv) archiveNote(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	id := req.GetString("id", "")
	if _, ok := s.notes[id]; !ok {
		return // want nilresult:`nil result`
	}
	delete(s.notes, id)
	res = mcp.NewToolResultText("archived " + id)
	return // ok nilresult
}

func (s *srv) cachedNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if s.cache == nil {
		return toolkit.Missing() // want nilresult:`nil result`
	}
	return mcp.NewToolResultText(s.cache[id]), nil
}

func (s *srv) lookupLocal(id string) (*mcp.CallToolResult, error) {
	if note, ok := s.notes[id]; ok {
		return mcp.NewToolResultText(note), nil
	}
	return nil, nil
}

func (s *srv) localNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return s.lookupLocal(req.GetString("id", "")) // want nilresult:`nil result`
}

func (s *srv) sortNotes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("order", "asc") {
	case "asc":
		return mcp.NewToolResultText("sorted ascending"), nil
	case "desc":
		return mcp.NewToolResultText("sorted descending"), nil
	default:
		return nil, nil // want nilresult:`nil result`
	}
}

func (s *srv) countNotes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := s.count(ctx)
	if err != nil {
		return mcp.NewToolResultError("counting failed: " + err.Error()), nil
	}
	if n == 0 {
		return nil, err // want nilresult:`nil result`
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

type tagArgs struct {
	Tag string `json:"tag"`
}

func (s *srv) typedTagCount(ctx context.Context, req mcp.CallToolRequest, args tagArgs) (*mcp.CallToolResult, error) {
	if args.Tag == "" {
		return nil, nil // want nilresult:`nil result`
	}
	return mcp.NewToolResultText("3"), nil // ok nilresult
}

func (s *srv) renderNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var out *mcp.CallToolResult
	switch req.GetString("format", "") {
	case "text":
		out = mcp.NewToolResultText("plain")
	case "markdown":
		out = mcp.NewToolResultText("# note")
	}
	return out, nil // want nilresult:`nil result`
}

// Negatives.

func (s *srv) pinNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return nil, err // ok nilresult // want rpcerror:`-32603`
	}
	return mcp.NewToolResultText("pinned " + id), nil
}

func (s *srv) exportNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var (
		res *mcp.CallToolResult
		err error
	)
	if id := req.GetString("id", ""); id == "" {
		err = errors.New("id is required")
	} else {
		res = mcp.NewToolResultText(s.notes[id])
	}
	return res, err // ok nilresult // want rpcerror:`-32603`
}

func (s *srv) touchNote(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if res == nil && err == nil {
			res = mcp.NewToolResultText("nothing to touch")
		}
	}()
	if len(s.notes) == 0 {
		return nil, nil // ok nilresult
	}
	return mcp.NewToolResultText("touched"), nil
}

func (s *srv) reindex(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = mcp.NewToolResultError(fmt.Sprintf("reindex crashed: %v", r)), nil
		}
	}()
	s.rebuild()
	return mcp.NewToolResultText("reindexed"), nil // ok nilresult
}

func (s *srv) firstNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	for _, note := range s.notes {
		res = mcp.NewToolResultText(note)
		break
	}
	if res == nil {
		res = mcp.NewToolResultText("there are no notes yet")
	}
	return res, nil // ok nilresult
}

func (s *srv) noteTitle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	switch req.GetString("case", "") {
	case "upper":
		res = mcp.NewToolResultText("TITLE")
	default:
		res = mcp.NewToolResultText("title")
	}
	return res, nil // ok nilresult
}

func (s *srv) syncNotes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.sync(ctx); err != nil {
		return toolkit.Soft(err) // ok nilresult rpcerror
	}
	return toolkit.Text("synced"), nil // ok nilresult
}

type noteStats struct {
	Count int `json:"count"`
}

func (s *srv) structuredNoteStats(ctx context.Context, req mcp.CallToolRequest, args struct{}) (*noteStats, error) {
	if s.notes == nil {
		return nil, nil // ok nilresult
	}
	return &noteStats{Count: len(s.notes)}, nil
}

func (s *srv) jsonNotes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultJSON(s.notes) // ok nilresult
}
