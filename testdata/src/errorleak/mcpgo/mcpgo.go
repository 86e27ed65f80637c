// Package mcpgo exercises errorleak's sources and sinks on mcp-go servers.
package mcpgo

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	pkgerrors "github.com/pkg/errors"
	"gorm.io/gorm"
)

type config struct {
	BaseURL       string
	DBPassword    string
	NextPageToken string
	MaxTokens     int
}

type searchResponse struct {
	Token string
}

var apiSecret = os.Getenv("SERVICE_SECRET")

type srv struct {
	db   *sql.DB
	gdb  *gorm.DB
	cfg  config
	http *http.Client
}

func (s *srv) register(m *server.MCPServer) {
	token := os.Getenv("GITHUB_TOKEN")
	m.AddTool(mcp.NewTool("closure"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("using token " + token), nil // want `mcp.NewToolResultText puts the value of \$GITHUB_TOKEN at mcpgo.go:47 into tool result text: tool content goes into the model's context and transcripts; never put credentials`
	})
	m.AddTool(mcp.NewTool("stack"), s.stack)
	m.AddTool(mcp.NewTool("query"), s.query)
	m.AddTool(mcp.NewTool("secrets"), s.secrets)
	m.AddTool(mcp.NewTool("network"), s.network)
	m.AddTool(mcp.NewTool("clean"), s.clean)
	m.AddTool(mcp.NewTool("structured"), mcp.NewStructuredToolHandler(s.structured))
}

func (s *srv) stack(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = mcp.NewToolResultError(fmt.Sprintf("panic: %v\n%s", r, debug.Stack())) // want `mcp.NewToolResultError puts a stack trace from debug.Stack at mcpgo.go:62 into the error result's text: .*; log the stack for operators`
		}
	}()
	if req.GetString("mode", "") == "buf" {
		buf := make([]byte, 4096)
		n := runtime.Stack(buf, false)
		return mcp.NewToolResultText(string(buf[:n])), nil // want `a stack trace from runtime.Stack at mcpgo.go:67`
	}
	if req.GetString("mode", "") == "plusv" {
		err := pkgerrors.Wrap(s.db.PingContext(ctx), "ping")
		return mcp.NewToolResultErrorf("failed: %+v", err), nil // want `a stack trace \(%\+v of an error\) at mcpgo.go:72`
	}
	if req.GetString("mode", "") == "v" {
		err := pkgerrors.New("not ready")
		return mcp.NewToolResultErrorf("failed: %v", err), nil
	}
	if req.GetString("mode", "") == "jsonrpc" {
		return nil, fmt.Errorf("internal failure:\n%s", debug.Stack()) // want `returned error carries a stack trace from debug.Stack at mcpgo.go:79 and becomes a JSON-RPC error message \(code -32603\) that reaches client logs`
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *srv) query(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	limit := req.GetInt("limit", 10)
	if limit > 100 {
		return mcp.NewToolResultError(fmt.Sprintf("limit must be ≤ 100, got %d", limit)), nil
	}
	rows, err := s.db.QueryContext(ctx, "SELECT name FROM t LIMIT $1", limit)
	if errors.Is(err, sql.ErrNoRows) {
		return mcp.NewToolResultError("no rows"), nil
	}
	if err != nil {
		return mcp.NewToolResultErrorFromErr("query failed", err), nil // want `mcp.NewToolResultErrorFromErr puts raw database/sql error text from \(\*sql.DB\).QueryContext at mcpgo.go:89 \(may contain DSNs, hostnames or query text\) into the error result's text: .*; log it for operators and give the model a short actionable message`
	}
	defer rows.Close()
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			var b strings.Builder
			b.WriteString("scan failed: ")
			b.WriteString(err.Error())
			return mcp.NewToolResultError(b.String()), nil // (*sql.Rows).Scan names a column and Go types, not the database
		}
		names = append(names, n)
	}
	if err := rows.Err(); err != nil {
		// Infrastructure errors returned to mcp-go become JSON-RPC
		// errors: they reach client logs, not the model.
		return nil, fmt.Errorf("iterating rows: %w", err)
	}
	var u struct{ Name string }
	if err := s.gdb.Where("name = ?", names[0]).First(&u).Error; err != nil {
		var buf bytes.Buffer
		fmt.Fprintf(&buf, "lookup failed: %v", err)
		return mcp.NewToolResultText(buf.String()), nil // want `raw gorm.io error text from gorm.DB.Error`
	}
	out, err := json.Marshal(names)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func (s *srv) secrets(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("what", "") {
	case "env":
		pw := os.Getenv("DB_PASSWORD")
		return mcp.NewToolResultText(fmt.Sprintf("connecting with %s", pw)), nil // want `the value of \$DB_PASSWORD at mcpgo.go:129`
	case "lookup":
		if key, ok := os.LookupEnv("OPENAI_API_KEY"); ok {
			return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "key " + key}}}, nil // want `the text of a text content puts the value of \$OPENAI_API_KEY`
		}
	case "field":
		return mcp.NewToolResultText("password is " + s.cfg.DBPassword), nil // want `the secret field mcpgo.config.DBPassword`
	case "global":
		return mcp.NewToolResultText(apiSecret), nil // want `the secret variable mcpgo.apiSecret`
	case "header":
		auth := req.Header.Get("Authorization")
		return mcp.NewToolResultText("you sent " + auth), nil // want `the Authorization header at mcpgo.go:140`
	case "url":
		u := &url.URL{Scheme: "postgres", Host: "db.internal:5432"}
		u.User = url.UserPassword("admin", s.cfg.BaseURL)
		return mcp.NewToolResultText("connecting to " + u.String()), nil // want `URL user info with a password`
	case "redacted":
		u := &url.URL{Scheme: "postgres", Host: "db.internal:5432"}
		u.User = url.UserPassword("admin", s.cfg.BaseURL)
		return mcp.NewToolResultText("connecting to " + u.Redacted()), nil
	case "content":
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(os.Getenv("PRIVATE_KEY"))}}, nil // want `mcp.NewTextContent puts the value of \$PRIVATE_KEY`
	case "jsonrpc":
		return nil, fmt.Errorf("auth failed with key %s", os.Getenv("STRIPE_API_KEY")) // want `returned error carries the value of \$STRIPE_API_KEY .* becomes a JSON-RPC error message \(code -32603\)`
	case "replaced":
		msg := strings.ReplaceAll("token="+os.Getenv("API_TOKEN"), os.Getenv("API_TOKEN"), "***")
		return mcp.NewToolResultText(msg), nil
	}
	return mcp.NewToolResultText("nothing"), nil
}

func (s *srv) network(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := s.http.Get("https://api.internal/v1/items?key=" + s.cfg.BaseURL)
	if err != nil {
		return mcp.NewToolResultErrorf("fetch failed: %v", err), nil // want `raw net/http error text from \(\*http.Client\).Get at mcpgo.go:162 \(a \*url.Error prints the request URL, with the internal host api.internal\)`
	}
	defer resp.Body.Close()
	conn, err := net.Dial("tcp", "cache.internal:6379")
	if err != nil {
		return mcp.NewToolResultError("cache: " + err.Error()), nil // want `raw net error text from net.Dial`
	}
	defer conn.Close()
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "git", "fetch")
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return mcp.NewToolResultError("git fetch failed: " + stderr.String()), nil // git's message: no secret on its command line
	}
	var errs bytes.Buffer
	cmd = exec.CommandContext(ctx, "git", "fetch", "https://ci:"+s.cfg.DBPassword+"@git.example.com/repo.git")
	cmd.Stderr = &errs
	if err := cmd.Run(); err != nil {
		return mcp.NewToolResultError("git fetch failed: " + errs.String()), nil // want `a command's captured stderr \(exec.Cmd.Stderr\) at mcpgo.go:\d+ \(its command line or environment carries the secret field`
	}
	if _, err := http.Get("https://example.com"); err != nil {
		return nil, err // infrastructure error routed to JSON-RPC: not reported
	}
	return mcp.NewToolResultText("status " + resp.Status), nil
}

func (s *srv) clean(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.ReadFile(req.GetString("path", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var args map[string]any
	if err := json.Unmarshal([]byte(req.GetString("json", "")), &args); err != nil {
		return mcp.NewToolResultError("bad json: " + err.Error()), nil
	}
	if err := s.db.PingContext(ctx); err != nil {
		return mcp.NewToolResultError("the database is unavailable; try again later"), nil
	}
	var r searchResponse
	c := s.cfg
	return mcp.NewToolResultText(fmt.Sprintf("token %s, next %s, max %d, base %s", r.Token, c.NextPageToken, c.MaxTokens, c.BaseURL)), nil
}

type structuredArgs struct{ Query string }

type structuredOut struct{ Rows int }

func (s *srv) structured(ctx context.Context, req mcp.CallToolRequest, args structuredArgs) (structuredOut, error) {
	if args.Query == "" {
		return structuredOut{}, errors.New("query is required")
	}
	if _, err := s.db.ExecContext(ctx, args.Query); err != nil {
		return structuredOut{}, fmt.Errorf("exec: %w", err) // want `returned error carries raw database/sql error text from \(\*sql.DB\).ExecContext at mcpgo.go:214 .* and the SDK writes its text into the tool result`
	}
	return structuredOut{Rows: 1}, nil
}

func jsonrpcError(id mcp.RequestId) mcp.JSONRPCError {
	return mcp.NewJSONRPCError(id, mcp.INTERNAL_ERROR, "upstream rejected "+os.Getenv("UPSTREAM_TOKEN"), nil) // want `a JSON-RPC error from mcp.NewJSONRPCError carries the value of \$UPSTREAM_TOKEN`
}

const registry = "https://registry.example.com"

var apiBase = "https://api.example.com/v2"

// public calls constant public hosts: their errors tell nothing internal.
func (s *srv) public(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if _, err := http.Get(registry + "/v1/modules/" + name); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("%s/items/%s", apiBase, name), nil)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if _, err := s.http.Do(r); err != nil {
		return mcp.NewToolResultError("request failed: " + err.Error()), nil
	}
	if _, err := http.Get(apiBase + "/search?api_key=" + os.Getenv("SEARCH_API_KEY")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `the value of \$SEARCH_API_KEY`
	}
	r, _ = http.NewRequest(http.MethodGet, "http://localhost:8080/metrics", nil)
	if _, err := s.http.Do(r); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw net/http error text from \(\*http.Client\).Do`
	}
	return mcp.NewToolResultText("ok"), nil
}

type settings struct {
	Region   string
	APIToken string
}

func (settings) String() string { return "settings{...}" }

// printed prints whole structs: every field, secrets included, unless the
// type formats itself.
func (s *srv) printed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetBool("debug", false) {
		return mcp.NewToolResultError(fmt.Sprintf("bad config: %+v", s.cfg)), nil // want `the secret field mcpgo.config.DBPassword \(printed with its struct\)`
	}
	var st settings
	return mcp.NewToolResultText(fmt.Sprintf("settings: %v", st)), nil
}
