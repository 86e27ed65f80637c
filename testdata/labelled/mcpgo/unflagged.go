package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"labelled/mcpgo/toolkit"
)

// Positives: failure text in a result that does not set isError.

func (s *srv) fetchFeed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body, err := s.get(ctx, req.GetString("url", ""))
	if err != nil {
		return mcp.NewToolResultText("failed: " + err.Error()), nil // want unflaggederror:`does not set isError`
	}
	return mcp.NewToolResultText(body), nil // ok unflaggederror
}

func (s *srv) pollFeed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.get(ctx, "feed"); err != nil {
		msg := fmt.Sprintf("could not poll the feed: %v", err)
		return mcp.NewToolResultText(msg), nil // want unflaggederror:`does not set isError`
	}
	return mcp.NewToolResultText("polled"), nil
}

func (s *srv) subscribeFeed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("url", "") == "" {
		return mcp.NewToolResultText("Error: url is required"), nil // want unflaggederror:`reads as a failure`
	}
	return mcp.NewToolResultText("subscribed"), nil
}

func (s *srv) unsubscribeFeed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.get(ctx, "unsubscribe"); err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("unable to unsubscribe: " + err.Error())}}, nil // want unflaggederror:`does not set isError`
	}
	return mcp.NewToolResultText("unsubscribed"), nil
}

func (s *srv) refreshFeed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := s.get(ctx, "refresh")
	if err != nil {
		text := err.Error()
		return mcp.NewToolResultText(text), nil // want unflaggederror:`built from an error value`
	}
	return mcp.NewToolResultText("refreshed"), nil
}

func (s *srv) markRead(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.sync(ctx); err != nil {
		return toolkit.Text("failed to mark as read: " + err.Error()), nil // want unflaggederror:`does not set isError`
	}
	return toolkit.Text("marked"), nil // ok unflaggederror
}

func (s *srv) feedItems(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	items, err := s.items(ctx)
	if err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("Error fetching items: %s", err)), nil // want unflaggederror:`does not set isError`
	}
	return mcp.NewToolResultText(strings.Join(items, "\n")), nil // ok unflaggederror
}

func (s *srv) typedFeedTitle(ctx context.Context, req mcp.CallToolRequest, args tagArgs) (*mcp.CallToolResult, error) {
	if args.Tag == "" {
		return mcp.NewToolResultText("missing required argument: tag"), nil // want unflaggederror:`reads as a failure`
	}
	return mcp.NewToolResultText("title"), nil
}

func (s *srv) feedCount(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var msg string
	n, err := s.count(ctx)
	if err != nil {
		msg = "cannot count feed items: " + err.Error()
	} else {
		msg = fmt.Sprintf("%d items", n)
	}
	if err != nil {
		return mcp.NewToolResultText(msg), nil // want unflaggederror:`does not set isError`
	}
	return mcp.NewToolResultText(msg), nil
}

// Negatives.

func (s *srv) feedHealth(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, _ := s.count(ctx)
	return mcp.NewToolResultText(fmt.Sprintf("0 errors in the last hour, %d items", n)), nil // ok unflaggederror
}

func (s *srv) feedErrors(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("Error handling is configured per feed"), nil // ok unflaggederror
}

func (s *srv) lastFailure(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.lastErr == nil {
		return mcp.NewToolResultText("no failures recorded"), nil // ok unflaggederror
	}
	return mcp.NewToolResultText("last failure at 12:00: " + s.lastErr.Error()), nil // ok unflaggederror
}

func (s *srv) batchFetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var b strings.Builder
	for _, u := range []string{"a", "b"} {
		if _, err := s.get(ctx, u); err != nil {
			fmt.Fprintf(&b, "%s: failed: %v\n", u, err)
			continue
		}
		fmt.Fprintf(&b, "%s: ok\n", u)
	}
	return mcp.NewToolResultText(b.String()), nil // ok unflaggederror
}

func (s *srv) fetchOrError(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body, err := s.get(ctx, "x")
	if err != nil {
		return mcp.NewToolResultError("failed: " + err.Error()), nil // ok unflaggederror
	}
	return mcp.NewToolResultText(body), nil
}

func (s *srv) fetchFlagged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.get(ctx, "x"); err != nil {
		res := mcp.NewToolResultText("failed to fetch: " + err.Error())
		res.IsError = true
		return res, nil // ok unflaggederror
	}
	return mcp.NewToolResultText("fetched"), nil
}

func (s *srv) explainError(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	code := req.GetString("code", "")
	return mcp.NewToolResultText("Error codes: " + code + " means the feed moved"), nil // ok unflaggederror
}

func (s *srv) validateFeed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := s.sync(ctx); err == nil {
		return mcp.NewToolResultText("feed is valid"), nil // ok unflaggederror
	}
	return mcp.NewToolResultError("the feed is not valid"), nil
}

func (s *srv) feedStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	status := "healthy"
	if s.lastErr != nil {
		status = "degraded"
	}
	return mcp.NewToolResultText("status: " + status), nil // ok unflaggederror
}

func (s *srv) feedErrorFree(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := s.get(ctx, "x")
	if err == nil {
		return mcp.NewToolResultText(fmt.Sprint(err)), nil // ok unflaggederror
	}
	return toolkit.Soft(err)
}

func (s *srv) readFeedHelp(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("Failed deliveries are retried every 5 minutes."), nil // ok unflaggederror
}
