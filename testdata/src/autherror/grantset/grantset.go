// Package grantset is a go-sdk HTTP server whose middleware keeps the
// caller's account, with the set of projects it is granted. A helper's
// membership test on that set decides; one on a table keyed by the
// credential only finds the session. A helper that also fails for a
// lookup miss denies where the owner differs, and the handler answers
// its error's text with an isError result.
package grantset

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type account struct {
	ID       int64
	Projects map[string]bool
}

type acctKey struct{}

var sessions = map[string]account{}

func withAccount(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		a, ok := sessions[strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")]
		if !ok {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), acctKey{}, a)))
	})
}

func accountFrom(ctx context.Context) (account, bool) {
	a, ok := ctx.Value(acctKey{}).(account)
	return a, ok
}

type denial string

func (d denial) Error() string { return string(d) }

func requireProject(ctx context.Context, name string) error {
	a, ok := accountFrom(ctx)
	if !ok {
		return denial("unauthorized")
	}
	if _, granted := a.Projects[name]; granted {
		return nil
	}
	return denial("project not granted: " + name)
}

type report struct {
	Owner int64
	Body  string
}

var reports = map[string]report{}

func ownedReport(ctx context.Context, id string) (report, error) {
	a, _ := accountFrom(ctx)
	r, found := reports[id]
	if !found {
		return report{}, errors.New("no report " + id)
	}
	if r.Owner != a.ID {
		return report{}, denial("report " + id + " is not yours") // want `caller authorization failure returned as an isError result`
	}
	return r, nil
}

func failed(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

type ref struct {
	Name string `json:"name"`
}

type done struct {
	OK bool `json:"ok"`
}

func archive(ctx context.Context, _ *mcp.CallToolRequest, in ref) (*mcp.CallToolResult, any, error) {
	if err := requireProject(ctx, in.Name); err != nil {
		return nil, nil, err // want `caller authorization failure returned as an error \(sent as an isError result\)`
	}
	return nil, done{OK: true}, nil
}

func purge(ctx context.Context, _ *mcp.CallToolRequest, in ref) (*mcp.CallToolResult, any, error) {
	r, err := ownedReport(ctx, in.Name)
	if err != nil {
		return failed("cannot purge: " + err.Error()), nil, nil
	}
	return nil, done{OK: r.Body != ""}, nil
}

func serve() http.Handler {
	s := mcp.NewServer(&mcp.Implementation{Name: "grants", Version: "1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "archive"}, archive)
	mcp.AddTool(s, &mcp.Tool{Name: "purge"}, purge)
	return withAccount(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
}
