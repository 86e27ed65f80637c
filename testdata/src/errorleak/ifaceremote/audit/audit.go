// Package audit implements iface.Audit over the backend's HTTP API.
package audit

import (
	"context"
	"net/http"
	"os"
)

// Log reads the audit trail at a configured URL.
type Log struct{ url string }

// NewLog returns the audit log named by AUDIT_URL.
func NewLog() *Log { return &Log{url: os.Getenv("AUDIT_URL")} }

// Trail reads the trail: its error is the *url.Error of the request.
func (l *Log) Trail(ctx context.Context) ([]string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, l.url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	resp.Body.Close()
	return nil, nil
}
