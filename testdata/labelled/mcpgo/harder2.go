package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Yet more shapes: failure messages without an error value, empty content
// built in other ways, structured content attached by a helper.

func (s *srv) msgAnErrorOccurred(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.get(ctx, "x"); err != nil {
		s.lastErr = err
		return mcp.NewToolResultText("An error occurred while fetching the page."), nil // want unflaggederror:`reads as a failure`
	}
	return mcp.NewToolResultText("fetched"), nil
}

func (s *srv) msgRequired(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("query", "") == "" {
		return mcp.NewToolResultText("query is required"), nil // want unflaggederror:`reads as a failure`
	}
	return mcp.NewToolResultText("searched"), nil
}

func (s *srv) msgNotFound(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if _, ok := s.notes[id]; !ok {
		return mcp.NewToolResultText(fmt.Sprintf("Note %s not found", id)), nil // want unflaggederror:`reads as a failure`
	}
	return mcp.NewToolResultText("found"), nil
}

func (s *srv) msgNotExist(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if _, ok := s.notes[id]; !ok {
		return mcp.NewToolResultText("The note " + id + " does not exist"), nil // want unflaggederror:`reads as a failure`
	}
	return mcp.NewToolResultText("exists"), nil
}

func (s *srv) msgMustBe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if n := req.GetInt("limit", 10); n < 1 || n > 100 {
		return mcp.NewToolResultText("limit must be between 1 and 100"), nil // want unflaggederror:`reads as a failure`
	}
	return mcp.NewToolResultText("listed"), nil
}

func (s *srv) msgInvalidFormat(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("date", "") == "" {
		return mcp.NewToolResultText("Invalid date format, use YYYY-MM-DD"), nil // want unflaggederror:`reads as a failure`
	}
	return mcp.NewToolResultText("scheduled"), nil
}

func (s *srv) msgDenied(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.readOnly {
		return mcp.NewToolResultText("Permission denied: the store is read-only"), nil // want unflaggederror:`reads as a failure`
	}
	return mcp.NewToolResultText("written"), nil
}

func (s *srv) msgTimedOut(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if ctx.Err() != nil {
		return mcp.NewToolResultText("Request timed out after 30s"), nil // want unflaggederror:`reads as a failure`
	}
	return mcp.NewToolResultText("done"), nil
}

func (s *srv) msgBareReturn(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	if _, gerr := s.get(ctx, "x"); gerr != nil {
		res = mcp.NewToolResultText("failed to fetch: " + gerr.Error()) // want unflaggederror:`does not set isError`
		return
	}
	res = mcp.NewToolResultText("fetched")
	return // ok unflaggederror
}

func (s *srv) msgNoResults(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	items, err := s.items(ctx)
	if err != nil {
		return mcp.NewToolResultError("search failed: " + err.Error()), nil
	}
	if len(items) == 0 {
		return mcp.NewToolResultText("No results found for the query."), nil // ok unflaggederror
	}
	return mcp.NewToolResultText("Not all sources answered; showing partial results"), nil // ok unflaggederror
}

func (s *srv) msgRequiredFields(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("Required fields: title, body. Optional: tags."), nil // ok unflaggederror
}

func (s *srv) msgInvalidatedCache(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("Invalidated 3 cache entries"), nil // ok unflaggederror
}

func (s *srv) msgNotFoundCount(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("Checked 12 links: 10 ok, 2 not found"), nil // ok unflaggederror
}

func (s *srv) emptyMake(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.readOnly {
		return &mcp.CallToolResult{IsError: true, Content: make([]mcp.Content, 0)}, nil // want emptyerror:`empty content array`
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *srv) emptyNilVar(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var content []mcp.Content
	if s.readOnly {
		return &mcp.CallToolResult{IsError: true, Content: content}, nil // want emptyerror:`no content`
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *srv) emptyTextField(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.readOnly {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.TextContent{Type: "text"}}}, nil // want emptyerror:`only empty text`
	}
	return mcp.NewToolResultText("ok"), nil
}

func withData(res *mcp.CallToolResult, v any) *mcp.CallToolResult {
	res.StructuredContent = v
	return res
}

func (s *srv) structuredWithData(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := s.quote(ctx, "x")
	if err != nil {
		return withData(mcp.NewToolResultError("quote unavailable"), q), nil // want structurederror:`carries structured content`
	}
	return withData(mcp.NewToolResultText("quote"), q), nil // ok structurederror
}

var errNotConfigured = &mcp.CallToolResult{IsError: true}

func (s *srv) emptyGlobal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.cache == nil {
		return errNotConfigured, nil // want emptyerror:`no content`
	}
	return mcp.NewToolResultText("ok"), nil
}

// registerHarder2 registers the tools of this file.
func registerHarder2(m *server.MCPServer, s *srv) {
	for name, h := range map[string]server.ToolHandlerFunc{
		"msg_an_error_occurred": s.msgAnErrorOccurred,
		"msg_required":          s.msgRequired,
		"msg_not_found":         s.msgNotFound,
		"msg_not_exist":         s.msgNotExist,
		"msg_must_be":           s.msgMustBe,
		"msg_invalid_format":    s.msgInvalidFormat,
		"msg_denied":            s.msgDenied,
		"msg_timed_out":         s.msgTimedOut,
		"msg_bare_return":       s.msgBareReturn,
		"msg_no_results":        s.msgNoResults,
		"msg_required_fields":   s.msgRequiredFields,
		"msg_invalidated_cache": s.msgInvalidatedCache,
		"msg_not_found_count":   s.msgNotFoundCount,
		"empty_make":            s.emptyMake,
		"empty_nil_var":         s.emptyNilVar,
		"empty_text_field":      s.emptyTextField,
		"structured_with_data":  s.structuredWithData,
		"empty_global":          s.emptyGlobal,
	} {
		m.AddTool(mcp.NewTool(name), h)
	}
}
