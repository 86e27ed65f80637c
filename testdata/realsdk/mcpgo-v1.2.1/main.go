// Command mcpgo121 is a notes server written against the real
// github.com/mark3labs/mcp-go v1.2.1 API. It is test data for mcplint's
// real-SDK test: each tool handler carries a want-handler comment with the
// line "mcplint -handlers" prints for it, and each mistake a want comment
// naming the check that reports it.
package main

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"os"
	"runtime/debug"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"realsdk/mcpgo121/safe"
	"realsdk/mcpgo121/wrap"
)

type deps struct {
	db    *sql.DB
	notes map[string]string
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("NOTES_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	d := &deps{db: db, notes: map[string]string{}}
	go func() {
		if err := server.ServeStdio(safe.NewServer()); err != nil {
			log.Print(err)
		}
	}()
	if err := server.NewStreamableHTTPServer(newServer(d)).Start(":8080"); err != nil {
		log.Fatal(err)
	}
}

func newServer(d *deps) *server.MCPServer {
	s := server.NewMCPServer("notes", "1.0.0", server.WithToolCapabilities(false))
	s.Use(logCalls)

	// A func literal.
	s.AddTool(mcp.NewTool("echo", mcp.WithString("text", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `func literal in newServer tool="echo" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
		text, err := req.RequireString("text")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(text), nil
	})

	// A method value and named functions.
	s.AddTool(mcp.NewTool("get_note", mcp.WithString("id", mcp.Required())), d.getNote)
	s.AddTool(mcp.NewTool("purge_notes"), purgeNotes)
	s.AddTool(mcp.NewTool("debug_info"), debugInfo)

	// ServerTool slices.
	tools := []server.ServerTool{
		{Tool: mcp.NewTool("list_notes"), Handler: d.listNotes},
		{Tool: mcp.NewTool("delete_note", mcp.WithString("id", mcp.Required())), Handler: d.deleteNote},
	}
	s.AddTools(tools...)

	// The typed adapters.
	s.AddTool(mcp.NewTool("add", mcp.WithNumber("a"), mcp.WithNumber("b")), mcp.NewTypedToolHandler(add))
	s.AddTool(mcp.NewTool("stats", mcp.WithOutputSchema[stats]()), mcp.NewStructuredToolHandler(d.stats))

	// A factory returning the tool and its handler.
	s.AddTool(searchTool(d))

	// The project's own wrappers, from another package.
	s.AddTool(mcp.NewTool("count_words"), wrap.Text(countWords))
	s.AddTool(mcp.NewTool("export_notes"), wrap.Raw(d.exportNotes))

	// One handler for several tools.
	for _, name := range []string{"upper", "lower"} {
		s.AddTool(mcp.NewTool(name, mcp.WithString("text")), convertCase)
	}

	// A tool that needs the user to open a URL first.
	s.AddTool(mcp.NewTool("connect_calendar"), connectCalendar)
	return s
}

// addSessionTools gives one session a tool of its own.
func addSessionTools(s *server.MCPServer, sessionID string) error {
	return s.AddSessionTool(sessionID, mcp.NewTool("whoami"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `func literal in addSessionTools tool="whoami" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddSessionTool`
		return mcp.NewToolResultText("session " + sessionID), nil
	})
}

// newAdminServer replaces the tool set of a second server.
func newAdminServer(d *deps) *server.MCPServer {
	s := server.NewMCPServer("notes-admin", "1.0.0")
	s.SetTools(server.ServerTool{Tool: mcp.NewTool("compact"), Handler: d.compact})
	return s
}

// logCalls is tool-handler middleware that only logs: it is not a tool and
// does not change where errors go.
func logCalls(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		log.Printf("call %s", req.Params.Name)
		return next(ctx, req)
	}
}

func (d *deps) getNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `deps.getNote tool="get_note" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	id, err := req.RequireString("id")
	if err != nil {
		return nil, err // want rpcerror:`mcp-go sends as JSON-RPC error -32603`
	}
	if note, ok := d.notes[id]; ok {
		return mcp.NewToolResultText(note), nil
	}
	var body string
	if err := d.db.QueryRowContext(ctx, "SELECT body FROM notes WHERE id = ?", id).Scan(&body); err != nil {
		return mcp.NewToolResultError("query failed: " + err.Error()), nil // want errorleak:`raw database/sql error text`
	}
	return mcp.NewToolResultText(body), nil
}

func (d *deps) listNotes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `deps.listNotes tool="list_notes" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=ServerTool`
	if len(d.notes) == 0 {
		return nil, nil // want nilresult:`mcp-go v1\.2\.1 answers JSON-RPC error -32603 "handler returned no result"`
	}
	var b strings.Builder
	for id, note := range d.notes {
		fmt.Fprintf(&b, "%s: %s\n", id, note)
	}
	return mcp.NewToolResultText(b.String()), nil
}

func (d *deps) deleteNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `deps.deleteNote tool="delete_note" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=ServerTool`
	id := req.GetString("id", "")
	if id == "" {
		return &mcp.CallToolResult{IsError: true}, nil // want emptyerror:`isError result has no content`
	}
	if _, ok := d.notes[id]; !ok {
		return mcp.NewToolResultText("Error: note " + id + " does not exist"), nil // want unflaggederror:`does not set isError`
	}
	delete(d.notes, id)
	return mcp.NewToolResultText("deleted " + id), nil
}

func (d *deps) compact(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `deps.compact tool="compact" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=ServerTool`
	if _, err := d.db.ExecContext(ctx, "VACUUM"); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("compaction failed\n%s", debug.Stack())), nil // want errorleak:`stack trace from debug\.Stack`
	}
	return mcp.NewToolResultText("compacted"), nil
}

func purgeNotes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `purgeNotes tool="purge_notes" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	if !hasScope(req.Header.Get("Authorization"), "notes:admin") {
		return mcp.NewToolResultError("permission denied: the notes:admin scope is required"), nil // want autherror:`caller authorization failure.*403`
	}
	return mcp.NewToolResultText("purged"), nil
}

// hasScope reports whether the bearer token carries scope.
func hasScope(authorization, scope string) bool {
	token := strings.TrimPrefix(authorization, "Bearer ")
	return strings.Contains(token, scope)
}

func debugInfo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `debugInfo tool="debug_info" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	return mcp.NewToolResultText("upstream token: " + os.Getenv("NOTES_API_TOKEN")), nil // want errorleak:`value of \$NOTES_API_TOKEN`
}

type addArgs struct {
	A float64 `json:"a"`
	B float64 `json:"b"`
}

func add(ctx context.Context, req mcp.CallToolRequest, args addArgs) (*mcp.CallToolResult, error) { // want-handler `add tool="add" sdk=mcp-go kind=TypedToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	if args.A+args.B > 1e9 {
		return mcp.NewToolResultError("the sum is too large; use numbers below 1e9"), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(args.A + args.B)), nil
}

type stats struct {
	Notes int `json:"notes"`
}

func (d *deps) stats(ctx context.Context, req mcp.CallToolRequest, args struct{}) (stats, error) { // want-handler `deps.stats tool="stats" sdk=mcp-go kind=StructuredToolHandlerFunc errors=iserror via=AddTool`
	if d.notes == nil {
		return stats{}, fmt.Errorf("the notes store is not open yet") // fine: NewStructuredToolHandler makes it an isError result
	}
	return stats{Notes: len(d.notes)}, nil
}

func searchTool(d *deps) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("search", mcp.WithString("query", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `func literal in searchTool tool=(\?|"search") sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=`
		query := req.GetString("query", "")
		var hits []string
		for id, note := range d.notes {
			if strings.Contains(note, query) {
				hits = append(hits, id)
			}
		}
		if len(hits) == 0 {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent("no note matches " + query)}, StructuredContent: map[string]any{"hits": hits}}, nil // want structurederror:`isError result carries structured content`
		}
		return mcp.NewToolResultText(strings.Join(hits, "\n")), nil
	}
}

type countArgs struct {
	Text string `json:"text"`
}

func countWords(ctx context.Context, req mcp.CallToolRequest, in countArgs) (string, error) { // want-handler `countWords tool="count_words" sdk=mcp-go kind=none errors=iserror via=wrapper Text`
	if in.Text == "" {
		return "", fmt.Errorf("text is empty; pass the text to count") // fine: wrap.Text makes it an isError result
	}
	return fmt.Sprint(len(strings.Fields(in.Text))), nil
}

type exportArgs struct {
	Format string `json:"format"`
}

func (d *deps) exportNotes(ctx context.Context, in exportArgs) (*mcp.CallToolResult, error) { // want-handler `deps.exportNotes tool="export_notes" sdk=mcp-go kind=none errors=jsonrpc\(-32603\) via=wrapper Raw`
	if in.Format != "markdown" {
		return nil, fmt.Errorf("unsupported format %q", in.Format) // want rpcerror:`wrapper Raw forwards as JSON-RPC error -32603`
	}
	return mcp.NewToolResultText("# notes"), nil
}

func convertCase(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `convertCase tool=\? sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	text := req.GetString("text", "")
	switch req.Params.Name {
	case "upper":
		return mcp.NewToolResultText(strings.ToUpper(text)), nil
	case "lower":
		return mcp.NewToolResultText(strings.ToLower(text)), nil
	default:
		return mcp.NewToolResultError("unknown tool " + req.Params.Name), nil // want unknowntool:`cannot send -32602`
	}
}

func connectCalendar(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `connectCalendar tool="connect_calendar" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=AddTool`
	if req.Header.Get("X-Calendar-Linked") == "" {
		// fine: URL elicitation is a deliberate protocol flow
		return nil, mcp.URLElicitationRequiredError{Elicitations: []mcp.ElicitationParams{{Mode: "url", Message: "Link your calendar", URL: "https://example.com/link"}}}
	}
	if req.Header.Get("X-Calendar-Expired") != "" {
		// fine: mcp-go finds the elicitation error with errors.As
		return nil, fmt.Errorf("calendar link expired: %w", &mcp.URLElicitationRequiredError{Elicitations: []mcp.ElicitationParams{{Mode: "url", Message: "Link your calendar again", URL: "https://example.com/link"}}})
	}
	return mcp.NewToolResultText("calendar linked"), nil
}

// quotaError answers a request over quota with a code inside the range the
// MCP specification reserves.
func quotaError(id mcp.RequestId) mcp.JSONRPCError {
	return mcp.NewJSONRPCError(id, -32050, "notes quota exceeded", nil) // want reservedcode:`-32050 is inside -32020\.\.-32099`
}
