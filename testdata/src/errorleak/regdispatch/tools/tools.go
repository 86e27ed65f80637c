// Package tools keeps its tools, (any, error) methods, in the records of a
// registry; the dispatchers of packages server and rpcserver call them and
// decide where their errors go, so those packages report the returns
// here, each naming its dispatcher: list_items and list_orders return the
// backend client's raw errors (server's isError text), check_auth a
// secret (server's text and rpcserver's JSON-RPC error); ping returns its
// own message and fetch_page the error of a request to the URL the model
// gave; list_users's return is covered by a directive here.
package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"

	"errorleak/regdispatch/backend"
)

// HandlerFunc is a tool's function.
type HandlerFunc func(ctx context.Context, args json.RawMessage) (any, error)

// Tool is a registry record.
type Tool struct {
	Name    string
	Handler HandlerFunc
}

// Registry holds the tools.
type Registry struct {
	tools map[string]*Tool
	api   *backend.Client
}

// New registers the tools.
func New() *Registry {
	r := &Registry{tools: map[string]*Tool{}, api: backend.New()}
	r.add(&Tool{Name: "list_items", Handler: r.listItems})
	r.add(&Tool{Name: "list_orders", Handler: r.listOrders})
	r.add(&Tool{Name: "check_auth", Handler: r.checkAuth})
	r.add(&Tool{Name: "ping", Handler: r.ping})
	r.add(&Tool{Name: "fetch_page", Handler: r.fetchPage})
	r.add(&Tool{Name: "list_users", Handler: r.listUsers})
	return r
}

func (r *Registry) add(t *Tool) { r.tools[t.Name] = t }

// Get returns the tool registered under name, or nil.
func (r *Registry) Get(name string) *Tool { return r.tools[name] }

func (r *Registry) listItems(ctx context.Context, _ json.RawMessage) (any, error) {
	resp, err := r.api.Get(ctx, "/items")
	if err != nil {
		return nil, fmt.Errorf("list items: %w", err) // want `returned error carries raw net/http error text from \(\*http.Client\).Do at backend.go:29 .*configured endpoint.* and the tools/call dispatcher in package server \(server.go:47\) writes its text into the tool result: .*log it for operators`
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

func (r *Registry) listOrders(ctx context.Context, _ json.RawMessage) (any, error) {
	resp, err := r.api.Get(ctx, "/orders")
	if err != nil {
		return nil, fmt.Errorf("list orders: %w", err) // want `raw net/http error text from \(\*http.Client\).Do at backend.go:29 .* and the tools/call dispatcher in package server \(server.go:47\) writes its text`
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

func (r *Registry) checkAuth(ctx context.Context, _ json.RawMessage) (any, error) {
	if _, err := r.api.Get(ctx, "/whoami"); err == nil {
		return "ok", nil
	}
	return nil, fmt.Errorf("authentication with key %s was refused", os.Getenv("BACKEND_API_KEY")) // want `returned error carries the value of \$BACKEND_API_KEY at tools.go:76 and the tools/call dispatcher in package server \(server.go:47\) writes its text into the tool result: .*leave the value out` `returned error carries the value of \$BACKEND_API_KEY at tools.go:76 and the tools/call dispatcher in package rpcserver \(rpcserver.go:56\) puts its text into a JSON-RPC error, which reaches client logs`
}

func (r *Registry) ping(ctx context.Context, _ json.RawMessage) (any, error) {
	resp, err := r.api.Get(ctx, "/ping")
	if err != nil {
		return nil, errors.New("the backend is unreachable; retry later")
	}
	defer resp.Body.Close()
	return "pong", nil
}

func (r *Registry) fetchPage(ctx context.Context, args json.RawMessage) (any, error) {
	var in struct {
		URL string `json:"url"`
	}
	if err := json.Unmarshal(args, &in); err != nil {
		return nil, errors.New("arguments must be an object with a url")
	}
	resp, err := http.Get(in.URL)
	if err != nil {
		return nil, fmt.Errorf("fetch %s: %w", in.URL, err)
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

// listUsers returns the backend client's raw error too, under a directive
// of this package that the dispatchers' packages honour.
func (r *Registry) listUsers(ctx context.Context, _ json.RawMessage) (any, error) {
	resp, err := r.api.Get(ctx, "/users")
	if err != nil {
		//mcplint:ignore errorleak the backend is on loopback and its URL is public
		return nil, fmt.Errorf("list users: %w", err)
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}
