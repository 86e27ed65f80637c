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
