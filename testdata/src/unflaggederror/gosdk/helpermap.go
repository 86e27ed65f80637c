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
	mcp.AddTool(s, &mcp.Tool{Name: "suggest_evolution"}, suggestEvolution)
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

type evolveIn struct {
	ChangeType string `json:"change_type"`
	Strategy   string `json:"strategy"`
	Format     string `json:"format"`
}

// suggestEvolution rejects values it does not know, named by a field's
// snake-case name or followed by a hint of what it accepts; a format it
// replaces with its default is no rejection.
func suggestEvolution(_ context.Context, _ *mcp.CallToolRequest, in evolveIn) (*mcp.CallToolResult, any, error) {
	switch {
	case in.ChangeType != "add_field":
		return asJSON(map[string]any{"error": "unsupported change_type: " + in.ChangeType}) // want `result text \(marshalled by asJSON\) is JSON whose first member "error" reads as a failure: "unsupported change_type: …"`
	case in.Strategy != "topic_name":
		return asJSON(map[string]any{"error": "unknown strategy; supported: topic_name, record_name"}) // want `result text \(marshalled by asJSON\) is JSON whose first member "error" reads as a failure: "unknown strategy; supported: topic_name,…"`
	case in.Format != "avro":
		return asJSON(map[string]any{"error": "unknown format; using the default", "format": "avro"})
	}
	return asJSON(map[string]any{"evolution": "compatible"})
}
