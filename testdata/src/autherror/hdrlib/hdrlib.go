// Package hdrlib reads the caller's roles from a header it is given: its
// helpers derive from identity only when the header is a request's.
package hdrlib

import (
	"net/http"
	"strings"
)

// Roles returns the roles the gateway forwards.
func Roles(h http.Header) []string { return strings.Split(h.Get("X-User-Roles"), ",") }

// HasRole reports whether the gateway granted role.
func HasRole(h http.Header, role string) bool {
	for _, r := range Roles(h) {
		if r == role {
			return true
		}
	}
	return false
}

// Trace returns the request id: not identity.
func Trace(h http.Header) string { return h.Get("X-Request-Id") }
