// Package patterns holds, for each false pattern errorleak once reported
// and each leak it once missed, a positive and a negative case.
package patterns

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"strings"

	"github.com/acme/vaultapi"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func (s *srv) register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("body"), s.bodySecret)
	m.AddTool(mcp.NewTool("url"), s.urlSecret)
	m.AddTool(mcp.NewTool("marshal"), s.marshal)
	m.AddTool(mcp.NewTool("urls"), s.urls)
	m.AddTool(mcp.NewTool("key"), s.keyInQuery)
	m.AddTool(mcp.NewTool("tokens"), s.tokens)
	m.AddTool(mcp.NewTool("users"), s.users)
	m.AddTool(mcp.NewTool("items"), s.items)
	m.AddTool(mcp.NewTool("reused"), s.reused)
	m.AddTool(mcp.NewTool("dropped"), s.dropped)
	m.AddTool(mcp.NewTool("droppedDeferred"), s.droppedDeferred)
	m.AddTool(mcp.NewTool("open"), s.open)
	m.AddTool(mcp.NewTool("command"), s.command)
	m.AddTool(mcp.NewTool("dump"), s.dump)
}

type config struct {
	BaseURL  string
	APIKey   string
	Password string
}

type srv struct {
	cfg    config
	db     *sql.DB
	http   *http.Client
	vault  *vaultapi.Client
	apiKey string
}

// 1. A *url.Error prints the method and the URL: a secret in the request
// body or a header is not in it.

func (s *srv) bodySecret(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	payload := struct{ User, Password string }{"admin", s.cfg.Password}
	body, err := json.Marshal(payload)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, s.cfg.BaseURL+"/login", bytes.NewReader(body))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	r.Header.Set("Authorization", "Bearer "+s.cfg.APIKey)
	if _, err := s.http.Do(r); err != nil {
		// The secrets are in the body and a header, not in the error; the
		// URL is the server's configured endpoint (issue 22).
		return mcp.NewToolResultError("login failed: " + err.Error()), nil // want `puts raw net/http error text from \(\*http.Client\).Do at patterns.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(field config.BaseURL\)\) into`
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *srv) urlSecret(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.http.Get(s.cfg.BaseURL + "/login?password=" + s.cfg.Password); err != nil {
		return mcp.NewToolResultError("login failed: " + err.Error()), nil // want `a credential in the URL query parameter "password" at patterns.go:\d+ \(a \*url.Error prints the URL\), the secret field patterns.config.Password at patterns.go:\d+ and raw net/http error text from \(\*http.Client\).Get at patterns.go:\d+ \(.*configured endpoint \(field config.BaseURL\)\) into`
	}
	return mcp.NewToolResultText("ok"), nil
}

// 2. json.Marshal's error names types, never values.

type publicSettings struct {
	Region string
	Token  string `json:"-"`
}

func (s *srv) marshal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := json.Marshal(s.cfg)
	if err != nil {
		return mcp.NewToolResultError("encoding: " + err.Error()), nil
	}
	if pub, _ := json.Marshal(publicSettings{Region: "eu"}); req.GetBool("region", false) {
		return mcp.NewToolResultError("settings: " + string(pub)), nil
	}
	if req.GetBool("debug", false) {
		return mcp.NewToolResultError("config: " + string(out)), nil // want `the secret field patterns.config.APIKey \(marshalled with its struct\) at patterns.go:\d+ and the secret field patterns.config.Password \(marshalled with its struct\) at patterns.go:\d+`
	}
	return mcp.NewToolResultText("ok"), nil
}

// 3. A URL error is a leak when the URL can carry a credential or names an
// internal host, not by itself.

const apiBase = "https://api.example.com"

func (s *srv) urls(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if _, err := s.http.Get(s.cfg.BaseURL + "/items/" + name); err != nil {
		return nil, fmt.Errorf("list items: %w", err) // configured base URL, credential in a header
	}
	if _, err := s.http.Get(apiBase + "/items/" + name); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // constant public host
	}
	if _, err := s.http.Get("http://127.0.0.1:9200/_search?q=" + name); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw net/http error text from \(\*http.Client\).Get at patterns.go:\d+ \(a \*url.Error prints the request URL, with the internal host 127.0.0.1\)`
	}
	if _, err := http.Get("http://search.svc.cluster.local/q"); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `with the internal host search.svc.cluster.local`
	}
	if _, err := http.Get(fmt.Sprintf("%s/search?q=%s&apikey=%s", apiBase, name, s.apiKey)); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `a credential in the URL query parameter "apikey" at patterns.go:\d+ \(a \*url.Error prints the URL\)`
	}
	u, _ := url.Parse(apiBase + "/search")
	q := u.Query()
	q.Set("q", name)
	q.Set("access_token", s.apiKey)
	u.RawQuery = q.Encode()
	if _, err := http.Get(u.String()); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `a credential in the URL query parameter "access_token"`
	}
	q = url.Values{}
	q.Set("page_token", name)
	if _, err := http.Get(apiBase + "/search?" + q.Encode()); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	// A secret-named parameter whose value the model gave (a
	// cryptocurrency token's symbol) is the model's own.
	q = url.Values{}
	q.Add("token", req.GetString("token", ""))
	if _, err := http.Get(apiBase + "/price?" + q.Encode()); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if _, err := http.Get(apiBase + "/price?fromToken=" + req.GetString("from", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// An API key in a query parameter reaches a JSON-RPC message: a secret,
// reported there too.
func (s *srv) keyInQuery(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := s.http.Get(apiBase + "/v1/weather?key=x&api_key=" + s.apiKey)
	if err != nil {
		return nil, fmt.Errorf("weather: %w", err) // want `returned error carries a credential in the URL query parameter "api_key" .* becomes a JSON-RPC error message \(code -32603\)`
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

// 4. Fields of an API's response types are data; success results are the
// tool's output.

func (s *srv) tokens(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tok, err := s.vault.CreateToken(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if req.GetBool("fail", false) {
		return mcp.NewToolResultError("created " + tok.Token + " but could not label it"), nil
	}
	return mcp.NewToolResultText("your new token: " + tok.Token), nil
}

type user struct {
	Name     string
	Password string
}

func (s *srv) users(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var u user
	if err := s.db.QueryRowContext(ctx, "SELECT name, password FROM users").Scan(&u.Name, &u.Password); err != nil {
		return mcp.NewToolResultError("lookup failed"), nil
	}
	if u.Name == "" {
		return mcp.NewToolResultError("user " + u.Name + " has password " + u.Password), nil // want `the secret field patterns.user.Password`
	}
	return mcp.NewToolResultText(u.Name + ":" + u.Password), nil // a data type's field in a success result: the tool's output
}

// 5. One secret field does not taint the whole struct.

type account struct {
	Name  string
	Token string
}

func (s *srv) items(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := &account{Name: req.GetString("name", ""), Token: os.Getenv("ACCOUNT_TOKEN")}
	a := *p
	if a.Name == "" {
		return mcp.NewToolResultError("no account " + a.Name), nil
	}
	list, err := s.vault.List()
	if err != nil {
		return mcp.NewToolResultError("list failed"), nil
	}
	for _, item := range list {
		if item.Name == "" {
			return mcp.NewToolResultError(fmt.Sprintf("unnamed token %v", item)), nil
		}
	}
	return mcp.NewToolResultError("account " + a.Name + " uses " + a.Token), nil // want `the value of \$ACCOUNT_TOKEN`
}

// 6. Taint follows the value, not the variable.

func (s *srv) reused(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if err != nil {
			res, err = mcp.NewToolResultError("the operation failed"), nil
		}
	}()
	if req.GetString("id", "") == "" {
		err = errors.New("id is required")
		return mcp.NewToolResultError(err.Error()), nil
	}
	_, err = s.db.ExecContext(ctx, "DELETE FROM t WHERE id = $1", req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError("delete: " + err.Error()), nil // want `raw database/sql error text from \(\*sql.DB\).ExecContext`
	}
	return mcp.NewToolResultText("deleted"), nil
}

// 7. Text that reaches nobody, and sql.Open.

func (s *srv) dropped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.db.ExecContext(ctx, "DELETE FROM t"); err != nil {
		return mcp.NewToolResultText(err.Error()), err // mcp-go drops the result: the error is a JSON-RPC error
	}
	if _, err := s.db.ExecContext(ctx, "VACUUM"); err != nil {
		res := mcp.NewToolResultText("vacuum: " + err.Error()) // want `raw database/sql error text from \(\*sql.DB\).ExecContext`
		return res, nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// droppedDeferred returns through result slots (it has a defer): the
// result beside a non-nil error is dropped all the same.
func (s *srv) droppedDeferred(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT id FROM t")
	if err != nil {
		return mcp.NewToolResultText(err.Error()), err // mcp-go drops the result
	}
	defer rows.Close()
	if err := rows.Err(); err != nil {
		return mcp.NewToolResultText(err.Error()), err // mcp-go drops the result
	}
	if rows.Next() {
		return mcp.NewToolResultText("rows: " + rows.Err().Error()), nil // want `raw database/sql error text from \(\*sql.Rows\).Err`
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *srv) open(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	db, err := sql.Open("postgres", os.Getenv("PG_HOST"))
	if err != nil {
		return mcp.NewToolResultError("open: " + err.Error()), nil
	}
	if err := db.PingContext(ctx); err != nil {
		return mcp.NewToolResultError("ping: " + err.Error()), nil // want `raw database/sql error text from \(\*sql.DB\).PingContext`
	}
	return mcp.NewToolResultText("ok"), nil
}

// Commands: their output is the tool's result on success and, in error
// content, the actionable text of a local tool (git's or the compiler's
// message) — a leak only when the command line or environment carries a
// secret the command may print back.

func (s *srv) command(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "git", "push").CombinedOutput()
	if err != nil {
		// A JSON-RPC error: client logs, not the model.
		return nil, fmt.Errorf("git push failed: %s: %w", out, err)
	}
	log, err := exec.CommandContext(ctx, "git", "log").Output()
	if err != nil {
		return mcp.NewToolResultError("git log: " + string(log)), nil // git's own message: what the model needs
	}
	if _, err := exec.CommandContext(ctx, "git", "gc").Output(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) && req.GetBool("verbose", false) {
			return mcp.NewToolResultError("git gc: " + string(ee.Stderr)), nil
		}
		return mcp.NewToolResultError("git gc failed: " + err.Error()), nil // an *exec.ExitError prints "exit status N"
	}
	diff, err := exec.CommandContext(ctx, "git", "diff").Output()
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "git diff: " + string(diff)}}}, nil
	}
	if len(diff) == 0 {
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: string(log)}}}, nil
	}
	return mcp.NewToolResultText(string(log)), nil
}

// dump runs commands with a credential on their command line or in their
// environment: what they print on failure may carry it.
func (s *srv) dump(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "pg_dump", "--dbname=postgres://app:"+s.cfg.Password+"@db/app").CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError("pg_dump: " + string(out)), nil // want `a command's output \(\(\*exec.Cmd\).CombinedOutput\) at patterns.go:\d+ \(its command line or environment carries the secret field patterns.config.Password at patterns.go:\d+, which the command may print\)`
	}
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "psql", "-h", "db", "-c", req.GetString("sql", ""))
	cmd.Env = append(os.Environ(), "PGPASSWORD="+s.cfg.Password)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return mcp.NewToolResultError("psql: " + stderr.String()), nil // want `a command's captured stderr \(exec.Cmd.Stderr\) .*carries the secret field patterns.config.Password`
	}
	restore := exec.CommandContext(ctx, "pg_restore", "--dbname", os.Getenv("DATABASE_URL"))
	if err := restore.Run(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return mcp.NewToolResultError("pg_restore: " + string(ee.Stderr)), nil // want `a command's captured stderr \(exec.ExitError.Stderr\) at patterns.go:\d+ \(its command line or environment carries the value of \$DATABASE_URL at patterns.go:\d+, which`
		}
		return mcp.NewToolResultError("pg_restore failed: " + err.Error()), nil
	}
	// Stdin is not the command line: a password fed to docker login is
	// not printed back.
	login := exec.CommandContext(ctx, "docker", "login", "--password-stdin")
	login.Stdin = strings.NewReader(s.cfg.Password)
	if out, err := login.CombinedOutput(); err != nil {
		return mcp.NewToolResultError("docker login: " + string(out)), nil
	}
	// On success the output is the tool's result.
	return mcp.NewToolResultText(string(out)), nil
}
