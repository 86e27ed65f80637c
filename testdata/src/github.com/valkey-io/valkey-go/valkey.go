// Package valkey is a stub of the Valkey client: its errors name the
// server it dialed ("dial tcp 10.0.0.7:6379: connect: connection
// refused").
package valkey

import "context"

// Completed is a built command.
type Completed struct{ args []string }

// Builder builds commands.
type Builder struct{}

// Get starts a GET.
func (Builder) Get(key string) Completed { return Completed{args: []string{"GET", key}} }

// Client sends commands.
type Client interface {
	B() Builder
	Do(ctx context.Context, cmd Completed) ValkeyResult
	Close()
}

// ValkeyResult is a command's reply or error.
type ValkeyResult struct{ err error }

// ToString returns the reply as a string.
func (r ValkeyResult) ToString() (string, error) { return "", r.err }

// Error returns the error of the command.
func (r ValkeyResult) Error() error { return r.err }

// ClientOption configures a client.
type ClientOption struct{ InitAddress []string }

// NewClient dials the servers of opt.
func NewClient(opt ClientOption) (Client, error) { return nil, nil }
