// Package v1 is a minimal stand-in for the Prometheus HTTP API client: its
// errors print the request URL of the configured address.
package v1

import (
	"context"
	"time"
)

// Warnings are the warnings of a query.
type Warnings []string

// API is the Prometheus HTTP API.
type API interface {
	Query(ctx context.Context, query string, ts time.Time) (any, Warnings, error)
	LabelValues(ctx context.Context, label string) ([]string, Warnings, error)
}
