// Command gosdk010 is a notes server written against the real
// github.com/modelcontextprotocol/go-sdk v0.1.0 API, the first release,
// whose two handler kinds answer an error differently: the typed handler
// NewServerTool adapts returns it to the JSON-RPC layer (code 0), the raw
// Handler of a ServerTool literal gets an isError result. Each tool
// handler carries a want-handler comment with the line "mcplint
// -handlers" prints for it, each mistake a want comment naming the check
// that reports it; wire_test.go checks what a client receives.
package main

import (
	"context"
	"errors"
	"fmt"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type noteArgs struct {
	ID string `json:"id"`
}

var notes = map[string]string{"a": "first note"}

var errBackend = errors.New("backend unavailable")

// getNote fails by returning an error: v0.1.0 sends it as a JSON-RPC
// error, which the model never sees.
func getNote(ctx context.Context, ss *mcp.ServerSession, p *mcp.CallToolParamsFor[noteArgs]) (*mcp.CallToolResultFor[any], error) { // want-handler `getNote tool=\? sdk=go-sdk kind=ToolHandlerFor\(v0.2\) errors=jsonrpc\(0\) via=type mcp.ToolHandlerFor`
	text, ok := notes[p.Arguments.ID]
	if !ok {
		return nil, fmt.Errorf("note %q: %w", p.Arguments.ID, errBackend) // want rpcerror:`returns an error that go-sdk sends as a JSON-RPC error with code 0; the model never sees it: return &mcp.CallToolResultFor\[Out\]\{IsError: true`
	}
	return &mcp.CallToolResultFor[any]{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
}

// findNote answers a miss with an isError result: right in every release.
func findNote(ctx context.Context, ss *mcp.ServerSession, p *mcp.CallToolParamsFor[noteArgs]) (*mcp.CallToolResultFor[any], error) { // want-handler `findNote tool=\? sdk=go-sdk kind=ToolHandlerFor\(v0.2\) errors=jsonrpc\(0\) via=type mcp.ToolHandlerFor`
	text, ok := notes[p.Arguments.ID]
	if !ok {
		return &mcp.CallToolResultFor[any]{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no note " + p.Arguments.ID}}}, nil
	}
	return &mcp.CallToolResultFor[any]{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
}

// deleteNote is a raw handler: its error becomes an isError result.
func deleteNote(ctx context.Context, ss *mcp.ServerSession, p *mcp.CallToolParamsFor[map[string]any]) (*mcp.CallToolResult, error) { // want-handler `deleteNote tool=\? sdk=go-sdk kind=ToolHandler errors=iserror via=ServerTool`
	id, _ := p.Arguments["id"].(string)
	if _, ok := notes[id]; !ok {
		return nil, fmt.Errorf("no note %q", id)
	}
	delete(notes, id)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "deleted"}}}, nil
}

func newServer() *mcp.Server {
	s := mcp.NewServer("notes", "0.0.1", nil)
	s.AddTools(
		mcp.NewServerTool("get_note", "read a note", getNote),
		mcp.NewServerTool("find_note", "look a note up", findNote),
		&mcp.ServerTool{Tool: &mcp.Tool{Name: "delete_note", InputSchema: nil}, Handler: deleteNote},
	)
	return s
}

func main() {
	if err := newServer().Run(context.Background(), mcp.NewStdioTransport()); err != nil {
		log.Fatal(err)
	}
}
