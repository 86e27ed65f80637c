// Package gosdk exercises errorleak on go-sdk servers.
package gosdk

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"os"
	"runtime/debug"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Query string
	Token string // the caller's own input: echoing it back is no leak
}

type out struct{ Rows int }

type server struct {
	db     *sql.DB
	client *http.Client
}

func (s *server) register(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "typed"}, s.typed)
	srv.AddTool(&mcp.Tool{Name: "low"}, s.low)
}

func (s *server) typed(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, out, error) {
	if args.Query == "" {
		return nil, out{}, fmt.Errorf("query must not be empty (token %q)", args.Token)
	}
	if _, err := s.db.ExecContext(ctx, args.Query); err != nil {
		return nil, out{}, err // want `returned error carries raw database/sql error text from \(\*sql.DB\).ExecContext at gosdk.go:39 .* and the SDK writes its text into the tool result`
	}
	if err := s.db.PingContext(ctx); err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return nil, out{}, errors.New("the database did not answer in time; retry later")
		}
		return nil, out{}, fmt.Errorf("database unavailable")
	}
	if ti := auth.TokenInfoFromContext(ctx); ti != nil {
		if tok, ok := ti.Extra["access_token"].(string); ok {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "token " + tok}}}, out{}, nil // want `the text of a text content puts the token info's Extra\["access_token"\]`
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "user " + ti.UserID}}}, out{}, nil
	}
	return nil, out{Rows: 1}, nil
}

func (s *server) low(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := s.client.Get("http://billing.svc.cluster.local/api")
	if err != nil {
		res := &mcp.CallToolResult{}
		res.SetError(err) // want `SetError puts raw net/http error text from \(\*http.Client\).Get at gosdk.go:58`
		return res, nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		// An infrastructure error as a JSON-RPC error (code 0): client
		// logs only, not reported.
		return nil, fmt.Errorf("upstream: %w", err)
	}
	if req.Extra != nil && req.Extra.Header.Get("X-Debug") != "" {
		return nil, fmt.Errorf("debug:\n%s", debug.Stack()) // want `returned error carries a stack trace from debug.Stack at gosdk.go:71 and becomes a JSON-RPC error message \(code 0\)`
	}
	if req.Extra != nil {
		auth := req.Extra.Header["Authorization"]
		return nil, &jsonrpc.Error{Code: 1, Message: fmt.Sprint("bad credentials ", auth)} // want `a JSON-RPC error message carries the Authorization header`
	}
	if pw, ok := os.LookupEnv("ADMIN_PASSWORD"); ok && pw == "" {
		return nil, errors.New("admin password not set")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "status " + resp.Status}}}, nil
}

func (s *server) registerTwice(srv *mcp.Server) {
	mcp.AddTool(srv, &mcp.Tool{Name: "twice"}, s.twice)
}

// twice answers a failed request through a helper that writes the error
// both into the text and with SetError: one leak, reported once (before
// go-sdk v1.6.0, whose SetError replaced the text, both were sinks).
func (s *server) twice(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, any, error) {
	resp, err := s.client.Get("http://billing.svc.cluster.local/api")
	if err != nil {
		return failedTwice(err), nil, nil // want `failedTwice puts raw net/http error text from \(\*http.Client\).Get at gosdk.go:\d+`
	}
	return nil, nil, resp.Body.Close()
}

func failedTwice(err error) *mcp.CallToolResult {
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("error: %v", err)}}}
	res.SetError(err)
	return res
}
