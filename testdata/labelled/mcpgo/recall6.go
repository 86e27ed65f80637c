package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Failures worded as configuration, limit and status reports (issue 22):
// a missing environment variable, a request over its size limit, a
// rejected value type with where it was found, an HTTP status the tool
// did not expect.

func registerRecall6(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("feedOwner", mcp.WithDescription("Show the feeds of the configured owner.")), feedOwner)
	m.AddTool(mcp.NewTool("fetchFeeds", mcp.WithDescription("Fetch several feeds by id."), mcp.WithArray("ids")), fetchFeeds)
	m.AddTool(mcp.NewTool("feedRank", mcp.WithDescription("Rank a feed with the ranking service."), mcp.WithString("id", mcp.Required())), feedRank)
	m.AddTool(mcp.NewTool("pingRanker", mcp.WithDescription("Check that the ranking service answers.")), pingRanker)
}

func feedOwner(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	owner := req.GetString("owner", os.Getenv("FEED_OWNER"))
	if owner == "" {
		return mcp.NewToolResultText("FEED_OWNER environment variable not set. Either set it or pass an owner."), nil // want unflaggederror:`reads as a failure`
	}
	return mcp.NewToolResultText("Feeds of " + owner), nil // ok unflaggederror
}

func fetchFeeds(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	raw, ok := req.GetArguments()["ids"].([]any)
	if !ok {
		return mcp.NewToolResultText("ids must be an array"), nil // want unflaggederror:`reads as a failure`
	}
	if len(raw) > 25 {
		return mcp.NewToolResultText("Too many feeds requested. Maximum 25 feeds per call."), nil // want unflaggederror:`reads as a failure`
	}
	ids := make([]string, 0, len(raw))
	for _, r := range raw {
		id, ok := r.(string)
		if !ok {
			return mcp.NewToolResultText("Invalid feed id type in array"), nil // want unflaggederror:`reads as a failure`
		}
		ids = append(ids, id)
	}
	if len(ids) > 10 {
		return mcp.NewToolResultText("Too many feeds to list all; showing 10: " + strings.Join(ids[:10], ", ")), nil // ok unflaggederror
	}
	return mcp.NewToolResultText(strings.Join(ids, ", ")), nil // ok unflaggederror
}

func feedRank(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("http://ranker.invalid/rank?id=" + req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError("ranking service unreachable"), nil // ok unflaggederror
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultText(fmt.Sprintf("Ranking service said %d", resp.StatusCode)), nil // want unflaggederror:`HTTP response's status is not a success`
	}
	return mcp.NewToolResultText(fmt.Sprintf("ranked (%d)", resp.StatusCode)), nil // ok unflaggederror
}

func pingRanker(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("http://ranker.invalid/health")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // ok unflaggederror
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return mcp.NewToolResultText(fmt.Sprintf("Ranker answered %s", resp.Status)), nil // ok unflaggederror
	}
	return mcp.NewToolResultText("Ranker is up"), nil // ok unflaggederror
}
