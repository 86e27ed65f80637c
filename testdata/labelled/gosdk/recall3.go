package main

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// emptyerror on one path and in _meta (issue 22, pattern 6).

func registerRecall3(m *mcp.Server, s *srv) {
	m.AddTool(&mcp.Tool{Name: "stationMeta", InputSchema: object}, s.stationMeta)
	m.AddTool(&mcp.Tool{Name: "stationEmpty", InputSchema: object}, s.stationEmpty)
}

var errNoStation = errors.New("no station")

func (s *srv) stationMeta(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.count(ctx); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{}, Meta: mcp.Meta{"error": err.Error()}}, nil // want emptyerror:`empty content array`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil // ok emptyerror
}

func (s *srv) stationEmpty(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := s.events(ctx, "today")
	if err == nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil
	}
	var msg string
	if errors.Is(err, errNoStation) {
		msg = "no such station; list the stations first"
	}
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}, nil // want emptyerror:`only empty text on one path`
}
