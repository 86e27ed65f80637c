// Package ifacemulti serves tools on interfaces of its own with two or
// more implementations (issue 22): a method carries the sources of a kind
// that every implementation carries, a wrapper that only forwards to a
// client carrying the client's; one clean implementation, or one declared
// outside the module, leaves it carrying nothing.
package ifacemulti

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"net/http"
	"os"

	"github.com/acme/vaultapi"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Store keeps notes.
type Store interface {
	Get(ctx context.Context, id string) (string, error)
	Put(ctx context.Context, id, v string) error
}

// Client talks to the server's notes service at a configured address.
type Client struct {
	baseURL string
	hc      *http.Client
}

// NewClient reads the service address from the environment.
func NewClient() *Client { return &Client{baseURL: os.Getenv("NOTES_URL"), hc: &http.Client{}} }

// Get fetches note id.
func (c *Client) Get(ctx context.Context, id string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+"/notes/"+id, nil)
	if err != nil {
		return "", err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return "", fmt.Errorf("notes request: %w", err)
	}
	resp.Body.Close()
	return "", nil
}

// Put stores note id.
func (c *Client) Put(ctx context.Context, id, v string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, c.baseURL+"/notes/"+id, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Mirror reads from its primary and copies writes to a shadow.
type Mirror struct{ primary, shadow *Client }

// Get forwards to the primary.
func (m *Mirror) Get(ctx context.Context, id string) (string, error) {
	return m.primary.Get(ctx, id)
}

// Put writes to both and only logs their failures: its error is clean.
func (m *Mirror) Put(ctx context.Context, id, v string) error {
	if err := m.primary.Put(ctx, id, v); err != nil {
		log.Printf("primary put: %v", err)
	}
	if err := m.shadow.Put(ctx, id, v); err != nil {
		log.Printf("shadow put: %v", err)
	}
	return nil
}

// Finder searches; both implementations reach the server's
// infrastructure, through different clients.
type Finder interface {
	Find(ctx context.Context, q string) ([]string, error)
}

// SQLFinder searches the server's database.
type SQLFinder struct{ DB *sql.DB }

// Find runs a query.
func (f *SQLFinder) Find(ctx context.Context, q string) ([]string, error) {
	rows, err := f.DB.QueryContext(ctx, "SELECT id FROM notes WHERE body LIKE $1", q)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return nil, nil
}

// RemoteFinder searches through the notes service.
type RemoteFinder struct{ C *Client }

// Find asks the service.
func (f *RemoteFinder) Find(ctx context.Context, q string) ([]string, error) {
	v, err := f.C.Get(ctx, "search?q="+q)
	return []string{v}, err
}

// Tokens lists access tokens; one implementation is the vault client's
// own method, promoted: what it carries is not known.
type Tokens interface {
	List() ([]vaultapi.AccessToken, error)
}

// VaultTokens is the vault client.
type VaultTokens struct{ *vaultapi.Client }

// SQLTokens reads tokens from the database.
type SQLTokens struct{ DB *sql.DB }

// List reads them.
func (t *SQLTokens) List() ([]vaultapi.AccessToken, error) {
	rows, err := t.DB.Query("SELECT name FROM tokens")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return nil, nil
}

// Dialect builds connection strings; one implementation puts a password
// in it, the other a file path. Only error results of an interface with
// several implementations carry their common sources: which string this
// is, is not known.
type Dialect interface {
	DSN(c DBConfig) string
}

// DBConfig configures the database.
type DBConfig struct {
	Host, User, Password, Path string
}

// MySQL is one dialect.
type MySQL struct{}

// DSN puts the password in.
func (MySQL) DSN(c DBConfig) string { return c.User + ":" + c.Password + "@tcp(" + c.Host + ")/" }

// SQLite is the other.
type SQLite struct{}

// DSN is the file.
func (SQLite) DSN(c DBConfig) string { return "file:" + c.Path + "?secret=" + c.Password }

type handler struct {
	dialect Dialect
	cfg     DBConfig
	store   Store
	finder  Finder
	tokens  Tokens
}

func register(s *server.MCPServer, h *handler) {
	s.AddTool(mcp.NewTool("get"), h.get)
	s.AddTool(mcp.NewTool("put"), h.put)
	s.AddTool(mcp.NewTool("find"), h.find)
	s.AddTool(mcp.NewTool("tokens"), h.listTokens)
	s.AddTool(mcp.NewTool("dsn"), h.dsn)
}

// dsn: a string result of a method with two implementations carries
// nothing, even when both build it from a secret.
func (h *handler) dsn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("db", "") == "" {
		return mcp.NewToolResultError(fmt.Sprintf("no database selected for %s", h.dialect.DSN(h.cfg))), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func (h *handler) get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := h.store.Get(ctx, req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw net/http error text from \(\*http.Client\).Do .*configured endpoint`
	}
	return mcp.NewToolResultText(v), nil
}

// put: Mirror.Put's error is clean, so Store.Put carries nothing.
func (h *handler) put(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := h.store.Put(ctx, req.GetString("id", ""), req.GetString("v", "")); err != nil {
		return mcp.NewToolResultError("put failed: " + err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func (h *handler) find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ids, err := h.finder.Find(ctx, req.GetString("q", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("find: %v", err)), nil // want `raw net/http error text from \(\*http.Client\).Do .* and raw database/sql error text from \(\*sql.DB\).QueryContext`
	}
	return mcp.NewToolResultText(fmt.Sprint(ids)), nil
}

// listTokens: one implementation is declared outside the module.
func (h *handler) listTokens(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ts, err := h.tokens.List()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(len(ts))), nil
}
