package constendpoint

import (
	"context"
	"fmt"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Clients with a constructor for their constant default and an exported
// one that takes the URL (for tests, or for a caller elsewhere): like a
// functional option, the default's host decides. A client only a
// constructor's parameter sets is configured by whoever calls it.

type catalogClient struct {
	baseURL string
}

// NewCatalog is the public catalogue's client.
func NewCatalog() *catalogClient { return &catalogClient{baseURL: publicAPI} }

// NewCatalogAt points the client elsewhere (httptest servers).
func NewCatalogAt(u string) *catalogClient { return &catalogClient{baseURL: u} }

func (c *catalogClient) find(ctx context.Context, q string) error {
	resp, err := http.Get(c.baseURL + "/find?q=" + q)
	if err != nil {
		return fmt.Errorf("find: %w", err)
	}
	return resp.Body.Close()
}

type ledgerClient struct {
	baseURL string
}

// NewLedger is the internal ledger's client.
func NewLedger() *ledgerClient { return &ledgerClient{baseURL: internalAPI} }

// NewLedgerAt points the client elsewhere.
func NewLedgerAt(u string) *ledgerClient { return &ledgerClient{baseURL: u} }

func (c *ledgerClient) post(ctx context.Context) error {
	resp, err := http.Post(c.baseURL+"/entries", "application/json", nil)
	if err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	return resp.Body.Close()
}

type searchClient struct {
	baseURL string
}

// NewSearch takes the search service's URL from its caller.
func NewSearch(u string) *searchClient { return &searchClient{baseURL: u} }

func (c *searchClient) query(ctx context.Context) error {
	resp, err := http.Get(c.baseURL + "/q")
	if err != nil {
		return fmt.Errorf("search: %w", err)
	}
	return resp.Body.Close()
}

func registerCtors(s *server.MCPServer, search *searchClient) {
	c, l := NewCatalog(), NewLedger()
	s.AddTool(mcp.NewTool("catalog"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.find(ctx, req.GetString("q", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // the public default
		}
		if err := l.post(ctx); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `configured endpoint \(field ledgerClient.baseURL\)`
		}
		if err := search.query(ctx); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `configured endpoint \(field searchClient.baseURL\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
