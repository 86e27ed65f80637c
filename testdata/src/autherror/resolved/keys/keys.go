// Package keys resolves an API key to the account that owns it, by the
// key's hash, and decides on the account's permissions.
package keys

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
)

// Account owns API keys.
type Account struct {
	ID    string
	Perms []string
}

// Store keeps the accounts by key hash.
type Store struct{ byHash map[string]Account }

// ErrForbidden is a denial.
var ErrForbidden = errors.New("forbidden")

// Authenticate returns the account of the raw key.
func (s *Store) Authenticate(_ context.Context, raw string) (Account, error) {
	sum := sha256.Sum256([]byte(raw))
	a, ok := s.byHash[hex.EncodeToString(sum[:])]
	if !ok {
		return Account{}, errors.New("unknown key")
	}
	return a, nil
}

// Authorize fails unless a holds perm.
func (s *Store) Authorize(a Account, perm string) error {
	for _, p := range a.Perms {
		if p == perm {
			return nil
		}
	}
	return ErrForbidden
}
