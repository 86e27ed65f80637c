// Package svc is a service layer without MCP code whose tools-facing
// functions return an error: Split's is nil on every return, Count's is
// not.
package svc

import (
	"errors"
	"strings"
)

// Words is a split text.
type Words struct {
	List []string `json:"list"`
}

// Split never fails.
func Split(s string) (*Words, error) {
	return &Words{List: strings.Fields(s)}, nil
}

// Count fails on an empty text.
func Count(s string) (int, error) {
	if s == "" {
		return 0, errors.New("empty text")
	}
	return len(strings.Fields(s)), nil
}
