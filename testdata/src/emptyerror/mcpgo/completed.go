package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"emptyerror/lib"
)

func registerCompleted(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("global"), fromGlobal)
	s.AddTool(mcp.NewTool("globalText"), fromGlobalText)
	s.AddTool(mcp.NewTool("globalFilled"), fromGlobalFilled)
	s.AddTool(mcp.NewTool("marked"), marked)
	s.AddTool(mcp.NewTool("flagged"), flagged)
	s.AddTool(mcp.NewTool("flaggedLib"), flaggedLib)
	s.AddTool(mcp.NewTool("markedLib"), markedLib)
}

// errNotReady is an isError result kept in a package variable.
var errNotReady = &mcp.CallToolResult{IsError: true}

// errNoIndex has a message.
var errNoIndex = mcp.NewToolResultError("the index is not built yet; call build_index first")

// errBusy gets its content later: not known.
var errBusy = &mcp.CallToolResult{IsError: true}

func setBusy(msg string) {
	errBusy.Content = []mcp.Content{mcp.NewTextContent(msg)}
}

var ready bool

func fromGlobal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !ready {
		return errNotReady, nil // want `isError result has no content`
	}
	return mcp.NewToolResultText("ok"), nil
}

func fromGlobalText(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !ready {
		return errNoIndex, nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func fromGlobalFilled(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !ready {
		return errBusy, nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// markFailed completes a result its caller made.
func markFailed(res *mcp.CallToolResult) {
	res.IsError = true
}

// flag does the same and returns it.
func flag(res *mcp.CallToolResult) *mcp.CallToolResult {
	res.IsError = true
	return res
}

func marked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	msg := req.GetString("msg", "")
	if msg == "" {
		res := mcp.NewToolResultText("")
		markFailed(res) // want `isError result has only empty text`
		return res, nil
	}
	res := mcp.NewToolResultText(msg)
	markFailed(res)
	return res, nil
}

func flagged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("msg", "") == "" {
		return flag(&mcp.CallToolResult{}), nil // want `isError result has no content`
	}
	return flag(mcp.NewToolResultText("the message is empty")), nil
}

func flaggedLib(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("msg", "") == "" {
		return lib.Flag(mcp.NewToolResultText("")), nil // want `isError result has only empty text`
	}
	return lib.Flag(mcp.NewToolResultText("the message is empty")), nil
}

func markedLib(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := mcp.NewToolResultText(req.GetString("msg", ""))
	if req.GetString("msg", "") == "" {
		res = mcp.NewToolResultText("")
		lib.MarkFailed(res) // want `isError result has only empty text`
		return res, nil
	}
	lib.MarkFailed(res)
	return res, nil
}
