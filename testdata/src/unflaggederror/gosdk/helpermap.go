package gosdk

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A map the handler gives a helper that marshals it into a success text:
// json.Marshal writes its keys in order, so "error" is first when no key
// sorts before it, and a failure sentence there is the answer's first
// word, as in the same map marshalled in place.

var shelves = map[string][]string{"fiction": {"a", "b"}}

func registerHelperMap(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_shelf"}, listShelf)
	mcp.AddTool(s, &mcp.Tool{Name: "shelf_report"}, shelfReport)
}

// asJSON marshals any value into the text of a success result.
func asJSON(v any) (*mcp.CallToolResult, any, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}

type shelfIn struct {
	Shelf string `json:"shelf"`
}

func listShelf(_ context.Context, _ *mcp.CallToolRequest, a shelfIn) (*mcp.CallToolResult, any, error) {
	books, ok := shelves[a.Shelf]
	if !ok {
		return asJSON(map[string]any{"error": "shelf not found: " + a.Shelf, "hint": "use fiction"}) // want `result text \(marshalled by asJSON\) is JSON whose first member "error" reads as a failure: "shelf not found: …"`
	}
	return asJSON(map[string]any{"books": books})
}

// shelfReport's "books" sorts before "error", which holds data: the
// errors a scan of each shelf met, beside the books it found.
func shelfReport(_ context.Context, _ *mcp.CallToolRequest, a shelfIn) (*mcp.CallToolResult, any, error) {
	books := shelves[a.Shelf]
	return asJSON(map[string]any{"books": books, "error": "shelf not found: none"})
}
