// Package errfield keeps the error of its start-up check in a field and
// hands it back to every tool call through a getter: the field carries
// what the package stores into it, a request to the configured endpoint's
// *url.Error. A field that holds only the package's own errors carries
// nothing.
package errfield

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type backend struct {
	base    string
	loadErr error
	quota   error
}

func (b *backend) start() {
	b.base = os.Getenv("CATALOG_URL")
	resp, err := http.Get(b.base + "/health")
	if err != nil {
		b.loadErr = fmt.Errorf("catalog check failed: %w", err)
		return
	}
	resp.Body.Close()
}

func (b *backend) ready() error { return b.loadErr }

func (b *backend) spend() {
	b.quota = errors.New("daily quota used up")
}

type in struct {
	Name string `json:"name"`
}

type out struct {
	Found bool `json:"found"`
}

func register(s *mcp.Server, b *backend) {
	mcp.AddTool(s, &mcp.Tool{Name: "find"}, func(ctx context.Context, _ *mcp.CallToolRequest, _ in) (*mcp.CallToolResult, out, error) {
		if err := b.ready(); err != nil {
			return nil, out{}, err // want `returned error carries raw net/http error text from http.Get`
		}
		if b.quota != nil {
			return nil, out{}, b.quota
		}
		return nil, out{Found: true}, nil
	})
}
