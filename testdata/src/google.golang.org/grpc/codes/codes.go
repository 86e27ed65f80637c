// Package codes is a stub of google.golang.org/grpc/codes for the tests.
package codes

// Code is a status code.
type Code uint32

// Codes.
const (
	OK       Code = 0
	NotFound Code = 5
)
