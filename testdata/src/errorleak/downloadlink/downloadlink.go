// Package downloadlink answers with a link that carries a download token
// minted for the answer: the link is the tool's output, which the model
// hands to the user, not a leak. The same URL in a failed request's error
// prints the token where no one meant to show it, and the server's own
// key in a link is its own secret wherever it goes.
package downloadlink

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

type files struct {
	base   string
	client *http.Client
}

// mint returns a fresh download token.
func mint() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func (f *files) share(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	link := fmt.Sprintf("[%s](/files/%s?token=%s)", name, name, mint())
	return mcp.NewToolResultText("Download: " + link), nil
}

func (f *files) fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if _, err := f.client.Get(f.base + "/files/" + name + "?token=" + mint()); err != nil {
		return mcp.NewToolResultError("fetch failed: " + err.Error()), nil // want `a credential in the URL query parameter "token"`
	}
	return mcp.NewToolResultText("ok"), nil
}

func (f *files) mirror(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	link := "https://mirror.example.com/files?api_key=" + os.Getenv("MIRROR_API_KEY")
	return mcp.NewToolResultText("Mirror: " + link), nil // want `the value of \$MIRROR_API_KEY`
}
