// Package grpc is a stub of google.golang.org/grpc for the tests.
package grpc

import "context"

// CallOption configures a call.
type CallOption interface{}

// DialOption configures a connection.
type DialOption interface{}

// ClientConnInterface is what generated clients call.
type ClientConnInterface interface {
	Invoke(ctx context.Context, method string, args any, reply any, opts ...CallOption) error
}

// ClientConn is a connection to a server.
type ClientConn struct{ target string }

// NewClient returns a connection to target.
func NewClient(target string, opts ...DialOption) (*ClientConn, error) {
	return &ClientConn{target: target}, nil
}

// Invoke calls method.
func (cc *ClientConn) Invoke(ctx context.Context, method string, args any, reply any, opts ...CallOption) error {
	return nil
}
