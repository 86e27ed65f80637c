// Package catalog keeps the tools of a hand-rolled server as functions in
// the records of a registry; packages dispatch and rpcdispatch answer
// tools/call with them. search_products fails with the raw error of a
// request to the catalog service, whose address a flag configures
// (reported at its return, naming dispatch's isError dispatcher);
// describe_product with a message of its own; fetch_image with the error
// of a request to the URL the model gave.
package catalog

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
)

var serviceAddr = flag.String("catalog-addr", "http://catalog:8080", "address of the catalog service")

// Func is a tool's function.
type Func func(ctx context.Context, raw json.RawMessage) (any, error)

// Entry is one tool of the registry.
type Entry struct {
	Title string
	Run   Func
}

// Tools holds the entries by tool name.
type Tools struct {
	byName map[string]*Entry
}

// Load fills the registry.
func Load() *Tools {
	t := &Tools{byName: map[string]*Entry{}}
	t.byName["search_products"] = &Entry{Title: "Search products", Run: searchProducts}
	t.byName["describe_product"] = &Entry{Title: "Describe a product", Run: describeProduct}
	t.byName["fetch_image"] = &Entry{Title: "Fetch an image", Run: fetchImage}
	return t
}

// Lookup returns the entry of a tool.
func (t *Tools) Lookup(name string) (*Entry, bool) {
	e, ok := t.byName[name]
	return e, ok
}

func query(ctx context.Context, path string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, *serviceAddr+path, nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

func searchProducts(ctx context.Context, _ json.RawMessage) (any, error) {
	b, err := query(ctx, "/products")
	if err != nil {
		return nil, fmt.Errorf("searching the catalog: %w", err) // want errorleak:`returned error carries raw net/http error text from \(\*http.Client\).Do at catalog.go:56 .* and the tools/call dispatcher in package dispatch \(dispatch.go:44\) writes its text`
	}
	return string(b), nil
}

func describeProduct(ctx context.Context, _ json.RawMessage) (any, error) {
	b, err := query(ctx, "/products/1")
	if err != nil {
		return nil, errors.New("the catalog is not answering; try again in a minute") // ok errorleak
	}
	return string(b), nil
}

func fetchImage(ctx context.Context, raw json.RawMessage) (any, error) {
	var in struct {
		Link string `json:"link"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		return nil, errors.New("link is required")
	}
	resp, err := http.Get(in.Link)
	if err != nil {
		return nil, fmt.Errorf("fetching the image: %w", err) // ok errorleak
	}
	defer resp.Body.Close()
	return resp.Header.Get("Content-Type"), nil
}
