// Package passed has go-sdk typed handlers behind a bearer-key HTTP
// middleware that stores the key's scopes and name in the context. Each
// checks a scope first; only the check's own denial is a caller
// authorization failure, never a failure of the work done after the check
// passed, nor the work's result.
package passed

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ctxKey int

const (
	scopesKey ctxKey = iota
	nameKey
)

// withKey is the HTTP middleware: it stores the bearer key's scopes and
// name.
func withKey(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tok := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		ctx := context.WithValue(r.Context(), scopesKey, strings.Split(tok, ","))
		ctx = context.WithValue(ctx, nameKey, tok)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func scopes(ctx context.Context) []string {
	v, _ := ctx.Value(scopesKey).([]string)
	return v
}

func keyName(ctx context.Context) string {
	v, _ := ctx.Value(nameKey).(string)
	return v
}

func hasScope(have []string, want string) bool {
	for _, s := range have {
		if s == want {
			return true
		}
	}
	return false
}

// requireScope returns a denial, or nil when the scope is there.
func requireScope(ctx context.Context, scope string) *mcp.CallToolResult {
	if hasScope(scopes(ctx), scope) {
		return nil
	}
	return toolError(fmt.Sprintf("insufficient scope: requires %q", scope))
}

func toolError(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

func toolText(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

func toolJSON(v any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("marshal: %w", err)
	}
	return toolText(string(b)), nil
}

type in struct{ Name string }

type engine interface {
	Chat(ctx context.Context, from, text string) (string, error)
	List() []string
}

var eng engine

// list: the marshalling error after a passed check is the work's.
func list(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if res := requireScope(ctx, "tools:read"); res != nil {
		return res, nil, nil // want `caller authorization failure returned as an isError result`
	}
	r, err := toolJSON(eng.List())
	return r, nil, err
}

// health: a lookup miss after a passed check is no denial.
func health(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if res := requireScope(ctx, "tools:read"); res != nil {
		return res, nil, nil // want `caller authorization failure returned as an isError result`
	}
	for _, name := range eng.List() {
		if name == a.Name {
			r, err := toolJSON(name)
			return r, nil, err
		}
	}
	return toolError("tool server not found: " + a.Name), nil, nil
}

// chat hands the caller's key name to the engine as the sender: the
// engine's failure and its answer are no decision on the caller.
func chat(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if res := requireScope(ctx, "chat:write"); res != nil {
		return res, nil, nil // want `caller authorization failure returned as an isError result`
	}
	text, err := eng.Chat(ctx, keyName(ctx), a.Name)
	if err != nil {
		return toolError("chat failed: " + err.Error()), nil, nil
	}
	return toolText(text), nil, nil
}

type message struct {
	From, Conversation, Text string
}

type chatter interface {
	Send(ctx context.Context, m message, progress func(string)) (string, error)
}

var engines map[string]chatter

// converse hands the caller's key name to the engine inside a message,
// and names the conversation after it: the engine's failure is still no
// decision on the caller.
func converse(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if res := requireScope(ctx, "chat:write"); res != nil {
		return res, nil, nil // want `caller authorization failure returned as an isError result`
	}
	e := engines[a.Name]
	if e == nil {
		return toolError("agent not found: " + a.Name), nil, nil
	}
	conv := a.Name
	if conv == "" {
		conv = fmt.Sprintf("mcp:%s", keyName(ctx))
	}
	m := message{From: keyName(ctx), Conversation: conv, Text: a.Name}
	var steps int
	text, err := e.Send(ctx, m, func(string) { steps++ })
	if err != nil {
		return toolError("chat failed: " + err.Error()), nil, nil
	}
	return toolText(text), nil, nil
}

// owner decides on the key name itself: a denial.
func owner(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if keyName(ctx) != a.Name {
		return nil, nil, errors.New("only the owner may read it") // want `caller authorization failure returned as an error \(sent as an isError result\)`
	}
	return toolText("ok"), nil, nil
}

func serve() http.Handler {
	s := mcp.NewServer(&mcp.Implementation{Name: "passed"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "health"}, health)
	mcp.AddTool(s, &mcp.Tool{Name: "chat"}, chat)
	mcp.AddTool(s, &mcp.Tool{Name: "owner"}, owner)
	mcp.AddTool(s, &mcp.Tool{Name: "converse"}, converse)
	return withKey(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
}
