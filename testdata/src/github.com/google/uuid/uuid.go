// Package uuid is a stub of github.com/google/uuid for the tests.
package uuid

// UUID is a 128-bit UUID.
type UUID [16]byte

// Nil is the zero UUID.
var Nil UUID

// Parse decodes s.
func Parse(s string) (UUID, error) { return UUID{}, nil }

// String returns the UUID's text.
func (u UUID) String() string { return "" }
