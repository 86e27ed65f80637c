// Package regtools keeps its tools, (any, error) methods, in the records
// of a registry that package regsrv dispatches: this package cannot know
// where their errors go; regsrv reports what they carry at their returns
// here, naming its dispatcher, under every driver.
package regtools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
)

// HandlerFunc is a tool's function.
type HandlerFunc func(ctx context.Context, args json.RawMessage) (any, error)

// Tool is a registry record.
type Tool struct {
	Name    string
	Handler HandlerFunc
}

// Registry holds the tools and the client of the configured backend.
type Registry struct {
	tools   map[string]*Tool
	baseURL string
	hc      *http.Client
}

// New registers the tools.
func New() *Registry {
	r := &Registry{tools: map[string]*Tool{}, baseURL: os.Getenv("INVENTORY_URL"), hc: http.DefaultClient}
	r.add(&Tool{Name: "count_stock", Handler: r.countStock})
	r.add(&Tool{Name: "ping", Handler: r.ping})
	return r
}

func (r *Registry) add(t *Tool) { r.tools[t.Name] = t }

// Get returns the tool registered under name, or nil.
func (r *Registry) Get(name string) *Tool { return r.tools[name] }

func (r *Registry) countStock(ctx context.Context, _ json.RawMessage) (any, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, r.baseURL+"/stock", nil)
	if err != nil {
		return nil, errors.New("could not build the request")
	}
	resp, err := r.hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("count stock: %w", err) // want errorleak:`returned error carries raw net/http error text from \(\*http.Client\).Do at tools.go:50 .* and the tools/call dispatcher in package regsrv \(server.go:45\) writes its text`
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

func (r *Registry) ping(ctx context.Context, _ json.RawMessage) (any, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, r.baseURL+"/ping", nil)
	if err != nil {
		return nil, errors.New("could not build the request")
	}
	resp, err := r.hc.Do(req)
	if err != nil {
		return nil, errors.New("the inventory is unreachable; retry later")
	}
	defer resp.Body.Close()
	return "pong", nil
}
