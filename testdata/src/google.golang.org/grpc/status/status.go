// Package status is a stub of google.golang.org/grpc/status for the tests.
package status

import (
	"errors"

	"google.golang.org/grpc/codes"
)

// Error returns an error with code c and message msg.
func Error(c codes.Code, msg string) error { return errors.New(msg) }

// Code returns err's code.
func Code(err error) codes.Code { return codes.OK }

// Status is an RPC status.
type Status struct {
	code codes.Code
	msg  string
}

// FromError returns the status err carries.
func FromError(err error) (*Status, bool) { return &Status{}, true }

// Convert is FromError without the ok.
func Convert(err error) *Status { return &Status{} }

// Code returns the status code.
func (s *Status) Code() codes.Code { return s.code }

// Message returns the status message.
func (s *Status) Message() string { return s.msg }

// Err returns the status as an error.
func (s *Status) Err() error { return errors.New(s.msg) }
