// Package store is the client of the configured notes service; only
// package server imports it.
package store

import (
	"context"
	"fmt"
	"net/http"
)

// Remote reads notes from the service.
type Remote struct {
	endpoint string
	hc       *http.Client
}

// Open returns a client of the service at endpoint.
func Open(endpoint string) *Remote { return &Remote{endpoint: endpoint, hc: &http.Client{}} }

// Note reads note id.
func (r *Remote) Note(ctx context.Context, id string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, r.endpoint+"/notes/"+id, nil)
	if err != nil {
		return "", err
	}
	resp, err := r.hc.Do(req)
	if err != nil {
		return "", fmt.Errorf("read note: %w", err)
	}
	resp.Body.Close()
	return resp.Status, nil
}
