// Command mcpgo160 is a bookmarks server written against the real
// github.com/mark3labs/mcp-go v1.6.0 API, for what changed since v1.2.1
// in what a tool handler's result or error becomes on the wire.
//
// It is test data twice: for mcplint's real-SDK test (each tool handler
// carries a want-handler comment with the line "mcplint -handlers" prints
// for it, and each mistake a want comment naming the check that reports
// it), and for wire_test.go, which serves it in-process to mcp-go's own
// client under both protocol generations and asserts what the client
// receives.
package main

import (
	"context"
	"fmt"
	"log"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	if err := server.ServeStdio(newServer()); err != nil {
		log.Fatal(err)
	}
}

// resultLimit is the size of the largest tool result the server sends.
const resultLimit = 4096

func newServer() *server.MCPServer {
	s := server.NewMCPServer("bookmarks", "1.0.0",
		server.WithToolCapabilities(false),
		server.WithInputSchemaValidation(),
		server.WithToolResultSizeLimit(resultLimit),
		server.WithTaskCapabilities(true, true, true),
		server.WithRecovery(),
	)

	// One handler for several tools; "title" falls through to the
	// handler's unknown-tool answer.
	for _, name := range []string{"upper", "lower", "title"} {
		s.AddTool(mcp.NewTool(name, mcp.WithString("text")), convertCase)
	}
	s.AddTool(mcp.NewTool("fetch_title", mcp.WithString("url", mcp.Required())), fetchTitle)
	s.AddTool(mcp.NewTool("open_bookmark", mcp.WithString("id", mcp.Required())), openBookmark)
	s.AddTool(mcp.NewTool("rename", mcp.WithString("name", mcp.Required())), mcp.NewTypedToolHandler(rename))
	s.AddTool(mcp.NewTool("check_link", mcp.WithString("url")), checkLink)
	s.AddTool(mcp.NewTool("connect_calendar"), connectCalendar)
	s.AddTool(mcp.NewTool("calendar_stats"), mcp.NewStructuredToolHandler(calendarStats))
	s.AddTool(mcp.NewTool("dump"), dump)
	s.AddTool(mcp.NewTool("snapshot"), snapshot)
	s.AddTool(mcp.NewTool("count", mcp.WithNumber("n", mcp.Required())), count)
	s.AddTool(mcp.NewTool("reindex", mcp.WithTaskSupport(mcp.TaskSupportRequired)), reindex)
	return s
}

// unknownTool is the project's JSON-RPC error for a tool name the
// dispatcher does not know: -32602, as MCP requires.
type unknownTool struct{ name string }

func (e unknownTool) Error() string { return "unknown tool " + e.name }

// JSONRPCError makes unknownTool a server.JSONRPCErrorProvider.
func (e unknownTool) JSONRPCError() mcp.JSONRPCError {
	return mcp.NewJSONRPCError(mcp.NewRequestId(nil), mcp.INVALID_PARAMS, "unknown tool "+e.name, nil)
}

func convertCase(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `convertCase tool=\? sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	text := req.GetString("text", "")
	switch req.Params.Name {
	case "upper":
		return mcp.NewToolResultText(strings.ToUpper(text)), nil
	case "lower":
		return mcp.NewToolResultText(strings.ToLower(text)), nil
	default:
		// fine from v1.5.0: NewHandlerError sends the provider's -32602
		return nil, server.NewHandlerError(unknownTool{name: req.Params.Name})
	}
}

// upstreamError carries a failed fetch as a JSON-RPC internal error.
type upstreamError struct{ err error }

func (e *upstreamError) Error() string { return e.err.Error() }

// JSONRPCError makes *upstreamError a server.JSONRPCErrorProvider.
func (e *upstreamError) JSONRPCError() mcp.JSONRPCError {
	return mcp.NewJSONRPCError(mcp.NewRequestId(nil), mcp.INTERNAL_ERROR, "fetch failed: "+e.err.Error(), nil)
}

// fetch stands for the tool's work; it fails for every URL.
func fetch(ctx context.Context, url string) (string, error) {
	return "", fmt.Errorf("GET %s: 502 Bad Gateway", url)
}

func fetchTitle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `fetchTitle tool="fetch_title" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	url, err := req.RequireString("url")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	title, err := fetch(ctx, url)
	if err != nil {
		return nil, server.NewHandlerError(&upstreamError{err: err}) // want rpcerror:`server\.NewHandlerError sends the provider.s JSON-RPC error \(mcp-go v1\.6\.0\), here JSON-RPC error -32603 built from a failed call.s error`
	}
	return mcp.NewToolResultText(title), nil
}

// notFound is a JSON-RPC error the handler returns without
// server.NewHandlerError.
type notFound struct{ id string }

func (e notFound) Error() string { return "bookmark " + e.id + " not found" }

// JSONRPCError makes notFound a server.JSONRPCErrorProvider.
func (e notFound) JSONRPCError() mcp.JSONRPCError {
	return mcp.NewJSONRPCError(mcp.NewRequestId(nil), mcp.INVALID_PARAMS, e.Error(), nil)
}

func openBookmark(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `openBookmark tool="open_bookmark" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	id := req.GetString("id", "")
	if id != "home" {
		return nil, notFound{id: id} // want rpcerror:`mcp-go sends as JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("https://example.com/"), nil
}

// badName rejects a name as invalid params.
type badName struct{ name string }

func (e badName) Error() string { return "invalid name " + e.name }

// JSONRPCError makes badName a server.JSONRPCErrorProvider.
func (e badName) JSONRPCError() mcp.JSONRPCError {
	return mcp.JSONRPCError{Error: mcp.JSONRPCErrorDetails{Code: mcp.INVALID_PARAMS, Message: "invalid name " + e.name}}
}

type renameArgs struct {
	Name string `json:"name"`
}

func rename(ctx context.Context, req mcp.CallToolRequest, args renameArgs) (*mcp.CallToolResult, error) { // want-handler `rename tool="rename" sdk=mcp-go kind=TypedToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	if strings.ContainsAny(args.Name, "/\\") {
		// fine from v1.5.0: the typed adapter passes the error on, and
		// NewHandlerError sends the provider's -32602
		return nil, server.NewHandlerError(badName{name: args.Name})
	}
	return mcp.NewToolResultText("renamed to " + args.Name), nil
}

func checkLink(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `checkLink tool="check_link" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	url := req.GetString("url", "")
	if _, err := fetch(ctx, url); err != nil {
		// NewHandlerError wrapped once more: errors.As still finds it
		return nil, fmt.Errorf("check %s: %w", url, server.NewHandlerError(&upstreamError{err: err})) // want rpcerror:`server\.NewHandlerError sends the provider.s JSON-RPC error \(mcp-go v1\.6\.0\), here JSON-RPC error -32603 built from a failed call.s error`
	}
	return mcp.NewToolResultText("ok"), nil
}

// linkCalendar is the URL elicitation that connect_calendar and
// calendar_stats ask for.
var linkCalendar = mcp.URLElicitationRequiredError{Elicitations: []mcp.ElicitationParams{{Mode: "url", ElicitationID: "cal-1", Message: "Link your calendar", URL: "https://example.com/link"}}}

func connectCalendar(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `connectCalendar tool="connect_calendar" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	if req.GetString("linked", "") == "" {
		// fine: -32042 with the elicitations before protocol 2026-07-28,
		// -32603 under it (the client asks through input_required there)
		return nil, server.NewHandlerError(linkCalendar)
	}
	return mcp.NewToolResultText("calendar linked"), nil
}

type calendarArgs struct{}

type calendarOut struct {
	Events int `json:"events"`
}

func calendarStats(ctx context.Context, req mcp.CallToolRequest, args calendarArgs) (calendarOut, error) { // want-handler `calendarStats tool="calendar_stats" sdk=mcp-go kind=StructuredToolHandlerFunc errors=iserror via=AddTool`
	if req.GetString("linked", "") == "" {
		// fine from v1.5.0: NewStructuredToolHandler passes a URL
		// elicitation on to the server instead of an isError result
		return calendarOut{}, fmt.Errorf("calendar: %w", linkCalendar)
	}
	return calendarOut{Events: 3}, nil
}

func dump(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `dump tool="dump" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	// Larger than WithToolResultSizeLimit: the client gets an isError
	// result instead.
	return mcp.NewToolResultText(strings.Repeat("bookmark\n", resultLimit)), nil
}

func snapshot(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `snapshot tool="snapshot" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	// A value encoding/json cannot encode: from v1.5.0 an isError result.
	return mcp.NewToolResultStructuredOnly(map[string]any{"ch": make(chan int)}), nil
}

func count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `count tool="count" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	n, err := req.RequireInt("n")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

func reindex(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `reindex tool="reindex" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	return mcp.NewToolResultText("reindexed"), nil
}
