// Package ticketapi declares the ticket service the tools use.
package ticketapi

import "context"

// Service is the ticket backend.
type Service interface {
	Open(ctx context.Context) ([]string, error)
	Close(ctx context.Context, id string) error
}
