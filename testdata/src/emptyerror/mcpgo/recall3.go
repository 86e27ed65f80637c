package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerRecall3(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("e3a"), switchNoDefault)
	s.AddTool(mcp.NewTool("e3b"), describedEmpty)
	s.AddTool(mcp.NewTool("e3c"), formattedEmpty)
	s.AddTool(mcp.NewTool("e3d"), metaAfter)
	s.AddTool(mcp.NewTool("e3e"), fromErrNeverEmpty)
	s.AddTool(mcp.NewTool("e3f"), switchDefault)
	s.AddTool(mcp.NewTool("e3g"), helperNilOnly)
	s.AddTool(mcp.NewTool("e3h"), helperGuarded)
	s.AddTool(mcp.NewTool("e3i"), formattedWords)
}

var errLocked = errors.New("busy")

// switchNoDefault sets its message in a switch without a default.
func switchNoDefault(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := lookup(req.GetString("id", ""))
	if err == nil {
		return mcp.NewToolResultText("ok"), nil
	}
	var msg string
	switch {
	case errors.Is(err, errGone):
		msg = "the item was deleted"
	case errors.Is(err, errLocked):
		msg = "the item is locked, retry in a minute"
	}
	return mcp.NewToolResultError(msg), nil // want `isError result has only empty text on one path`
}

// switchDefault has a message on every path.
func switchDefault(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := lookup(req.GetString("id", ""))
	if err == nil {
		return mcp.NewToolResultText("ok"), nil
	}
	var msg string
	switch {
	case errors.Is(err, errGone):
		msg = "the item was deleted"
	default:
		msg = "lookup failed: " + err.Error()
	}
	return mcp.NewToolResultError(msg), nil
}

// describe has no text for errors it does not know.
func describe(err error) string {
	if errors.Is(err, errGone) {
		return "the item was deleted"
	}
	return ""
}

func describedEmpty(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := lookup(req.GetString("id", "")); err != nil {
		return mcp.NewToolResultError(describe(err)), nil // want `isError result has only empty text on one path`
	}
	return mcp.NewToolResultText("ok"), nil
}

// formattedEmpty formats a message that may be empty as the whole text.
func formattedEmpty(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := lookup(req.GetString("id", ""))
	if err == nil {
		return mcp.NewToolResultText("ok"), nil
	}
	msg := ""
	if errors.Is(err, errGone) {
		msg = "the item was deleted"
	}
	return mcp.NewToolResultErrorf("%s", msg), nil // want `isError result has only empty text on one path`
}

// metaAfter sets _meta after building an isError result without content.
func metaAfter(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := lookup(req.GetString("id", "")); err != nil {
		res := &mcp.CallToolResult{IsError: true} // want `isError result has no content`
		res.Meta = &mcp.Meta{AdditionalFields: map[string]any{"error": err.Error()}}
		return res, nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// fromErrNeverEmpty: NewToolResultErrorFromErr writes "<msg>: <err>".
func fromErrNeverEmpty(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := lookup(req.GetString("id", "")); err != nil {
		var msg string
		if errors.Is(err, errGone) {
			msg = "deleted"
		}
		return mcp.NewToolResultErrorFromErr(msg, fmt.Errorf("lookup: %w", err)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// errText answers "" for a nil error only: its callers pass a failure.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return "lookup failed: " + err.Error()
}

func helperNilOnly(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := lookup(req.GetString("id", "")); err != nil {
		return mcp.NewToolResultError(errText(err)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// helperGuarded tests the message before it returns it.
func helperGuarded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := lookup(req.GetString("id", "")); err != nil {
		if msg := describe(err); msg != "" {
			return mcp.NewToolResultError(msg), nil
		}
		return mcp.NewToolResultError("lookup failed, retry later"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// formattedWords has words beside the verb: never empty.
func formattedWords(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := lookup(req.GetString("id", "")); err != nil {
		msg := ""
		if errors.Is(err, errGone) {
			msg = "deleted"
		}
		return mcp.NewToolResultErrorf("lookup failed %s", msg), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
