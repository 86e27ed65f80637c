package constendpoint

import (
	"context"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const catalogAPI = "https://catalog.example.org/api/v2"

// CatalogClient is a client of a public catalogue: NewCatalogClientAt,
// exported for tests, is called by the package with the public address
// only.
type CatalogClient struct {
	baseURL string
	hc      *http.Client
}

// NewCatalogClient uses the public catalogue.
func NewCatalogClient() *CatalogClient { return NewCatalogClientAt(catalogAPI) }

// NewCatalogClientAt uses the catalogue at base.
func NewCatalogClientAt(base string) *CatalogClient {
	return &CatalogClient{baseURL: base, hc: http.DefaultClient}
}

func (c *CatalogClient) search(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+"/search", nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// MirrorClient's constructor is called with the configured mirror too.
type MirrorClient struct {
	baseURL string
	hc      *http.Client
}

// NewMirrorClientAt uses the mirror at base.
func NewMirrorClientAt(base string) *MirrorClient {
	return &MirrorClient{baseURL: base, hc: http.DefaultClient}
}

func (c *MirrorClient) search(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+"/search", nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func registerCatalog(s *server.MCPServer) {
	cat := NewCatalogClient()
	mirror := NewMirrorClientAt(catalogAPI)
	if m := os.Getenv("CATALOG_MIRROR_URL"); m != "" {
		mirror = NewMirrorClientAt(m)
	}
	s.AddTool(mcp.NewTool("catalog_search"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := cat.search(ctx); err != nil {
			return mcp.NewToolResultError("catalogue search failed: " + err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("mirror_search"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := mirror.search(ctx); err != nil {
			return mcp.NewToolResultError("mirror search failed: " + err.Error()), nil // want `configured endpoint \(field MirrorClient.baseURL\)`
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
