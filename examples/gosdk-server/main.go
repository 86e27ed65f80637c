// Command gosdk-server is a small issue tracker written with
// github.com/modelcontextprotocol/go-sdk v1.8.0, served over streamable
// HTTP behind bearer-token authentication.
//
// Some of its tools are written right. The others, each marked MISTAKE,
// fail in the ways mcplint reports: run "mcplint ./..." in the examples
// directory to see them.
package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type tracker struct {
	db *sql.DB
}

var object = map[string]any{"type": "object"}

func main() {
	db, err := sql.Open("postgres", os.Getenv("TRACKER_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	tr := &tracker{db: db}
	s := mcp.NewServer(&mcp.Implementation{Name: "tracker", Version: "1.0.0"}, nil)

	mcp.AddTool(s, &mcp.Tool{Name: "search_issues", Description: "Search issues by text"}, tr.search)
	mcp.AddTool(s, &mcp.Tool{Name: "issue_status", Description: "The status of an issue"}, tr.status)
	mcp.AddTool(s, &mcp.Tool{Name: "close_issue"}, tr.close)
	mcp.AddTool(s, &mcp.Tool{Name: "attach_file"}, attachFile)
	mcp.AddTool(s, &mcp.Tool{Name: "assignee"}, tr.assignee)
	s.AddTool(&mcp.Tool{Name: "get_issue", InputSchema: object}, tr.get)
	s.AddTool(&mcp.Tool{Name: "issue_count", InputSchema: object}, tr.count)
	for _, name := range []string{"add_label", "remove_label"} {
		s.AddTool(&mcp.Tool{Name: name, InputSchema: object}, tr.label)
	}

	handler := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil)
	http.Handle("/mcp", auth.RequireBearerToken(verifyToken, nil)(handler))
	log.Fatal(http.ListenAndServe(":8080", nil))
}

func verifyToken(ctx context.Context, token string, req *http.Request) (*auth.TokenInfo, error) {
	return nil, auth.ErrInvalidToken // a real server asks its authorization server
}

type searchIn struct {
	Query string `json:"query" jsonschema:"words to look for"`
}

type searchOut struct {
	IDs []int `json:"ids"`
}

// search is written right: with the typed API, a returned error becomes
// an isError result whose text the model reads.
func (tr *tracker) search(ctx context.Context, req *mcp.CallToolRequest, in searchIn) (*mcp.CallToolResult, searchOut, error) {
	if strings.TrimSpace(in.Query) == "" {
		return nil, searchOut{}, errors.New("query is empty; pass one or more words to search for")
	}
	rows, err := tr.db.QueryContext(ctx, "SELECT id FROM issues WHERE body LIKE $1", "%"+in.Query+"%")
	if err != nil {
		log.Printf("search %q: %v", in.Query, err)
		return nil, searchOut{}, errors.New("the issue database is unavailable; try again in a minute")
	}
	var out searchOut
	for rows.Next() {
		var id int
		if err := rows.Scan(&id); err == nil {
			out.IDs = append(out.IDs, id)
		}
	}
	rows.Close()
	return nil, out, nil
}

type issueIn struct {
	ID int `json:"id"`
}

type statusOut struct {
	Status string `json:"status"`
}

func (tr *tracker) status(ctx context.Context, req *mcp.CallToolRequest, in issueIn) (*mcp.CallToolResult, statusOut, error) {
	var status string
	if err := tr.db.QueryRowContext(ctx, "SELECT status FROM issues WHERE id = $1", in.ID).Scan(&status); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			// MISTAKE: the SDK still marshals the zero statusOut into
			// structuredContent, next to the error text.
			return &mcp.CallToolResult{
				IsError: true,
				Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("there is no issue %d", in.ID)}},
			}, statusOut{}, nil
		}
		// MISTAKE: the raw database/sql error text goes to the model; it
		// can hold hostnames, query text and connection details.
		return nil, statusOut{}, err
	}
	return nil, statusOut{Status: status}, nil
}

func (tr *tracker) close(ctx context.Context, req *mcp.CallToolRequest, in issueIn) (*mcp.CallToolResult, any, error) {
	info := auth.TokenInfoFromContext(ctx)
	if info == nil || !slices.Contains(info.Scopes, "issues:write") {
		// MISTAKE: the caller lacks a scope. Over HTTP that is a 403 with
		// WWW-Authenticate, so the client can ask for the scope and retry;
		// as tool output the model cannot do anything about it.
		return nil, nil, errors.New("permission denied: the issues:write scope is required")
	}
	if _, err := tr.db.ExecContext(ctx, "UPDATE issues SET status = 'closed' WHERE id = $1", in.ID); err != nil {
		log.Printf("close %d: %v", in.ID, err)
		return nil, nil, errors.New("could not close the issue; try again later")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("closed #%d", in.ID)}}}, nil, nil
}

type attachIn struct {
	ID       int    `json:"id"`
	Uploaded bool   `json:"uploaded"`
	Name     string `json:"name"`
}

func attachFile(ctx context.Context, req *mcp.CallToolRequest, in attachIn) (*mcp.CallToolResult, any, error) {
	if !in.Uploaded {
		upload := []*mcp.ElicitParams{{
			Mode:          "url",
			Message:       "Upload the file in your browser",
			URL:           fmt.Sprintf("https://tracker.example.com/issues/%d/upload", in.ID),
			ElicitationID: fmt.Sprintf("upload-%d", in.ID),
		}}
		// MISTAKE: wrapped, the URL-elicitation error is no longer a
		// *jsonrpc.Error to the typed API: the client gets isError text
		// instead of the -32042 it would open the URL for.
		return nil, nil, fmt.Errorf("attaching %s: %w", in.Name, mcp.URLElicitationRequiredError(upload))
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "attached " + in.Name}}}, nil, nil
}

func (tr *tracker) assignee(ctx context.Context, req *mcp.CallToolRequest, in issueIn) (*mcp.CallToolResult, any, error) {
	if in.ID <= 0 {
		// MISTAKE: -32001 is in the legacy server-error band the MCP
		// specification tells new implementations not to use.
		return nil, nil, &jsonrpc.Error{Code: -32001, Message: "issue ids start at 1"}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "nobody"}}}, nil, nil
}

func (tr *tracker) get(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var title string
	if err := tr.db.QueryRowContext(ctx, "SELECT title FROM issues WHERE id = $1", string(req.Params.Arguments)).Scan(&title); err != nil {
		log.Printf("get issue: %v", err)
		// MISTAKE: from a low-level handler, a Go error goes out as a
		// JSON-RPC error with code 0; the model never sees it.
		return nil, errors.New("issue not found")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: title}}}, nil
}

func (tr *tracker) count(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var n int
	if err := tr.db.QueryRowContext(ctx, "SELECT count(*) FROM issues").Scan(&n); err != nil {
		log.Printf("count: %v", err)
		// MISTAKE: no result and no error: "result": null on the wire,
		// and a crash of the process under protocol 2026-07-28.
		return nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(n)}}}, nil
}

// label serves two tools and switches on the name of the tool called.
func (tr *tracker) label(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "add_label":
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "label added"}}}, nil
	case "remove_label":
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "label removed"}}}, nil
	}
	// MISTAKE: an unknown tool is a protocol error, -32602 (invalid
	// params), not tool output.
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "unknown tool " + req.Params.Name}}}, nil
}
