// Package auth parses bearer tokens.
package auth

import "errors"

// Claims are what a token says of its holder.
type Claims struct{ UserID int64 }

// VerifyToken parses tok.
func VerifyToken(tok string) (*Claims, error) {
	if tok == "" {
		return nil, errors.New("invalid token")
	}
	return &Claims{UserID: 1}, nil
}
