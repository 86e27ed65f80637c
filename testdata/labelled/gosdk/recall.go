package main

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Failure texts told by where they come from, or by words the first rules
// did not know; and a tool that reports on errors as its data.

func registerRecall(m *mcp.Server, s *srv) {
	m.AddTool(&mcp.Tool{Name: "stationRename", InputSchema: object}, s.stationRename)
	m.AddTool(&mcp.Tool{Name: "stationPing", InputSchema: object}, s.stationPing)
	m.AddTool(&mcp.Tool{Name: "stationErrors", InputSchema: object}, s.stationErrors)
}

func (s *srv) stationRename(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := string(req.Params.Arguments)
	if _, ok := s.stations[name]; !ok {
		return textResult(fmt.Sprintf("Station with name %q not found in region %s", name, "eu")), nil // want unflaggederror:`reads as a failure`
	}
	if _, err := s.count(ctx); err != nil {
		return textResult("Rename of " + name + " failed, try again later"), nil // want unflaggederror:`reads as a failure`
	}
	return textResult("renamed"), nil // ok unflaggederror
}

func (s *srv) stationPing(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp := map[string]any{"ok": true}
	if _, err := s.events(ctx, "today"); err != nil {
		resp["ok"] = false
		resp["error"] = err.Error()
	}
	b, _ := json.Marshal(resp)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil // want unflaggederror:`JSON whose "error" holds an error's text`
}

func (s *srv) stationErrors(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	evs, err := s.events(ctx, "today")
	if err != nil {
		res := &mcp.CallToolResult{}
		res.SetError(err)
		return res, nil // ok unflaggederror
	}
	var errs []string
	for _, e := range evs {
		if len(e) > 5 {
			errs = append(errs, e)
		}
	}
	if len(errs) == 0 {
		return textResult("No errors reported today"), nil // ok unflaggederror
	}
	b, _ := json.Marshal(map[string]any{"errors": errs, "count": len(errs)})
	return textResult(string(b)), nil // ok unflaggederror
}
