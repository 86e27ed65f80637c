// Package kinduse archives documents for the signed-in caller through
// kindpolicy: the error of the policy that also refuses on the document's
// kind is not reported; the one that refuses only on the caller is.
package kinduse

import (
	"context"
	"net/http"

	"autherror/kindpolicy"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type caller struct {
	ID    string
	Admin bool
}

type doc struct{ Kind, Owner string }

var docs = map[string]doc{}

func callerOf(ctx context.Context) (caller, bool) {
	ti := auth.TokenInfoFromContext(ctx)
	if ti == nil {
		return caller{}, false
	}
	c, ok := ti.Extra["caller"].(caller)
	return c, ok
}

type in struct {
	ID string `json:"id"`
}

type out struct {
	Archived bool `json:"archived"`
}

func archive(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	c, ok := callerOf(ctx)
	if !ok {
		return nil, out{}, nil
	}
	d := docs[a.ID]
	if err := kindpolicy.CanArchive(d.Kind, d.Owner, c.ID, c.Admin); err != nil {
		return nil, out{}, err
	}
	return nil, out{Archived: true}, nil
}

func archiveOwned(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	c, ok := callerOf(ctx)
	if !ok {
		return nil, out{}, nil
	}
	d := docs[a.ID]
	if err := kindpolicy.CanArchiveOwned(d.Owner, c.ID, c.Admin); err != nil {
		return nil, out{}, err // want `caller authorization failure returned as an error`
	}
	return nil, out{Archived: true}, nil
}

func serve() http.Handler {
	s := mcp.NewServer(&mcp.Implementation{Name: "docs", Version: "1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "archive"}, archive)
	mcp.AddTool(s, &mcp.Tool{Name: "archive_owned"}, archiveOwned)
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil)
	verify := func(ctx context.Context, tok string, _ *http.Request) (*auth.TokenInfo, error) {
		return &auth.TokenInfo{Extra: map[string]any{"caller": caller{ID: tok}}}, nil
	}
	return auth.RequireBearerToken(verify, nil)(h)
}
