// Package pgtype is a stub of pgx's value types.
package pgtype

import "errors"

// UUID is a nullable UUID.
type UUID struct {
	Bytes [16]byte
	Valid bool
}

// Scan parses src into u.
func (u *UUID) Scan(src any) error {
	s, ok := src.(string)
	if !ok || len(s) != 36 {
		return errors.New("cannot scan into UUID")
	}
	u.Valid = true
	return nil
}

// String formats u.
func (u UUID) String() string { return "00000000-0000-0000-0000-000000000000" }
