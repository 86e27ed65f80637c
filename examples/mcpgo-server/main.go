// Command mcpgo-server is a small bookmarks server written with
// github.com/mark3labs/mcp-go v1.2.1, served over stdio.
//
// Some of its tools are written right. The others, each marked MISTAKE,
// fail in the ways mcplint reports: run "mcplint ./..." in the examples
// directory to see them.
package main

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"runtime/debug"
	"sort"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// store holds the bookmarks, by URL.
type store struct {
	mu    sync.Mutex
	marks map[string][]string // URL -> tags
}

func main() {
	st := &store{marks: map[string][]string{}}
	s := server.NewMCPServer("bookmarks", "1.0.0", server.WithToolCapabilities(false))

	s.AddTool(mcp.NewTool("add_bookmark",
		mcp.WithDescription("Save a URL"),
		mcp.WithString("url", mcp.Required()),
	), st.add)
	s.AddTool(mcp.NewTool("list_bookmarks", mcp.WithDescription("List the saved URLs")), st.list)
	s.AddTool(mcp.NewTool("fetch_title",
		mcp.WithDescription("Fetch the title of a saved page"),
		mcp.WithString("url", mcp.Required()),
	), st.fetchTitle)
	s.AddTool(mcp.NewTool("delete_bookmark", mcp.WithString("url", mcp.Required())), st.delete)
	s.AddTool(mcp.NewTool("tag_bookmark",
		mcp.WithString("url", mcp.Required()),
		mcp.WithString("tag", mcp.Required()),
	), st.tag)
	s.AddTool(mcp.NewTool("export_bookmarks", mcp.WithDescription("Export the bookmarks as Markdown")), st.export)
	s.AddTool(mcp.NewTool("tag_stats", mcp.WithOutputSchema[tagStats]()), mcp.NewStructuredToolHandler(st.tagStats))
	s.AddTool(mcp.NewTool("top_tag"), st.topTag)
	s.AddTool(mcp.NewTool("check_links"), st.checkLinks)

	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
}

// add is written right: a bad argument is an isError result that tells the
// model what to change.
func (st *store) add(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	raw, err := req.RequireString("url")
	if err != nil {
		return mcp.NewToolResultError("the url argument is required"), nil
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return mcp.NewToolResultError("url must be an absolute http or https URL, e.g. https://go.dev"), nil
	}
	st.mu.Lock()
	st.marks[u.String()] = nil
	st.mu.Unlock()
	return mcp.NewToolResultText("saved " + u.String()), nil
}

// list is written right.
func (st *store) list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	st.mu.Lock()
	urls := make([]string, 0, len(st.marks))
	for u := range st.marks {
		urls = append(urls, u)
	}
	st.mu.Unlock()
	sort.Strings(urls)
	if len(urls) == 0 {
		return mcp.NewToolResultText("no bookmarks yet"), nil
	}
	return mcp.NewToolResultText(strings.Join(urls, "\n")), nil
}

func (st *store) fetchTitle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	// MISTAKE: a missing argument returned as a Go error becomes JSON-RPC
	// error -32603; the model never learns which argument to fix.
	raw, err := req.RequireString("url")
	if err != nil {
		return nil, err
	}
	resp, err := http.Get(raw)
	if err != nil {
		return mcp.NewToolResultError("could not reach the page; check the URL or try again later"), nil
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		// MISTAKE: the tool ran and failed; this must be an isError result.
		return nil, fmt.Errorf("the page answered %s", resp.Status)
	}
	return mcp.NewToolResultText(resp.Header.Get("Content-Type")), nil
}

func (st *store) delete(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u := req.GetString("url", "")
	st.mu.Lock()
	_, ok := st.marks[u]
	delete(st.marks, u)
	st.mu.Unlock()
	if !ok {
		// MISTAKE: no result and no error. mcp-go v1.2 answers -32603
		// "handler returned no result"; older versions send null or panic.
		return nil, nil
	}
	return mcp.NewToolResultText("deleted " + u), nil
}

func (st *store) tag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u, tag := req.GetString("url", ""), req.GetString("tag", "")
	st.mu.Lock()
	defer st.mu.Unlock()
	if _, ok := st.marks[u]; !ok {
		// MISTAKE: an error with no text: the model only learns that
		// something failed, and typically retries the same call.
		return mcp.NewToolResultError(""), nil
	}
	st.marks[u] = append(st.marks[u], tag)
	return mcp.NewToolResultText("tagged " + u + " with " + tag), nil
}

func (st *store) export(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	st.mu.Lock()
	n := len(st.marks)
	st.mu.Unlock()
	if n == 0 {
		// MISTAKE: a failure reported as a successful result: hosts count
		// it as a success and the model learns to read failures as data.
		return mcp.NewToolResultText("Error: there is nothing to export"), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("# Bookmarks\n\n%d links", n)), nil
}

type tagStats struct {
	Tags map[string]int `json:"tags"`
}

// tagStats is written right: NewStructuredToolHandler turns its error into
// an isError result.
func (st *store) tagStats(ctx context.Context, req mcp.CallToolRequest, args struct{}) (tagStats, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if len(st.marks) == 0 {
		return tagStats{}, fmt.Errorf("there are no bookmarks to count; add one with add_bookmark")
	}
	stats := tagStats{Tags: map[string]int{}}
	for _, tags := range st.marks {
		for _, t := range tags {
			stats.Tags[t]++
		}
	}
	return stats, nil
}

func (st *store) topTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if len(st.marks) == 0 {
		// MISTAKE: structured content on an error result looks like valid
		// output to any client that reads structuredContent.
		return &mcp.CallToolResult{
			IsError:           true,
			Content:           []mcp.Content{mcp.NewTextContent("no bookmarks are tagged yet")},
			StructuredContent: map[string]any{"tag": ""},
		}, nil
	}
	return mcp.NewToolResultText("go"), nil
}

func (st *store) checkLinks(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			// MISTAKE: a stack trace in the model's context: noise for the
			// model, and internals in every transcript.
			res = mcp.NewToolResultError(fmt.Sprintf("link check crashed: %v\n%s", r, debug.Stack()))
		}
	}()
	return mcp.NewToolResultText("all links are fine"), nil
}
