// Package ormlayer reads its database through a third-party ORM that
// imports database/sql itself: the ORM's errors are the driver's (the
// host dialed, the query), as gorm's are. A library that imports no
// database package is no infrastructure.
package ormlayer

import (
	"context"

	"github.com/acme/slugs"
	"github.com/acme/tinyorm"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var notes = tinyorm.New("notes")

type titleIn struct {
	Title string `json:"title"`
}

func listNotes(ctx context.Context, _ *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
	rows, err := notes.Selects()
	if err != nil {
		return nil, nil, err // want `raw github.com/acme/tinyorm error text from \(\*tinyorm.Model\).Selects`
	}
	return nil, map[string]any{"notes": rows}, nil
}

func slug(ctx context.Context, _ *mcp.CallToolRequest, in titleIn) (*mcp.CallToolResult, any, error) {
	s, err := slugs.Make(in.Title)
	if err != nil {
		return nil, nil, err
	}
	return nil, map[string]any{"slug": s}, nil
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_notes"}, listNotes)
	mcp.AddTool(s, &mcp.Tool{Name: "slug"}, slug)
}
